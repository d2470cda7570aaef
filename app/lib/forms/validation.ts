// zod/mini: the same schemas as full zod, small enough for the browser (about 5 KiB).
import * as z from "zod/mini";
import { groupIndianDigits } from "#domain/format.ts";
import type { FieldErrors, FormValues } from "./fields";
import { fill } from "#domain/language.ts";
import { formMessagesEn, type FormMessages } from "#content/translations/form-messages-en.ts";
import type { ToastMessage } from "./messages";
import { HIDDEN_IN_LINE, HIDDEN_IN_TEXT } from "./plain-text";

export type ValidationResult<Field extends string, Output> =
  { ok: true; data: Output } | { ok: false; fieldErrors: FieldErrors<Field>; toast: ToastMessage };

/**
 * Runs a schema and turns its issues into one message per field plus the toast the spec
 * asks for: 'Missing Information' when a required field is blank, else 'Invalid Phone
 * Number' when the phone is wrong, else a general "check your details".
 */
export function validate<Field extends string, Output>(
  schema: z.ZodMiniType<Output>,
  values: FormValues<Field>,
  required: readonly Field[],
  phoneField?: Field,
  messages: FormMessages = formMessagesEn,
): ValidationResult<Field, Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };

  const fieldErrors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
  }
  const missing = required.some((field) => values[field].trim() === "");
  const toast = missing
    ? messages.missingInformation
    : phoneField && fieldErrors[phoneField]
      ? messages.invalidPhone
      : messages.checkDetails;
  return { ok: false, fieldErrors, toast };
}

const tooLong = (label: string, max: number, messages: FormMessages) => ({
  error: fill(messages.tooLong, { label, max: groupIndianDigits(max) }),
});

/** Every text field: no control characters but tab and line breaks, no bidirectional overrides. */
const plainText = (messages: FormMessages) =>
  z.refine<string>((value) => !HIDDEN_IN_TEXT.test(value), { error: messages.hiddenCharacters });

/**
 * A required text field: trimmed and normalised to NFC (./plain-text.ts), blank gives
 * `missing`, longer than `max` a length message; then `checks` (such as `plainLine()`),
 * and last the refusal of hidden characters every text field has.
 */
export function requiredText(missing: string, label: string, max: number, ...checks: z.core.$ZodCheck<string>[]) {
  return requiredTextIn(formMessagesEn, missing, label, max, ...checks);
}

/** requiredText with its messages in a language (`label` is the field's name in it). */
export function requiredTextIn(
  messages: FormMessages,
  missing: string,
  label: string,
  max: number,
  ...checks: z.core.$ZodCheck<string>[]
) {
  return z
    .string()
    .check(
      z.trim(),
      z.normalize("NFC"),
      z.minLength(1, { error: missing }),
      z.maxLength(max, tooLong(label, max, messages)),
      ...checks,
      plainText(messages),
    );
}

export function optionalText(label: string, max: number, ...checks: z.core.$ZodCheck<string>[]) {
  return optionalTextIn(formMessagesEn, label, max, ...checks);
}

export function optionalTextIn(
  messages: FormMessages,
  label: string,
  max: number,
  ...checks: z.core.$ZodCheck<string>[]
) {
  return z
    .string()
    .check(
      z.trim(),
      z.normalize("NFC"),
      z.maxLength(max, tooLong(label, max, messages)),
      ...checks,
      plainText(messages),
    );
}

/**
 * For a single-line field (a name, a subject), as a check of requiredText or optionalText:
 * also no tab, line break or direction mark. Its message comes before the general one.
 */
export function plainLine(messages: FormMessages = formMessagesEn) {
  return z.refine<string>((value) => !HIDDEN_IN_LINE.test(value), { error: messages.plainLine });
}

export function requiredChoice(missing: string, invalid: string, options: readonly string[]) {
  return z.string().check(
    z.minLength(1, { error: missing }),
    z.refine((value) => value === "" || options.includes(value), { error: invalid }),
  );
}
