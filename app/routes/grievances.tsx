import type { Route } from "./+types/grievances";
import { grievanceHtml } from "#app/components/family-info.server.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { liveSite } from "#content/live.ts";
import { inLanguage } from "#content/translations/bilingual.ts";
import { grievanceText } from "#content/translations/grievance.ts";
import { fill, languageOfRequest } from "#domain/language.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Grievances and anti-ragging: whom a student or parent complains to, how a
 * complaint is handled, the anti-ragging committee and the national helpline. Rendered on the
 * server from app/content/grievance.ts, in the page's language
 * (app/content/translations/grievance.ts), as HTML: no part of the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { metaTitle, metaDescription, eyebrow, title, lead } = inLanguage(grievanceText, language);
  return { text: { metaTitle, metaDescription, eyebrow, title, lead }, body: grievanceHtml(liveSite(), language) };
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
    path: "/grievances",
    language: lang,
  });
};

export default function Grievances({ loaderData: { text, body } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </>
  );
}
