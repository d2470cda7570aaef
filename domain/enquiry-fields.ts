import { APPLICANT_LABELS, type Applicant } from "./privacy";

/**
 * The fields a person fills in on the admission form and the quick enquiry, by one name from
 * the form's input to the store (`guardianName`; the `enquiries` column is `guardian_name`,
 * translated by Kysely's CamelCasePlugin), as the store takes them (domain/submissions.ts NewEnquiry) and as every reader gets them. A row from before a field
 * existed, and a contact message or a staff entry shown beside the enquiries, has "" (or
 * null for who filled it in).
 */
export interface EnquiryFields {
  name: string;
  phone: string;
  email: string;
  course: string;
  university: string;
  message: string;
  /** Who filled it in (null on rows from before the question existed). */
  applicant: Applicant | null;
  /** A parent's or guardian's, when the applicant is a student under 18 ("" otherwise). */
  guardianName: string;
  guardianPhone: string;
  /** The student's name, when a parent or guardian filled in the form (their own name is `name`; "" otherwise). */
  studentName: string;
}
export type EnquiryFieldKey = keyof EnquiryFields;

/**
 * The fields every enquiry has had since the first migration. Any other was added later, with
 * a column default ("" for text) for the rows before it: the store may be given it or not.
 */
export type FirstEnquiryField = "name" | "phone" | "email" | "course" | "university" | "message";

export interface EnquiryFieldDescription {
  /** Its label on the desk's lead page and in the export's documentation. */
  label: string;
  /** How staff see it on the lead page ("" leaves the line out). */
  show: (fields: EnquiryFields) => string;
  /**
   * About the person: it goes in the JSON an admin downloads for an access request, and the
   * privacy notice must say the form collects it, and why, in English and Hindi
   * (app/content/enquiry-notice.ts: the type check names a personal field no group names).
   */
  personal: boolean;
  /** Its value when the row has none: a contact message or a staff entry, shown beside the enquiries. */
  empty: EnquiryFields[EnquiryFieldKey];
}

/**
 * Every field of an enquiry, once, in the order the desk shows them and the export writes its
 * columns. The record type above makes a field added to `NewEnquiry` (domain/submissions.ts)
 * a type error here until it is described; from here it reaches the desk's lead page
 * (app/desk/routes/lead/enquiries.tsx), the lead's enquiries as the store reads them
 * (server/storage/desk/lead-reads.ts), the JSON download (server/storage/privacy-store.ts),
 * the CSV and JSON export (server/export.ts) and the privacy notice's check.
 */
export const ENQUIRY_FIELDS = {
  name: { label: "Name", show: (e) => e.name, personal: true, empty: "" },
  phone: { label: "Phone", show: (e) => e.phone, personal: true, empty: "" },
  email: { label: "Email", show: (e) => e.email, personal: true, empty: "" },
  course: { label: "Course", show: (e) => e.course, personal: true, empty: "" },
  university: { label: "University", show: (e) => e.university, personal: true, empty: "" },
  message: { label: "Message", show: (e) => e.message, personal: true, empty: "" },
  applicant: {
    label: "Filled in by",
    show: (e) => (e.applicant ? APPLICANT_LABELS[e.applicant] : ""),
    personal: true,
    empty: null,
  },
  guardianName: { label: "Parent or guardian", show: (e) => e.guardianName, personal: true, empty: "" },
  guardianPhone: { label: "Parent's or guardian's phone", show: (e) => e.guardianPhone, personal: true, empty: "" },
  studentName: { label: "Student", show: (e) => e.studentName, personal: true, empty: "" },
} as const satisfies { [K in EnquiryFieldKey]: EnquiryFieldDescription & { empty: EnquiryFields[K] } };

export const ENQUIRY_FIELD_KEYS = Object.keys(ENQUIRY_FIELDS) as EnquiryFieldKey[];

/** The fields the privacy notice must name (`personal`), as a type and as a list. */
export type PersonalEnquiryFieldKey = {
  [K in EnquiryFieldKey]: (typeof ENQUIRY_FIELDS)[K]["personal"] extends true ? K : never;
}[EnquiryFieldKey];
export const PERSONAL_ENQUIRY_FIELDS = ENQUIRY_FIELD_KEYS.filter(
  (key): key is PersonalEnquiryFieldKey => ENQUIRY_FIELDS[key].personal,
);

/** Every field at its empty value: what a contact message or a staff entry has of an enquiry's fields. */
export const EMPTY_ENQUIRY_FIELDS = Object.fromEntries(
  ENQUIRY_FIELD_KEYS.map((key) => [key, ENQUIRY_FIELDS[key].empty]),
) as unknown as EnquiryFields;
