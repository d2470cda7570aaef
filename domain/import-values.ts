import { UNDECIDED_COURSE } from "./leads";
import { parseIstDate } from "./india-time";

/**
 * A sheet's course and date cells as fairs and aggregators spell them, read into ours. Pure;
 * unit-tested in import-values.test.ts. A sheet that spells a course its own way, or writes a
 * date in a way we cannot read, still brings us a real student: neither refuses a row
 * (domain/import.ts classifyRows), the course goes to the admin's mapping and the date is
 * dropped with a warning.
 */

// ---- Courses ------------------------------------------------------------------------------

/**
 * Words a sheet writes for ours: British spellings, short forms, the abbreviations India uses
 * for a degree ("BHM" is a Bachelor of Hotel Management, "MLT" Medical Lab Technology).
 */
const WORDS: Record<string, string> = {
  theatre: "theater",
  mgmt: "management",
  mgt: "management",
  mngmt: "management",
  manage: "management",
  tech: "technology",
  technician: "technology",
  technologist: "technology",
  laboratory: "lab",
  sterilisation: "sterilization",
  physio: "physiotherapy",
  physiotherapist: "physiotherapy",
  optometrist: "optometry",
  radiography: "radiology",
  bhm: "bvoc hotel management",
  bhmct: "bvoc hotel management",
  mlt: "medical lab technology",
  dmlt: "medical lab technology",
  bmlt: "bvoc medical lab technology",
  ot: "operation theater",
  ott: "operation theater technology",
  bpt: "bvoc physiotherapy",
  it: "information technology",
};

/** Words that say nothing about which course: "course in", "programme". */
const FILLER = new Set(["course", "courses", "in", "of", "the", "and", "program", "programme", "degree"]);

/** A course's words, lower-case, in our spelling: "B.Voc Operation Theatre Tech." → bvoc operation theater technology. */
export function courseWords(text: string): string[] {
  const plain = text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b([bm]) voc\b/g, "$1voc")
    .trim();
  return plain
    .split(" ")
    .flatMap((word) => (WORDS[word] ?? word).split(" "))
    .filter((word) => word && !FILLER.has(word));
}

/** The key a course as written is remembered under: its words, in our spelling ("Hotel Mgmt" and "hotel management" are one). */
export function courseKey(raw: string): string {
  return courseWords(raw).join(" ");
}

/** Whether a cell says the student has not chosen. */
function isUndecided(key: string): boolean {
  return key === "" || key === "undecided" || key === "not decided" || key === "undecided yet" || key === "na";
}

/** What we make of a course as written: ours exactly, one that is clearly meant, several it could be, or none. */
export type CourseGuess =
  | { kind: "exact"; course: string }
  | { kind: "likely"; course: string }
  | { kind: "several"; courses: string[] }
  | { kind: "none" };

/**
 * Our best match for a course as written: the course whose words hold every word written
 * ("Optometry" → B.Voc Optometry Technology), when only one does. An exact match (in any
 * case, spacing or punctuation) is the course; several (B.Voc and M.Voc Hospital Management)
 * are for the admin to choose between; a course we do not teach (Nursing) matches none.
 */
export function guessCourse(raw: string, courses: readonly string[]): CourseGuess {
  const key = courseKey(raw);
  if (isUndecided(key)) return { kind: "exact", course: UNDECIDED_COURSE };
  // Exact: the same letters and digits, whatever the case, spaces and punctuation.
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const exact = courses.find((course) => letters(course) === letters(raw));
  if (exact) return { kind: "exact", course: exact };
  const wanted = key.split(" ");
  const holding = courses.filter((course) => {
    const words = new Set(courseWords(course));
    return wanted.every((word) => words.has(word));
  });
  if (holding.length === 1) return { kind: "likely", course: holding[0]! };
  if (holding.length > 1) return { kind: "several", courses: holding };
  return { kind: "none" };
}

/** The admin's choice for each course as written (by courseKey): one of ours, or Undecided. */
export type CourseChoices = Record<string, string>;

/**
 * The course a cell imports as: ours when it is exactly ours, else the admin's choice, else
 * our likely match, else Undecided (the value as written is kept on the lead). A choice no
 * longer among our courses is not taken.
 */
export function chosenCourse(raw: string, courses: readonly string[], choices: CourseChoices): string {
  const guess = guessCourse(raw, courses);
  if (guess.kind === "exact") return guess.course;
  const choice = choices[courseKey(raw)];
  if (choice && (choice === UNDECIDED_COURSE || courses.includes(choice))) return choice;
  return guess.kind === "likely" ? guess.course : UNDECIDED_COURSE;
}

/** Reads the choices the page sends, keeping only those that are ours or Undecided. */
export function readCourseChoices(
  sent: readonly { key: string; course: string }[],
  courses: readonly string[],
): CourseChoices {
  const choices: CourseChoices = {};
  for (const { key, course } of sent)
    if (key && (course === UNDECIDED_COURSE || courses.includes(course))) choices[key] = course;
  return choices;
}

// ---- Dates --------------------------------------------------------------------------------

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Excel counts days from 30 December 1899 (its 1900 leap-year error included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serial numbers between these are dates from 1982 to 2064: anything else is not an enquiry's date. */
const EXCEL_SERIALS = [30_000, 60_000] as const;

/** A month by its name or its first three or more letters ("Dec", "Sept", "December"). */
function monthOf(word: string): number | null {
  const lower = word.toLowerCase();
  const at = MONTHS.findIndex((month) => lower.length >= 3 && month.startsWith(lower));
  return at >= 0 ? at + 1 : null;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

/**
 * A sheet's date as India writes it, day first: "2026-11-23", "23/11/2026", "23-11-26",
 * "23.11.2026", "5 Dec 2026", "5-Dec-26", "5th December 2026", "Dec 5, 2026", or an Excel
 * serial date (46361). Noon IST that day; "" when empty; null when it is not one.
 */
export function readRowDate(raw: string): string | null {
  const text = raw.trim();
  if (!text) return "";
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s.*)?$/.exec(text);
  const dayMonth = /^(\d{1,2})(?:st|nd|rd|th)?[\s/.-]+([a-z]{3,9})\.?[\s/.,-]+(\d{4}|\d{2})$/i.exec(text);
  const monthDay = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) parts = [fullYear(numeric[3]!), Number(numeric[2]), Number(numeric[1])];
  else if (dayMonth && monthOf(dayMonth[2]!))
    parts = [fullYear(dayMonth[3]!), monthOf(dayMonth[2]!)!, Number(dayMonth[1])];
  else if (monthDay && monthOf(monthDay[1]!))
    parts = [Number(monthDay[3]), monthOf(monthDay[1]!)!, Number(monthDay[2])];
  else if (/^\d{5}(\.0+)?$/.test(text)) {
    const serial = Number(text);
    if (serial < EXCEL_SERIALS[0] || serial > EXCEL_SERIALS[1]) return null;
    const day = new Date(EXCEL_EPOCH_MS + serial * 86_400_000);
    parts = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  }
  if (!parts) return null;
  const [y, m, d] = parts;
  const day = parseIstDate(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  return day ? new Date(day.getTime() + 12 * 3_600_000).toISOString() : null;
}
