import { data, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/course";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { IconName } from "#app/components/icon-names.ts";
import { CourseInformation } from "#app/components/course-information.tsx";
import { courseFactsHtml } from "#app/components/family-info.server.tsx";
import { coursePhotoHtml } from "#app/components/placed-photos.server.tsx";
import { courseFullName, courseHindiName } from "#content/courses/index.ts";
import { liveCourse, liveCourseFacts, liveCourseHindi } from "#content/document/read.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { coursesText } from "#content/translations/courses.ts";
import { courseSummary } from "#content/course-summary.ts";
import { chatHref, cityLine, hindiCityLine, mailtoHref, telHref } from "#content/links.ts";
import { fill, languageOfRequest, localizedPath } from "#domain/language.ts";
import { liveSite } from "#content/live.ts";
import { formatSalaryRange, hindiSalaryRange } from "#domain/format.ts";
import { logNotFound } from "#app/lib/not-found.server.ts";
import { openMarkersOf, popularFeeUnconfirmed } from "#app/lib/content-readiness.server.ts";
import { popularCourses } from "#content/home.ts";
import { feeScheduleOf } from "#content/fees.ts";
import { slugify } from "#domain/slug.ts";
import { breadcrumbJsonLd, courseJsonLd } from "#app/lib/json-ld.ts";
import { absoluteUrl, pageMeta } from "#app/lib/seo.ts";
import { siteDataFrom, useLanguage, useSiteData } from "#app/lib/site-data.ts";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const course = liveCourse(params.slug);
  if (!course) {
    // Every course slug is pre-rendered, so only an unknown one reaches the server.
    logNotFound(request, context);
    throw data(null, { status: 404 });
  }
  const language = languageOfRequest(request);
  // The salary source's wording is used here only: not sent with the page's words.
  const {
    page: { salarySource: salarySourceWords, ...text },
    labels,
  } = inLanguage(coursesText, language);
  // On the Hindi page the prose is the course's Hindi file's; names, subjects and job titles
  // stay in English as they are awarded and advertised, the name with its Hindi gloss.
  const prose = language === "hi" ? liveCourseHindi(course.slug) : null;
  // What the launch check still lists as unconfirmed in this course's file, marked where it stands.
  const open = openMarkersOf(`app/content/courses/${course.slug}.ts`);
  const fullName = courseFullName(course);
  const name = prose?.gloss ? `${fullName} (${prose.gloss})` : fullName;
  // In a Hindi sentence or label the course is named in Hindi (courseHindiName).
  const spokenName = prose?.gloss ? courseHindiName(course, prose.gloss) : fullName;
  const path = `/courses/${course.slug}`;
  const title = fill(text.title, { course: name });
  const description = prose?.metaDescription ?? course.metaDescription;
  // Built here, on the server, and sent with the page's data: the JSON-LD builders and the
  // institute's details stay out of the browser's JavaScript.
  // The fee the home card gave is an example until the launch check's marker on it is confirmed.
  const card = popularCourses.findIndex((popular) => slugify(popular.title) === course.slug);
  const feeIsExample = card >= 0 && popularFeeUnconfirmed(card);
  const tuitionRupees = feeScheduleOf(course.slug).tuition.rupees;
  const jsonLd = [
    courseJsonLd(liveSite(), course, {
      name,
      description,
      path: localizedPath(path, language),
      ...(tuitionRupees !== null && !feeIsExample ? { tuitionRupees } : {}),
    }),
    breadcrumbJsonLd([
      { name: text.home, path: localizedPath("/", language) },
      { name: text.courses, path: localizedPath("/courses", language) },
      { name, path: localizedPath(path, language) },
    ]),
  ];
  // The summary at the top (duration to awarding university), and a plain link that shares
  // the page's title and address on WhatsApp: both made here, not in the page's JavaScript.
  const summary = courseSummary(course, language).map((item) =>
    item.term === text.summary.fee && item.confirmed && feeIsExample
      ? { ...item, value: `${item.value} (${text.exampleMark})` }
      : item,
  );
  const shareHref = `https://wa.me/?text=${encodeURIComponent(`${title} ${absoluteUrl(localizedPath(path, language))}`)}`;
  // Fees, dates and seats, eligibility in full: HTML rendered here, not JavaScript.
  const facts = courseFactsHtml(course, liveSite(), language);
  // Where the course is taught, once an editor places a photo (Content → Courses), under the key features; HTML as the facts are.
  const photo = coursePhotoHtml(course.slug, language);
  const view = {
    slug: course.slug,
    // The popup on this page offers this course by its degree and subject (enquiry-popup.tsx).
    degree: course.degree,
    subject: course.subject,
    icon: course.icon,
    category: labels.categories[course.category],
    gloss: prose?.gloss ?? "",
    description: prose?.description ?? course.description,
    placementSupport: course.placementSupport,
    isShortCourse: course.degree === "Short Course",
    overview: prose?.overview ?? course.overview,
    curriculum: course.curriculum.map((group, index) => ({
      period: prose?.curriculumPeriods[index] ?? group.period,
      subjects: group.subjects,
    })),
    jobRoles: course.careers.jobRoles,
    // Each workplace the launch check lists as unconfirmed (a government employer) says so where it stands.
    workplaces: (prose?.workplaces ?? course.careers.workplaces).map((place, index) => ({
      place,
      unconfirmed: open.some((marker) => marker.line.includes(JSON.stringify(course.careers.workplaces[index]))),
    })),
    salaryUnconfirmed: open.some((marker) => marker.line.includes("salaryLpa")),
    salary: (prose ? hindiSalaryRange : formatSalaryRange)(course.careers.salaryLpa),
    // Where the range comes from, once the institute has said (Content → Courses in the desk);
    // left out until then, so no page carries an empty field.
    ...salarySourceOf(course.slug, salarySourceWords),
    keyFeatures: prose?.keyFeatures ?? course.keyFeatures,
    // The allied-health courses' registration sentence, one for all of them.
    registrationNote: course.ncahpRegistration ? text.registrationNote : null,
    information: {
      duration: prose?.duration ?? course.duration,
      eligibility: prose?.eligibility ?? course.eligibility,
      courseType: prose?.courseType ?? course.courseType,
      demand: course.inDemand && course.demand ? labels.demand[course.demand] : undefined,
    },
  };
  return {
    course: view,
    fullName,
    spokenName,
    text,
    title,
    description,
    path,
    jsonLd,
    summary,
    shareHref,
    facts,
    photo,
  };
}

function salarySourceOf(slug: string, template: string): { salarySource?: string } {
  const salary = liveCourseFacts(slug)?.salary;
  return salary?.source && salary.year
    ? { salarySource: fill(template, { source: salary.source, year: salary.year }) }
    : {};
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { title, description, path, jsonLd } = loaderData;
  const { site, lang } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    // The spec's title: '<degree> in <subject> – Course Details', with an en dash.
    title,
    description,
    path,
    language: lang,
    jsonLd,
  });
};

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const { course, fullName, spokenName, text, summary, shareHref } = loaderData;
  const { site, claims } = useSiteData();
  const { ui, lang, href } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  // History back, as the spec says; a visitor who landed here directly goes to the course list.
  const goBack = () => (location.key === "default" ? navigate(href("/courses")) : navigate(-1));
  // Names, subjects and job titles stay in English on the Hindi page, marked so for screen readers.
  const english = lang === "hi" ? "en" : undefined;
  const apply = `${href("/admission")}?course=${course.slug}`;

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
            {text.back}
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
              <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
                <span lang={english} className="block">
                  {fullName}
                </span>
                {course.gloss ? (
                  <span className="mt-1 block text-xl font-semibold text-muted sm:text-2xl">{course.gloss}</span>
                ) : null}
              </h1>
            </div>
          </div>
          <CourseSummary summary={summary} apply={apply} fullName={spokenName} shareHref={shareHref} text={text} />
          <p className="mt-5 max-w-3xl text-muted sm:text-lg">{course.description}</p>
          {course.placementSupport && claims.placementSupport ? (
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
              {text.overview}
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
              {course.isShortCourse ? text.modules : text.curriculum}
            </SectionTitle>
            <div className="mt-5 grid gap-4 md:grid-cols-2">
              {course.curriculum.map((group) => (
                <div key={group.period} className="rounded-2xl border border-slate-200 p-5">
                  <h3 className="font-bold text-brand-800">{group.period}</h3>
                  <ul lang={english} className="icon-list icon-check mt-3 space-y-2 text-sm">
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
              {text.careers}
            </SectionTitle>
            <div className="mt-5 grid gap-6 md:grid-cols-2">
              <div>
                <h3 className="font-bold">{text.jobRoles}</h3>
                <ul lang={english} className="mt-3 grid gap-2 text-sm">
                  {course.jobRoles.map((role) => (
                    <li key={role} className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2">
                      <Icon name="award" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {role}
                    </li>
                  ))}
                </ul>
                {course.registrationNote ? (
                  <p className="mt-4 border-l-4 border-brand-200 pl-3 text-sm text-muted">{course.registrationNote}</p>
                ) : null}
              </div>
              <div>
                <h3 className="font-bold">{text.workplaces}</h3>
                <ul className="mt-3 grid gap-2 text-sm">
                  {course.workplaces.map(({ place, unconfirmed }) => (
                    <li key={place} className="flex gap-2">
                      <Icon name="building" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      <span>
                        {place}
                        {unconfirmed ? (
                          <span className="text-muted" data-unconfirmed="">
                            {" "}
                            ({text.toConfirm})
                          </span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="mt-5 rounded-2xl bg-brand-50 p-5">
                  <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
                    <Icon name="indian-rupee" className="size-4" />
                    {text.salary}
                  </p>
                  <p className="mt-1 text-2xl font-bold text-ink">{course.salary}</p>
                  {course.salaryUnconfirmed ? (
                    <p className="mt-1 text-sm font-semibold text-accent-700" data-unconfirmed="">
                      {text.exampleFigure}
                    </p>
                  ) : null}
                  <p className="mt-1 text-sm text-muted">{text.salaryNote}</p>
                  {course.salarySource ? <p className="mt-1 text-sm text-muted">{course.salarySource}</p> : null}
                </div>
              </div>
            </div>
          </section>

          <section aria-labelledby="features-title">
            <h2 id="features-title" className="text-2xl font-bold">
              {text.keyFeatures}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {course.keyFeatures.map((feature) => (
                <li key={feature} className="flex gap-2.5 rounded-xl border border-slate-200 p-4">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
            {/* Far down the page (about 5,000 px on a phone), past where Chromium starts lazy
                images early, so the photo costs nothing until the visitor scrolls to it. */}
            {loaderData.photo ? <div dangerouslySetInnerHTML={{ __html: loaderData.photo }} /> : null}
          </section>
        </div>

        <aside className="space-y-6" aria-label={text.aside}>
          <CourseInformation information={course.information} text={text} certification={course.isShortCourse} />

          <section aria-labelledby="contact-card-title" className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 id="contact-card-title" className="text-lg font-bold">
              {text.questions}
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
                {english ? hindiCityLine(site.address) : cityLine(site.address)}
              </li>
            </ul>
          </section>
        </aside>
      </div>

      <section aria-labelledby="apply-title" className="bg-brand-50">
        <div className="container-page py-12 text-center">
          <h2 id="apply-title" className="text-2xl font-bold sm:text-3xl">
            {text.ready}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">{fill(text.readyText, { course: spokenName })}</p>
          <div className="mt-7 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
            <Link to={apply} className="btn btn-primary">
              {text.applyNow}
            </Link>
            <ExternalLink
              href={chatHref(site.chat, fill(ui.chat.courseEnquiry, { course: fullName }))}
              className="btn btn-secondary"
              aria-label={fill(text.chatLabel, { course: spokenName })}
            >
              <Icon name="message-circle" className="size-4" />
              {text.chat}
            </ExternalLink>
            <Link to={href("/contact")} className="btn btn-secondary">
              {text.contact}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

type PageText = Route.ComponentProps["loaderData"]["text"];

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
  apply,
  fullName,
  shareHref,
  text,
}: {
  summary: { term: string; value: string; confirmed: boolean }[];
  apply: string;
  fullName: string;
  shareHref: string;
  text: PageText;
}) {
  return (
    <section
      aria-labelledby="summary-title"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:mt-6 sm:p-5"
    >
      <h2 id="summary-title" className="sr-only">
        {text.atAGlance}
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
        <Link to={apply} aria-label={fill(text.applyFor, { course: fullName })} className="btn btn-primary">
          {text.applyNow}
        </Link>
        <ExternalLink
          href={shareHref}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          <Icon name="message-circle" className="size-4" />
          {text.share}
          <span className="sr-only">{text.newTab}</span>
        </ExternalLink>
      </div>
    </section>
  );
}
