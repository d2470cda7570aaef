import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
  // CSV imports from fairs and aggregators. An import is first a draft (the
  // file's cells, kept here and never as a file, so nothing lands where the web server
  // serves files), then committed (its counts and refused rows, for their download), or
  // undone. Each lead it created or joined is linked through import_leads; the column
  // mapping is remembered per source.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("imports")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("staff_id", "text", (col) => col.notNull())
      .addColumn("file_name", "text", (col) => col.notNull())
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("source_detail", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("source_date", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('draft', 'committed', 'undone')`))
      .addColumn("headers", "text", (col) => col.notNull())
      .addColumn("cells", "text", (col) => col.notNull())
      .addColumn("mapping", "text", (col) => col.notNull().defaultTo("{}"))
      .addColumn("created_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("joined_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("refused_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("repeated_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("refused", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("committed_at", "text")
      .addColumn("undone_at", "text")
      .addColumn("undone_by", "text")
      .addColumn("removed_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("kept_count", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("imports_created").on("imports").columns(["status", "created_at"]).execute();
    await db.schema
      .createTable("import_leads")
      .addColumn("import_id", "text", (col) => col.notNull())
      .addColumn("lead_id", "text", (col) => col.notNull())
      .addColumn("enquiry_id", "text", (col) => col.notNull())
      .addColumn("created", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("import_leads_key", ["import_id", "enquiry_id"])
      .execute();
    await db.schema.createIndex("import_leads_lead").on("import_leads").column("lead_id").execute();
    // The reports (server/storage/desk/reports.ts): a period's leads read from one index
    // holding every column they group by, and a closed lead's status events found by lead
    // and kind (without it SQLite took the kind index and read every status event per lead).
    await db.schema
      .createIndex("leads_reports")
      .on("leads")
      .columns(["first_enquiry_at", "status", "first_contact_at", "owner_id", "source", "course"])
      .execute();
    await db.schema.createIndex("lead_events_lead_kind").on("lead_events").columns(["lead_id", "kind"]).execute();
    await db.schema
      .createTable("import_mappings")
      .addColumn("source_key", "text", (col) => col.primaryKey())
      .addColumn("mapping", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    // A revision's pages as rendered by the process that published it, for the build that
    // rendered them: every other process of the same build serves them without rendering.
    await db.schema
      .createTable("content_pages")
      .addColumn("revision_id", "integer", (col) => col.notNull())
      .addColumn("build", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("body", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
      .addColumn("br", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
      .addColumn("gzip", isPostgres(db) ? "bytea" : "blob", (col) => col.notNull())
      .addPrimaryKeyConstraint("content_pages_key", ["revision_id", "build", "path"])
      .execute();
  },
};
