import * as z from "zod/mini";
import { REQUEST_KINDS } from "#domain/privacy.ts";
import { LIMITS } from "./fields";
import { REQUEST_REQUIRED, type RequestField } from "#app/lib/privacy-request-fields.ts";
import { emailAddress, mobilePhone, personName } from "./field-rules";
import { optionalText, requiredChoice, validate, type ValidationResult } from "./validation";

/**
 * The rights request (/privacy/request): what the person asks for, and the phone and email
 * their enquiry was sent with, so the desk can find it. Shared by browser and server.
 */
const requestSchema = z.object({
  kind: requiredChoice("Please choose what you are asking for.", "Please choose one of the options.", REQUEST_KINDS),
  name: personName(),
  email: emailAddress(),
  phone: mobilePhone(),
  details: optionalText("Details", LIMITS.details),
});

type PrivacyRequestInput = z.output<typeof requestSchema>;

export function validateRequest(
  values: Record<RequestField, string>,
): ValidationResult<RequestField, PrivacyRequestInput> {
  return validate(requestSchema, values, REQUEST_REQUIRED, "phone");
}
