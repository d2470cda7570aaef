import { z } from "zod";
import { claimSourceSchema, gettingHereSchema, intakeSchema, lineSchema } from "#content/disclosure-schemas.ts";

/**
 * The admission, contact and claims sections of the content document staff edit in the desk
 * (app/content/content-document.ts): what the admission page, the contact page and the
 * claims across the site show. Built from the build's own schemas (../disclosure-schemas.ts),
 * so the desk refuses what the build refuses. A text the site shows in both languages is
 * stored as `{ en, hi }`; a missing Hindi text stops publishing, since the Hindi page would
 * show a hole.
 */

export const HINDI_MISSING = "needs its Hindi text too";

const english = z.string().trim().min(1, "must not be empty");
const hindi = z.string().trim().min(1, HINDI_MISSING);

/** A text shown in English and Hindi. */
export const inBothLanguagesSchema = z.object({ en: english, hi: hindi }).strict();
export type InBothLanguages = z.infer<typeof inBothLanguagesSchema>;

/** A policy's text in both languages, as lines that may carry links (../disclosure-schemas.ts `lineSchema`). */
const linesInBothLanguages = z
  .object({ en: lineSchema, hi: z.array(lineSchema.element).min(1, HINDI_MISSING) })
  .strict();

const isoDate = z.iso.date("must be a date, such as 2026-07-31");

export const admissionSectionSchema = intakeSchema
  .omit({ seats: true })
  .extend({
    lastDateToApply: isoDate.nullable(),
    classesBegin: isoDate.nullable(),
    /** Dates beyond the last date to apply and the first class: a counselling day, an entrance test. */
    importantDates: z
      .array(z.object({ event: inBothLanguagesSchema, date: isoDate }).strict())
      .max(6, "at most six dates"),
    /** The spec's four steps after an application. */
    steps: z
      .array(z.object({ title: inBothLanguagesSchema, text: inBothLanguagesSchema }).strict())
      .length(4, "must be the four steps"),
    documents: z
      .object({
        lead: inBothLanguagesSchema,
        items: z
          .array(z.object({ name: inBothLanguagesSchema, when: inBothLanguagesSchema }).strict())
          .min(1, "list at least one document"),
      })
      .strict(),
    /** The policies around the fees; null shows "To be confirmed" with our advice beside it. */
    policies: z
      .object({
        refund: linesInBothLanguages.nullable(),
        instalments: linesInBothLanguages.nullable(),
        scholarships: linesInBothLanguages.nullable(),
        loans: linesInBothLanguages.nullable(),
      })
      .strict(),
  })
  .strict()
  .superRefine((admission, context) => {
    // A date of this session: the admission page's year is the session's first (2026 for 2026–27).
    const year = admission.session.slice(0, 4);
    const dates: [string, string | null][] = [
      ["lastDateToApply", admission.lastDateToApply],
      ["classesBegin", admission.classesBegin],
    ];
    for (const [field, date] of dates)
      if (date && isoDate.safeParse(date).success && !date.startsWith(year))
        context.addIssue({ code: "custom", path: [field], message: `must be in ${year}` });
  });

export type AdmissionSection = z.infer<typeof admissionSectionSchema>;
export type PolicyKey = keyof AdmissionSection["policies"];

const gettingHereFacts = Object.keys(gettingHereSchema.shape) as (keyof typeof gettingHereSchema.shape)[];

/** The contact page's facts: getting here (in both languages), the map link, what the helpline is for. */
export const contactSectionSchema = z
  .object({
    gettingHere: z
      .object(
        Object.fromEntries(gettingHereFacts.map((fact) => [fact, inBothLanguagesSchema.nullable()])) as Record<
          (typeof gettingHereFacts)[number],
          z.ZodNullable<typeof inBothLanguagesSchema>
        >,
      )
      .strict(),
    /** A map link of the institute's choice; null opens the address in Google Maps. */
    mapUrl: z.url({ protocol: /^https$/, error: "must be an https:// link" }).nullable(),
    helplinePurpose: inBothLanguagesSchema,
  })
  .strict();

export type ContactSection = z.infer<typeof contactSectionSchema>;
export const GETTING_HERE_FACTS = gettingHereFacts;

/** The spec's marketing claims staff may back with a source or switch off. Their wording is the spec's. */
export const EDITABLE_CLAIMS = ["since", "graduates", "placementRate", "placementSupport", "helpline"] as const;
export type EditableClaim = (typeof EDITABLE_CLAIMS)[number];

/**
 * A claim: shown or not, what backs it and the year it was true for. A claim shown without a
 * source is how the site shipped (the launch check lists it); the desk's form refuses to
 * switch one on, or keep one on after its source is cleared, without both.
 */
export const claimSettingSchema = claimSourceSchema.extend({ shown: z.boolean() }).strict();
export type ClaimSetting = z.infer<typeof claimSettingSchema>;

export const claimsSectionSchema = z
  .object(
    Object.fromEntries(EDITABLE_CLAIMS.map((claim) => [claim, claimSettingSchema])) as Record<
      EditableClaim,
      typeof claimSettingSchema
    >,
  )
  .strict();

export type ClaimsSection = z.infer<typeof claimsSectionSchema>;

/** The launch check's key for a claim shown without its source or year (app/content/readiness.ts). */
export const claimItemKey = (claim: string) => `claim:${claim}`;

/** Whether a claim lacks what backs it: the launch check lists it until an admin confirms it as it stands. */
export function claimUnbacked(setting: Pick<ClaimSetting, "source" | "year">): boolean {
  return setting.source === null || setting.year === null;
}

/**
 * What each partner university awards and how it is recognised, who awards the six-month
 * certificate, and whether the paramedical graduates can register (the /recognition page), in
 * both languages; null shows "To be confirmed". In the partner universities' order
 * (`institute.universities`, where their names are edited).
 */
/**
 * An affiliation letter: its title in both languages and a link to the PDF, either a file
 * shipped under /documents/ or an https address where the institute hosts it (docs/decisions/0024).
 */
export const letterSchema = z
  .object({
    title: inBothLanguagesSchema,
    href: z
      .string()
      .trim()
      .regex(
        /^(\/documents\/[\w.-]+\.pdf|https:\/\/[^\s"<>]+)$/,
        "must be an https:// link to the PDF, or a file under /documents/ ending .pdf",
      ),
  })
  .strict();

export type Letter = z.infer<typeof letterSchema>;

export const universitiesSectionSchema = z
  .object({
    bodies: z
      .array(
        z
          .object({
            awards: z.array(inBothLanguagesSchema).min(1, "list at least one programme").nullable(),
            recognition: inBothLanguagesSchema.nullable(),
            /** Its affiliation letters, each a link to the PDF; absent from revisions written before they were editable. */
            letters: z.array(letterSchema).max(6, "at most six letters").default([]),
          })
          .strict(),
      )
      .length(2, "must describe the two partner universities"),
    certificateAwardedBy: inBothLanguagesSchema.nullable(),
    /** Whether the paramedical graduates can register with the State Council, and with which qualification. */
    registration: inBothLanguagesSchema.nullable(),
  })
  .strict();

export type UniversitiesSection = z.infer<typeof universitiesSectionSchema>;
