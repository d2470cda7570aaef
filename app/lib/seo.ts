import type { MetaDescriptor } from "react-router";
import { hasTwin, HREFLANG, LANGUAGES, localizedPath, OG_LOCALE, type Language } from "#domain/language.ts";

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
  /** The canonical path of the page in English, e.g. "/courses/hotel-management". */
  path: string;
  /** The page's language: its canonical URL is the path in it ("/hi/courses/…"). */
  language?: Language;
  jsonLd?: readonly object[];
}

/**
 * The page in each language and the default for any other (the English page), for the
 * `hreflang` links and the sitemap: [hreflang, absolute URL].
 */
export function alternateUrls(path: string): [string, string][] {
  if (!hasTwin(path)) return [];
  return [
    ...LANGUAGES.map((language): [string, string] => [HREFLANG[language], absoluteUrl(localizedPath(path, language))]),
    ["x-default", absoluteUrl(path)],
  ];
}

/** Title, description, canonical link, Open Graph and Twitter tags, and any JSON-LD of a page. */
export function pageMeta({
  siteName,
  title,
  description,
  path,
  language = "en",
  jsonLd = [],
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(localizedPath(path, language));
  const image = absoluteUrl(SHARE_IMAGE_PATH);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateUrls(path).map(([hrefLang, href]) => ({ tagName: "link", rel: "alternate", hrefLang, href })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: OG_LOCALE[language] },
    ...(hasTwin(path)
      ? [{ property: "og:locale:alternate", content: OG_LOCALE[language === "en" ? "hi" : "en"] }]
      : []),
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
