import { resolve } from "node:path";
import { runCommand, UsageError } from "./command";
import { readConfig } from "#server/config.ts";
import { ENQUIRY_COLUMNS, MESSAGE_COLUMNS, parseExportArgs, toCsv, toJson, USAGE } from "#server/export.ts";
import { writePrivateFile } from "#server/storage/private-files.ts";
import { openReader } from "#server/storage/database.ts";

/**
 * npm run export -- --format json|csv [--kind enquiries|messages] [--since YYYY-MM-DD] [--out FILE]
 *
 * Reads the database read-only (server/storage/sqlite-reader.ts): a missing file or an
 * older schema is refused, never created or migrated. The export goes to standard output,
 * or with --out to a file only its owner can read (0600), written only once the export is
 * complete, so a refusal leaves no file behind.
 */
async function run(argv: string[]): Promise<string | undefined> {
  let options;
  try {
    options = parseExportArgs(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const reader = await openReader(readConfig().DATABASE_URL);
  let text: string;
  try {
    const wants = (kind: "enquiries" | "messages") => !options.kind || options.kind === kind;
    const enquiries = wants("enquiries") ? await reader.listEnquiries({ since: options.since }) : undefined;
    const messages = wants("messages") ? await reader.listContactMessages({ since: options.since }) : undefined;
    if (options.format === "json") text = toJson({ enquiries, messages });
    else if (enquiries) text = toCsv(ENQUIRY_COLUMNS, enquiries);
    else text = toCsv(MESSAGE_COLUMNS, messages ?? []);
  } finally {
    await reader.close();
  }

  if (options.out === undefined) {
    process.stdout.write(text);
    return undefined;
  }
  // npm runs scripts in the project's folder; a relative --out means where the command was typed.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), options.out);
  writePrivateFile(out, text);
  return `Wrote the export to ${out} (readable by you only).`;
}

runCommand("export", USAGE, () => run(process.argv.slice(2)));
