import type { HindiReview } from "#content/translations/bilingual.ts";

/**
 * A course page's prose in Hindi, one file per course in ./hi/<slug>.ts. Names stay in
 * English, as the course is awarded and as employers write them: the title, degree and
 * subject, the syllabus and curriculum subjects, and the job titles. Numbers (salary, fees)
 * are not repeated here: the page reads them from the English course file, the one place
 * each fact lives. The lists have the English lists' lengths, in the same order (the build
 * names a course whose Hindi is missing a paragraph or an item).
 */
export interface CourseHindi {
  /** The slug of the course it translates. */
  slug: string;
  /** A Hindi gloss shown after the English name: "मेडिकल लैब टेक्नोलॉजी". */
  gloss: string;
  description: string;
  /** 110 to 165 characters, like the English one. */
  metaDescription: string;
  /** "3 साल (6 सेमेस्टर)": the length first, in Latin digits. */
  duration: string;
  /** "फुल टाइम". */
  courseType: string;
  eligibility: string;
  overview: readonly string[];
  /** The curriculum's period headings in order: "सेमेस्टर 1 और 2". */
  curriculumPeriods: readonly string[];
  /** careers.workplaces, in order. */
  workplaces: readonly string[];
  keyFeatures: readonly string[];
  review: HindiReview;
}
