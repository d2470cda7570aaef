import type { EnquirySource } from "#domain/submissions.ts";
import type { Course } from "./course-schema";
import { APPLICANT_LABELS, APPLICANTS } from "#domain/privacy.ts";
import { universities } from "./site";

/**
 * Course options of the enquiry forms (see
 * docs/decisions/0012): the admission form offers every course the site lists, 22, grouped
 * by level; the popup offers 12 (the first 12 B.Voc programmes). Each value is the label
 * itself, so a stored enquiry reads the way the student chose it; labels stored before keep
 * their wording. Literal here rather than built from the course modules, which would put
 * every course's text in the popup's JavaScript; app/content/validate.ts checks at build
 * that each course has its option (courseOptionLabel) and each option its course.
 */
const B_VOC_OPTIONS = [
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
  "B.Voc Fashion Designing",
  "B.Voc Beauty Science & Cosmetology",
  "B.Voc Marketing & Entrepreneurship",
  "B.Voc Physical Fitness Training",
] as const;
const M_VOC_OPTIONS = ["M.Voc Hospital Management", "M.Voc Computer Software Technology"] as const;
const CERTIFICATE_OPTIONS = ["Certificate Course in Hospital Sterilization"] as const;

/** A group of options (an `<optgroup>`). */
export interface OptionGroup {
  label: string;
  options: readonly string[];
}

/** The admission form's courses by level, in the order of the course list within each. */
export const ADMISSION_COURSE_GROUPS: readonly OptionGroup[] = [
  { label: "B.Voc", options: B_VOC_OPTIONS },
  { label: "M.Voc", options: M_VOC_OPTIONS },
  { label: "Certificate", options: CERTIFICATE_OPTIONS },
];

/** Every course the admission form offers, in one list: what its answer is checked against. */
export const ADMISSION_COURSE_OPTIONS = [...B_VOC_OPTIONS, ...M_VOC_OPTIONS, ...CERTIFICATE_OPTIONS] as const;

export const POPUP_COURSE_OPTIONS = B_VOC_OPTIONS.slice(0, 12);

export function courseOptionsFor(source: EnquirySource): readonly string[] {
  return source === "popup" ? POPUP_COURSE_OPTIONS : ADMISSION_COURSE_OPTIONS;
}

/**
 * A course's option in the forms: "B.Voc Physiotherapy", "M.Voc Hospital Management",
 * "Certificate Course in Hospital Sterilization" (the short course, as its page names it).
 */
export function courseOptionLabel(course: Pick<Course, "degree" | "subject">): string {
  return course.degree === "Short Course"
    ? `Certificate Course in ${course.subject}`
    : `${course.degree} ${course.subject}`;
}

/** The university choices the forms offer: the partner universities by name (as published), and Other. */
export function universityOptions(names: readonly string[]): string[] {
  return [...names, "Other"];
}

/**
 * The choices as shipped (app/content/site.ts), for tests and the demo data: pages and the
 * server read the published names (the root route's `site.universities`, `liveSite()`), which
 * staff edit in the desk.
 */
export const SHIPPED_UNIVERSITY_OPTIONS: readonly string[] = /* @__PURE__ */ universityOptions(universities);

/** Everything the enquiry form offers to choose from, per form. */
export interface EnquiryFormOptions {
  /** The popup's courses in one list; the admission form's grouped by level. */
  courses: readonly string[] | readonly OptionGroup[];
  /** A university's name is its own label; "Other" is labelled in the page's language. */
  universities: readonly { value: string; label: string }[];
  applicants: readonly { value: string; label: string }[];
}

/**
 * The words of the options in a language other than English: the course group "Certificate",
 * the university "Other" and the answers to "who is filling in this form?". The values sent
 * stay the same in every language (course names and universities are never translated).
 */
export interface OptionWords {
  courseGroups: { certificate: string };
  universityOther: string;
  applicants: Record<(typeof APPLICANTS)[number], string>;
}

/** The options with their labels in the page's language (the values unchanged). */
export function localizedFormOptions(options: EnquiryFormOptions, words: OptionWords): EnquiryFormOptions {
  return {
    courses: options.courses.map((group) =>
      typeof group !== "string" && group.label === "Certificate"
        ? { ...group, label: words.courseGroups.certificate }
        : group,
    ) as EnquiryFormOptions["courses"],
    universities: options.universities.map((option) =>
      option.value === "Other" ? { ...option, label: words.universityOther } : option,
    ),
    applicants: APPLICANTS.map((value) => ({ value, label: words.applicants[value] })),
  };
}

/** `universities`: the partner universities' names as published. */
export function enquiryFormOptions(source: EnquirySource, universities: readonly string[]): EnquiryFormOptions {
  return {
    courses: source === "popup" ? POPUP_COURSE_OPTIONS : ADMISSION_COURSE_GROUPS,
    universities: universityOptions(universities).map((value) => ({ value, label: value })),
    applicants: APPLICANTS.map((value) => ({ value, label: APPLICANT_LABELS[value] })),
  };
}
