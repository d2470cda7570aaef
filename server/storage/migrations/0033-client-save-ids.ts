import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  // A call, note or next step saved on a phone without a connection is sent again until the
  // server answers (app/desk/offline/): each carries the id the phone gave it, kept on its
  // timeline entry, so a second send of the same save finds it and logs nothing twice. Unique
  // where set; entries written any other way have none (a unique index allows many nulls on
  // SQLite and PostgreSQL alike). Issue #51, item 1.
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("lead_events").addColumn("client_id", "text").execute();
    await db.schema.createIndex("lead_events_client_id").unique().on("lead_events").column("client_id").execute();
  },
};
