import type { BreadcrumbList, Course as CourseLd, EducationalOrganization, FAQPage, WithContext } from "schema-dts";
import type { Course } from "#content/course-schema.ts";
import type { SiteConfig } from "#content/schemas.ts";
import { absoluteUrl } from "./seo";

type Site = Pick<SiteConfig, "name" | "foundedYear" | "phone" | "email" | "address" | "social">;

export function organizationJsonLd(site: Site): WithContext<EducationalOrganization> {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": absoluteUrl("/#organization"),
    name: site.name,
    url: absoluteUrl("/"),
    foundingDate: String(site.foundedYear),
    telephone: `+${site.phone.digits}`,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((link) => link.url),
  };
}

/** ISO 8601 duration for "3 years (6 semesters)", "2 years …" or "6 months". */
function isoDuration(duration: string): string | undefined {
  const match = /^(\d+)\s+(year|month)s?/i.exec(duration);
  if (!match) return undefined;
  return `P${match[1]}${match[2]!.toLowerCase() === "year" ? "Y" : "M"}`;
}

/**
 * A course page's Course data, in the page's words: its name ("B.Voc in Medical Lab Technology",
 * with the Hindi gloss on the Hindi page), its meta description and its own URL. No `inLanguage`:
 * on a Course it would say what the course is taught in, which a page's language does not tell.
 */
export function courseJsonLd(
  site: Site,
  course: Pick<Course, "degree" | "duration">,
  page: { name: string; description: string; path: string; tuitionRupees?: number },
): WithContext<CourseLd> {
  const duration = isoDuration(course.duration);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path),
    provider: { "@type": "EducationalOrganization", name: site.name, url: absoluteUrl("/") },
    educationalCredentialAwarded: course.degree === "Short Course" ? "Certificate" : `${course.degree} degree`,
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Onsite",
      location: `${site.address.city}, ${site.address.state}`,
      ...(duration ? { courseWorkload: duration } : {}),
    },
    ...(duration ? { timeRequired: duration } : {}),
    // The fee only once it is confirmed (the caller's to say): search engines repeat it as a fact.
    ...(page.tuitionRupees !== undefined
      ? { offers: { "@type": "Offer", category: "Tuition", price: page.tuitionRupees, priceCurrency: "INR" } }
      : {}),
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

type Inline = string | { text: string };

/**
 * FAQPage structured data from the questions and the answers exactly as the page shows them
 * (links reduced to their words), so search engines repeat nothing the page does not say. The
 * caller passes only the answered questions.
 */
export function faqJsonLd(entries: readonly { question: string; answer: readonly Inline[] }[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: entry.answer.map((part) => (typeof part === "string" ? part : part.text)).join(""),
      },
    })),
  };
}
