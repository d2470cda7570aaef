import type { Route } from "./+types/faq";
import { faqAnswers, faqHtml } from "#app/components/family-info.server.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { liveSite } from "#content/live.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { faqText } from "#content/translations/faq.ts";
import { languageOfRequest } from "#domain/language.ts";
import { faqJsonLd } from "#app/lib/json-ld.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Frequently asked questions, marked up as FAQPage structured data with the very
 * words the page shows, in its language. Rendered on the server from app/content/faq.ts and
 * its Hindi (app/content/translations/faq.ts): the body as HTML, the JSON-LD as data, neither
 * in the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { metaTitle, metaDescription, eyebrow, title, lead } = inLanguage(faqText, language);
  return {
    text: { metaTitle, metaDescription, eyebrow, title, lead },
    body: faqHtml(liveSite(), language),
    // Only the answered questions: "not answered yet" is no answer for a search engine to repeat.
    jsonLd: [faqJsonLd(faqAnswers(liveSite(), language).filter((entry) => !entry.pending))],
  };
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { site, lang } = siteDataFrom(matches);
  if (!loaderData) return [];
  return pageMeta({
    siteName: site.name,
    title: titleWithSite(loaderData.text.metaTitle, site.name),
    description: loaderData.text.metaDescription,
    path: "/faq",
    language: lang,
    jsonLd: loaderData.jsonLd,
  });
};

export default function Faq({ loaderData: { text, body } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </>
  );
}
