import { ENQUIRY_FIELD_KEYS } from "#domain/enquiry-fields.ts";
import type { StoredContactMessage, StoredEnquiry } from "#domain/submissions.ts";

export { neutraliseFormula, toCsv } from "#domain/csv.ts";

/** Staff export: argument parsing and the JSON and CSV formats (commands/export.ts runs it). */
interface ExportOptions {
  format: "json" | "csv";
  kind?: "enquiries" | "messages";
  since?: Date;
  /** A file to write (0600) instead of standard output. */
  out?: string;
}

export const USAGE =
  "Usage: npm run export -- --format json|csv [--kind enquiries|messages] [--since YYYY-MM-DD] [--out FILE]";

/** Parses the flags; throws an Error whose message is one line saying what is wrong (commands/export.ts adds the usage). */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const match = /^--(format|kind|since|out)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}".`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value.startsWith("--")) throw new Error(`--${match[1]} needs a value.`);
    values.set(match[1]!, value);
  }

  const format = values.get("format");
  if (format !== "json" && format !== "csv") {
    throw new Error(`--format must be json or csv${format ? `, not "${format}"` : ""}.`);
  }
  const kind = values.get("kind");
  if (kind !== undefined && kind !== "enquiries" && kind !== "messages") {
    throw new Error(`--kind must be enquiries or messages, not "${kind}".`);
  }
  if (format === "csv" && !kind) throw new Error("--kind is required with --format csv (one kind per file).");

  const sinceText = values.get("since");
  let since: Date | undefined;
  if (sinceText !== undefined) {
    since = new Date(`${sinceText}T00:00:00.000Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(sinceText) ||
      Number.isNaN(since.getTime()) ||
      since.toISOString().slice(0, 10) !== sinceText
    ) {
      throw new Error(`--since must be a date written YYYY-MM-DD, like 2026-01-31, not "${sinceText}".`);
    }
  }
  const out = values.get("out");
  if (out === "") throw new Error("--out needs a file name.");
  return { format, kind, since, out };
}

/** An enquiry's columns in the export: what every enquiry has, then its fields (domain/enquiry-fields.ts), in their order. */
export const ENQUIRY_COLUMNS = ["id", "createdAt", "source", ...ENQUIRY_FIELD_KEYS] as const;
export const MESSAGE_COLUMNS = ["id", "createdAt", "name", "email", "phone", "subject", "message"] as const;

export function toJson(data: { enquiries?: StoredEnquiry[]; messages?: StoredContactMessage[] }): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
