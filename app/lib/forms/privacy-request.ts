import * as z from "zod/mini";
import { REQUEST_KINDS } from "../../../domain/privacy";
import { LIMITS } from "./fields";
import { REQUEST_REQUIRED, type RequestField } from "../privacy-request-fields";
import { optionalText, plainLine, requiredChoice, requiredEmail, requiredPhone, requiredText, validate, type ValidationResult } from "./validation";

/**
 * The rights request (/privacy/request): what the person asks for, and the phone and email
 * their enquiry was sent with, so the desk can find it. Shared by browser and server.
 */
export const requestSchema = z.object({
  kind: requiredChoice("Please choose what you are asking for.", "Please choose one of the options.", REQUEST_KINDS),
  name: requiredText("Please enter your full name.", "Name", LIMITS.name, plainLine()),
  email: requiredEmail(),
  phone: requiredPhone("Please enter your phone number."),
  details: optionalText("Details", LIMITS.details),
});

export type PrivacyRequestInput = z.output<typeof requestSchema>;

export function validateRequest(values: Record<RequestField, string>): ValidationResult<RequestField, PrivacyRequestInput> {
  return validate(requestSchema, values, REQUEST_REQUIRED, "phone");
}
