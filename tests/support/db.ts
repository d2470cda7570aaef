import type { Kysely } from "kysely";
import { openReader } from "#server/storage/database.ts";
import type { Schema } from "#server/storage/schema.ts";

/**
 * One read-only connection per database (`file:` or `postgres://`, openReader) for the whole
 * test process, never closed: on Node 24.19 and later a better-sqlite3 12 connection or
 * statement that is garbage-collected can abort the process (decision 10), so none is ever
 * dropped. On SQLite, WAL lets this second connection read what the server commits.
 */
const readers = new Map<string, Promise<Kysely<Schema>>>();

function reader(databaseUrl: string): Promise<Kysely<Schema>> {
  let opened = readers.get(databaseUrl);
  if (!opened) {
    opened = openReader(databaseUrl).then((reader) => reader.db);
    // A database not there yet is tried again next time, not remembered as missing.
    opened.catch(() => readers.delete(databaseUrl));
    readers.set(databaseUrl, opened);
  }
  return opened;
}

/** Reads a table of the server's database directly, as a second connection, oldest first. */
export async function readRows<T = Record<string, unknown>>(
  databaseUrl: string,
  table: "enquiries" | "messages",
): Promise<T[]> {
  const db = await reader(databaseUrl);
  return (await db.selectFrom(table).selectAll().orderBy("createdAt").orderBy("id").execute()) as T[];
}
