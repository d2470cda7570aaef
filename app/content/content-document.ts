import { z } from "zod";
import { WEEKDAYS, type Weekday, type WorkingWeek } from "#domain/working-hours.ts";
import { courses } from "./courses";
import { feeScheduleSchema } from "./disclosure-schemas";
import { feeTotalMismatch } from "./fees";
import { formatRupees } from "#domain/format.ts";
import { courseFactsProblems, coursesSectionSchema } from "./document/courses";
import { questionsSectionSchema } from "./document/faq";
import { privacyProblems, privacySectionSchema } from "./document/privacy";
import { grievanceSectionSchema } from "./document/grievance";
import { gallerySectionSchema, photosSectionSchema, placedPhotoProblems } from "./document/photos";
import { storiesSectionSchema } from "./document/testimonials";
import { siteConfigSchema } from "./schemas";
import {
  admissionSectionSchema,
  claimsSectionSchema,
  contactSectionSchema,
  universitiesSectionSchema,
} from "./document/admission";

/**
 * The part of the site's content that staff edit in the desk (Content) and publish as
 * revisions (docs/decisions/0024-content-published-from-the-desk.md): the institute's details
 * with its office week, and every course's fees. A fresh database's first revision is the
 * content shipped in app/content (./seed-document.ts); pages read the published revision
 * through ./live.ts. Checked with the same schemas the build checks the shipped content with.
 */

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 09:00 or 17:30");

const openingHours = z
  .tuple([clockTime, clockTime])
  .nullable()
  .refine((hours) => hours === null || hours[0] < hours[1], "must close after it opens");

export const workingWeekSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, openingHours])) as Record<Weekday, typeof openingHours>,
) satisfies z.ZodType<WorkingWeek>;

/** The institute's details as edited: the office week itself, its readings derived from it. */
export const instituteSchema = siteConfigSchema
  .omit({ officeHours: true })
  .extend({ workingWeek: workingWeekSchema })
  .strict();

export type Institute = z.infer<typeof instituteSchema>;

export const contentDocumentSchema = z
  .object({
    institute: instituteSchema,
    /** Every course's fees by slug, "To be confirmed" (null) where not given. */
    fees: z.record(z.string(), feeScheduleSchema),
    /** The session, its dates, the steps, documents to bring and the fee policies (the admission page). */
    admission: admissionSectionSchema,
    /** Getting here, the map link and what the helpline is for (the contact page). */
    contact: contactSectionSchema,
    /** Each marketing claim: shown or switched off, with its source and year. */
    claims: claimsSectionSchema,
    /** What each partner university awards, its recognition, the certificate, registration (/recognition). */
    universities: universitiesSectionSchema,
    /** Every course's facts and prose by slug (./document/courses.ts). */
    courses: coursesSectionSchema,
    /** The success stories, in their order (./document/testimonials.ts). */
    testimonials: storiesSectionSchema,
    /** The frequently asked questions, in their order (./document/faq.ts). */
    faq: questionsSectionSchema,
    /** The privacy notice's fiduciary, its contact for personal data and its processors (./document/privacy.ts). */
    privacy: privacySectionSchema,
    /** Whom to complain to, how a complaint is handled, the anti-ragging contacts (./document/grievance.ts). */
    grievance: grievanceSectionSchema,
    /** The About page's campus gallery: library photos, in their order (./document/photos.ts). */
    gallery: gallerySectionSchema,
    /** What pages need of each photo placed above, from the library when the draft was saved. */
    photos: photosSectionSchema,
  })
  .strict();

export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** One problem with a draft: the field's path ("institute.phone.digits") and what is wrong. */
export interface ContentProblem {
  path: string;
  message: string;
}

/**
 * The problems that stop a document being published, each at its field; none when it is
 * valid. `courseSlugs` are the courses the site has: fees must name exactly those.
 */
export function contentProblems(document: unknown, courseSlugs: readonly string[]): ContentProblem[] {
  const parsed = contentDocumentSchema.safeParse(document);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  }
  const problems: ContentProblem[] = [];
  const given = Object.keys(parsed.data.fees);
  for (const slug of courseSlugs)
    if (!given.includes(slug)) problems.push({ path: `fees.${slug}`, message: "has no fee schedule" });
  for (const slug of given)
    if (!courseSlugs.includes(slug)) problems.push({ path: `fees.${slug}`, message: "is not a course of the site" });
  for (const [slug, schedule] of Object.entries(parsed.data.fees)) {
    const mismatch = feeTotalMismatch(schedule);
    if (mismatch)
      problems.push({
        path: `fees.${slug}.total`,
        message: `does not match the items, which add up to ${formatRupees(mismatch.sum)}: correct the total or an item`,
      });
  }
  problems.push(...placedPhotoProblems(parsed.data));
  problems.push(...privacyProblems(parsed.data.privacy));
  problems.push(
    ...courseFactsProblems(
      parsed.data.courses,
      courseSlugs.map((slug) => courses.find((course) => course.slug === slug) ?? { slug }),
    ),
  );
  return problems;
}
