import type { Course } from "./course-schema";
import { courseFullName } from "./courses";
import { FEE_TO_BE_CONFIRMED, feeTable } from "./admission";

/**
 * What a course page's summary shows at its top (issue 28: on a phone the information card
 * was some 4,000 px down): duration and eligibility from the course, the fee as the admission
 * page's fee table gives it, and the seats, next batch and awarding university. Where the
 * institute has given no figure the summary says the content's "To be confirmed", never a
 * guess. Built in the course page's loader, so none of it is in the page's JavaScript.
 */

/** Seats per course, keyed by slug, e.g. "hotel-management": "60". */
// UNCONFIRMED: seats per course (the spec gives none)
export const courseSeats: Readonly<Partial<Record<string, string>>> = {};

/** When the next batch begins, for every course, e.g. "August 2026". */
// UNCONFIRMED: when the next batch begins (the spec gives no date)
export const nextBatch: string | null = null;

/** Which partner university awards each course's degree, keyed by slug. */
// UNCONFIRMED: which of the two partner universities awards which programme
export const awardingUniversity: Readonly<Partial<Record<string, string>>> = {};

export interface SummaryItem {
  term: string;
  value: string;
  /** False where the value is the content's "To be confirmed". */
  confirmed: boolean;
}

export function courseSummary(course: Pick<Course, "slug" | "degree" | "subject" | "duration" | "eligibility">): SummaryItem[] {
  const fullName = courseFullName(course);
  const fee = feeTable().find((row) => row.course === fullName)?.fee ?? FEE_TO_BE_CONFIRMED;
  const item = (term: string, value: string | null | undefined): SummaryItem => ({
    term,
    value: value ?? FEE_TO_BE_CONFIRMED,
    confirmed: value != null && value !== FEE_TO_BE_CONFIRMED,
  });
  return [
    item("Duration", course.duration),
    item("Eligibility", course.eligibility),
    item("Fee", fee),
    item("Seats", courseSeats[course.slug]),
    item("Next batch", nextBatch),
    item("Awarding university", awardingUniversity[course.slug]),
  ];
}
