import type { Course } from "./course-schema";
import { courseFullName } from "./courses";
import { FEE_TO_BE_CONFIRMED, feeTable } from "./admission";
import { dateText, intake } from "./intake";
import { liveAdmission } from "./document/admission-live";
import { liveSite } from "./live";
import { tuitionInHindi } from "./fees";
import { liveCourseFacts, liveCourseHindi } from "./document/read";
import { inLanguage } from "./translations/bilingual";
import { coursesText } from "./translations/courses";
import { hindiDate } from "#domain/format.ts";
import type { Language } from "#domain/language.ts";

/**
 * What a course page's summary shows at its top (on a phone the information card
 * was some 4,000 px down): duration and eligibility from the course, the fee as the admission
 * page's fee table gives it (tuition, ./fees.ts), the seats and when classes begin
 * (the course's published facts, ./document/read.ts, else the session's date in ./intake.ts: the
 * same facts as the page's "Dates and seats"), and the awarding university (the course's
 * published facts, given in the desk's Content → Courses). Where the
 * institute has given no figure the summary says the content's "To be confirmed", never a
 * guess. Built in the course page's loader, so none of it is in the page's JavaScript.
 */

export interface SummaryItem {
  term: string;
  value: string;
  /** False where the value is the content's "To be confirmed". */
  confirmed: boolean;
}

/** In Hindi, the duration and eligibility are the course's Hindi file's, the dates "15 जुलाई 2026". */
export function courseSummary(
  course: Pick<Course, "slug" | "degree" | "subject" | "duration" | "eligibility">,
  language: Language = "en",
): SummaryItem[] {
  const text = inLanguage(coursesText, language);
  const terms = text.page.summary;
  const hindi = language === "hi" ? liveCourseHindi(course.slug) : null;
  const facts = liveCourseFacts(course.slug);
  const fullName = courseFullName(course);
  const tuition = feeTable().find((row) => row.course === fullName)?.tuition ?? FEE_TO_BE_CONFIRMED;
  const fee = tuition === FEE_TO_BE_CONFIRMED ? null : hindi ? tuitionInHindi(tuition) : tuition;
  const seats = facts ? facts.seats : intake.seats[course.slug];
  // The course's own next batch, else the session's classes (published from the desk's Admission).
  const starts = facts?.nextBatch ?? liveAdmission().classesBegin;
  const begins = starts === null ? null : hindi ? hindiDate(starts) : dateText(starts);
  const item = (term: string, value: string | null | undefined): SummaryItem => ({
    term,
    value: value ?? text.facts.toBeConfirmed,
    confirmed: value != null,
  });
  return [
    item(terms.duration, hindi?.duration ?? course.duration),
    item(terms.eligibility, hindi?.eligibility ?? course.eligibility),
    item(terms.fee, fee),
    item(terms.seats, seats == null ? null : String(seats)),
    item(terms.nextBatch, begins),
    // A short course ends in a certificate, not a degree: its line names who gives the certificate.
    item(
      course.degree === "Short Course" ? terms.certificateBy : terms.university,
      facts?.awardedBy == null ? null : liveSite().universities[facts.awardedBy],
    ),
  ];
}
