import * as z from "zod/mini";
import { CONTACT_REQUIRED, LIMITS, type ContactField } from "./fields";
import { optionalText, plainLine, requiredEmail, requiredText, validate, type ValidationResult } from "./validation";

/** Contact form (spec section 5): the phone is free-form, the subject optional. */
export const contactSchema = z.object({
  name: requiredText("Please enter your full name.", "Name", LIMITS.name, plainLine()),
  email: requiredEmail(),
  phone: requiredText("Please enter your phone number.", "Phone", LIMITS.contactPhone, plainLine()),
  subject: optionalText("Subject", LIMITS.subject, plainLine()),
  message: requiredText("Please write your message.", "Message", LIMITS.message),
});

export type ContactMessage = z.output<typeof contactSchema>;

export function validateContact(values: Record<ContactField, string>): ValidationResult<ContactField, ContactMessage> {
  return validate(contactSchema, values, CONTACT_REQUIRED);
}
