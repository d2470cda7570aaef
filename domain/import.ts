import { emailKey, phoneKey } from "./leads";
import { chosenCourse, courseKey, guessCourse, readRowDate, type CourseChoices } from "./import-values";
import type { ImportRecord, ImportStatus } from "./desk";

/**
 * Leads from a spreadsheet (an education fair's sheet, an aggregator's download): how the
 * file's bytes are read, which column is which, and what each row becomes (a new lead, a
 * join to an existing one, a repeat of an earlier row, or refused with its reasons). Pure;
 * the phone rule is handed in (app/lib/phone.ts, the forms' own), and whether a row joins an
 * existing lead is the store's (pickLead over the database). Unit-tested in import.test.ts.
 */

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

export const IMPORT_SOURCES = ["fair", "aggregator", "referral", "other"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  fair: "Education fair",
  aggregator: "Aggregator",
  referral: "Referral",
  other: "Other",
};

export const IMPORT_FIELDS = [
  "name",
  "phone",
  "email",
  "course",
  "city",
  "guardianName",
  "guardianPhone",
  "notes",
  "date",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  course: "Course",
  city: "City",
  guardianName: "Parent or guardian's name",
  guardianPhone: "Parent or guardian's phone",
  notes: "Notes",
  date: "Date of enquiry",
};

/** Which column (0-based) holds each field; a field left out is not in the file. */
export type ColumnMapping = Partial<Record<ImportField, number>>;

/** Words a header may use for each field, lower-case; the first field whose word a header holds wins. */
const HEADER_WORDS: [ImportField, RegExp][] = [
  ["guardianPhone", /(parent|guardian|father|mother).*(phone|mobile|contact|number)/],
  ["guardianName", /(parent|guardian|father|mother)/],
  ["phone", /(phone|mobile|contact|whatsapp|number|cell)/],
  ["email", /e-?mail/],
  ["course", /(course|programme|program|stream|interest)/],
  ["city", /(city|town|location|district)/],
  ["notes", /(note|remark|comment|message|query)/],
  ["date", /(date|time|when|day)/],
  ["name", /name/],
];

/** A first guess at the mapping from the header row (each field to the first column that names it). */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  headers.forEach((header, column) => {
    const text = header.trim().toLowerCase();
    const field = HEADER_WORDS.find(([candidate, words]) => mapping[candidate] === undefined && words.test(text));
    if (field) mapping[field[0]] = column;
  });
  return mapping;
}

/** Reads a mapping sent by the page (field → column number, "" for none), keeping only columns the file has. */
export function readMapping(values: Partial<Record<ImportField, unknown>>, columns: number): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const field of IMPORT_FIELDS) {
    const raw = values[field];
    const column = typeof raw === "number" ? raw : typeof raw === "string" && raw !== "" ? Number(raw) : NaN;
    if (Number.isInteger(column) && column >= 0 && column < columns) mapping[field] = column;
  }
  return mapping;
}

/** The key a mapping is remembered under: the source and, for a fair or an aggregator, its name. */
export function importSourceKey(source: ImportSource, detail: string): string {
  const name = detail.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
  return source === "fair" || source === "aggregator" ? `${source}:${name}` : source;
}

// ---- Reading the file's bytes --------------------------------------------------------------

export type DecodedFile = { ok: true; text: string; encoding: string } | { ok: false; error: string };

const NOT_CSV =
  "This is not a CSV file: it looks like a spreadsheet or another binary file. In Excel or Google Sheets choose File → Save as (Download) → CSV, and upload that.";
const UNREADABLE =
  "The file's characters could not be read: save it as CSV UTF-8 (Excel: File → Save as → CSV UTF-8) and upload it again.";

const UTF16 =
  "This file is saved as UTF-16 (Excel calls it “Unicode Text”), which the import does not read: in Excel choose File → Save as → CSV UTF-8 (in Google Sheets, File → Download → CSV), and upload that.";

/**
 * Whether the file is UTF-16: its byte-order mark (FF FE or FE FF, which UTF-32's marks
 * begin with too), or, without one, text whose every other byte is zero, as Latin letters,
 * digits and commas are in UTF-16. Told apart from other binary files so its message can
 * say how to save the file again.
 */
function isUtf16(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const pairs = Math.min(Math.floor(bytes.length / 2), 256);
  if (pairs < 2) return false;
  const zeros = [0, 0];
  for (let index = 0; index < pairs * 2; index++) if (bytes[index] === 0) zeros[index % 2]!++;
  // Nearly every pair has its zero on the same side, and the other side has none.
  return zeros.some((count, side) => count >= pairs * 0.6 && zeros[1 - side] === 0);
}

/**
 * The file's text: UTF-8 (with or without a byte-order mark) or Windows-1252 as older Excel
 * writes it. UTF-16 is refused with how to save the file as UTF-8: decoding it as either of
 * the others would store mojibake. A binary file (a zero byte near the start; an .xlsx is a
 * zip) is refused, and so is text that is neither, as an unreadable encoding.
 */
export function decodeCsv(bytes: Uint8Array): DecodedFile {
  if (bytes.length === 0) return { ok: false, error: "The file is empty." };
  if (isUtf16(bytes)) return { ok: false, error: UTF16 };
  const head = bytes.subarray(0, 8192);
  if (head.includes(0) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04))
    return { ok: false, error: NOT_CSV };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "UTF-8" };
  } catch {
    // Not UTF-8: older Excel writes the Windows code page. Its five unassigned bytes, and
    // controls other than tab and line ends, mean it was something else.
    const text = windows1252(body);
    // eslint-disable-next-line no-control-regex -- control characters are the sign of a wrong encoding
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/.test(text)) return { ok: false, error: UNREADABLE };
    return { ok: true, text, encoding: "Windows-1252" };
  }
}

/** Bytes 0x80 to 0x9F in Windows-1252 (U+FFFD: unassigned); the rest are Latin-1's. */
const CP1252_HIGH =
  "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd" +
  "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

/**
 * Windows-1252 by its table: Node 20's TextDecoder takes the label but decodes Latin-1,
 * which turns Excel's quotes and dashes (0x91–0x97) into invisible controls.
 */
function windows1252(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte)),
    );
  }
  return text;
}

/** Comma or semicolon (Excel in many locales writes ";"): whichever the header line holds more of, outside quotes. */
export function detectDelimiter(text: string): "," | ";" {
  const line = (text.split(/\r?\n/, 1)[0] ?? "").replace(/"[^"]*"/g, "");
  const count = (char: string) => line.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

// ---- Rows --------------------------------------------------------------------------------

/** One row as it will be stored. */
export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string;
  phone: string;
  email: string;
  course: string;
  /** The course as the sheet wrote it, when that is not exactly one of ours ("" otherwise): kept on the lead. */
  courseAsWritten?: string;
  city: string;
  guardianName: string;
  guardianPhone: string;
  notes: string;
  /** When they enquired (UTC instant); "" for the import's own date. */
  date: string;
}

/** An accepted or repeated row's warnings: what was left out of it (a date we cannot read), never why it was refused. */
export type RowVerdict =
  | { kind: "accepted"; row: ImportRow; warnings: string[] }
  | { kind: "repeat"; row: ImportRow; of: number; warnings: string[] }
  | { kind: "refused"; line: number; cells: string[]; reasons: string[] };

const LIMITS: Partial<Record<ImportField, number>> = {
  name: 100,
  email: 254,
  city: 100,
  guardianName: 100,
  notes: 2000,
};

// eslint-disable-next-line no-control-regex -- control and bidi characters never belong in a cell
const HIDDEN = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A cell as text: NFC, hidden characters dropped, trimmed; line breaks kept only in notes. */
export function cleanCell(value: string, multiline = false): string {
  const text = value.normalize("NFC").replace(HIDDEN, "");
  return (multiline ? text.replace(/\r\n?/g, "\n") : text.replace(/[\r\n\t]+/g, " ")).trim();
}

/**
 * A spreadsheet formula (=HYPERLINK(…), @SUM(…), +cmd|…): never imported, so it can never
 * reach a colleague's spreadsheet through an export. A phone's leading + and a note's
 * leading "- " are not formulas.
 */
export function isFormula(value: string): boolean {
  return /^[=@]/.test(value) || /^[+-][A-Za-z(]/.test(value);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone cell as spreadsheets leave it: "9876543210.0" and 9.87654321E+09 are a number the sheet reformatted. */
function sheetPhone(raw: string): { text: string } | { error: string } {
  if (/^\d(\.\d+)?e\+?\d+$/i.test(raw))
    return {
      error: `phone "${raw}" was turned into a number by the spreadsheet: format the column as text and export again`,
    };
  return { text: raw.replace(/^(\d+)\.0+$/, "$1") };
}

export { readRowDate } from "./import-values";

export interface ClassifyRules {
  /** The forms' phone rule: "+919876543210", or null when not an Indian mobile number. */
  phone: (raw: string) => string | null;
  courses: readonly string[];
  /** The admin's course for each course as written (domain/import-values.ts); what is left out imports as its likely match or Undecided. */
  courseChoices?: CourseChoices;
  /** Dates after this are refused (an enquiry from the future is a typing mistake). */
  now: Date;
}

/** Whether a row has nothing in it (a blank line, or a row of empty cells). */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

/**
 * Every data row's verdict, in file order (blank rows are skipped). Only a row with no name,
 * or no phone that is an Indian mobile number, is refused (with every reason): it cannot be
 * called. Anything else wrong is left out of the row with a warning and the row imported: an
 * email that is not one, a parent's phone that is not a mobile, a date we cannot read or in
 * the future, a spreadsheet formula in a cell, a value too long (cut to its limit). A course
 * is never a reason: it imports as ours, as the admin's choice for it, as its likely match or
 * as Undecided (domain/import-values.ts chosenCourse), keeping the course as written. An
 * accepted row whose phone, guardian's phone or email was already on an earlier accepted row
 * is a repeat of that row (the first one is imported).
 *
 * A sheet may be classified in parts (`part`): the data rows from index `from` on, sharing
 * `seen` (each accepted row's keys and line) so that a repeat is found across parts.
 */
export function classifyRows(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  rules: ClassifyRules,
  part: { from: number; seen: Map<string, number> } = { from: 0, seen: new Map() },
): RowVerdict[] {
  const verdicts: RowVerdict[] = [];
  const { seen } = part;
  rows.forEach((cells, index) => {
    if (isBlankRow(cells)) return;
    const line = part.from + index + 2;
    const reasons: string[] = [];
    const warnings: string[] = [];
    const cell = (field: ImportField) => {
      const column = mapping[field];
      if (column === undefined) return "";
      const value = cleanCell(cells[column] ?? "", field === "notes");
      const label = IMPORT_FIELD_LABELS[field].toLowerCase();
      if (isFormula(value) && !(field.endsWith("hone") && /^\+[\d\s-]+$/.test(value))) {
        (field === "name" || field === "phone" ? reasons : warnings).push(`${label} holds a spreadsheet formula`);
        return "";
      }
      const limit = LIMITS[field];
      if (limit && value.length > limit) {
        warnings.push(`${label} is over ${limit} characters: cut to ${limit}`);
        return value.slice(0, limit).trim();
      }
      return value;
    };
    const name = cell("name");
    const rawPhone = cell("phone");
    const rawEmail = cell("email");
    const rawCourse = cell("course");
    const rawGuardianPhone = cell("guardianPhone");
    const rawDate = cell("date");
    const course = chosenCourse(rawCourse, rules.courses, rules.courseChoices ?? {});
    const row: ImportRow = {
      line,
      name,
      phone: "",
      email: "",
      course,
      ...(rawCourse && guessCourse(rawCourse, rules.courses).kind !== "exact" ? { courseAsWritten: rawCourse } : {}),
      city: cell("city"),
      guardianName: cell("guardianName"),
      guardianPhone: "",
      notes: cell("notes"),
      date: "",
    };
    if (!name && !rawPhone) reasons.push("no name and no phone number");
    else if (!name) reasons.push("no name");
    else if (!rawPhone) reasons.push("no phone number");
    if (rawPhone) {
      const sheet = sheetPhone(rawPhone);
      const phone = "error" in sheet ? null : rules.phone(sheet.text);
      if ("error" in sheet) reasons.push(sheet.error);
      else if (!phone) reasons.push(`phone "${rawPhone}" is not an Indian mobile number`);
      else row.phone = phone;
    }
    if (rawGuardianPhone) {
      const sheet = sheetPhone(rawGuardianPhone);
      const phone = "error" in sheet ? null : rules.phone(sheet.text);
      if (!phone) warnings.push(`parent's phone "${rawGuardianPhone}" is not an Indian mobile number: left out`);
      else row.guardianPhone = phone;
    }
    if (rawEmail && !EMAIL.test(rawEmail)) warnings.push(`email "${rawEmail}" is not an email address: left out`);
    else row.email = rawEmail;
    const date = readRowDate(rawDate);
    if (date === null) warnings.push(`date "${rawDate}" could not be read: left out (write 23/11/2026 or 5 Dec 2026)`);
    else if (date && Date.parse(date) > rules.now.getTime() + 24 * 3_600_000)
      warnings.push(`date "${rawDate}" is in the future: left out`);
    else row.date = date;
    if (reasons.length > 0) {
      verdicts.push({ kind: "refused", line, cells: [...cells], reasons: [...reasons, ...warnings] });
      return;
    }
    const keys = [
      `p:${phoneKey(row.phone)}`,
      ...(row.guardianPhone ? [`p:${phoneKey(row.guardianPhone)}`] : []),
      ...(row.email ? [`e:${emailKey(row.email)}`] : []),
    ];
    const earlier = keys.map((key) => seen.get(key)).find((at) => at !== undefined);
    if (earlier !== undefined) {
      verdicts.push({ kind: "repeat", row, of: earlier, warnings });
      return;
    }
    for (const key of keys) seen.set(key, line);
    verdicts.push({ kind: "accepted", row, warnings });
  });
  return verdicts;
}

/** A course as a sheet writes it, once for all its spellings that read the same (courseKey), with how many rows write it. */
export interface CourseValue {
  key: string;
  /** Its first spelling in the file. */
  written: string;
  /** Its other spellings in the file ("OT Technician" beside "Operation Theatre Technology"), each once. */
  also: string[];
  rows: number;
}

/**
 * Each course the file writes that is not exactly one of ours, once, in order of how many
 * rows write it: what the admin maps in one place (import-detail's course step).
 */
export function courseValues(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  courses: readonly string[],
): CourseValue[] {
  const column = mapping.course;
  if (column === undefined) return [];
  const values = new Map<string, CourseValue>();
  for (const cells of rows) {
    const written = cleanCell(cells[column] ?? "");
    if (!written || isFormula(written) || guessCourse(written, courses).kind === "exact") continue;
    const key = courseKey(written);
    const value = values.get(key) ?? { key, written, also: [], rows: 0 };
    // A spelling that differs only in case or spacing is not worth naming again.
    const plain = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
    const spelt = [value.written, ...value.also].some((seen) => plain(seen) === plain(written));
    if (!spelt && value.also.length < 5) value.also.push(written);
    value.rows += 1;
    values.set(key, value);
  }
  return [...values.values()].sort((a, b) => b.rows - a.rows || a.written.localeCompare(b.written));
}

/** What staff read on an imported lead until a call or message is logged: the notice is owed at first contact. */
export function importNotice(sourceLabel: string): string {
  return `Imported from ${sourceLabel}: tell them how we got their number and link the privacy notice.`;
}

/** An import can be undone for this long after it was committed. */
export const IMPORT_UNDO_MS = 24 * 3_600_000;

/** How an import stands, as the desk names it. */
export type ImportStage = ImportStatus | "paused" | "stopped";

/**
 * An import's stage: a committing import the database refused is paused; an undone one that
 * never stored every accepted row was stopped while paused (stopPausedImport), since an undo
 * follows a whole commit, which stores them all.
 */
export function importStage(record: Pick<ImportRecord, "status" | "problem" | "stored" | "accepted">): ImportStage {
  if (record.status === "committing") return record.problem ? "paused" : "committing";
  if (record.status === "undone" && record.stored < record.accepted) return "stopped";
  return record.status;
}
