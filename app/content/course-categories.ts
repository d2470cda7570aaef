import { courses } from "./courses";
import { courseOptionLabel } from "./form-options";

/**
 * Each course as a lead names it (the forms' option label) with its category, for
 * allocation by course or category (server/storage/desk/allocation.ts and the desk's
 * Allocation page). Read on the server only.
 */
export const COURSE_CATEGORIES: ReadonlyMap<string, string> = new Map(
  courses.map((course) => [courseOptionLabel(course), course.category]),
);

/** The categories, in the course list's order. */
export const CATEGORIES: readonly string[] = [...new Set(courses.map((course) => course.category))];

export function categoryOf(course: string): string | null {
  return COURSE_CATEGORIES.get(course) ?? null;
}
