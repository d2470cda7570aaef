import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse/sync";
import { ADMISSION_COURSE_OPTIONS } from "#content/form-options.ts";
import type { DeskStore, ImportCommit, ImportRecord } from "#domain/desk.ts";
import {
  classifyRows,
  courseValues,
  decodeCsv,
  detectDelimiter,
  guessMapping,
  isBlankRow,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ColumnMapping,
  type CourseValue,
  type ImportRow,
  type RowVerdict,
} from "#domain/import.ts";
import { chosenCourse, guessCourse, type CourseChoices, type CourseGuess } from "#domain/import-values.ts";
import { storedPhone } from "#app/lib/phone.ts";

/**
 * Reading an uploaded CSV (with csv-parse) into a header row and data rows, and turning a
 * draft into its preview. The file is read from memory and never written anywhere: the
 * draft's cells go to the database (server/storage/desk/imports.ts).
 */

const MAX_COLUMNS = 60;
const MAX_CELL = 5000;

export type ParsedFile =
  { ok: true; headers: string[]; cells: string[][]; blank: number } | { ok: false; error: string };

export function parseCsvFile(bytes: Uint8Array): ParsedFile {
  if (bytes.length > MAX_IMPORT_BYTES)
    return {
      ok: false,
      error: "The file is larger than 5 MB, the most one import takes: split it and import each part.",
    };
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) return decoded;
  let records: string[][];
  try {
    records = parse(decoded.text, {
      delimiter: detectDelimiter(decoded.text),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: MAX_CELL * MAX_COLUMNS,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      ok: false,
      error: `The file could not be read as CSV${line ? ` (near line ${line})` : ""}: check it opens as a table in a spreadsheet, save it as CSV again and upload that.`,
    };
  }
  const [headers, ...rows] = records;
  if (!headers || isBlankRow(headers))
    return { ok: false, error: "The first line should name the columns, and it is empty." };
  if (headers.length > MAX_COLUMNS)
    return { ok: false, error: `The file has ${headers.length} columns; an import takes at most ${MAX_COLUMNS}.` };
  if (rows.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      error: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows, the most one import takes (empty rows count too): delete the empty rows, or split the file.`,
    };
  }
  const blank = rows.filter(isBlankRow).length;
  if (blank === rows.length) return { ok: false, error: "The file has a header but no rows to import." };
  if (rows.some((row) => row.some((cell) => cell.length > MAX_CELL)))
    return {
      ok: false,
      error: `A cell holds more than ${MAX_CELL} characters: this does not look like a list of people.`,
    };
  return { ok: true, headers: headers.map((header) => header.trim()), cells: rows, blank };
}

export const IMPORT_COURSES: readonly string[] = ADMISSION_COURSE_OPTIONS;

/** A course the file writes its own way, with our best match and what it imports as now. */
export interface CourseRow extends CourseValue {
  guess: CourseGuess;
  chosen: string;
}

export interface Preview {
  mapping: ColumnMapping;
  courseChoices: CourseChoices;
  courses: CourseRow[];
  verdicts: RowVerdict[];
  /** For each accepted row (in order), the lead it joins, or null for a new lead. */
  joins: (string | null)[];
  counts: { create: number; join: number; refused: number; repeated: number; blank: number };
}

/**
 * Rows classified at a time, with a turn of the event loop between: 10,000 rows at once held
 * the process about 100 ms, and visitors' posts that reached it waited.
 */
const CLASSIFY_SLICE = 1000;

/** The draft's verdicts and, for the rows accepted, which existing lead each joins. */
export async function previewImport(desk: DeskStore, record: ImportRecord, now: Date): Promise<Preview> {
  const mapping = record.mapping ?? guessMapping(record.headers);
  const courseChoices = record.courseChoices;
  const rules = { phone: storedPhone, courses: IMPORT_COURSES, courseChoices, now };
  const verdicts: RowVerdict[] = [];
  const seen = new Map<string, number>();
  for (let from = 0; from < record.cells.length; from += CLASSIFY_SLICE) {
    verdicts.push(...classifyRows(record.cells.slice(from, from + CLASSIFY_SLICE), mapping, rules, { from, seen }));
    await nextTurn();
  }
  const accepted = verdicts.flatMap((verdict) => (verdict.kind === "accepted" ? [verdict.row] : []));
  const joins = await desk.matchImportRows(
    accepted.map((row) => ({ phone: row.phone, guardianPhone: row.guardianPhone, email: row.email })),
  );
  const join = joins.filter(Boolean).length;
  const courses = courseValues(record.cells, mapping, IMPORT_COURSES).map((value) => ({
    ...value,
    guess: guessCourse(value.written, IMPORT_COURSES),
    chosen: chosenCourse(value.written, IMPORT_COURSES, courseChoices),
  }));
  return {
    mapping,
    courseChoices,
    courses,
    verdicts,
    joins,
    counts: {
      create: accepted.length - join,
      join,
      refused: verdicts.filter((verdict) => verdict.kind === "refused").length,
      repeated: verdicts.filter((verdict) => verdict.kind === "repeat").length,
      blank: record.cells.filter(isBlankRow).length,
    },
  };
}

/** What committing stores, from the preview's verdicts. */
export function commitFrom(preview: Preview): ImportCommit {
  const accepted: ImportRow[] = [];
  const refused: ImportCommit["refused"] = [];
  let repeated = 0;
  for (const verdict of preview.verdicts) {
    if (verdict.kind === "accepted") accepted.push(verdict.row);
    else if (verdict.kind === "refused")
      refused.push({ line: verdict.line, cells: verdict.cells, reasons: verdict.reasons });
    else repeated += 1;
  }
  return { mapping: preview.mapping, courseChoices: preview.courseChoices, accepted, refused, repeated };
}
