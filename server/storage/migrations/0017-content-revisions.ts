import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // The site's editable content, published from the desk as revisions (server/storage/desk/content.ts).
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_revisions")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("document", "text", (col) => col.notNull())
      .addColumn("note", "text", (col) => col.notNull())
      .addColumn("published_by", "text")
      .addColumn("published_at", "text", (col) => col.notNull())
      .addColumn("restored_from", "integer")
      .execute();
    await db.schema
      .createTable("content_draft")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("document", "text", (col) => col.notNull())
      .addColumn("based_on", "integer", (col) => col.notNull())
      .addColumn("updated_by", "text")
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
  },
};
