import { readConfig } from "../server/config";
import { ENQUIRY_COLUMNS, MESSAGE_COLUMNS, parseExportArgs, toCsv, toJson } from "../server/export";
import { openSqliteStore } from "../server/storage/sqlite-store";

/** npm run export -- --format json|csv [--kind enquiries|messages] [--since YYYY-MM-DD] */
async function run() {
  const options = parseExportArgs(process.argv.slice(2));
  const store = await openSqliteStore(readConfig().DATABASE_URL);
  try {
    const wants = (kind: "enquiries" | "messages") => !options.kind || options.kind === kind;
    const enquiries = wants("enquiries") ? await store.listEnquiries({ since: options.since }) : undefined;
    const messages = wants("messages") ? await store.listContactMessages({ since: options.since }) : undefined;
    if (options.format === "json") process.stdout.write(toJson({ enquiries, messages }));
    else if (enquiries) process.stdout.write(toCsv(ENQUIRY_COLUMNS, enquiries));
    else process.stdout.write(toCsv(MESSAGE_COLUMNS, messages ?? []));
  } finally {
    await store.close();
  }
}

run().catch((error: unknown) => {
  console.error(`export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
