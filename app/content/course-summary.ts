import type { Course } from "./course-schema";
import { courseFullName } from "./courses";
import { FEE_TO_BE_CONFIRMED, feeTable } from "./admission";
import { dateText, intake } from "./intake";

/**
 * What a course page's summary shows at its top (on a phone the information card
 * was some 4,000 px down): duration and eligibility from the course, the fee as the admission
 * page's fee table gives it (tuition, ./fees.ts), the seats and when classes begin
 * (./intake.ts, the same facts as the page's "Dates and seats"), and the awarding university. Where the
 * institute has given no figure the summary says the content's "To be confirmed", never a
 * guess. Built in the course page's loader, so none of it is in the page's JavaScript.
 */

/** Which partner university awards each course's degree, keyed by slug. */
// UNCONFIRMED: which of the two partner universities awards which programme
export const awardingUniversity: Readonly<Partial<Record<string, string>>> = {};

export interface SummaryItem {
  term: string;
  value: string;
  /** False where the value is the content's "To be confirmed". */
  confirmed: boolean;
}

export function courseSummary(
  course: Pick<Course, "slug" | "degree" | "subject" | "duration" | "eligibility">,
): SummaryItem[] {
  const fullName = courseFullName(course);
  const fee = feeTable().find((row) => row.course === fullName)?.tuition ?? FEE_TO_BE_CONFIRMED;
  const seats = intake.seats[course.slug];
  const item = (term: string, value: string | null | undefined): SummaryItem => ({
    term,
    value: value ?? FEE_TO_BE_CONFIRMED,
    confirmed: value != null && value !== FEE_TO_BE_CONFIRMED,
  });
  return [
    item("Duration", course.duration),
    item("Eligibility", course.eligibility),
    item("Fee", fee),
    item("Seats", seats === undefined ? null : String(seats)),
    item("Next batch", dateText(intake.classesBegin)),
    item("Awarding university", awardingUniversity[course.slug]),
  ];
}
