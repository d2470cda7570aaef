import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
  // Several app servers on one PostgreSQL database share the forms' rate-limit counts
  // here (server/storage/rate-limit-store.ts); on SQLite the table stays empty (one server
  // keeps them in memory), and exists so both dialects have the same schema. UNLOGGED on
  // PostgreSQL: the counts are not worth a write-ahead log record, or a flush, per post.
  async up(db: Kysely<unknown>) {
    const table = db.schema.createTable("rate_limit_hits");
    await (isPostgres(db) ? table.modifyFront(sql`unlogged`) : table)
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("hits", "integer", (col) => col.notNull())
      .addColumn("reset_at", "text", (col) => col.notNull())
      .execute();
  },
};
