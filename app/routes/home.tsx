import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Icon } from "#app/components/icon.tsx";
import { SectionHeading } from "#app/components/page-hero.tsx";
import { homeStats, popularCourses, whyChooseUs } from "#content/home.ts";
import { formatRupees } from "#domain/format.ts";
import { organizationJsonLd } from "#app/lib/json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { siteDataFrom, useSiteData } from "#app/lib/site-data.ts";
import { slugify } from "#domain/slug.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site, claims } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: `${site.name} – B.Voc & M.Voc Paramedical and Vocational Courses in Gurugram`,
    description: `University-affiliated B.Voc and M.Voc degrees in Gurugram, Haryana: medical lab, radiology, OT, hospital management and more. ${claims.since}, ${claims.graduates}.`,
    path: "/",
    jsonLd: [organizationJsonLd(site)],
  });
};

export default function Home() {
  const { claims } = useSiteData();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
              {claims.since} · Gurugram, Haryana
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">
              Build a career in healthcare and beyond with a skill-based degree
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
              University-affiliated B.Voc and M.Voc programmes with 60% hands-on training and placement support.
            </p>
            <div className="mt-8 flex flex-col flex-wrap gap-3 sm:flex-row">
              <Link to="/admission" className="btn btn-accent">
                Apply Now
                <Icon name="arrow-right" className="size-4" />
              </Link>
              <Link to="/courses" className="btn border border-white/40 text-white hover:bg-white/10">
                Explore 22 Courses
              </Link>
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {homeStats.map((stat) => (
              <li key={stat.value} className="rounded-xl border border-white/10 bg-white/5 p-4 sm:p-5">
                <p className="text-lg font-bold text-white sm:text-xl">{stat.value}</p>
                <p className="mt-1 text-sm text-brand-100">{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="popular-title" className="container-page py-16 sm:py-20">
        <SectionHeading
          id="popular-title"
          eyebrow="Popular courses"
          title="Programmes students choose most"
          lead="B.Voc degrees for work in hospitals, laboratories and diagnostic centres."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {popularCourses.map((course) => (
            <li key={course.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              >
                <Icon name={course.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold">
                {course.degree} {course.title}
              </h3>
              <p className="mt-2">
                <span className="text-2xl font-bold text-brand-800">{formatRupees(course.feeRupees)}</span>{" "}
                <span className="text-sm text-muted">{course.feePeriod}</span>
              </p>
              <ul className="icon-list icon-check mt-4 flex-1 space-y-2 text-sm">
                {course.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <Link
                to={`/courses/${slugify(course.title)}`}
                className="btn btn-secondary mt-6"
                aria-label={`View details of ${course.degree} ${course.title}`}
              >
                View Details
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why-title" className="bg-slate-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="why-title"
            eyebrow="Why choose us"
            title="Learn the work, not just the theory"
            lead={`${claims.graduates} and a ${claims.placementRate.toLowerCase()} come from the same idea: learn the work by doing it.`}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {whyChooseUs.map((item) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon name={item.icon} className="size-7 text-brand-700" />
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="container-page py-16 sm:py-20">
        <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            Admissions are open
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            Apply in two minutes. A counselor will call you back within 24 hours to help you choose the right course.
          </p>
          <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
            <Link to="/admission" className="btn btn-accent">
              Start Your Application
            </Link>
            <Link to="/contact" className="btn border border-white/50 text-white hover:bg-white/10">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
