import type Database from "better-sqlite3";
import {
  type Kysely,
  Migrator,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
} from "kysely";
import { dirname, resolve } from "node:path";
import type { DeskStore } from "#domain/desk.ts";
import { createDeskStore } from "./desk";
import { KyselySubmissionStore } from "./submission-store";
import { keptConnection } from "./kept-sqlite";
import { GroupCommitter } from "./group-commit";
import { NOTIFICATIONS_OFF, type NotifySettings } from "#server/notifications/outbox.ts";
import { migrations } from "./migrations/index.ts";
import { ensurePrivateFolder, privateDatabaseFiles } from "./private-files";
import { kyselyOver } from "./kysely";
import type { Schema } from "./schema";
import type { SubmissionStore } from "#domain/submissions.ts";

/**
 * Where the database lives. Only SQLite file URLs for now ("file:./data/institute.db");
 * a PostgreSQL dialect can be added here without touching the routes.
 */
export function sqlitePathFromUrl(url: string): string {
  if (!url.startsWith("file:")) {
    throw new Error(`DATABASE_URL "${url}" is not supported: use a SQLite file URL such as file:./data/institute.db`);
  }
  const path = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  if (!path) throw new Error(`DATABASE_URL "${url}" names no file: use e.g. file:./data/institute.db`);
  return resolve(path);
}

class StaticMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Kysely prepares every query anew; compiling the SQL is a large part of a small write's
 * cost, and the store runs the same few statements all the time, so each is prepared once.
 *
 * Every transaction here writes, so each begins IMMEDIATE (Kysely's SQLite driver says
 * plain "begin"). A deferred transaction that reads and then writes fails at once with
 * SQLITE_BUSY, never waiting out busy_timeout, when another connection (`npm run staff`
 * beside the server) committed in between; an immediate one takes the write lock first and
 * waits its turn. Guarded by tests/e2e/desk*.spec.ts, which write beside the server.
 */
export function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      const text = sql === "begin" ? "begin immediate" : sql;
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** The database as its owning process sees it: the public forms' store and the desk's. */
export interface OpenDatabase {
  submissions: SubmissionStore;
  desk: DeskStore;
  /** For the owning process's own jobs (the notification sender and scheduler). */
  db: Kysely<Schema>;
  /** The one group committer: a job's writes share the visitors' commits (one sync to disk for all). */
  writes: GroupCommitter;
}

/** Opens (creating if needed) the database, applies pending migrations and returns the store. */
export async function openSqliteStore(
  databaseUrl: string,
  clock: () => Date = () => new Date(),
): Promise<SubmissionStore> {
  return (await openSqliteDatabase(databaseUrl, clock)).submissions;
}

/**
 * Opens the database for its owning process; `submissions.close()` closes it. `notify` says
 * which notification channels are configured: their outbox rows are written with each
 * change (off for the commands, which announce nothing). `maxWaitingWrites` caps the writes
 * waiting for the next commit (SAVE_QUEUE_LIMIT); beyond it a write is refused at once.
 */
export async function openSqliteDatabase(
  databaseUrl: string,
  clock: () => Date = () => new Date(),
  notify: NotifySettings = NOTIFICATIONS_OFF,
  maxWaitingWrites?: number,
): Promise<OpenDatabase> {
  const path = sqlitePathFromUrl(databaseUrl);
  ensurePrivateFolder(dirname(path));
  privateDatabaseFiles(path);
  const sqlite = keptConnection(path);
  // WAL with synchronous=FULL: a commit is on disk (the WAL is fsynced) before it returns,
  // so a submission acknowledged to the browser survives a crash or power cut.
  // secure_delete: SQLite overwrites deleted content with zeros instead of leaving it in
  // free pages, because erasing a person must leave none of their bytes in the database
  // files. (The erasure then runs PRAGMA wal_checkpoint(TRUNCATE), so the old pages in the
  // WAL go too.) It costs a little more writing per delete, and deletes are rare.
  // Run by exec, which leaves no statement object behind: on Node 24.19 and later,
  // garbage-collecting a better-sqlite3 12 statement can abort the process (decision 10).
  // cache_size: 64 MiB of pages (SQLite's default is 2 MiB). The indexes of 100,000 leads and
  // their 800,000 timeline entries are keyed by random ids, so an import's 10,000 rows touch
  // pages all over them; with 2 MiB each was read again and again (docs/benchmarks.md).
  // Checkpoints are SQLite's own (wal_autocheckpoint, 1,000 frames by default): the commit that
  // takes the WAL past it copies the frames into the database file. At this institute's rate of
  // writes that is a few milliseconds now and then (decision 28); an erasure empties the WAL
  // itself (./erasure.ts).
  sqlite.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON; PRAGMA cache_size = -65536;",
  );
  const db = kyselyOver(new SqliteDialect({ database: withStatementCache(sqlite) }));
  return migratedDatabase(db, clock, notify, maxWaitingWrites);
}

/**
 * The stores over an open connection of either dialect (this file's SQLite, or
 * ./postgres-store.ts): applies pending migrations (closing `db` if one fails), then
 * returns the forms' store and the desk's, sharing one group committer.
 */
export async function migratedDatabase(
  db: Kysely<Schema>,
  clock: () => Date,
  notify: NotifySettings,
  maxWaitingWrites: number | undefined,
): Promise<OpenDatabase> {
  const { error, results } = await new Migrator({ db, provider: new StaticMigrations() }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  const writes = new GroupCommitter(db, maxWaitingWrites);
  return {
    submissions: new KyselySubmissionStore(db, writes, clock, notify),
    desk: createDeskStore(db, writes, clock, notify),
    db,
    writes,
  };
}
