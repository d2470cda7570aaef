/**
 * Seats per course as shipped, by slug, e.g. "hotel-management": 60: a fresh database's first
 * revision (./seed-document.ts). Staff change them in the desk (Content → Courses); a course
 * missing here shows "To be confirmed". Kept apart from ./intake.ts so the content document can
 * be built without loading the admission page's content.
 */
export const shippedSeats: Readonly<Partial<Record<string, number>>> = {};
