/**
 * Field names, limits and readers of the forms: what rendering a form needs. The schemas
 * that check the values (./enquiry.ts, ./contact.ts) load only when a form is used.
 */

/** Form values as they arrive: every field a string (absent fields become ""). */
export type FormValues<Field extends string> = Record<Field, string>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Field length limits shared by the schemas and the inputs' maxLength. */
export const LIMITS = { name: 100, email: 254, subject: 150, message: 2000, contactPhone: 40, details: 2000 } as const;

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

/** The admission form and the popup send the same enquiry; `source` says which. */
export const ENQUIRY_SOURCES = ["admission", "popup"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

export const ENQUIRY_FIELDS = ["name", "phone", "email", "course", "university", "message", "applicant", "guardian_name", "guardian_phone"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export const ENQUIRY_REQUIRED: readonly EnquiryField[] = ["name", "phone", "email", "course", "university", "applicant"];
/** Also required when a student under 18 fills in the form (domain/privacy.ts). */
export const GUARDIAN_FIELDS: readonly EnquiryField[] = ["guardian_name", "guardian_phone"];

export function readEnquiry(form: FormData | URLSearchParams) {
  return readFields(form, ENQUIRY_FIELDS);
}

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_REQUIRED: readonly ContactField[] = ["name", "email", "phone", "message"];

export function readContact(form: FormData | URLSearchParams) {
  return readFields(form, CONTACT_FIELDS);
}
