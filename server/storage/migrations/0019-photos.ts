import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
  // The photo library (the site's photos, placed from the desk): each photo with its category
  // and alt text in both languages, and its resized variants as bytes, so every app server on
  // one PostgreSQL database serves the same photos and a backup holds them. No file is
  // written anywhere.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("photos")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("category", "text", (col) =>
        col.notNull().check(sql`category in ('campus', 'labs', 'classrooms', 'hospital_training', 'people')`),
      )
      .addColumn("alt_en", "text", (col) => col.notNull())
      .addColumn("alt_hi", "text", (col) => col.notNull())
      .addColumn("width", "integer", (col) => col.notNull())
      .addColumn("height", "integer", (col) => col.notNull())
      .addColumn("hash", "text", (col) => col.notNull())
      .addColumn("uploaded_by", "text")
      .addColumn("uploaded_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("photos_uploaded").on("photos").column("uploaded_at").execute();
    await db.schema
      .createTable("photo_variants")
      .addColumn("photo_id", "text", (col) => col.notNull().references("photos.id").onDelete("cascade"))
      .addColumn("width", "integer", (col) => col.notNull())
      .addColumn("format", "text", (col) => col.notNull().check(sql`format in ('avif', 'webp')`))
      .addColumn("size", "integer", (col) => col.notNull())
      .addColumn("bytes", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
      .addPrimaryKeyConstraint("photo_variants_key", ["photo_id", "width", "format"])
      .execute();
  },
};
