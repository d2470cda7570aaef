import type { EnquiryFieldKey } from "#domain/enquiry-fields.ts";

/**
 * Field names, limits and readers of the forms: what rendering a form needs. The schemas
 * that check the values (./enquiry.ts, ./contact.ts) load only when a form is used.
 */

/** Form values as they arrive: every field a string (absent fields become ""). */
export type FormValues<Field extends string> = Record<Field, string>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Field length limits shared by the schemas and the inputs' maxLength. `phone` is a mobile
 * number as typed or pasted: "+91 (0) 98765-43210" and a little room (app/lib/phone.ts).
 */
export const LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 2000,
  phone: 20,
  contactPhone: 40,
  details: 2000,
} as const;

/**
 * Anything but the digits, plus sign and separators people write a phone number with
 * (app/lib/phone.ts): a mobile number's input drops these as they are typed.
 */
export const NOT_IN_A_PHONE = /[^\d\u0966-\u096f\s+().-]/g;

/** How the visit began, filled in at submit (./attribution.ts); see domain/attribution.ts. */
export const LANDING_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "referrer_host", "landing_page"] as const;

/** The honeypot field's name: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** Reads the named fields of a form as strings; files, repeats and absences become "" or the first value. */
export function readFields<Field extends string>(
  form: FormData | URLSearchParams,
  fields: readonly Field[],
): FormValues<Field> {
  const values = {} as FormValues<Field>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * An enquiry form's field: every field of an enquiry, by its one name in the form, the code and
 * the store (domain/enquiry-fields.ts). The form is read by readEnquiry (./enquiry.ts), which
 * loads with the check: the list of fields is not in a page's first JavaScript.
 */
export type EnquiryField = EnquiryFieldKey;
export const ENQUIRY_REQUIRED: readonly EnquiryField[] = [
  "name",
  "phone",
  "email",
  "course",
  "university",
  "applicant",
];
/** Also required when a student under 18 fills in the form (domain/privacy.ts). */
export const GUARDIAN_FIELDS: readonly EnquiryField[] = ["guardianName", "guardianPhone"];
/** Also required when a parent or guardian fills in the form: whom the enquiry is about. */
export const STUDENT_FIELDS: readonly EnquiryField[] = ["studentName"];

const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_REQUIRED: readonly ContactField[] = ["name", "email", "phone", "message"];

export function readContact(form: FormData | URLSearchParams) {
  return readFields(form, CONTACT_FIELDS);
}
