/**
 * Apply Now on a course goes to the admission form with that course chosen:
 * "/admission?course=hotel-management". The admission page's loader reads the parameter on
 * the server, which also renders such a request rather than serving the pre-rendered page
 * (server/static-site.ts), so the course is chosen with or without JavaScript.
 */
export const ADMISSION_PATH = "/admission";
export const COURSE_PARAM = "course";

/**
 * Written out rather than built from the constants above: the course pages import it, so it
 * lands in the script every page loads, where the constants would cost bytes the form pages
 * do not have (docs/decisions/0004). Slugs are lower-case words and hyphens (course-schema),
 * nothing to escape. app/lib/apply-link.test.ts checks it against the constants.
 */
export function applyHref(slug: string): string {
  return "/admission?course=" + slug;
}
