import { z } from "zod";
import { admissionYear } from "./admission";
import { claimSources } from "./claim-sources";
import { courses, findCourse } from "./courses";
import {
  ADMISSION_COURSE_GROUPS,
  ADMISSION_COURSE_OPTIONS,
  courseOptionLabel,
  POPUP_COURSE_OPTIONS,
} from "./form-options";
import { popularCourses } from "./home";
import { FOOTER_COURSES } from "./navigation";
import { privacy } from "./privacy";
import { enquiryNoticeProblems } from "./enquiry-notice";
import { enquiryFormLines, privacyNotice } from "./privacy-notice";
import { hindiPrivacyNotice } from "./translations/privacy-notice";
import {
  claimSourceSchema,
  eligibilityDetailSchema,
  faqSchema,
  feePoliciesSchema,
  feeScheduleSchema,
  gettingHereSchema,
  grievanceSchema,
  intakeSchema,
  recognitionSchema,
} from "./disclosure-schemas";
import { eligibilityOf, givenEligibility } from "./eligibility";
import { faq } from "./faq";
import { feePolicies, feeScheduleOf } from "./fees";
import { givenFees } from "./fees-given";
import { gettingHere } from "./getting-here";
import { grievance } from "./grievance";
import { intake } from "./intake";
import { recognition } from "./recognition";
import {
  footerCourseSchema,
  popularCourseSchema,
  privacyConfigSchema,
  siteConfigSchema,
  testimonialSchema,
} from "./schemas";
import { claims, site } from "./site";
import { testimonials } from "./testimonials";
import { slugify } from "#domain/slug.ts";
import { translationProblems } from "./translations/index";

function check<T>(name: string, schema: z.ZodType<T>, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new Error(`${name} is invalid:\n${problems.join("\n")}`);
  }
}

/**
 * Validates every content module and the links between them. Runs at build (from
 * react-router.config.ts) and in the unit tests; a problem stops the build with the
 * module and field named. The course modules validate themselves on import.
 */
export function validateContent(): void {
  const untranslated = translationProblems();
  if (untranslated.length > 0) {
    throw new Error(
      `Translations are incomplete (docs/decisions/0021-hindi-edition.md):\n  - ${untranslated.join("\n  - ")}`,
    );
  }
  check("Site configuration (app/content/site.ts)", siteConfigSchema, site);
  check("Privacy configuration (app/content/privacy.ts)", privacyConfigSchema, privacy);
  const notice = enquiryNoticeProblems({
    en: enquiryFormLines(privacyNotice(privacy)),
    hi: enquiryFormLines(hindiPrivacyNotice(privacy)),
  });
  if (notice.length > 0) {
    throw new Error(
      `Privacy notice (app/content/enquiry-notice.ts): it must say what the admission form collects, and why, in English and Hindi (DPDP Act s.5):\n  - ${notice.join("\n  - ")}\nName every personal enquiry field (domain/enquiry-fields.ts) in a group, in both languages, then change the notice's version (app/content/privacy.ts).`,
    );
  }
  check("Popular courses (app/content/home.ts)", z.array(popularCourseSchema).length(3), popularCourses);
  check("Testimonials (app/content/testimonials.ts)", z.array(testimonialSchema).length(4), testimonials);
  check("Footer courses (app/content/navigation.ts)", z.array(footerCourseSchema), FOOTER_COURSES);

  if (courses.length !== 22) throw new Error(`Expected 22 courses, found ${courses.length}`);
  for (const card of popularCourses) {
    const course = findCourse(slugify(card.title));
    if (!course) throw new Error(`Popular course "${card.title}": no course has the slug "${slugify(card.title)}"`);
  }
  for (const link of FOOTER_COURSES) {
    if (findCourse(link.slug)?.title !== link.title) {
      throw new Error(`Footer course "${link.title}": no course "${link.slug}" with that title`);
    }
  }
  if (!Number.isInteger(admissionYear) || admissionYear < site.foundedYear || admissionYear > 2100) {
    throw new Error(`Admission year (app/content/admission.ts) must be a year such as 2026, not ${admissionYear}`);
  }
  checkFamilyInformation();
  checkCourseOptions();
}

/** Level of each degree as the admission form groups it. */
const COURSE_GROUP_OF = { "B.Voc": "B.Voc", "M.Voc": "M.Voc", "Short Course": "Certificate" } as const;

/**
 * The admission form offers every course, each once, under its level and in the course
 * list's order (docs/decisions/0012); the popup offers 12 of them.
 */
function checkCourseOptions(): void {
  const expected = Object.values(COURSE_GROUP_OF).map((label) => ({
    label,
    options: courses.filter((course) => COURSE_GROUP_OF[course.degree] === label).map(courseOptionLabel),
  }));
  const actual = ADMISSION_COURSE_GROUPS.map(({ label, options }) => ({ label, options: [...options] }));
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `The admission form's courses (app/content/form-options.ts) must be every course under its level, in the course list's order:\n${JSON.stringify(expected, null, 2)}`,
    );
  }
  if (ADMISSION_COURSE_OPTIONS.length !== courses.length)
    throw new Error(`The admission form must offer all ${courses.length} courses`);
  if (POPUP_COURSE_OPTIONS.length !== 12) throw new Error("The popup must offer 12 courses");
}

/**
 * What families look for: each block against its schema, and its links to the
 * rest: courses by slug, the universities by name, every claim with a place for its source.
 */
function checkFamilyInformation(): void {
  const sameKeys = (a: object, b: object) =>
    JSON.stringify(Object.keys(a).sort()) === JSON.stringify(Object.keys(b).sort());
  if (!sameKeys(claimSources, claims))
    throw new Error(
      "Claim sources (app/content/claim-sources.ts) must list every claim of app/content/site.ts, and only those",
    );
  for (const [key, source] of Object.entries(claimSources))
    check(`Claim source "${key}" (app/content/claim-sources.ts)`, claimSourceSchema, source);

  check("Recognition (app/content/recognition.ts)", recognitionSchema, recognition);
  const names = recognition.awardingBodies.map((body) => body.name);
  if (JSON.stringify(names) !== JSON.stringify(site.universities)) {
    throw new Error(
      "Recognition (app/content/recognition.ts) must describe the two universities of app/content/site.ts, by the same names",
    );
  }

  for (const [slug, fees] of Object.entries(givenFees)) {
    if (!findCourse(slug)) throw new Error(`Fees (app/content/fees.ts): no course has the slug "${slug}"`);
    if (fees?.tuition && popularCourses.some((card) => slugify(card.title) === slug)) {
      throw new Error(
        `Fees (app/content/fees.ts): "${slug}" takes its tuition from its home card (app/content/home.ts); change it there`,
      );
    }
  }
  for (const course of courses)
    check(`Fees of "${course.slug}" (app/content/fees.ts)`, feeScheduleSchema, feeScheduleOf(course.slug));
  check("Fee policies (app/content/fees.ts)", feePoliciesSchema, feePolicies);

  check("Dates and seats (app/content/intake.ts)", intakeSchema, intake);
  if (!intake.session.startsWith(String(admissionYear)))
    throw new Error("Dates and seats (app/content/intake.ts): the session must be the admission year's");
  for (const slug of Object.keys(intake.seats)) {
    if (!findCourse(slug)) throw new Error(`Seats (app/content/intake.ts): no course has the slug "${slug}"`);
  }
  for (const date of [intake.lastDateToApply, intake.classesBegin]) {
    if (date && !date.startsWith(String(admissionYear)))
      throw new Error(`Dates (app/content/intake.ts): ${date} is not in ${admissionYear}`);
  }

  for (const slug of Object.keys(givenEligibility)) {
    if (!findCourse(slug))
      throw new Error(`Eligibility (app/content/eligibility.ts): no course has the slug "${slug}"`);
  }
  for (const course of courses)
    check(
      `Eligibility of "${course.slug}" (app/content/eligibility.ts)`,
      eligibilityDetailSchema,
      eligibilityOf(course),
    );
  check("Questions (app/content/faq.ts)", faqSchema, faq);
  if (new Set(faq.map((entry) => entry.id)).size !== faq.length)
    throw new Error("Questions (app/content/faq.ts): each id once");
  check("Getting here (app/content/getting-here.ts)", gettingHereSchema, gettingHere);
  check("Grievances (app/content/grievance.ts)", grievanceSchema, grievance);
}
