/**
 * The site's two languages. The language is in the path and nowhere else: English pages at
 * their own paths ("/about"), Hindi ones under "/hi" ("/hi/about", "/hi" for the home page).
 * No cookie, no Accept-Language, no guess: a link shared in Hindi opens in Hindi for anyone,
 * and search engines (which send no Accept-Language) see both editions.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const HINDI_PREFIX = "/hi";

/** The language of a path: Hindi for "/hi" and anything under "/hi/", else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language: "/hi/about" → "/about", "/hi" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/**
 * A site path ("/about", "/") in a language: "/hi/about", "/hi". Anchors and absolute URLs
 * are left alone, and so is a page with no Hindi twin yet (HINDI_PAGES): a Hindi page's link
 * to it leads to the English page rather than to a page that is not there.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === "en" || !path.startsWith("/") || !hasTwin(path)) return path;
  return path === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

/** The same page in the other language: "/hi/about" ⇄ "/about". */
export function twinPath(pathname: string): string {
  const language = languageOfPath(pathname);
  return localizedPath(pathWithoutLanguage(pathname), language === "en" ? "hi" : "en");
}

/** hreflang values and Open Graph locales. */
export const HREFLANG: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
export const OG_LOCALE: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

/** Puts values into a translated sentence: fill("Call {phone}", { phone: "+91 …" }). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The language of the page a request is for (a loader's or an action's request). */
export function languageOfRequest(request: { url: string }): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * The pages translated so far, by their English path (a course page as "/courses/*"): only
 * these have a Hindi twin, a language link and hreflang alternates. The Hindi edition grows
 * page by page; an untranslated page is never shown under /hi with English words in it.
 */
export const HINDI_PAGES: readonly string[] = [
  "/",
  "/about",
  "/admission",
  "/admission/submitted",
  "/contact",
  "/courses",
  "/courses/*",
  "/privacy",
  "/privacy/request",
  "/success-stories",
  // What families check before trusting an institute.
  "/faq",
  "/grievances",
  "/recognition",
];

/** Whether the page at this path (in either language) has a twin in the other. */
export function hasTwin(pathname: string): boolean {
  const path = pathWithoutLanguage(pathname.split(/[?#]/)[0]!);
  return HINDI_PAGES.some((page) => (page.endsWith("/*") ? path.startsWith(page.slice(0, -1)) : page === path));
}
