import { sql, type Kysely } from "kysely";
import type { Schema } from "./schema";

/**
 * The health check's question to the database: a read of the table every migration writes,
 * so it fails when the file is gone, unreadable or not this site's, and writes nothing.
 */
export async function databaseAnswers(db: Kysely<Schema>): Promise<void> {
  await sql`select count(*) from kysely_migration`.execute(db);
}
