import type { MetaDescriptor } from "react-router";

/** The public origin for absolute URLs, fixed at build time from SITE_URL (see vite.config.ts). */
export const SITE_URL: string = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}

export const SHARE_IMAGE_PATH = "/og-image.png";

interface PageMeta {
  /** The institute's name, for og:site_name (meta functions read it with siteDataFrom()). */
  siteName: string;
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/courses/hotel-management". */
  path: string;
  jsonLd?: readonly object[];
}

/** Title, description, canonical link, Open Graph and Twitter tags, and any JSON-LD of a page. */
export function pageMeta({ siteName, title, description, path, jsonLd = [] }: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(SHARE_IMAGE_PATH);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((value) => ({ "script:ld+json": value })),
  ];
}

/** "About Us | Gurugram Skills Institute". */
export function titleWithSite(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}
