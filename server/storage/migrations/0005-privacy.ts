import { type Kysely, type Migration, sql } from "kysely";

export const migration: Migration = {
  // India's DPDP Act 2023 (docs/decisions/0011): the notice each submission was
  // sent under, who filled in an enquiry (a child's comes with a guardian), rights requests,
  // the anonymous counts an erasure keeps, and each purge's record.
  async up(db: Kysely<unknown>) {
    for (const table of ["enquiries", "messages", "manual_enquiries"]) {
      // Null on rows stored before the notice existed (or entered by staff).
      await db.schema.alterTable(table).addColumn("notice_version", "text").execute();
    }
    await db.schema.alterTable("enquiries").addColumn("applicant", "text").execute();
    await db.schema
      .alterTable("enquiries")
      .addColumn("guardian_name", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("enquiries")
      .addColumn("guardian_phone", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("leads")
      .addColumn("minor", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("leads").addColumn("guardian_confirmed_at", "text").execute();
    // Retention finds leads by their last activity.
    await db.schema.createIndex("leads_last_activity").on("leads").columns(["last_activity_at", "status"]).execute();

    await db.schema
      .createTable("privacy_requests")
      // The reference the person was given ("PR-" and 8 characters).
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("notice_version", "text", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("details", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("due_at", "text", (col) => col.notNull())
      .addColumn("lead_id", "text")
      .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('open', 'done')`))
      .addColumn("closed_at", "text")
      .addColumn("closed_by", "text")
      .addColumn("outcome", "text")
      .execute();
    await db.schema
      .createIndex("privacy_requests_status")
      .on("privacy_requests")
      .columns(["status", "due_at"])
      .execute();
    await db.schema.createIndex("privacy_requests_lead").on("privacy_requests").column("lead_id").execute();

    // What an erasure keeps: how many leads of a day, course, status and source there were.
    await db.schema
      .createTable("erased_leads")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("course", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("erased_leads_key", ["day", "course", "status", "source"])
      .execute();

    await db.schema
      .createTable("privacy_purges")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("ran_at", "text", (col) => col.notNull())
      .addColumn("trigger", "text", (col) => col.notNull())
      .addColumn("cutoff", "text", (col) => col.notNull())
      .addColumn("leads_erased", "integer", (col) => col.notNull())
      .addColumn("requests_removed", "integer", (col) => col.notNull())
      .addColumn("access_entries_removed", "integer", (col) => col.notNull())
      .addColumn("notifications_removed", "integer", (col) => col.notNull())
      .execute();
  },
};
