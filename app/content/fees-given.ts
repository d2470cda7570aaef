import { slugify } from "#domain/slug.ts";
import type { FeeSchedule } from "./disclosure-schemas";
import { popularCourses } from "./home";

/**
 * The fees the institute has given beyond the three home cards' tuition, by course slug, as
 * shipped with the code: the first content revision of a fresh database is made from them
 * (./seed-document.ts). After that, fees are edited in the desk (Content) and this file is
 * only the fresh database's starting point. Add a course's fees here by its slug, e.g.
 *   "hotel-management": { registration: { rupees: 5000, when: "application" }, … } (FEE_WHEN)
 * Anything left out shows "To be confirmed", and the launch check lists it (./readiness.ts).
 */
export const givenFees: Readonly<Partial<Record<string, Partial<FeeSchedule>>>> = {};

const notGiven = { rupees: null, when: null };

/** A course's fees as shipped: its home card's tuition, the given items, "To be confirmed" (null) for the rest. */
export function shippedFees(slug: string): FeeSchedule {
  const card = popularCourses.find((popular) => slugify(popular.title) === slug);
  const schedule: FeeSchedule = {
    registration: notGiven,
    tuition: card ? { rupees: card.feeRupees, period: "year", when: null } : { ...notGiven, period: null },
    examination: notGiven,
    university: notGiven,
    other: notGiven,
    deposit: notGiven,
    total: null,
  };
  return { ...schedule, ...givenFees[slug] };
}
