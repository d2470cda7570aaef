import { allCourseSlugs, courses } from "#content/courses/index.ts";

/**
 * Every public page that is not a course page: the six of spec section 2, then the privacy
 * notice and its request form (issue 13), then what families look for (issue 28):
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

/** What the sitemap lists: the pages above and the 22 canonical course URLs (no aliases). */
export function sitemapPaths(): string[] {
  return [...PAGE_PATHS, ...courses.map((course) => coursePath(course.slug))];
}

/** What the build pre-renders: every page, every course slug including aliases, and the SEO files. */
export function prerenderPaths(): string[] {
  return [...PAGE_PATHS, ...allCourseSlugs.map(coursePath), "/sitemap.xml", "/robots.txt"];
}
