import { type Kysely, type Migration, sql } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("enquiries")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("source", "text", (col) => col.notNull().check(sql`source in ('admission', 'popup')`))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("course", "text", (col) => col.notNull())
      .addColumn("university", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("dedupe_key", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("enquiries_created_at").on("enquiries").column("created_at").execute();
    await db.schema.createIndex("enquiries_dedupe").on("enquiries").columns(["dedupe_key", "created_at"]).execute();

    await db.schema
      .createTable("messages")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("dedupe_key", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("messages_created_at").on("messages").column("created_at").execute();
    await db.schema.createIndex("messages_dedupe").on("messages").columns(["dedupe_key", "created_at"]).execute();
  },
};
