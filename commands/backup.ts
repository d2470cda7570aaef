import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "./command";
import { readConfig } from "#server/config.ts";
import { backupDatabase, describeBackup, verifyBackup } from "#server/storage/backup.ts";
import { databaseKind } from "#server/storage/dialect.ts";

/**
 * `npm run backup -- --to FILE`: a consistent copy of the database while the server runs
 * (server/storage/backup.ts), readable by its owner only. `npm run backup -- --verify FILE`:
 * checks a copy and prints what it holds. Reads DATABASE_URL like the server.
 */
const USAGE = `Usage:
  npm run backup -- --to FILE        copies the database (the server may be running) to FILE, a new file, 0600
  npm run backup -- --verify FILE    checks a backup and prints its counts`;

async function run(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { to: { type: "string" }, verify: { type: "string" }, help: { type: "boolean" } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help || positionals[0] === "help") return USAGE;
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  if ((values.to === undefined) === (values.verify === undefined))
    throw new UsageError("Give either --to FILE or --verify FILE.");
  // npm runs scripts in the project's folder; a relative FILE means where the command was typed.
  const here = (file: string) => {
    if (!file.trim()) throw new UsageError("The file name is empty.");
    return resolve(process.env.INIT_CWD ?? process.cwd(), file);
  };

  if (values.verify !== undefined) return describeBackup(verifyBackup(here(values.verify)));
  // Anything SQLite creates beside the copy (its rollback journal) is private too.
  process.umask(0o077);
  if (databaseKind(readConfig().DATABASE_URL) === "postgres") {
    // PostgreSQL has its own consistent online copy; the site adds nothing to it.
    throw new UsageError(
      'DATABASE_URL names a PostgreSQL database: back it up with pg_dump (pg_dump --format=custom --file=FILE "$DATABASE_URL"), see docs/operations/postgresql.md.',
    );
  }
  const report = await backupDatabase(readConfig().DATABASE_URL, here(values.to!));
  return `Backed up to ${describeBackup(report)}`;
}

runCommand("backup", 'Run "npm run backup -- --help" for the options.', () => run(process.argv.slice(2)));
