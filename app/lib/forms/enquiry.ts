import * as z from "zod/mini";
import { courseOptionsFor, UNIVERSITY_OPTIONS } from "~/content/form-options";
import { ENQUIRY_REQUIRED, LIMITS, type EnquiryField, type EnquirySource } from "./fields";
import { INVALID_PHONE } from "./messages";
import { isValidPhone, normalizePhone } from "../phone";
import { optionalText, plainLine, requiredChoice, requiredEmail, requiredText, validate, type ValidationResult } from "./validation";

/** One schema per form (the popup offers fewer courses), shared by browser and server. */
function buildEnquirySchema(source: EnquirySource) {
  return z.object({
    name: requiredText("Please enter your full name.", "Name", LIMITS.name, plainLine()),
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

// Built once per form: building a schema costs more than running it.
const schemas = { admission: buildEnquirySchema("admission"), popup: buildEnquirySchema("popup") };

export function enquirySchema(source: EnquirySource) {
  return schemas[source];
}

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;

export function validateEnquiry(
  source: EnquirySource,
  values: Record<EnquiryField, string>,
): ValidationResult<EnquiryField, Enquiry> {
  return validate(enquirySchema(source), values, ENQUIRY_REQUIRED, "phone");
}
