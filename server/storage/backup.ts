import { closeSync, existsSync, linkSync, openSync, statSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { keptConnection } from "./kept-sqlite";
import { databaseFiles, PRIVATE_FILE_MODE } from "./private-files";
import { sqlitePathFromUrl } from "./sqlite-store";

/**
 * `npm run backup`: a consistent copy of the database while the server runs, and a check of
 * such a copy. The copy is made by SQLite's VACUUM INTO over a second, read-only connection
 * (WAL lets it read while the server writes), in one read transaction, so it holds exactly
 * what was committed at one moment: every submission acknowledged before the backup began.
 */

/** What a backup holds: the checks `--verify` runs, and the counts an operator recognises. */
interface BackupReport {
  file: string;
  bytes: number;
  /** The last migration applied: the schema version a restored server starts from. */
  schema: string;
  counts: { enquiries: number; messages: number; leads: number; staff: number };
}

const COUNTED = ["enquiries", "messages", "leads", "staff"] as const;

/**
 * Copies the database at `databaseUrl` to `to`, which must not exist yet, and returns what
 * the copy holds. The copy is written under a temporary name beside `to`, created `0600`
 * before a byte is in it, checked, then linked to `to` (which fails, rather than overwrites,
 * if `to` appeared meanwhile); a failure leaves no file behind.
 */
export async function backupDatabase(databaseUrl: string, to: string): Promise<BackupReport> {
  const source = sqlitePathFromUrl(databaseUrl);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(to)) throw new Error(`${to} already exists: a backup never overwrites a file; choose a new name`);
  if (!existsSync(dirname(to))) throw new Error(`no folder ${dirname(to)} for the backup`);

  const partial = join(dirname(to), `.${basename(to)}.${process.pid}.partial`);
  closeSync(openSync(partial, "wx", PRIVATE_FILE_MODE));
  try {
    const sqlite = keptConnection(source, { readonly: true, fileMustExist: true });
    try {
      sqlite.exec("PRAGMA busy_timeout = 5000;");
      // In one read transaction: one consistent moment, however busy the server (the online
      // backup API in small steps restarts at each commit by the server, and might never
      // finish). Not better-sqlite3's backup(): the native object it makes is never kept, and
      // collecting it aborted Node 24.21 (`Backup::~Backup`, decision 10) in the unit tests.
      // VACUUM INTO writes into the empty, private file made above.
      sqlite.prepare("VACUUM INTO ?").run(partial);
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_NOTADB")
        throw new Error(`${source} is not a SQLite database`, { cause: error });
      throw error;
    } finally {
      sqlite.close();
    }

    // One self-contained file: the copy leaves write-ahead logging for a rollback journal,
    // so it is complete without -wal and -shm files, and opening it read-only writes nothing.
    const copy = keptConnection(partial, { fileMustExist: true });
    try {
      copy.exec("PRAGMA journal_mode = DELETE;");
    } finally {
      copy.close();
    }
    const report = verifyBackup(partial);
    try {
      linkSync(partial, to);
    } catch (error) {
      if ((error as { code?: string }).code === "EEXIST") {
        throw new Error(`${to} already exists: a backup never overwrites a file; choose a new name`, { cause: error });
      }
      throw error;
    }
    return { ...report, file: to };
  } finally {
    for (const file of databaseFiles(partial)) if (existsSync(file)) unlinkSync(file);
  }
}

/**
 * Opens a backup read-only and checks it: SQLite's integrity check, the site's tables, and
 * their counts. Throws with one line saying what is wrong.
 */
export function verifyBackup(file: string): BackupReport {
  if (!existsSync(file)) throw new Error(`no file at ${file}`);
  const sqlite = keptConnection(file, { readonly: true, fileMustExist: true });
  try {
    const problems = (sqlite.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (problems.join() !== "ok")
      throw new Error(`${file} failed SQLite's integrity check: ${problems.slice(0, 3).join("; ")}`);
    const tables = new Set(
      (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = ["kysely_migration", ...COUNTED].filter((table) => !tables.has(table));
    if (missing.length > 0)
      throw new Error(`${file} is not a backup of this site's database (no ${missing.join(", ")} table)`);
    const schema =
      (sqlite.prepare("select max(name) as name from kysely_migration").get() as { name: string | null }).name ??
      "none";
    const count = (table: (typeof COUNTED)[number]) =>
      (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      file,
      bytes: statSync(file).size,
      schema,
      counts: {
        enquiries: count("enquiries"),
        messages: count("messages"),
        leads: count("leads"),
        staff: count("staff"),
      },
    };
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_NOTADB")
      throw new Error(`${file} is not a SQLite database`, { cause: error });
    throw error;
  } finally {
    sqlite.close();
  }
}

/** One line for the operator: the counts, the schema and the size. */
export function describeBackup(report: BackupReport): string {
  const { enquiries, messages, leads, staff } = report.counts;
  const size =
    report.bytes < 1024 * 1024
      ? `${Math.ceil(report.bytes / 1024)} KiB`
      : `${(report.bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `${report.file}: integrity ok; ${enquiries} enquiries, ${messages} messages, ${leads} leads, ${staff} staff; schema ${report.schema}; ${size}`;
}
