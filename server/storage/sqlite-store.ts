import Database from "better-sqlite3";
import {
  Kysely,
  Migrator,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
  type Transaction,
} from "kysely";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { migrations } from "./migrations";
import type {
  NewContactMessage,
  NewEnquiry,
  SaveResult,
  StoredContactMessage,
  StoredEnquiry,
  SubmissionStore,
} from "./types";

/** A repeat of the same submission within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Stored columns: the record's fields plus bookkeeping, named as the database names them. */
interface Bookkeeping {
  id: string;
  created_at: string;
  dedupe_key: string;
}

type EnquiriesTable = NewEnquiry & Bookkeeping;
type MessagesTable = NewContactMessage & Bookkeeping;

interface Schema {
  enquiries: EnquiriesTable;
  messages: MessagesTable;
}

/**
 * Where the database lives. Only SQLite file URLs for now ("file:./data/institute.db");
 * a PostgreSQL dialect can be added here without touching the routes.
 */
export function sqlitePathFromUrl(url: string): string {
  if (!url.startsWith("file:")) {
    throw new Error(
      `DATABASE_URL "${url}" is not supported: use a SQLite file URL such as file:./data/institute.db`,
    );
  }
  const path = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
  if (!path) throw new Error(`DATABASE_URL "${url}" names no file: use e.g. file:./data/institute.db`);
  return resolve(path);
}

/**
 * Creates a folder and its missing parents one level at a time. (Node 20's recursive mkdir
 * spins forever when a parent exists but refuses children, as under /proc; this fails
 * with the operating system's error instead.)
 */
function ensureDirectory(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) ensureDirectory(parent);
  mkdirSync(dir);
}

class StaticMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Kysely prepares every query anew; compiling the SQL is a large part of a small write's
 * cost, and the store runs the same few statements all the time, so each is prepared once.
 */
function withStatementCache(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Opens (creating if needed) the database, applies pending migrations and returns the store. */
export async function openSqliteStore(databaseUrl: string, clock: () => Date = () => new Date()): Promise<SubmissionStore> {
  const path = sqlitePathFromUrl(databaseUrl);
  ensureDirectory(dirname(path));
  const sqlite = new Database(path);
  // WAL with synchronous=FULL: a commit is on disk (the WAL is fsynced) before it returns,
  // so a submission acknowledged to the browser survives a crash or power cut. Run by exec,
  // which leaves no statement object behind: on Node 24.19 and later, garbage-collecting a
  // better-sqlite3 12 statement can abort the process (decision 10).
  sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;");

  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const { error, results } = await new Migrator({ db, provider: new StaticMigrations() }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return new KyselySubmissionStore(db, clock);
}

/** A fingerprint of what was submitted, so a resend within the window is recognised. */
function dedupeKey(kind: string, fields: Record<string, string>): string {
  const canonical = JSON.stringify([kind, ...Object.keys(fields).sort().map((key) => [key, fields[key]])]);
  return createHash("sha256").update(canonical).digest("hex");
}

type Write<T> = (trx: Transaction<Schema>) => Promise<T>;

interface QueuedWrite {
  write: Write<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. Every write waits for the disk (fsync) before it is acknowledged, and an
 * fsync costs the same for one row as for a hundred, so writes arriving together share one
 * transaction: each caller's promise settles only after that commit. A write that fails
 * inside a batch is retried alone, so it cannot take the others down with it.
 */
class GroupCommitter {
  private queue: QueuedWrite[] = [];
  private scheduled = false;

  constructor(private readonly db: Kysely<Schema>) {}

  run<T>(write: Write<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush() {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 1) return this.runAlone(batch[0]!);
    try {
      const results = await this.db.transaction().execute(async (trx) => {
        const values: unknown[] = [];
        for (const item of batch) values.push(await item.write(trx));
        return values;
      });
      batch.forEach((item, index) => item.resolve(results[index]));
    } catch {
      for (const item of batch) await this.runAlone(item);
    }
  }

  private async runAlone(item: QueuedWrite) {
    try {
      item.resolve(await this.db.transaction().execute(item.write));
    } catch (error) {
      item.reject(error);
    }
  }
}

class KyselySubmissionStore implements SubmissionStore {
  private readonly writes: GroupCommitter;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: () => Date,
  ) {
    this.writes = new GroupCommitter(db);
  }

  saveEnquiry(enquiry: NewEnquiry): Promise<SaveResult> {
    return this.save("enquiries", { ...enquiry });
  }

  saveContactMessage(message: NewContactMessage): Promise<SaveResult> {
    return this.save("messages", { ...message });
  }

  /** Looks for the same submission in the window and inserts only if there is none, in one transaction. */
  private async save<Table extends keyof Schema>(
    table: Table,
    fields: Omit<Schema[Table], "id" | "created_at" | "dedupe_key">,
  ): Promise<SaveResult> {
    const now = this.clock();
    const key = dedupeKey(table, fields as Record<string, string>);
    const windowStart = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
    return this.writes.run(async (trx) => {
      const existing = await trx
        .selectFrom(table as "enquiries")
        .select("id")
        .where("dedupe_key", "=", key)
        .where("created_at", ">=", windowStart)
        .executeTakeFirst();
      if (existing) return { id: existing.id, duplicate: true };
      const id = randomUUID();
      await trx
        .insertInto(table)
        .values({ ...fields, id, created_at: now.toISOString(), dedupe_key: key } as never)
        .execute();
      return { id, duplicate: false };
    });
  }

  async listEnquiries({ since }: { since?: Date } = {}): Promise<StoredEnquiry[]> {
    let query = this.db.selectFrom("enquiries").selectAll().orderBy("created_at").orderBy("id");
    if (since) query = query.where("created_at", ">=", since.toISOString());
    const rows = await query.execute();
    return rows.map(({ created_at, dedupe_key: _key, ...row }) => ({ ...row, createdAt: created_at }));
  }

  async listContactMessages({ since }: { since?: Date } = {}): Promise<StoredContactMessage[]> {
    let query = this.db.selectFrom("messages").selectAll().orderBy("created_at").orderBy("id");
    if (since) query = query.where("created_at", ">=", since.toISOString());
    const rows = await query.execute();
    return rows.map(({ created_at, dedupe_key: _key, ...row }) => ({ ...row, createdAt: created_at }));
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
