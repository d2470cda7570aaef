import { slugify } from "#domain/slug.ts";
import type { ContentDocument } from "./content-document";
import { courses } from "./courses";
import { courseHindiOf } from "./courses/hi/index";
import { shippedCourseFacts } from "./document/courses";
import { shippedQuestions } from "./document/faq";
import { shippedStories } from "./document/testimonials";
import { faq } from "./faq";
import type { FeeSchedule } from "./disclosure-schemas";
import { givenFees } from "./fees-given";
import { popularCourses } from "./home";
import { shippedSeats } from "./seats";
import { site, workingWeek } from "./site";
import { testimonials } from "./testimonials";
import { faqText } from "./translations/faq";
import { successStoriesText } from "./translations/success-stories";

const notGiven = { rupees: null, when: null };

/** A course's fees as shipped: its home card's tuition, the given items, "To be confirmed" (null) for the rest. */
function shippedFees(slug: string): FeeSchedule {
  const card = popularCourses.find((popular) => slugify(popular.title) === slug);
  const schedule: FeeSchedule = {
    registration: notGiven,
    tuition: card ? { rupees: card.feeRupees, period: card.feePeriod, when: null } : { ...notGiven, period: null },
    examination: notGiven,
    university: notGiven,
    other: notGiven,
    deposit: notGiven,
    total: null,
  };
  return { ...schedule, ...givenFees[slug] };
}

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
    courses: Object.fromEntries(
      courses.map((course) => [
        course.slug,
        shippedCourseFacts(course, courseHindiOf(course.slug), shippedSeats[course.slug]),
      ]),
    ),
    testimonials: shippedStories(testimonials, successStoriesText.hi.stories),
    faq: shippedQuestions(faq, faqText.hi.entries),
  };
}
