import type { Route } from "./+types/faq";
import { faqAnswers, faqHtml } from "#app/components/family-info.server.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { site } from "#content/site.ts";
import { faqJsonLd } from "#app/lib/json-ld.ts";
import { pageMeta, titleWithSite } from "#app/lib/seo.ts";
import { siteDataFrom } from "#app/lib/site-data.ts";

/**
 * Frequently asked questions, marked up as FAQPage structured data with the very
 * words the page shows. Rendered on the server from app/content/faq.ts: the body as HTML, the
 * JSON-LD as data, neither in the page's JavaScript.
 */
export function loader() {
  const entries = faqAnswers(site);
  return { body: faqHtml(site), jsonLd: [faqJsonLd(entries)] };
}

export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { site } = siteDataFrom(matches);
  return pageMeta({
    siteName: site.name,
    title: titleWithSite("Frequently Asked Questions", site.name),
    description:
      "Answers for students and parents: fees and instalments, hostel, whether the degree is valid, attendance, exams, nursing or BPT, and leaving early.",
    path: "/faq",
    jsonLd: loaderData?.jsonLd ?? [],
  });
};

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Questions"
        title="Frequently asked questions"
        lead="What students and parents ask us most before they apply. Where the institute has not answered yet, we say so."
      />
      <div dangerouslySetInnerHTML={{ __html: loaderData.body }} />
    </>
  );
}
