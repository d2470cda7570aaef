import type { Route } from "./+types/grievances";
import { grievanceHtml } from "#app/components/family-info.server.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { site } from "#content/site.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Grievances and anti-ragging: whom a student or parent complains to, how a
 * complaint is handled, the anti-ragging committee and the national helpline. Rendered on the
 * server from app/content/grievance.ts, as HTML: no part of the page's JavaScript.
 */
export function loader() {
  return { body: grievanceHtml(site) };
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Grievances and Anti-Ragging", site.name),
    description: `How to make a complaint to ${site.name}, how it is handled, and whom to tell about ragging, including the national anti-ragging helpline.`,
    path: "/grievances",
  });
};

export default function Grievances({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Grievances"
        title="Grievances and anti-ragging"
        lead="If something goes wrong, here is whom to tell and what happens next. Ragging, in any form, is forbidden."
      />
      <div dangerouslySetInnerHTML={{ __html: loaderData.body }} />
    </>
  );
}
