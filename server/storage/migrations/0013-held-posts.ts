import { type Kysely, type Migration, sql } from "kysely";

export const migration: Migration = {
  // Posts above an address's limit (many families behind one mobile carrier's address, a
  // fair's or a school's connection) are stored held: no lead, owner or notification until
  // an admin releases one (server/storage/held-posts.ts). The partial indexes keep Today's
  // held list a read of the held rows alone.
  async up(db: Kysely<unknown>) {
    for (const table of ["enquiries", "messages"]) {
      await db.schema.alterTable(table).addColumn("held_at", "text").execute();
      await db.schema.alterTable(table).addColumn("held_reason", "text").execute();
      await db.schema
        .createIndex(`${table}_held`)
        .on(table)
        .column("held_at")
        .where(sql.ref("held_at"), "is not", null)
        .execute();
    }
  },
};
