import type { Kysely } from "kysely";
import { NOTIFICATIONS_OFF, type NotifySettings } from "#server/notifications/outbox.ts";
import type { SubmissionReader } from "#domain/submissions.ts";
import { databaseKind } from "./dialect";
import { openPostgresDatabase, openPostgresReader } from "./postgres-store";
import type { Schema } from "./schema";
import { openSqliteReader } from "./sqlite-reader";
import { openSqliteDatabase, type OpenDatabase } from "./sqlite-store";

/**
 * The database DATABASE_URL names, opened for its owning process: SQLite for `file:`
 * (./sqlite-store.ts), PostgreSQL for `postgres://` (./postgres-store.ts). The server and
 * every command open it here, so the choice is made in one place.
 */
export function openDatabase(
  databaseUrl: string,
  clock: () => Date = () => new Date(),
  notify: NotifySettings = NOTIFICATIONS_OFF,
  maxWaitingWrites?: number,
): Promise<OpenDatabase> {
  return databaseKind(databaseUrl) === "postgres"
    ? openPostgresDatabase(databaseUrl, clock, notify, maxWaitingWrites)
    : openSqliteDatabase(databaseUrl, clock, notify, maxWaitingWrites);
}

/** The database opened to read only, never migrated (`npm run export`). */
export function openReader(databaseUrl: string): Promise<SubmissionReader & { db: Kysely<Schema> }> {
  return databaseKind(databaseUrl) === "postgres" ? openPostgresReader(databaseUrl) : openSqliteReader(databaseUrl);
}
