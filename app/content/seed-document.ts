import type { ContentDocument } from "./content-document";
import { courses } from "./courses";
import { shippedAdmission, shippedClaims, shippedContact, shippedUniversities } from "./document/admission-seed";
import { shippedFees } from "./fees-given";
import { site, workingWeek } from "./site";

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
  };
}
