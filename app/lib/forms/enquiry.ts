import * as z from "zod/mini";
import { courseOptionsFor, UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import { APPLICANTS } from "#domain/privacy.ts";
import type { EnquirySource } from "#domain/submissions.ts";
import { ENQUIRY_REQUIRED, GUARDIAN_FIELDS, LIMITS, STUDENT_FIELDS, type EnquiryField } from "./fields";
import { emailAddress, mobilePhone, optionalPersonName, personName } from "./field-rules";
import { optionalText, requiredChoice, validate, type ValidationResult } from "./validation";

/**
 * One schema per form (the popup offers fewer courses) and per applicant (a student under 18
 * also gives a parent's or guardian's name and phone; a parent or guardian, the student's
 * name), shared by browser and server.
 */
function buildEnquirySchema(source: EnquirySource, minor: boolean, guardian: boolean) {
  return z.object({
    name: personName(),
    phone: mobilePhone(),
    email: emailAddress(),
    course: requiredChoice(
      "Please choose a course.",
      "Please choose a course from the list.",
      courseOptionsFor(source),
    ),
    university: requiredChoice(
      "Please choose a university.",
      "Please choose a university from the list.",
      UNIVERSITY_OPTIONS,
    ),
    message: optionalText("Message", LIMITS.message),
    applicant: requiredChoice(
      "Please tell us who is filling in this form.",
      "Please choose one of the options.",
      APPLICANTS,
    ),
    // Kept only when a parent or guardian fills in the form (the store drops it otherwise).
    studentName: guardian ? personName("Please enter the student's name.") : optionalPersonName(),
    // Kept only for a student under 18 (the store drops them otherwise).
    guardianName: minor ? personName("Please enter your parent's or guardian's name.") : optionalPersonName(),
    guardianPhone: minor ? mobilePhone("Please enter your parent's or guardian's phone number.") : z.string(),
  });
}

// Built once per form: building a schema costs more than running it.
const schemas = {
  admission: {
    adult: buildEnquirySchema("admission", false, false),
    minor: buildEnquirySchema("admission", true, false),
    guardian: buildEnquirySchema("admission", false, true),
  },
  popup: {
    adult: buildEnquirySchema("popup", false, false),
    minor: buildEnquirySchema("popup", true, false),
    guardian: buildEnquirySchema("popup", false, true),
  },
};

/** The schema for who fills in the form: "minor" (a student under 18), "guardian" (a parent or guardian), anyone else. */
export function enquirySchema(source: EnquirySource, applicant: "minor" | "guardian" | "adult" = "adult") {
  return schemas[source][applicant];
}

export type Enquiry = z.output<ReturnType<typeof enquirySchema>>;

export function validateEnquiry(
  source: EnquirySource,
  values: Record<EnquiryField, string>,
): ValidationResult<EnquiryField, Enquiry> {
  const applicant = values.applicant === "minor" || values.applicant === "guardian" ? values.applicant : "adult";
  const required =
    applicant === "minor"
      ? [...ENQUIRY_REQUIRED, ...GUARDIAN_FIELDS]
      : applicant === "guardian"
        ? [...ENQUIRY_REQUIRED, ...STUDENT_FIELDS]
        : ENQUIRY_REQUIRED;
  return validate(enquirySchema(source, applicant), values, required, "phone");
}
