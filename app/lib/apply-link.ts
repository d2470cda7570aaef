/**
 * Apply Now on a course goes to the admission form with that course chosen:
 * "/admission?course=hotel-management". The admission page's loader reads the parameter on
 * the server, which also renders such a request rather than serving the pre-rendered page
 * (server/static-site.ts), so the course is chosen with or without JavaScript.
 */
export const ADMISSION_PATH = "/admission";
export const COURSE_PARAM = "course";

export function applyHref(slug: string): string {
  return `${ADMISSION_PATH}?${COURSE_PARAM}=${encodeURIComponent(slug)}`;
}
