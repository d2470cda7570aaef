import { z } from "zod";
import type { Course } from "#content/course-schema.ts";
import type { CourseHindi } from "#content/courses/hindi.ts";
import { eligibilityOf } from "#content/eligibility.ts";
import { photoIdSchema } from "./photos";

/**
 * Each course's facts and prose as staff edit them in the desk (Content → Courses), by slug:
 * duration, eligibility, seats, the next batch's start, the salary range with where it comes
 * from, the demand badge, and the overview, workplaces and key features in both languages.
 * The course's name, slug, subjects and job titles stay in its file under app/content/courses/
 * (code); what is here overrides that file's facts on every page (./read.ts).
 *
 * A text shown in both languages is `{ en, hi }` and needs both: a missing Hindi text stops
 * publishing, as a missing key stops the build.
 */

const text = z.string().trim().min(1, "must not be empty");
const hindiText = z.string().trim().min(1, "needs its Hindi");
const sentence = z.string().trim().min(20, "must be a full sentence (at least 20 characters)");
const hindiSentence = z.string().trim().min(1, "needs its Hindi");

/** Starts with its length in months or years, which the course finder's duration filter groups courses by. */
const englishDuration = text.regex(
  /^\d+ (months?|years?)\b/,
  'must start with its length in months or years, e.g. "3 years (6 semesters)"',
);
/** Starts with its length in Latin digits, as the English does: "3 साल (6 सेमेस्टर)". */
const hindiDuration = hindiText.regex(/^\d+ \S/, 'must start with its length in digits, e.g. "3 साल (6 सेमेस्टर)"');

/** A text in both languages. */
const both = <En extends z.ZodType, Hi extends z.ZodType>(en: En, hi: Hi) => z.object({ en, hi }).strict();

/** Lists in both languages, item for item. */
const bothLists = <En extends z.ZodType, Hi extends z.ZodType>(en: z.ZodArray<En>, hi: z.ZodArray<Hi>) =>
  both(en, hi).refine((lists) => lists.en.length === lists.hi.length, {
    path: ["hi"],
    message: "needs as many Hindi items as English ones, in the same order",
  });

/** An eligibility detail the institute may not have given yet: null shows "To be confirmed". */
const detail = both(text, hindiText).nullable();

export const courseFactsSchema = z
  .object({
    /** "3 years (6 semesters)" and "3 साल (6 सेमेस्टर)". */
    duration: both(englishDuration, hindiDuration),
    eligibility: z
      .object({
        /** The qualification: "10+2 Science (Physics, Chemistry, Biology)". */
        qualification: both(text, hindiText),
        minimumMarks: detail,
        age: detail,
        relaxation: detail,
        /** How students are selected ("Merit in 10+2"); absent from revisions written before it was editable. */
        selection: detail.default(null),
        /** Joining in a later year; false where it cannot apply (a six-month course has no second year). */
        lateralEntry: z
          .union([both(text, hindiText), z.literal(false)])
          .nullable()
          .default(null),
      })
      .strict(),
    /**
     * Which partner university awards the course, by its place in the institute's list of
     * universities (0 or 1: a renamed university keeps its courses); null: "To be confirmed".
     * Absent from revisions written before it was editable.
     */
    awardedBy: z.number().int().min(0).max(1).nullable().default(null),
    /** null: "To be confirmed". */
    seats: z.number().int("must be a whole number").positive("must be more than 0").max(10_000).nullable(),
    /** When this course's next batch starts; null: the session's "Classes begin" date. */
    nextBatch: z.iso.date("must be a date such as 2027-07-15").nullable(),
    salary: z
      .object({
        /** Lakh rupees a year. */
        minLpa: z.number().positive("must be more than 0").max(100),
        maxLpa: z.number().positive("must be more than 0").max(100),
        /** What the range comes from: "Institute placement register 2025–26"; null: not said yet. */
        source: z.string().trim().min(10, "must say what the range comes from (at least 10 characters)").nullable(),
        year: z.number().int().min(2015).max(2100).nullable(),
      })
      .strict()
      .refine((salary) => salary.minLpa < salary.maxLpa, { path: ["maxLpa"], message: "must be above the lowest" })
      .refine((salary) => (salary.source === null) === (salary.year === null), {
        path: ["year"],
        message: "give the source and its year together, or neither",
      }),
    /** Whether the page shows the course's demand badge ("High Demand"). */
    inDemand: z.boolean(),
    overview: bothLists(
      z.array(sentence).min(2, "needs 2 or 3 paragraphs").max(3, "needs 2 or 3 paragraphs"),
      z.array(hindiSentence).min(2, "needs 2 or 3 paragraphs").max(3, "needs 2 or 3 paragraphs"),
    ),
    /** Where graduates work (careers). */
    workplaces: bothLists(
      z.array(text).min(4, "needs 4 to 8 workplaces").max(8, "needs 4 to 8 workplaces"),
      z.array(hindiText).min(4, "needs 4 to 8 workplaces").max(8, "needs 4 to 8 workplaces"),
    ),
    keyFeatures: bothLists(
      z.array(text).length(5, "needs exactly 5 key features"),
      z.array(hindiText).length(5, "needs exactly 5 key features"),
    ),
    /**
     * A library photo of where the course is taught (a lab, a classroom, a ward), shown under
     * the page's key features; null: none. Absent from revisions written before it was editable.
     */
    photoId: photoIdSchema.nullable().default(null),
  })
  .strict();

export type CourseFacts = z.infer<typeof courseFactsSchema>;

export const coursesSectionSchema = z.record(z.string(), courseFactsSchema);

/** What the course's own file decides and the facts must agree with: the badge needs a demand level. */
export function courseFactsProblems(
  facts: Readonly<Record<string, CourseFacts>>,
  courses: readonly Pick<Course, "slug" | "demand">[],
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  for (const course of courses) {
    const given = facts[course.slug];
    if (!given) problems.push({ path: `courses.${course.slug}`, message: "has no facts" });
    else if (given.inDemand && !course.demand)
      problems.push({ path: `courses.${course.slug}.inDemand`, message: "this course has no demand level to show" });
  }
  for (const slug of Object.keys(facts))
    if (!courses.some((course) => course.slug === slug))
      problems.push({ path: `courses.${slug}`, message: "is not a course of the site" });
  return problems;
}

/**
 * A course's facts as shipped: its file, its Hindi file and its seats (../intake.ts). The
 * minimum marks, age and relaxation are given only here, in both languages (none yet); how
 * students are selected and lateral entry come from ../eligibility.ts, English only, so the
 * Hindi page shows the English until staff translate it.
 */
export function shippedCourseFacts(course: Course, hindi: CourseHindi, seats: number | undefined): CourseFacts {
  const shipped = eligibilityOf(course);
  const inBoth = (text: string | null) => (text === null ? null : { en: text, hi: text });
  return {
    duration: { en: course.duration, hi: hindi.duration },
    eligibility: {
      qualification: { en: course.eligibility, hi: hindi.eligibility },
      minimumMarks: null,
      age: null,
      relaxation: null,
      selection: inBoth(shipped.selection),
      lateralEntry: shipped.lateralEntry === false ? false : inBoth(shipped.lateralEntry),
    },
    awardedBy: null,
    seats: seats ?? null,
    nextBatch: null,
    salary: { minLpa: course.careers.salaryLpa.min, maxLpa: course.careers.salaryLpa.max, source: null, year: null },
    inDemand: course.inDemand,
    overview: { en: [...course.overview], hi: [...hindi.overview] },
    workplaces: { en: [...course.careers.workplaces], hi: [...hindi.workplaces] },
    keyFeatures: { en: [...course.keyFeatures], hi: [...hindi.keyFeatures] },
    photoId: null,
  };
}

/** The course as its pages show it in English: its file with the edited facts in place. */
export function courseWithFacts(course: Course, facts: CourseFacts): Course {
  return {
    ...course,
    duration: facts.duration.en,
    eligibility: facts.eligibility.qualification.en,
    inDemand: facts.inDemand,
    overview: facts.overview.en,
    careers: {
      ...course.careers,
      workplaces: facts.workplaces.en,
      salaryLpa: { min: facts.salary.minLpa, max: facts.salary.maxLpa },
    },
    keyFeatures: facts.keyFeatures.en,
  };
}

/** The course's Hindi prose with the edited facts in place. */
export function courseHindiWithFacts(hindi: CourseHindi, facts: CourseFacts): CourseHindi {
  return {
    ...hindi,
    duration: facts.duration.hi,
    eligibility: facts.eligibility.qualification.hi,
    overview: facts.overview.hi,
    workplaces: facts.workplaces.hi,
    keyFeatures: facts.keyFeatures.hi,
  };
}
