import type { z } from "zod";
import { admissionYear } from "./admission";
import type { intakeSchema } from "./disclosure-schemas";
import { shippedSeats } from "./seats";

/**
 * Dates and seats: the top of the admission page and each course page. The session follows
 * the admission year (./admission.ts). Dates are written YYYY-MM-DD; seats per course are
 * ./seats.ts's, edited in the desk. What is `null` or missing shows "To be confirmed",
 * and the launch check lists it (./readiness.ts).
 */
export const intake: z.infer<typeof intakeSchema> = {
  session: `${admissionYear}–${String((admissionYear + 1) % 100).padStart(2, "0")}`,
  lastDateToApply: null,
  classesBegin: null,
  seats: shippedSeats as Record<string, number>,
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-07-31" → "31 July 2026", the same on the server and in every browser. */
export function dateText(iso: string | null): string | null {
  if (iso === null) return null;
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
