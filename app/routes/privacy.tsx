import type { Route } from "./+types/privacy";
import { LineText, NoticeBlock } from "#app/components/notice-blocks.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { privacy } from "#content/privacy.ts";
import { privacyNotice } from "#content/privacy-notice.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * The privacy notice (issue 13; the DPDP Act's section 5). Its text is built here, on the
 * server, from the privacy configuration and reaches the page as loader data: pre-rendered,
 * and never part of the page's JavaScript.
 */
export function loader() {
  return privacyNotice(privacy);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Privacy Notice", site.name),
    description: `What ${site.name} collects through its forms and why, how long it is kept, who handles it, and your rights under India's data protection law.`,
    path: "/privacy",
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { version, publishedOn, publishedOnText, summary, sections } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title="Privacy notice"
        lead="What happens to the details you send us through this website, in plain words for students and parents."
      >
        <p className="mt-4 text-sm text-muted">
          Version {version} · published <time dateTime={publishedOn}>{publishedOnText}</time>
        </p>
      </PageHero>

      <div className="container-page grid gap-10 pt-4 pb-16 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-slate-50 p-5 lg:bg-transparent lg:p-0">
            <h2 id="contents-title" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              On this page
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl">
          <section aria-labelledby="summary-title" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
            <h2 id="summary-title" className="text-xl font-bold text-ink">
              In short
            </h2>
            <ul className="mt-3 space-y-2.5 leading-relaxed text-slate-700 icon-list icon-check">
              {summary.map((line, index) => (
                <li key={index}>
                  <LineText line={line} />
                </li>
              ))}
            </ul>
          </section>

          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="text-2xl font-bold tracking-tight text-ink">
                {section.title}
              </h2>
              {section.blocks.map((block, index) => (
                <NoticeBlock key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
