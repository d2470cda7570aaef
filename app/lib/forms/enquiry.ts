import * as z from "zod/mini";
import { courseOptionsFor } from "#content/form-options.ts";
import { APPLICANTS } from "#domain/privacy.ts";
import type { EnquirySource } from "#domain/submissions.ts";
import { ENQUIRY_FIELD_KEYS } from "#domain/enquiry-fields.ts";
import { ENQUIRY_REQUIRED, GUARDIAN_FIELDS, LIMITS, readFields, STUDENT_FIELDS, type EnquiryField } from "./fields";
import { emailAddress, mobilePhone, optionalPersonName, personName } from "./field-rules";
import { optionalTextIn, requiredChoice, validate, type ValidationResult } from "./validation";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";

/**
 * One schema per form (the popup offers fewer courses) and per applicant (a student under 18
 * also gives a parent's or guardian's name and phone; a parent or guardian, the student's
 * name), shared by browser and server. `universities` are the choices the form offers (the
 * partner universities as published, and Other): staff rename them in the desk, so the
 * browser checks against its page's options and the server against the live content.
 */
function buildEnquirySchema(
  source: EnquirySource,
  minor: boolean,
  guardian: boolean,
  universities: readonly string[],
  m: FormMessages,
) {
  // A rule for every field of an enquiry: a field added to domain/enquiry-fields.ts is a type error here until it has one.
  return z.object({
    name: personName(undefined, m),
    phone: mobilePhone(undefined, m),
    email: emailAddress(undefined, m),
    course: requiredChoice(m.missing.course, m.notAnOption.course, courseOptionsFor(source)),
    university: requiredChoice(m.missing.university, m.notAnOption.university, universities),
    message: optionalTextIn(m, m.labels.message, LIMITS.message),
    applicant: requiredChoice(m.missing.applicant, m.notAnOption.other, APPLICANTS),
    // Kept only when a parent or guardian fills in the form (the store drops it otherwise).
    studentName: guardian ? personName(m.missing.studentName, m) : optionalPersonName(m),
    // Kept only for a student under 18 (the store drops them otherwise).
    guardianName: minor ? personName(m.missing.guardianName, m) : optionalPersonName(m),
    guardianPhone: minor ? mobilePhone(m.missing.guardianPhone, m) : z.string(),
  } satisfies Record<EnquiryField, unknown>);
}

/**
 * Reads the admission form and the quick enquiry: every field of an enquiry by its one name
 * (domain/enquiry-fields.ts), so a field added there is read without a change here.
 */
export function readEnquiry(form: FormData | URLSearchParams) {
  return readFields(form, ENQUIRY_FIELD_KEYS);
}

type Applicant = "minor" | "guardian" | "adult";
type EnquirySchema = ReturnType<typeof buildEnquirySchema>;

// Built once per form, applicant and language: building a schema costs more than running it.
const schemas = new Map<FormMessages, Map<string, EnquirySchema>>();

/** The schema for who fills in the form: "minor" (a student under 18), "guardian" (a parent or guardian), anyone else. */
export function enquirySchema(
  source: EnquirySource,
  universities: readonly string[],
  applicant: Applicant = "adult",
  messages: FormMessages = formMessagesEn,
): EnquirySchema {
  let built = schemas.get(messages);
  if (!built) schemas.set(messages, (built = new Map()));
  const key = `${source}/${applicant}/${universities.join("\n")}`;
  let schema = built.get(key);
  if (!schema) {
    schema = buildEnquirySchema(source, applicant === "minor", applicant === "guardian", universities, messages);
    built.set(key, schema);
  }
  return schema;
}

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;

export function validateEnquiry(
  source: EnquirySource,
  values: Record<EnquiryField, string>,
  universities: readonly string[],
  messages: FormMessages = formMessagesEn,
): ValidationResult<EnquiryField, Enquiry> {
  const applicant = values.applicant === "minor" || values.applicant === "guardian" ? values.applicant : "adult";
  const required =
    applicant === "minor"
      ? [...ENQUIRY_REQUIRED, ...GUARDIAN_FIELDS]
      : applicant === "guardian"
        ? [...ENQUIRY_REQUIRED, ...STUDENT_FIELDS]
        : ENQUIRY_REQUIRED;
  return validate(enquirySchema(source, universities, applicant, messages), values, required, "phone", messages);
}
