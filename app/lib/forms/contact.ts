import * as z from "zod/mini";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";
import { CONTACT_REQUIRED, LIMITS, type ContactField } from "./fields";
import { anyPhone, emailAddress, personName } from "./field-rules";
import { optionalTextIn, plainLine, requiredTextIn, validate, type ValidationResult } from "./validation";

/**
 * Contact form: the phone is free-form and the subject optional. A phone
 * that is an Indian mobile number in any spelling is stored as the other forms store it
 * ("+919876543210"), so the message joins the same lead; anything else (a landline, a
 * number abroad) is kept as typed (docs/decisions/0012). Messages in the page's language.
 */
function buildContactSchema(m: FormMessages) {
  return z.object({
    name: personName(undefined, m),
    email: emailAddress(undefined, m),
    phone: anyPhone(undefined, m),
    subject: optionalTextIn(m, m.labels.subject, LIMITS.subject, plainLine(m)),
    message: requiredTextIn(m, m.missing.message, m.labels.message, LIMITS.message),
  });
}

type ContactSchema = ReturnType<typeof buildContactSchema>;
type ContactMessage = z.output<ContactSchema>;
const schemas = new Map<FormMessages, ContactSchema>();

export function validateContact(
  values: Record<ContactField, string>,
  messages: FormMessages = formMessagesEn,
): ValidationResult<ContactField, ContactMessage> {
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = buildContactSchema(messages)));
  return validate(schema, values, CONTACT_REQUIRED, undefined, messages);
}
