import { parseArgs } from "node:util";
import { runCommand, UsageError } from "./command";
import type { PurgeReport } from "#domain/desk.ts";
import { readConfig } from "#server/config.ts";
import { purge } from "#server/privacy/retention.ts";
import { openDatabase } from "#server/storage/database.ts";

/**
 * `npm run privacy -- purge [--dry-run]`: the retention rule the server runs daily
 * (server/privacy/retention.ts), on demand. With --dry-run it lists what would go and
 * changes nothing. Reads DATABASE_URL and RETENTION_MONTHS like the server.
 */
const USAGE = `Usage:
  npm run privacy -- purge --dry-run    lists what the retention rule would erase, changes nothing
  npm run privacy -- purge              erases it now (the server also does this daily)`;

function summary(report: PurgeReport, months: number): string {
  const verb = report.dryRun ? "Would erase" : "Erased";
  const removed = report.dryRun ? "would remove" : "removed";
  return [
    `${verb} ${report.leadsErased} ${report.leadsErased === 1 ? "person" : "people"} who did not enrol and whose last activity was before ${report.cutoff.slice(0, 10)} (${months} months),`,
    `and ${removed} ${report.requestsRemoved} answered privacy requests, ${report.accessEntriesRemoved} access records older than a year and ${report.notificationsRemoved} notifications older than 30 days.`,
  ].join("\n");
}

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { "dry-run": { type: "boolean" }, help: { type: "boolean" } },
    strict: true,
    allowPositionals: true,
  });
  const [command, ...rest] = positionals;
  if (values.help || !command || command === "help") return USAGE;
  if (command !== "purge") throw new UsageError(`Unknown command "${command}".`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);

  const config = readConfig();
  const database = await openDatabase(config.DATABASE_URL);
  try {
    const report = await purge(database.db, {
      now: new Date(),
      months: config.RETENTION_MONTHS,
      dryRun: values["dry-run"] === true,
      trigger: "command",
    });
    const lines = report.leads.map(
      (lead) => `  ${lead.id}  ${lead.status.padEnd(15)} last activity ${lead.lastActivityAt}`,
    );
    return [
      summary(report, config.RETENTION_MONTHS),
      ...(report.dryRun && lines.length > 0 ? ["Leads (no personal data shown):", ...lines] : []),
    ].join("\n");
  } finally {
    await database.submissions.close();
  }
}

runCommand("privacy", 'Run "npm run privacy -- help" for the commands.', () => run(process.argv.slice(2)));
