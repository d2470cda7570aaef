import type { z } from "zod";
import { admissionYear } from "./admission";
import type { intakeSchema } from "./disclosure-schemas";

/**
 * Dates and seats: the top of the admission page and each course page. The session follows
 * the admission year (./admission.ts). Dates are written YYYY-MM-DD; seats per course by
 * its slug, e.g. "hotel-management": 60. What is `null` or missing shows "To be confirmed",
 * and the launch check lists it (./readiness.ts).
 */
export const intake: z.infer<typeof intakeSchema> = {
  session: `${admissionYear}–${String((admissionYear + 1) % 100).padStart(2, "0")}`,
  lastDateToApply: null,
  classesBegin: null,
  seats: {},
};
