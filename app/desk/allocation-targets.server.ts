import { CATEGORIES, COURSE_CATEGORIES } from "#content/course-categories.ts";
import { categoryTarget, courseTarget } from "#domain/allocation.ts";

/** What a route can name, for the Allocation page's list: each category, then each course. */
export function allocationTargets(): { label: string; options: { value: string; label: string }[] }[] {
  return [
    {
      label: "Categories",
      options: CATEGORIES.map((category) => ({
        value: categoryTarget(category),
        label: `${category} (every course in it)`,
      })),
    },
    {
      label: "Courses",
      options: [...COURSE_CATEGORIES.keys()].map((course) => ({ value: courseTarget(course), label: course })),
    },
  ];
}
