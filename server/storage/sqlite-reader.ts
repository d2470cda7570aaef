import { keptConnection } from "./kept-sqlite";
import { type Kysely, SqliteDialect, sql } from "kysely";
import { existsSync } from "node:fs";
import { migrations } from "./migrations/index.ts";
import { kyselyOver } from "./kysely";
import type { Schema } from "./schema";
import { sqlitePathFromUrl, withStatementCache } from "./sqlite-store";
import { listContactMessages, listEnquiries } from "./submission-store";
import type { SubmissionReader } from "#domain/submissions.ts";

/**
 * Why a database at `path`, whose applied migrations are `applied` (null: it has no
 * migrations table), cannot be read by this code; null when it can. A reader never
 * migrates, so it reads only the schema this code was written for.
 */
export function schemaProblem(
  path: string,
  applied: readonly string[] | null,
  expected = Object.keys(migrations),
): string | null {
  if (applied === null)
    return `${path} is not a database of this site (it has no migrations table). Is DATABASE_URL right?`;
  const unknown = applied.filter((name) => !expected.includes(name));
  if (unknown.length > 0) {
    return `the database at ${path} is newer than this code (it has migration ${unknown.join(", ")}): run the export from the version of the site that wrote it.`;
  }
  const missing = expected.filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    return `the database at ${path} is at an older schema version (migration ${missing.join(", ")} not applied), and the export never migrates: start the server with this code once (it migrates at start), then export.`;
  }
  return null;
}

/**
 * Opens the database for reading only, for `npm run export`: the file must exist (a wrong
 * DATABASE_URL is refused, never answered with a new empty database), the connection is
 * read-only (SQLite refuses every write, so no migration can run), and the schema must be
 * the one this code expects. `db` is for reading beyond the two lists.
 *
 * SQLite's read-only connection to a WAL database needs the -wal and -shm files to read
 * safely beside a running server; when the server is stopped they are gone, and SQLite
 * creates them empty (they hold no data and take the database file's mode, 0600). The
 * database file itself is never written.
 */
export async function openSqliteReader(databaseUrl: string): Promise<SubmissionReader & { db: Kysely<Schema> }> {
  const path = sqlitePathFromUrl(databaseUrl);
  if (!existsSync(path)) throw new Error(`no database at ${path}`);
  const sqlite = keptConnection(path, { readonly: true, fileMustExist: true });
  sqlite.exec("PRAGMA busy_timeout = 5000;");
  const db = kyselyOver(new SqliteDialect({ database: withStatementCache(sqlite) }));
  try {
    const problem = schemaProblem(path, await appliedMigrations(db));
    if (problem) throw new Error(problem);
  } catch (error) {
    await db.destroy();
    if ((error as { code?: string }).code === "SQLITE_NOTADB")
      throw new Error(`${path} is not a SQLite database`, { cause: error });
    throw error;
  }
  return readerOver(db);
}

/** The export's reader over an open, read-only connection of either dialect. */
export function readerOver(db: Kysely<Schema>): SubmissionReader & { db: Kysely<Schema> } {
  return {
    listEnquiries: (options) => listEnquiries(db, options),
    listContactMessages: (options) => listContactMessages(db, options),
    close: () => db.destroy(),
    db,
  };
}

/** The names of the migrations applied to the database, or null when it has no migrations table. */
async function appliedMigrations(db: Kysely<Schema>): Promise<string[] | null> {
  const table = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (table.rows.length === 0) return null;
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}
