import { allCourseSlugs, courses } from "../content/courses";

/** The six pages of spec section 2 that are not course pages. */
export const PAGE_PATHS = ["/", "/about", "/courses", "/success-stories", "/admission", "/contact"] as const;

export function coursePath(slug: string): string {
  return `/courses/${slug}`;
}

/** What the sitemap lists: the six pages and the 22 canonical course URLs (no aliases). */
export function sitemapPaths(): string[] {
  return [...PAGE_PATHS, ...courses.map((course) => coursePath(course.slug))];
}

/** What the build pre-renders: every page, every course slug including aliases, and the SEO files. */
export function prerenderPaths(): string[] {
  return [...PAGE_PATHS, ...allCourseSlugs.map(coursePath), "/sitemap.xml", "/robots.txt"];
}
