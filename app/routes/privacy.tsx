import type { Route } from "./+types/privacy";
import { LineText, NoticeBlock } from "#app/components/notice-blocks.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { inLanguage } from "#content/translations/bilingual.ts";
import { livePrivacy, liveSite } from "#content/live.ts";
import { privacyNoticeIn, privacyPageText } from "#content/translations/privacy-notice.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * The privacy notice (the DPDP Act's section 5). Its text is built here, on the
 * server, from the privacy configuration and reaches the page as loader data: pre-rendered,
 * and never part of the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { notice: _shipped, ...text } = inLanguage(privacyPageText, language);
  // The notice for the facts published from the desk: its contact, fiduciary and processors.
  const privacy = livePrivacy();
  const { street, locality } = liveSite().address;
  // Names that stay in Latin script on the Hindi notice, marked lang="en" where they stand.
  const names = [
    privacy.fiduciary.name,
    privacy.contact.name,
    `${street}, ${locality}`,
    privacy.processors.hosting,
    privacy.processors.mail,
  ];
  return { ...privacyNoticeIn(language, privacy), text, names };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  const { text } = loaderData;
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(text.metaTitle, site.name),
    description: fill(text.metaDescription, { name: site.name }),
    path: "/privacy",
    language: lang,
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { version, publishedOn, publishedOnText, summary, sections, text, names } = loaderData;
  const [beforeDate = "", afterDate = ""] = fill(text.version, { version }).split("{date}");
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
        <p className="mt-4 text-sm text-muted">
          {beforeDate}
          <time dateTime={publishedOn}>{publishedOnText}</time>
          {afterDate}
        </p>
      </PageHero>

      <div className="container-page grid gap-10 pt-4 pb-16 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-slate-50 p-5 lg:bg-transparent lg:p-0">
            <h2 id="contents-title" className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {text.contents}
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
              {text.summary}
            </h2>
            <ul className="mt-3 space-y-2.5 leading-relaxed text-slate-700 icon-list icon-check">
              {summary.map((line, index) => (
                <li key={index}>
                  <LineText line={line} names={names} />
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
                <NoticeBlock key={index} block={block} why={text.why} names={names} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
