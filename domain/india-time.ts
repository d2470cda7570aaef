/**
 * The desk shows and takes times in India Standard Time and stores them in UTC. IST is
 * UTC+05:30 all year (no daylight saving), so a fixed offset is exact.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** "2026-11-23T14:30" (a datetime-local value, read as IST) → the UTC instant, or null. */
export function parseIstLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const date = new Date(utc);
  // Rejects 2026-02-31 and 25:00, which Date.UTC would roll over.
  const back = new Date(utc + IST_OFFSET_MS);
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    back.getUTCHours() !== h
  ) {
    return null;
  }
  return date;
}

/** The UTC instant as an IST datetime-local value ("2026-11-23T14:30"). */
export function toIstLocal(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2026-11-23" (a date input, an IST calendar day) → the UTC instant at its start, or null. */
export function parseIstDate(value: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? parseIstLocal(`${value.trim()}T00:00`) : null;
}

/** The IST calendar day of an instant, "2026-11-23". */
export function istDate(instant: Date | string): string {
  return toIstLocal(instant).slice(0, 10);
}

/** Start (inclusive) and end (exclusive) of the IST day holding `now`, as UTC instants. */
export function istDayBounds(now: Date): { start: Date; end: Date } {
  const start = parseIstDate(istDate(now))!;
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const shortFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "23 Nov 2026, 2:30 pm" in IST. */
export function formatIst(instant: Date | string): string {
  return dateTimeFormat.format(new Date(instant));
}

/** "23 Nov, 2:30 pm" in IST: for lists on a phone, where the year is rarely needed. */
export function formatIstShort(instant: Date | string): string {
  return shortFormat.format(new Date(instant));
}

/** "23 Nov 2026" in IST. */
export function formatIstDay(instant: Date | string): string {
  return dayFormat.format(new Date(instant));
}

/** "2 h 05 min", "45 min", "3 d 4 h": a duration for people, rounded down to the minute. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return `${hours} h ${String(mins).padStart(2, "0")} min`;
  return `${mins} min`;
}
