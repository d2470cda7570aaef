import type { Route } from "./+types/recognition";
import { recognitionHtml } from "#app/components/family-info.server.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { site } from "#content/site.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Recognition and approvals: who awards each qualification, how each partner
 * university is recognised, the affiliation letters, and registration for the paramedical
 * courses. Its body is HTML rendered here on the server from app/content/recognition.ts:
 * pre-rendered, and no part of the page's JavaScript.
 */
export function loader() {
  return { body: recognitionHtml(site) };
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Recognition and Approvals", site.name),
    description: `Which university awards each ${site.name} degree, how each is recognised, the affiliation letters, and registration for paramedical careers.`,
    path: "/recognition",
  });
};

export default function Recognition({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Recognition"
        title="Recognition and approvals"
        lead="Who awards your degree, how each university is recognised, and the letters that show it, so you can check before you pay."
      />
      <div dangerouslySetInnerHTML={{ __html: loaderData.body }} />
    </>
  );
}
