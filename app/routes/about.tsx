import { Link } from "react-router";
import type { Route } from "./+types/about";
import { Icon } from "#app/components/icon.tsx";
import { PageHero, SectionHeading } from "#app/components/page-hero.tsx";
import { highlights, mission, partnerships, story, vision } from "#content/about.ts";
import { exitPoints, PRACTICAL_SHARE, THEORY_SHARE } from "#content/site.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom, useSiteData } from "#app/lib/site-data.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("About Us", site.name),
    description: `Since 2015 ${site.name} in Gurugram has trained 1000+ graduates through university-affiliated, 60% practical B.Voc and M.Voc programmes.`,
    path: "/about",
  });
};

export default function About() {
  const { site } = useSiteData();
  return (
    <>
      <PageHero eyebrow="About us" title={`${site.name}: skills first, since 2015`} lead={story[0]!} />

      <section aria-labelledby="mission-title" className="container-page grid gap-6 py-14 md:grid-cols-2">
        <h2 id="mission-title" className="sr-only">
          Mission and vision
        </h2>
        <article className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <Icon name="target" className="size-8 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold">Our Mission</h3>
          <p className="mt-3 leading-relaxed text-muted">{mission}</p>
        </article>
        <article className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <Icon name="eye" className="size-8 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold">Our Vision</h3>
          <p className="mt-3 leading-relaxed text-muted">{vision}</p>
        </article>
        <p className="leading-relaxed text-muted md:col-span-2">{story[1]}</p>
      </section>

      <section aria-labelledby="highlights-title" className="bg-slate-50">
        <div className="container-page py-14">
          <SectionHeading id="highlights-title" eyebrow="Highlights" title="What sets our programmes apart" />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {highlights.map((item) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
                <Icon name={item.icon} className="size-7 text-brand-700" />
                <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="split-title"
        className="container-page grid gap-10 py-14 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <SectionHeading
            id="split-title"
            eyebrow="How we teach"
            title={`${PRACTICAL_SHARE}% practical, ${THEORY_SHARE}% theory`}
            lead="Most of your time is spent doing the work of your course, with the theory you need to understand what you are doing and why."
          />
          <div className="mt-6" aria-hidden="true">
            <div className="flex h-4 overflow-hidden rounded-full">
              <span className="bg-brand-700" style={{ width: `${PRACTICAL_SHARE}%` }} />
              <span className="bg-accent-500" style={{ width: `${THEORY_SHARE}%` }} />
            </div>
          </div>
          <dl className="mt-4 flex gap-8 text-sm">
            <div>
              <dt className="text-muted">Practical</dt>
              <dd className="text-2xl font-bold text-brand-800">{PRACTICAL_SHARE}%</dd>
            </div>
            <div>
              <dt className="text-muted">Theory</dt>
              <dd className="text-2xl font-bold text-accent-700">{THEORY_SHARE}%</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6 sm:p-8">
          <h3 className="text-lg font-bold">Exit points in every B.Voc</h3>
          <p className="mt-2 text-muted">Each year you complete earns its own qualification.</p>
          <ol className="mt-5 space-y-3">
            {exitPoints.map((point, index) => (
              <li key={point.award} className="flex items-center gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800">
                  {index + 1}
                </span>
                <span>
                  <strong>{point.award}</strong> after {point.after}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="partners-title" className="bg-brand-50">
        <div className="container-page py-14">
          <SectionHeading
            id="partners-title"
            eyebrow="Partnerships"
            title="Affiliated universities and industry partners"
            lead={partnerships.lead}
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {site.universities.map((university) => (
              <li key={university} className="flex items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
                <Icon name="graduation-cap" className="size-8 shrink-0 text-brand-700" />
                <span className="font-semibold">{university}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link
              to="/recognition"
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700"
            >
              Recognition and approvals: who awards each degree
            </Link>
          </p>
          <p className="mt-6 max-w-3xl leading-relaxed text-muted">{partnerships.industry}</p>
        </div>
      </section>
    </>
  );
}
