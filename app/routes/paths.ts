import { allCourseSlugs, courses } from "#content/courses/index.ts";
import { hasTwin, localizedPath, type Language } from "#domain/language.ts";

/**
 * Every public page that is not a course page: the spec's six, then the privacy
 * notice and its request form, then what families look for:
 * recognition and approvals, the questions, grievances and anti-ragging. The sitemap, the build's pre-rendering, the audit and the specs that
 * walk every page all read this list.
 */
export const PAGE_PATHS = [
  "/",
  "/about",
  "/courses",
  "/success-stories",
  "/admission",
  "/contact",
  "/privacy",
  "/privacy/request",
  "/recognition",
  "/faq",
  "/grievances",
] as const;

export function coursePath(slug: string): string {
  return `/courses/${slug}`;
}

/**
 * What a language's sitemap lists: the pages above and the 22 canonical course URLs (no
 * aliases), in English at /sitemap.xml, in Hindi at /hi/sitemap.xml (the same pages under /hi).
 */
export function sitemapPaths(language: Language = "en"): string[] {
  return [...PAGE_PATHS, ...courses.map((course) => coursePath(course.slug))]
    .filter((path) => language === "en" || hasTwin(path))
    .map((path) => localizedPath(path, language));
}

/** Every public page in both languages, course aliases included. */
export function publicPagePaths(): string[] {
  const english = [...PAGE_PATHS, ...allCourseSlugs.map(coursePath)];
  return [...english, ...english.filter(hasTwin).map((path) => localizedPath(path, "hi"))];
}

/** What the build pre-renders: every page in both languages, every course slug including aliases, and the SEO files. */
export function prerenderPaths(): string[] {
  return [...publicPagePaths(), "/sitemap.xml", "/hi/sitemap.xml", "/robots.txt"];
}
