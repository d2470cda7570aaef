/**
 * The site's addresses and query parameters that both the app (its links and loaders) and
 * the server (which requests it renders rather than answer with a pre-rendered file,
 * server/app.ts) must spell the same way.
 */

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

/** The course finder's page. */
export const COURSES_PATH = "/courses";

/**
 * The query-string parameters of the course finder on /courses (app/lib/course-finder.ts):
 * the server renders /courses when any is present.
 */
export const FINDER_PARAMS = ["q", "level", "category", "duration"] as const;
export type FinderParam = (typeof FINDER_PARAMS)[number];
