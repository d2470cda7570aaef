import { type Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { NOTIFICATIONS_OFF, type NotifySettings } from "#server/notifications/outbox.ts";
import type { SubmissionReader } from "#domain/submissions.ts";
import type { Schema } from "./schema";
import { kyselyOver } from "./kysely";
import { readerOver, schemaProblem } from "./sqlite-reader";
import { migratedDatabase, type OpenDatabase } from "./sqlite-store";
import { log } from "#server/log.ts";

/**
 * The same stores on PostgreSQL (`DATABASE_URL=postgres://…`), for when one server is not
 * enough: several app servers share one database (docs/decisions/0017-postgresql-for-several-servers.md). The
 * schema, the migrations, the queries and the group committer are the SQLite ones; what
 * differs is said here and in ./dialect.ts.
 */

/** Connections per app server: the server's one process does every query, mostly one transaction at a time. */
const POOL_SIZE = 10;

/**
 * PostgreSQL's 64-bit integers (count(*), sum(), a bigint column) and numerics arrive as
 * strings from `pg`, so that nothing is rounded; the site's are counts, far below 2^53, and
 * the code expects numbers as SQLite gives them. This one place turns them into numbers.
 */
const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * PostgreSQL's text cannot hold a NUL character: a parameter with one fails the query (a 500
 * for `?q=%00`, a lead id or an email with one), where SQLite simply finds nothing. Each NUL
 * in a string parameter is sent as U+FFFD instead: no stored text has either (the forms refuse
 * control characters), so a lookup finds nothing, as on SQLite.
 */
function withoutNul(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const clean = (value: unknown) =>
    typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "\uFFFD") : value;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    text: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) => (Array.isArray(values) ? query(text, values.map(clean), ...rest) : query(text, values, ...rest));
}

function pool(url: string, settings: string[]): pg.Pool {
  // A database that does not answer a connection within 5 s fails the query (a 503, a
  // failing /healthz) instead of holding the request until the visitor gives up.
  const created = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    types,
    application_name: "institute",
    connectionTimeoutMillis: 5_000,
  });
  // Set on each new connection before its first query (pg queues them in order). A failure
  // here means the connection is broken: the query queued behind it fails and is reported.
  created.on("connect", (client) => {
    withoutNul(client);
    for (const setting of settings) client.query(setting).catch(() => {});
  });
  // An idle connection the server dropped (a restart, a failover) is only logged: the pool
  // opens a new one for the next query, and a query that fails answers 503 as on SQLite.
  created.on("error", (error) => log.error({ event: "database_connection_lost", error: error.message }));
  return created;
}

/** A connection error without the URL (it may carry a password). */
function unreachable(error: unknown): Error {
  const { code, message } = error as { code?: string; message?: string };
  return new Error(
    `PostgreSQL at DATABASE_URL could not be reached: ${code ?? ""} ${message ?? String(error)}`.replace(/\s+/g, " "),
    { cause: error },
  );
}

/**
 * Opens the PostgreSQL database for its owning process (an app server, or a
 * command), applies pending migrations (Kysely's migrator holds an advisory lock meanwhile,
 * so servers starting together migrate once) and returns the stores.
 *
 * Acknowledged means committed: every connection says `synchronous_commit = on` (the
 * default, set here so a server configured otherwise cannot weaken it), so a commit
 * returns once its WAL record is flushed to disk (and to a synchronous standby, if one is
 * configured).
 */
export async function openPostgresDatabase(
  databaseUrl: string,
  clock: () => Date = () => new Date(),
  notify: NotifySettings = NOTIFICATIONS_OFF,
  maxWaitingWrites?: number,
): Promise<OpenDatabase> {
  const db = kyselyOver(new PostgresDialect({ pool: pool(databaseUrl, ["set synchronous_commit = on"]) }));
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw unreachable(error);
  }
  return migratedDatabase(db, clock, notify, maxWaitingWrites);
}

/**
 * `npm run export` on PostgreSQL: every connection is read-only
 * (`default_transaction_read_only`, so PostgreSQL refuses any write), nothing is migrated,
 * and the schema must be the one this code expects (./sqlite-reader.ts schemaProblem).
 */
export async function openPostgresReader(databaseUrl: string): Promise<SubmissionReader & { db: Kysely<Schema> }> {
  const db = kyselyOver(new PostgresDialect({ pool: pool(databaseUrl, ["set default_transaction_read_only = on"]) }));
  try {
    let applied: string[] | null;
    try {
      applied = await appliedMigrations(db);
    } catch (error) {
      throw unreachable(error);
    }
    const problem = schemaProblem("DATABASE_URL", applied);
    if (problem) throw new Error(problem);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return readerOver(db);
}

async function appliedMigrations(db: Kysely<Schema>): Promise<string[] | null> {
  const table = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table.rows[0]?.found) return null;
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}
