import * as z from "zod/mini";
import { REQUEST_KINDS } from "#domain/privacy.ts";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";
import { LIMITS } from "./fields";
import { REQUEST_REQUIRED, type RequestField } from "#app/lib/privacy-request-fields.ts";
import { emailAddress, mobilePhone, personName } from "./field-rules";
import { optionalTextIn, requiredChoice, validate, type ValidationResult } from "./validation";

/**
 * The rights request (/privacy/request): what the person asks for, and the phone and email
 * their enquiry was sent with, so the desk can find it. Shared by browser and server;
 * messages in the page's language.
 */
function buildRequestSchema(m: FormMessages) {
  return z.object({
    kind: requiredChoice(m.missing.kind, m.notAnOption.other, REQUEST_KINDS),
    name: personName(undefined, m),
    email: emailAddress(undefined, m),
    phone: mobilePhone(undefined, m),
    details: optionalTextIn(m, m.labels.details, LIMITS.details),
  });
}

type RequestSchema = ReturnType<typeof buildRequestSchema>;
type PrivacyRequestInput = z.output<RequestSchema>;
const schemas = new Map<FormMessages, RequestSchema>();

export function validateRequest(
  values: Record<RequestField, string>,
  messages: FormMessages = formMessagesEn,
): ValidationResult<RequestField, PrivacyRequestInput> {
  let schema = schemas.get(messages);
  if (!schema) schemas.set(messages, (schema = buildRequestSchema(messages)));
  return validate(schema, values, REQUEST_REQUIRED, "phone", messages);
}
