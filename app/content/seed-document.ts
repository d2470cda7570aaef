import type { ContentDocument } from "./content-document";
import { courses } from "./courses";
import { courseHindiOf } from "./courses/hi/index";
import { shippedAdmission, shippedClaims, shippedContact, shippedUniversities } from "./document/admission-seed";
import { shippedCourseFacts } from "./document/courses";
import { shippedQuestions } from "./document/faq";
import { shippedPrivacySection } from "./document/privacy";
import { shippedGrievance } from "./document/grievance";
import { shippedStories } from "./document/testimonials";
import { faq } from "./faq";
import { shippedFees } from "./fees-given";
import { shippedSeats } from "./seats";
import { site, workingWeek } from "./site";
import { testimonials } from "./testimonials";
import { faqText } from "./translations/faq";
import { successStoriesText } from "./translations/success-stories";

/**
 * The content shipped in app/content as one document: the first revision of a fresh
 * database (server/content/published-content.ts), and what pages read where no revision
 * is bound (the build's pre-rendering, unit tests).
 */
export function seedDocument(): ContentDocument {
  const { officeHours: _derived, ...details } = site;
  return {
    institute: structuredClone({ ...details, workingWeek }) as ContentDocument["institute"],
    fees: Object.fromEntries(courses.map((course) => [course.slug, shippedFees(course.slug)])),
    admission: shippedAdmission(),
    contact: shippedContact(),
    claims: shippedClaims(),
    universities: shippedUniversities(),
    courses: Object.fromEntries(
      courses.map((course) => [
        course.slug,
        shippedCourseFacts(course, courseHindiOf(course.slug), shippedSeats[course.slug]),
      ]),
    ),
    testimonials: shippedStories(testimonials, successStoriesText.hi.stories),
    faq: shippedQuestions(faq, faqText.hi.entries),
    privacy: shippedPrivacySection(),
    grievance: shippedGrievance(),
    // The photo library starts empty: no page shows a photo until an editor places one.
    gallery: { about: [] },
    photos: {},
  };
}
