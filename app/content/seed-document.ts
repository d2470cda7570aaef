import { slugify } from "#domain/slug.ts";
import type { ContentDocument } from "./content-document";
import { courses } from "./courses";
import { shippedAdmission, shippedClaims, shippedContact } from "./document/admission-seed";
import type { FeeSchedule } from "./disclosure-schemas";
import { givenFees } from "./fees-given";
import { popularCourses } from "./home";
import { site, workingWeek } from "./site";

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
    admission: shippedAdmission(),
    contact: shippedContact(),
    claims: shippedClaims(),
  };
}
