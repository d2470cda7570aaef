import * as z from "zod/mini";
import { CONTACT_REQUIRED, LIMITS, type ContactField } from "./fields";
import { anyPhone, emailAddress, personName } from "./field-rules";
import { optionalText, plainLine, requiredText, validate, type ValidationResult } from "./validation";

/**
 * Contact form (spec section 5): the phone is free-form and the subject optional. A phone
 * that is an Indian mobile number in any spelling is stored as the other forms store it
 * ("+919876543210"), so the message joins the same lead; anything else (a landline, a
 * number abroad) is kept as typed (docs/decisions/0012).
 */
const contactSchema = z.object({
  name: personName(),
  email: emailAddress(),
  phone: anyPhone(),
  subject: optionalText("Subject", LIMITS.subject, plainLine()),
  message: requiredText("Please write your message.", "Message", LIMITS.message),
});

type ContactMessage = z.output<typeof contactSchema>;

export function validateContact(values: Record<ContactField, string>): ValidationResult<ContactField, ContactMessage> {
  return validate(contactSchema, values, CONTACT_REQUIRED);
}
