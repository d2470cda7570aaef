import type { ManualEnquiry } from "../../domain/desk";
import { MANUAL_SOURCES, type ManualSource } from "../../domain/leads";
import { ADMISSION_COURSE_OPTIONS } from "~/content/form-options";
import { LIMITS } from "~/lib/forms/fields";
import { HIDDEN_IN_LINE, HIDDEN_IN_TEXT } from "~/lib/forms/plain-text";
import { storedPhone } from "~/lib/phone";
import { z } from "zod";

/**
 * A lead entered by staff (a walk-in, a phone call): the public forms' rules for name,
 * phone, email and course, except that the email may be left out (a caller often has none).
 * Text is normalised to NFC and refuses hidden characters as on the public forms.
 */
export const MANUAL_FIELDS = ["source", "name", "phone", "email", "course", "message"] as const;
export type ManualField = (typeof MANUAL_FIELDS)[number];

const schema = z.object({
  source: z.enum(MANUAL_SOURCES, { error: "Choose where the enquiry came from." }),
  name: z
    .string()
    .trim()
    .normalize("NFC")
    .min(1, "Enter the person's full name.")
    .max(LIMITS.name, `Keep the name under ${LIMITS.name} characters.`)
    .refine((name) => !HIDDEN_IN_LINE.test(name), "Use letters, spaces and ordinary punctuation only."),
  phone: z
    .string()
    .trim()
    .min(1, "Enter a phone number.")
    .refine((phone) => storedPhone(phone) !== null, "Enter a 10-digit mobile number.")
    .transform((phone) => storedPhone(phone)!),
  email: z.union([z.literal(""), z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address, like name@example.com."))]),
  course: z.enum(ADMISSION_COURSE_OPTIONS, { error: "Choose a course from the list." }),
  message: z
    .string()
    .trim()
    .normalize("NFC")
    .max(LIMITS.message, `Keep the message under ${LIMITS.message} characters.`)
    .refine((message) => !HIDDEN_IN_TEXT.test(message), "Remove the hidden formatting characters (they often come with pasted text)."),
});

export function validateManualEnquiry(values: Record<ManualField, string>): { ok: true; data: ManualEnquiry } | { ok: false; errors: Partial<Record<ManualField, string>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: { ...result.data, source: result.data.source as ManualSource } };
  const errors: Partial<Record<ManualField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ManualField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
