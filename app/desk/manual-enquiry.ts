import * as z from "zod/mini";
import type { ManualEnquiry } from "#domain/desk.ts";
import { MANUAL_SOURCES, UNDECIDED_COURSE, type ManualSource } from "#domain/leads.ts";
import { ADMISSION_COURSE_OPTIONS } from "#content/form-options.ts";
import { LIMITS } from "#app/lib/forms/fields.ts";
import { mobilePhone, optionalEmailAddress, personName } from "#app/lib/forms/field-rules.ts";
import { optionalText, plainLine, requiredChoice } from "#app/lib/forms/validation.ts";

/**
 * A lead entered by staff (a walk-in, a call, a fair, a referral, an aggregator): the public
 * forms' rules for the name, phone and email (app/lib/forms/field-rules.ts, the same checks and
 * the same messages for a wrong value), except that the email may be left out (a caller
 * often has none) and the course may be "Undecided". An aggregator's name is required, a
 * fair's or referrer's optional; other sources keep none.
 */
export const MANUAL_FIELDS = ["source", "source_detail", "name", "phone", "email", "course", "message"] as const;
export type ManualField = (typeof MANUAL_FIELDS)[number];

export const SOURCE_DETAIL_MAX = 100;

/** Who a source names (which fair, which referrer, which aggregator), as the New lead form asks it. */
export interface SourceDetail {
  label: string;
  hint: string;
  /** Required (its error when left empty), or optional. */
  required: string | null;
  /**
   * The form's class that shows the field while this source is chosen (CSS :has, so it works
   * without JavaScript), written out whole so Tailwind finds it.
   */
  shows: string;
}

/** For every source, who it names, or null: it names nobody, and the field stays hidden. */
export const SOURCE_DETAIL: Record<ManualSource, SourceDetail | null> = {
  "walk-in": null,
  phone: null,
  fair: {
    label: "Which fair?",
    hint: "Optional: the fair's name or place.",
    required: null,
    shows: "has-[input[name=source][value=fair]:checked]:[--detail:block]",
  },
  referral: {
    label: "Referred by",
    hint: "Optional: who referred them.",
    required: null,
    shows: "has-[input[name=source][value=referral]:checked]:[--detail:block]",
  },
  aggregator: {
    label: "Which aggregator?",
    hint: "Required: the site or agency that sent the lead.",
    required: "Name the aggregator the lead came from.",
    shows: "has-[input[name=source][value=aggregator]:checked]:[--detail:block]",
  },
  other: null,
};

/** The desk's course choices: the admission form's, and Undecided first. */
export const MANUAL_COURSE_OPTIONS: readonly string[] = [UNDECIDED_COURSE, ...ADMISSION_COURSE_OPTIONS];

const schema = z.object({
  source: requiredChoice("Choose where the enquiry came from.", "Choose where the enquiry came from.", MANUAL_SOURCES),
  source_detail: optionalText("The name", SOURCE_DETAIL_MAX, plainLine()),
  name: personName("Enter the person's full name."),
  phone: mobilePhone("Enter a phone number."),
  email: optionalEmailAddress(),
  course: requiredChoice(
    "Choose a course, or Undecided.",
    "Choose a course from the list, or Undecided.",
    MANUAL_COURSE_OPTIONS,
  ),
  message: optionalText("Message", LIMITS.message),
});

type ManualErrors = Partial<Record<ManualField, string>>;

export function validateManualEnquiry(
  values: Record<ManualField, string>,
): { ok: true; data: ManualEnquiry } | { ok: false; errors: ManualErrors } {
  const result = schema.safeParse(values);
  const errors: ManualErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ManualField;
      errors[field] ??= issue.message;
    }
  }
  const source = values.source as ManualSource;
  const required = SOURCE_DETAIL[source]?.required;
  if (required && !errors.source_detail && values.source_detail.trim() === "") errors.source_detail = required;
  // In the form's order, for the error summary.
  if (!result.success || Object.keys(errors).length > 0)
    return {
      ok: false,
      errors: Object.fromEntries(MANUAL_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]])),
    };
  const data = result.data;
  return {
    ok: true,
    data: {
      source,
      sourceDetail: SOURCE_DETAIL[source] ? data.source_detail : "",
      name: data.name,
      phone: data.phone,
      email: data.email.toLowerCase(),
      course: data.course,
      message: data.message,
    },
  };
}
