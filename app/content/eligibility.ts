import type { Course } from "./course-schema";
import type { EligibilityDetail } from "./disclosure-schemas";

/**
 * Eligibility in full, beyond the qualification each course names (its `eligibility`):
 * minimum marks, age, relaxations, how students are selected, and lateral entry where it can
 * apply. The institute has given none of these. The minimum marks, age and relaxation are
 * edited in the desk, in both languages (Content → Courses, ./document/courses.ts); how
 * students are selected and lateral entry are added here by slug, e.g.
 *   "hotel-management": { selection: "Merit in 10+2", … }
 * What is left `null` shows "To be confirmed", and the launch check lists it (./readiness.ts).
 */
export const givenEligibility: Readonly<
  Partial<Record<string, Partial<Pick<EligibilityDetail, "selection" | "lateralEntry">>>>
> = {};

export const ELIGIBILITY_LABELS: Record<keyof EligibilityDetail, string> = {
  minimumMarks: "Minimum marks",
  age: "Age",
  relaxation: "Relaxation for reserved categories",
  selection: "How students are selected",
  lateralEntry: "Lateral entry",
};

/** A course's eligibility details: what is given, `null` for the rest. */
export function eligibilityOf(course: Pick<Course, "slug" | "degree">): EligibilityDetail {
  return {
    minimumMarks: null,
    age: null,
    relaxation: null,
    selection: null,
    // A six-month course has no later year to join.
    lateralEntry: course.degree === "Short Course" ? false : null,
    ...givenEligibility[course.slug],
  };
}
