import { z } from "zod";

/**
 * Schemas of what families look for before they enquire: where each claim comes
 * from, recognition and approvals, fees, dates and seats, eligibility, questions, getting
 * here, grievances and anti-ragging. ./validate.ts applies them at build.
 *
 * A fact the institute has not given is `null` (or an empty list where it says so): the
 * page shows "To be confirmed" in its place, and the launch check lists it until it is
 * filled (./readiness.ts). Nothing here is ever made up to look real.
 */
export const TO_BE_CONFIRMED = "To be confirmed";

const text = z.string().trim().min(1);
/** A fact still to be given: the page says "To be confirmed". */
const pending = <T extends z.ZodType>(schema: T) => schema.nullable();

/**
 * A path on this site: one leading slash, then no second slash or backslash at the start
 * (browsers read `//evil.example` and `/\evil.example` as another host), no backslash anywhere
 * (read as a slash) and no whitespace or control character (a tab or line end is dropped
 * from an address, so `/<tab>/evil.example` becomes `//evil.example`).
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
export const SITE_PATH = /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/;

/** A line with links, as the privacy notice writes them: the site's own paths, https, tel: or mailto:. */
const inline = z.union([
  text,
  z
    .object({
      text,
      href: z
        .string()
        .refine(
          (href) => (href.startsWith("/") ? SITE_PATH.test(href) : /^(https:\/\/|tel:|mailto:)/.test(href)),
          "must be a path on this site, or an https, tel: or mailto: link",
        ),
    })
    .strict(),
]);
export const lineSchema = z.array(inline).min(1);

/** The spec's marketing claims, each with where it comes from and the year it was true for. */
export const claimSourceSchema = z
  .object({
    /** What backs it: "Registrar of Societies, Haryana, registration certificate", "placement register 2025–26". */
    source: pending(z.string().trim().min(10, "must say what backs the claim")),
    year: pending(z.number().int().min(2015).max(2100)),
  })
  .strict();

export const awardingBodySchema = z
  .object({
    /** One of the partner universities (app/content/site.ts), by the same name. */
    name: text,
    /** The programmes it awards, e.g. "B.Voc (all 19 programmes)". */
    awards: pending(z.array(text).min(1)),
    /** In one plain sentence, e.g. "A state private university, listed by the UGC under section 2(f) of the UGC Act, 1956." */
    recognition: pending(text),
    /** The affiliation letters, as files the institute provides under public/documents/. */
    letters: z.array(
      z
        .object({
          title: text,
          href: z.string().regex(/^\/documents\/[\w.-]+\.pdf$/, "must be a PDF under /documents/"),
        })
        .strict(),
    ),
  })
  .strict();

export const recognitionSchema = z
  .object({
    awardingBodies: z.array(awardingBodySchema).length(2),
    /** Who awards the six-month certificate. */
    certificateAwardedBy: pending(text),
    alliedHealth: z.object({ law: text, ourCourses: pending(text) }).strict(),
  })
  .strict();

/**
 * When a fee is paid, and what tuition pays for: chosen from lists that have both languages
 * (issue 52), never typed in one, so a Hindi page never shows "At admission".
 */
export const FEE_WHEN = {
  application: { en: "With the application", hi: "आवेदन के साथ" },
  admission: { en: "At admission", hi: "एडमिशन के समय" },
  semester: { en: "Every semester", hi: "हर सेमेस्टर" },
  year: { en: "Every year", hi: "हर साल" },
  exam: { en: "Before each exam", hi: "हर परीक्षा से पहले" },
} as const satisfies Record<string, { en: string; hi: string }>;
export type FeeWhen = keyof typeof FEE_WHEN;

export const FEE_PERIODS = {
  year: { en: "per year", hi: "प्रति वर्ष" },
  semester: { en: "per semester", hi: "प्रति सेमेस्टर" },
  course: { en: "for the whole course", hi: "पूरे कोर्स के लिए" },
} as const satisfies Record<string, { en: string; hi: string }>;
export type FeePeriod = keyof typeof FEE_PERIODS;

/**
 * A choice from one of the lists above. A revision written when these were typed holds the
 * English words: those of a choice read as it; any other wording reads as not given ("To be
 * confirmed", listed by the launch check), since it has no Hindi.
 */
export function choiceKey(choices: Readonly<Record<string, { en: string }>>, value: unknown): unknown {
  if (typeof value !== "string" || Object.hasOwn(choices, value)) return value;
  return Object.keys(choices).find((key) => choices[key]!.en.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

function choiceOf<Choices extends Record<string, { en: string }>>(choices: Choices) {
  const keys = Object.keys(choices) as [keyof Choices & string, ...(keyof Choices & string)[]];
  return z.preprocess(
    (value) => choiceKey(choices, value),
    z.enum(keys, { error: "choose one from the list" }).nullable(),
  );
}

const feeSchema = z.object({ rupees: pending(z.number().int().nonnegative()), when: choiceOf(FEE_WHEN) }).strict();

/** One course's fees, itemised. Every amount in rupees. */
export const feeScheduleSchema = z
  .object({
    registration: feeSchema,
    /** Tuition and what it pays for: "per year", "per semester". */
    tuition: feeSchema.extend({ period: choiceOf(FEE_PERIODS) }),
    examination: feeSchema,
    university: feeSchema,
    other: feeSchema,
    /** Paid back when the student leaves. */
    deposit: feeSchema,
    /** Everything the whole course costs, deposit included. */
    total: pending(z.number().int().positive()),
  })
  .strict();

export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
export type FeeItem = Exclude<keyof FeeSchedule, "total">;

export const feePoliciesSchema = z
  .object({
    refund: pending(lineSchema),
    instalments: pending(lineSchema),
    scholarships: pending(lineSchema),
    loans: pending(lineSchema),
  })
  .strict();

export const intakeSchema = z
  .object({
    /** "2026–27". */
    session: z.string().regex(/^\d{4}–\d{2}$/, "must read like 2026–27"),
    lastDateToApply: pending(z.iso.date()),
    classesBegin: pending(z.iso.date()),
    /** Seats per course, by slug; a course missing here shows "To be confirmed". */
    seats: z.record(z.string(), z.number().int().positive()),
  })
  .strict();

export const eligibilityDetailSchema = z
  .object({
    minimumMarks: pending(text),
    age: pending(text),
    relaxation: pending(text),
    selection: pending(text),
    /** `false` where it cannot apply (a six-month course has no second year to join). */
    lateralEntry: pending(z.union([text, z.literal(false)])),
  })
  .strict();

export type EligibilityDetail = z.infer<typeof eligibilityDetailSchema>;

export const faqSchema = z
  .array(
    z
      .object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        question: text.refine((question) => question.endsWith("?"), "must be a question"),
        /** null: the institute has not answered yet. */
        answer: pending(lineSchema),
      })
      .strict(),
  )
  .min(7);

export const gettingHereSchema = z
  .object({
    landmark: pending(text),
    metro: pending(text),
    bus: pending(text),
    directions: pending(text),
  })
  .strict();

const contactPersonSchema = z
  .object({
    role: text,
    name: pending(text),
    phone: pending(z.string().regex(/^\+?[\d -]{8,16}$/)),
    email: pending(z.email()),
  })
  .strict();

export const grievanceSchema = z
  .object({
    officer: contactPersonSchema,
    antiRagging: contactPersonSchema,
    /** How a complaint is handled, step by step; null: the institute has not set it out yet. */
    process: pending(z.array(lineSchema).min(2)),
    /** Days within which the institute answers a complaint. */
    answerWithinDays: pending(z.number().int().min(1).max(60)),
  })
  .strict();
