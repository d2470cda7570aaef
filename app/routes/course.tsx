import { data, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/course";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { IconName } from "#app/components/icon-names.ts";
import { CourseInformation } from "#app/components/course-information.tsx";
import { courseFactsHtml } from "#app/components/family-info.server.tsx";
import { courseFullName, findCourse, NCAHP_REGISTRATION_NOTE } from "#content/courses/index.ts";
import { courseSummary } from "#content/course-summary.ts";
import { chatHref, cityLine, mailtoHref, telHref } from "#content/links.ts";
import { fill } from "#domain/language.ts";
import { site as institute } from "#content/site.ts";
import { formatSalaryRange } from "#domain/format.ts";
import { logNotFound } from "#app/lib/not-found.server.ts";
import { breadcrumbJsonLd, courseJsonLd } from "#app/lib/json-ld.ts";
import { absoluteUrl, pageMeta } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const course = findCourse(params.slug);
  if (!course) {
    // Every course slug is pre-rendered, so only an unknown one reaches the server.
    logNotFound(request, context);
    throw data(null, { status: 404 });
  }
  const fullName = courseFullName(course);
  const path = `/courses/${course.slug}`;
  // Built here, on the server, and sent with the page's data: the JSON-LD builders and the
  // institute's details stay out of the browser's JavaScript.
  const jsonLd = [
    courseJsonLd(institute, course, fullName),
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Courses", path: "/courses" },
      { name: fullName, path },
    ]),
  ];
  // The allied-health courses' registration sentence, one constant for all of them.
  const registrationNote = course.ncahpRegistration ? NCAHP_REGISTRATION_NOTE : null;
  // The summary at the top (duration to awarding university), and a plain link that shares
  // the page's title and address on WhatsApp: both made here, not in the page's JavaScript.
  const summary = courseSummary(course);
  const shareHref = `https://wa.me/?text=${encodeURIComponent(`${fullName} – Course Details ${absoluteUrl(path)}`)}`;
  // Fees, dates and seats, eligibility in full: HTML rendered here, not JavaScript.
  const facts = courseFactsHtml(course, institute);
  return { course, fullName, path, jsonLd, registrationNote, summary, shareHref, facts };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { course, fullName, path, jsonLd } = loaderData;
  return pageMeta({
    siteName: siteDataFrom(matches).site.name,
    // The spec's title: '<degree> in <subject> – Course Details', with an en dash.
    title: `${fullName} – Course Details`,
    description: course.metaDescription,
    path,
    jsonLd,
  });
};

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { course, fullName, registrationNote, summary, shareHref } = loaderData;
  const { site, claims } = useSiteData();
  const { ui } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  // History back, as the spec says; a visitor who landed here directly goes to the course list.
  const goBack = () => (location.key === "default" ? navigate("/courses") : navigate(-1));
  const isShortCourse = course.degree === "Short Course";

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-6 sm:py-14">
          <button
            type="button"
            onClick={goBack}
            className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-800 hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            Back
          </button>
          {/* The title, then the summary (on a phone, Apply Now on the first screen), then the description. */}
          <div className="mt-2 flex items-start gap-5 sm:mt-4">
            <span
              aria-hidden="true"
              className="hidden size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-700 text-white sm:flex"
            >
              <Icon name={course.icon} className="size-8" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-brand-700">{course.category}</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{fullName}</h1>
            </div>
          </div>
          <CourseSummary summary={summary} slug={course.slug} fullName={fullName} shareHref={shareHref} />
          <p className="mt-5 max-w-3xl text-muted sm:text-lg">{course.description}</p>
          {course.placementSupport ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
              <Icon name="badge-check" className="size-4" />
              {claims.placementSupport}
            </p>
          ) : null}
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="overview-title">
            <SectionTitle id="overview-title" icon="book-open">
              Course Overview
            </SectionTitle>
            <div className="mt-4 space-y-4 leading-relaxed text-ink">
              {course.overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>

          <div dangerouslySetInnerHTML={{ __html: loaderData.facts }} />

          <section aria-labelledby="curriculum-title">
            <SectionTitle id="curriculum-title" icon="graduation-cap">
              {isShortCourse ? "Course Modules" : "Semester-wise Curriculum"}
            </SectionTitle>
            <div className="mt-5 grid gap-4 md:grid-cols-2">
              {course.curriculum.map((group) => (
                <div key={group.period} className="rounded-2xl border border-slate-200 p-5">
                  <h3 className="font-bold text-brand-800">{group.period}</h3>
                  <ul className="icon-list icon-check mt-3 space-y-2 text-sm">
                    {group.subjects.map((subject) => (
                      <li key={subject}>{subject}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="careers-title">
            <SectionTitle id="careers-title" icon="briefcase">
              Career Opportunities
            </SectionTitle>
            <div className="mt-5 grid gap-6 md:grid-cols-2">
              <div>
                <h3 className="font-bold">Job roles</h3>
                <ul className="mt-3 grid gap-2 text-sm">
                  {course.careers.jobRoles.map((role) => (
                    <li key={role} className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2">
                      <Icon name="award" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {role}
                    </li>
                  ))}
                </ul>
                {registrationNote ? (
                  <p className="mt-4 border-l-4 border-brand-200 pl-3 text-sm text-muted">{registrationNote}</p>
                ) : null}
              </div>
              <div>
                <h3 className="font-bold">Where you can work</h3>
                <ul className="mt-3 grid gap-2 text-sm">
                  {course.careers.workplaces.map((place) => (
                    <li key={place} className="flex gap-2">
                      <Icon name="building" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {place}
                    </li>
                  ))}
                </ul>
                <div className="mt-5 rounded-2xl bg-brand-50 p-5">
                  <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
                    <Icon name="indian-rupee" className="size-4" />
                    Salary range
                  </p>
                  <p className="mt-1 text-2xl font-bold text-ink">{formatSalaryRange(course.careers.salaryLpa)}</p>
                  <p className="mt-1 text-sm text-muted">*Salary varies based on experience and location</p>
                </div>
              </div>
            </div>
          </section>

          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-bold">
              Key Features
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {course.keyFeatures.map((feature) => (
                <li key={feature} className="flex gap-2.5 rounded-xl border border-slate-200 p-4">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="space-y-6" aria-label="Course information and contact">
          <CourseInformation course={course} />

          <section aria-labelledby="contact-card-title" className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 id="contact-card-title" className="text-lg font-bold">
              Have questions?
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-2.5">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-brand-200" />
                <a href={telHref(site.phone)} className="underline-offset-4 hover:underline">
                  {site.phone.display}
                </a>
              </li>
              <li className="flex gap-2.5">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brand-200" />
                <a href={mailtoHref(site.email)} className="break-all underline-offset-4 hover:underline">
                  {site.email}
                </a>
              </li>
              <li className="flex gap-2.5">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-200" />
                {cityLine(site.address)}
              </li>
            </ul>
          </section>
        </aside>
      </div>

      <section aria-labelledby="apply-title" className="bg-brand-50">
        <div className="container-page py-12 text-center">
          <h2 id="apply-title" className="text-2xl font-bold sm:text-3xl">
            Ready to Apply?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">
            Apply for {fullName} today. A counselor will call you back within 24 hours.
          </p>
          <div className="mt-7 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
            <Link to={`/admission?course=${course.slug}`} className="btn btn-primary">
              Apply Now
            </Link>
            <ExternalLink
              href={chatHref(site.chat, fill(ui.chat.courseEnquiry, { course: fullName }))}
              className="btn btn-secondary"
              aria-label={`Chat on WhatsApp about ${fullName} (opens in a new tab)`}
            >
              <Icon name="message-circle" className="size-4" />
              Chat on WhatsApp
            </ExternalLink>
            <Link to="/contact" className="btn btn-secondary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** A section's heading with its icon. */
function SectionTitle({ id, icon, children }: { id: string; icon: IconName; children: React.ReactNode }) {
  // items-start, and the icon centred on the first line by its margin: a first paint between
  // the icon and the text must not re-centre the icon when the text arrives.
  return (
    <h2 id={id} className="flex items-start gap-2 text-2xl font-bold">
      <Icon name={icon} className="mt-1 size-6 text-brand-700" />
      {children}
    </h2>
  );
}

/**
 * The course at a glance, first on the page (on a phone the information card comes after the
 * whole curriculum): what families decide on, and Apply Now. A value the institute has not
 * given reads "To be confirmed" (app/content/course-summary).
 */
function CourseSummary({
  summary,
  slug,
  fullName,
  shareHref,
}: {
  summary: { term: string; value: string; confirmed: boolean }[];
  slug: string;
  fullName: string;
  shareHref: string;
}) {
  return (
    <section
      aria-labelledby="summary-title"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:mt-6 sm:p-5"
    >
      <h2 id="summary-title" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-6">
        {summary.map((item) => (
          <div key={item.term} className="min-w-0">
            <dt className="text-muted">{item.term}</dt>
            <dd className={item.confirmed ? "font-semibold break-words text-ink" : "break-words text-muted italic"}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to={`/admission?course=${slug}`} aria-label={`Apply Now for ${fullName}`} className="btn btn-primary">
          Apply Now
        </Link>
        <ExternalLink
          href={shareHref}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          <Icon name="message-circle" className="size-4" />
          Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </ExternalLink>
      </div>
    </section>
  );
}
