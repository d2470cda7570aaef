import type { EnquirySource } from "~/lib/forms/fields";
import { APPLICANT_LABELS, APPLICANTS } from "../../domain/privacy";
import { universities } from "./site";

/**
 * Course options of the enquiry forms (spec section 3): 17 on the admission page (the
 * 15 B.Voc programmes in the order of the spec's slug list, then the two M.Voc programmes)
 * and 12 in the popup (the first 12 of those B.Voc programmes). Each value is the label
 * itself, so a stored enquiry reads the way the student chose it.
 */
export const ADMISSION_COURSE_OPTIONS = [
  "B.Voc Medical Lab Technology",
  "B.Voc Radiology & Medical Imaging",
  "B.Voc Operation Theater Technology",
  "B.Voc Optometry Technology",
  "B.Voc Dialysis Technology",
  "B.Voc Cardiac Care Technology",
  "B.Voc Hospital Management",
  "B.Voc Patient Care Management",
  "B.Voc Physiotherapy",
  "B.Voc Multimedia & Animation",
  "B.Voc Hotel Management",
  "B.Voc Computer Software Technology",
  "B.Voc Yoga & Naturopathy",
  "B.Voc Information Technology",
  "B.Voc E-Commerce & Digital Marketing",
  "M.Voc Hospital Management",
  "M.Voc Computer Software Technology",
] as const;

export const POPUP_COURSE_OPTIONS = ADMISSION_COURSE_OPTIONS.slice(0, 12);

export function courseOptionsFor(source: EnquirySource): readonly string[] {
  return source === "popup" ? POPUP_COURSE_OPTIONS : ADMISSION_COURSE_OPTIONS;
}

/** The two partner universities and Other (spec section 3). */
export const UNIVERSITY_OPTIONS: readonly string[] = [...universities, "Other"];

/** Everything the enquiry form offers to choose from, per form. */
export interface EnquiryFormOptions {
  courses: readonly string[];
  universities: readonly string[];
  applicants: readonly { value: string; label: string }[];
}

export function enquiryFormOptions(source: EnquirySource): EnquiryFormOptions {
  return {
    courses: courseOptionsFor(source),
    universities: UNIVERSITY_OPTIONS,
    applicants: APPLICANTS.map((value) => ({ value, label: APPLICANT_LABELS[value] })),
  };
}
