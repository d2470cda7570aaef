import type { Route } from "./+types/recognition";
import { recognitionHtml } from "#app/components/family-info.server.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { liveSite } from "#content/live.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { recognitionText } from "#content/translations/recognition.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Recognition and approvals: who awards each qualification, how each partner
 * university is recognised, the affiliation letters, and registration for the paramedical
 * courses. Its body is HTML rendered here on the server from app/content/recognition.ts, in
 * the page's language (app/content/translations/recognition.ts): pre-rendered, and no part of
 * the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { metaTitle, metaDescription, eyebrow, title, lead } = inLanguage(recognitionText, language);
  return { text: { metaTitle, metaDescription, eyebrow, title, lead }, body: recognitionHtml(liveSite(), language) };
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
    description: fill(loaderData.text.metaDescription, { name: site.name }),
    path: "/recognition",
    language: lang,
  });
};

export default function Recognition({ loaderData: { text, body } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </>
  );
}
