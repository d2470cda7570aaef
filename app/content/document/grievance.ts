import { z } from "zod";
import { grievance } from "#content/grievance.ts";
import { grievanceText } from "#content/translations/grievance.ts";
import { inBothLanguagesSchema, type InBothLanguages } from "./admission";

/**
 * The grievances page's facts as staff edit them in the desk (Content → Grievances): the
 * grievance redressal officer and the anti-ragging committee (name, phone, email), how a
 * complaint is handled, step by step in both languages, and within how many days it is
 * answered. null shows "To be confirmed". The roles' names and the national helpline stay in
 * the code (../grievance.ts): they are not the institute's to change.
 */

/** As the institute's own phones: what people see, and the digits with the country code that tel: links dial. */
const phoneSchema = z
  .object({
    display: z.string().trim().min(1, "must not be empty"),
    digits: z.string().regex(/^\d{10,15}$/, "must be a phone number: 10 digits, or the country code and the number"),
  })
  .strict();

const personSchema = z
  .object({
    name: z.string().trim().min(1, "must not be empty").nullable(),
    phone: phoneSchema.nullable(),
    email: z.email("must be an email address, such as grievance@institute.in").nullable(),
  })
  .strict();

export type GrievancePerson = z.infer<typeof personSchema>;

export const grievanceSectionSchema = z
  .object({
    officer: personSchema,
    antiRagging: personSchema,
    /** How a complaint is handled, a step a line; null: not set out yet. */
    process: z.array(inBothLanguagesSchema).min(2, "give at least two steps").max(8, "at most eight steps").nullable(),
    /** Days within which the institute answers a complaint. */
    answerWithinDays: z
      .number()
      .int("must be a whole number of days")
      .min(1, "must be 1 to 60")
      .max(60, "must be 1 to 60")
      .nullable(),
  })
  .strict();

export type GrievanceSection = z.infer<typeof grievanceSectionSchema>;
export const GRIEVANCE_PEOPLE = ["officer", "antiRagging"] as const;

/** A shipped line (its links' words kept, their addresses dropped) as plain text. */
const plain = (line: readonly (string | { text: string })[]) =>
  line.map((part) => (typeof part === "string" ? part : part.text)).join("");

/** The grievances facts as shipped in ../grievance.ts (none given yet): part of a fresh database's first revision. */
export function shippedGrievance(): GrievanceSection {
  const person = (shipped: typeof grievance.officer): GrievancePerson => ({
    name: shipped.name,
    phone: shipped.phone ? { display: shipped.phone, digits: shipped.phone.replace(/\D/g, "") } : null,
    email: shipped.email,
  });
  const hindi = grievanceText.hi.process;
  return structuredClone({
    officer: person(grievance.officer),
    antiRagging: person(grievance.antiRagging),
    process:
      grievance.process &&
      grievance.process.map((line, index): InBothLanguages => ({ en: plain(line), hi: plain(hindi?.[index] ?? line) })),
    answerWithinDays: grievance.answerWithinDays,
  });
}
