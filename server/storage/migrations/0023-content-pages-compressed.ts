import { type Kysely, type Migration } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
  // A revision's pages are kept compressed only: a page as it is comes from its brotli when
  // a visitor's browser accepts neither encoding (server/static-site.ts). Three quarters of
  // the bytes a publish moved between processes and wrote were the uncompressed pages.
  // Stored pages are only a cache of what a revision renders to (a process renders what it
  // finds none of), so the table starts again empty.
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable("content_pages").execute();
    await db.schema
      .createTable("content_pages")
      .addColumn("revision_id", "integer", (col) => col.notNull())
      .addColumn("build", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("br", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
      .addColumn("gzip", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
      .addPrimaryKeyConstraint("content_pages_key", ["revision_id", "build", "path"])
      .execute();
  },
};
