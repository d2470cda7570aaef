/**
 * Apply Now on a course goes to the admission form with that course chosen:
 * "/admission?course=hotel-management". The admission page's loader reads the parameter on
 * the server, which also renders such a request rather than serving the pre-rendered page
 * (server/static-site.ts), so the course is chosen with or without JavaScript.
 *
 * The course cards (routes/courses.tsx) and the course page (routes/course.tsx) write the
 * link out rather than import a helper from here: a module two pages import lands in the
 * script every page loads, and the form pages have no bytes to spare (docs/decisions/0004).
 * tests/e2e/apply-course.spec.ts checks every one of those links against these names.
 */
export const ADMISSION_PATH = "/admission";
export const COURSE_PARAM = "course";
