import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/courses";
import { Icon } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";
import { DemandBadge, PageHero } from "~/components/page-hero";
import { courseFullName, courses } from "~/content/courses";
import { chatHref, courseEnquiryText } from "~/content/links";
import { renderWhenIdle } from "~/lib/render-when-idle";
import { pageMeta, titleWithSite } from "~/lib/seo";
import { siteDataFrom, useSiteData } from "~/lib/site-data";

/** Only what the cards show travels to the browser; the full pages load their own data. */
export function loader() {
  return {
    courses: courses.map((course) => ({
      slug: course.slug,
      title: course.title,
      fullName: courseFullName(course),
      category: course.category,
      icon: course.icon,
      description: course.description,
      demand: course.demand,
      duration: course.duration,
      eligibility: course.eligibility,
      syllabus: course.syllabus,
      jobOpportunities: course.jobOpportunities,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("All 22 Courses", site.name),
    description:
      "Compare all 22 B.Voc, M.Voc and short courses in Gurugram: syllabus, job opportunities, duration and eligibility for paramedical, management and technology careers.",
    path: "/courses",
  });
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { site } = useSiteData();
  const courseList = useRef<HTMLUListElement>(null);
  // Cards below the first screen are skipped at load (render-when-near); render them once idle.
  useEffect(() => renderWhenIdle([...courseList.current!.children] as HTMLElement[]), []);
  return (
    <>
      <PageHero
        eyebrow="Courses"
        title="Our 22 courses"
        lead="Skill-based B.Voc degrees, two M.Voc degrees for graduates and a six-month certificate course. Compare the syllabus and the jobs each one leads to."
      />
      <section aria-label="Course list" className="container-page py-12">
        <ul ref={courseList} className="grid gap-6 lg:grid-cols-2">
          {loaderData.courses.map((course) => (
            <li key={course.slug} className="render-when-near flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={course.icon} className="size-6" />
                </span>
                {course.demand ? <DemandBadge demand={course.demand} /> : null}
              </div>
              <p className="mt-4 text-sm font-semibold text-brand-700">{course.category}</p>
              <h2 className="mt-1 text-xl font-bold">{course.fullName}</h2>
              <p className="mt-2 text-muted">{course.description}</p>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="icon-row icon-clock">
                  <dt className="sr-only">Duration</dt>
                  <dd>{course.duration}</dd>
                </div>
                <div className="icon-row icon-graduation-cap">
                  <dt className="sr-only">Eligibility</dt>
                  <dd>{course.eligibility}</dd>
                </div>
              </dl>
              <div className="mt-5 grid flex-1 gap-5 sm:grid-cols-2">
                <div>
                  <h3 className="text-sm font-bold tracking-wide text-ink uppercase">Syllabus</h3>
                  <ul className="icon-list icon-check mt-2 space-y-1.5 text-sm">
                    {course.syllabus.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="text-sm font-bold tracking-wide text-ink uppercase">Job opportunities</h3>
                  <ul className="icon-list icon-arrow mt-2 space-y-1.5 text-sm">
                    {course.jobOpportunities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
              {/* Each button names its course for screen readers. More Info keeps the name in
                  its text, hidden, as search engines read a page link's text; the others
                  (the same admission page, a chat) carry it as their label. */}
              <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3">
                <Link to={`/admission?course=${course.slug}`} aria-label={`Apply Now for ${course.fullName}`} className="btn btn-primary px-2 text-sm">
                  Apply Now
                </Link>
                <Link to={`/courses/${course.slug}`} className="btn btn-secondary px-2 text-sm">
                  More Info<span className="sr-only"> about {course.fullName}</span>
                </Link>
                <ExternalLink
                  href={chatHref(site.chat, courseEnquiryText(course.fullName))}
                  aria-label={`Enquire about ${course.fullName} on WhatsApp (opens in a new tab)`}
                  className="btn icon-before icon-chat col-span-2 border border-slate-300 px-2 text-sm text-ink hover:bg-slate-50 sm:col-span-1"
                >
                  Enquire
                </ExternalLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
