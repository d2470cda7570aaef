import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";

/**
 * Which database a DATABASE_URL names: a SQLite file (`file:…`, one server) or a PostgreSQL
 * server (`postgres://…` or `postgresql://…`, one or several app servers). The message never
 * repeats the URL: a PostgreSQL URL may carry a password.
 */
type DatabaseKind = "sqlite" | "postgres";

export function databaseKind(url: string): DatabaseKind {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgres";
  throw new Error(
    "DATABASE_URL is not supported: use a SQLite file URL (file:./data/institute.db) or a PostgreSQL URL (postgres://user:password@host:5432/name)",
  );
}

/** Whether `db` (or a transaction of it) runs on PostgreSQL; everything else here is SQLite. */
export function isPostgres<DB>(db: Kysely<DB> | Transaction<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Advisory lock keys (PostgreSQL's pg_advisory_* take any 64-bit number; these are the
 * site's own, far from Kysely's migration lock). One place for all of them.
 */
export const LOCKS = {
  /** Every write transaction (server/storage/group-commit.ts). */
  writes: 7_294_001,
  /** The outbox sender: one server sends at a time (server/notifications/sender.ts). */
  outbox: 7_294_002,
  /** The digest and escalation scheduler (server/notifications/scheduler.ts). */
  scheduler: 7_294_003,
  /** The daily retention purge (server/privacy/retention.ts). */
  retention: 7_294_004,
} as const;

/**
 * Inside a write transaction: waits until no other transaction in any app server writes,
 * then holds that until this one commits or rolls back. On PostgreSQL this is what SQLite's
 * BEGIN IMMEDIATE gives on one server (server/storage/sqlite-store.ts withStatementCache):
 * the duplicate check and the insert, the lead lookup and the new lead, the outbox's next
 * position, each read-then-write sees every earlier commit, so a repeat sent to two
 * servers is stored once and a person gets one lead. On SQLite it does nothing (the
 * transaction already holds the write lock).
 */
export async function lockWrites<DB>(trx: Transaction<DB>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${sql.lit(LOCKS.writes)})`.execute(trx);
}

/**
 * Runs `job` only if no other app server is running the same one, else returns null at
 * once. On PostgreSQL a session advisory lock held on one pooled connection for the job's
 * length decides: it is let go when the job ends or when the server dies (its connection
 * closes), so a killed server never leaves the job locked. On SQLite there is one server,
 * and the job just runs.
 */
export async function exclusively<DB, T>(db: Kysely<DB>, lock: number, job: () => Promise<T>): Promise<T | null> {
  if (!isPostgres(db)) return job();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${sql.lit(lock)}) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return null;
    try {
      return await job();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(lock)})`.execute(connection);
    }
  });
}
