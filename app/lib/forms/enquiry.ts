import * as z from "zod/mini";
import { ADMISSION_COURSE_OPTIONS, POPUP_COURSE_OPTIONS, UNIVERSITY_OPTIONS } from "~/content/form-options";
import { INVALID_PHONE } from "./messages";
import { isValidPhone, normalizePhone } from "../phone";
import {
  LIMITS,
  optionalText,
  readFields,
  requiredChoice,
  requiredEmail,
  requiredText,
  validate,
  type ValidationResult,
} from "./validation";

/** The admission form and the popup send the same enquiry; `source` says which. */
export const ENQUIRY_SOURCES = ["admission", "popup"] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];

export const ENQUIRY_FIELDS = ["name", "phone", "email", "course", "university", "message"] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];
export const ENQUIRY_REQUIRED: readonly EnquiryField[] = ["name", "phone", "email", "course", "university"];

export function courseOptionsFor(source: EnquirySource): readonly string[] {
  return source === "popup" ? POPUP_COURSE_OPTIONS : ADMISSION_COURSE_OPTIONS;
}

/** One schema per form (the popup offers fewer courses), shared by browser and server. */
export function enquirySchema(source: EnquirySource) {
  return z.object({
    name: requiredText("Please enter your full name.", "Name", LIMITS.name),
    phone: z.pipe(
      requiredText("Please enter your phone number.", "Phone", 20),
      z.pipe(z.transform(normalizePhone), z.string().check(z.refine(isValidPhone, { error: INVALID_PHONE.description }))),
    ),
    email: requiredEmail(),
    course: requiredChoice("Please choose a course.", "Please choose a course from the list.", courseOptionsFor(source)),
    university: requiredChoice(
      "Please choose a university.",
      "Please choose a university from the list.",
      UNIVERSITY_OPTIONS,
    ),
    message: optionalText("Message", LIMITS.message),
  });
}

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;

export function validateEnquiry(
  source: EnquirySource,
  values: Record<EnquiryField, string>,
): ValidationResult<EnquiryField, Enquiry> {
  return validate(enquirySchema(source), values, ENQUIRY_REQUIRED, "phone");
}

export function readEnquiry(form: FormData | URLSearchParams) {
  return readFields(form, ENQUIRY_FIELDS);
}
