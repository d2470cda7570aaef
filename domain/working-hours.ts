import { DAY_MS, IST_OFFSET_MS, istDayBounds } from "./india-time";

/**
 * Office hours as the desk counts them (India time): for each weekday an opening and a
 * closing time, or null for a closed day. "4 working hours after an enquiry" counts only
 * time inside them.
 */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WorkingWeek = Record<Weekday, readonly [open: string, close: string] | null>;

const minutes = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** Working time between two instants, in milliseconds (0 if `end` is not after `start`). */
export function workingMsBetween(start: Date, end: Date, week: WorkingWeek): number {
  if (end <= start) return 0;
  let total = 0;
  // Day by day in India time; a year is the most the desk ever needs to count.
  for (
    let day = istDayBounds(start).start.getTime();
    day < end.getTime() && day - start.getTime() < 366 * DAY_MS;
    day += DAY_MS
  ) {
    const hours = week[WEEKDAYS[new Date(day + IST_OFFSET_MS).getUTCDay()]!];
    if (!hours) continue;
    const open = day + minutes(hours[0]) * 60_000;
    const close = day + minutes(hours[1]) * 60_000;
    total += Math.max(0, Math.min(close, end.getTime()) - Math.max(open, start.getTime()));
  }
  return total;
}
