import { type Kysely, type Migration, sql } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The transactional outbox: a notification is written in the same transaction as
    // what it announces, and sent later by the process that owns the database.
    await db.schema
      .createTable("outbox")
      .addColumn("id", "text", (col) => col.primaryKey())
      // The order rows were written in, even within one millisecond (one transaction).
      .addColumn("position", "integer", (col) => col.notNull().unique())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("channel", "text", (col) => col.notNull().check(sql`channel in ('email', 'webhook')`))
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("lead_id", "text")
      .addColumn("payload", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .execute();
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at", "position"]).execute();
    await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();

    // Per channel: failing since when and why, for the desk's banner.
    await db.schema
      .createTable("delivery_health")
      .addColumn("channel", "text", (col) => col.primaryKey())
      .addColumn("failing_since", "text")
      .addColumn("failures", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("last_error", "text")
      .addColumn("last_success_at", "text")
      .execute();

    // When each scheduled job last ran (the daily digest), so a restart never repeats one.
    await db.schema
      .createTable("jobs")
      .addColumn("name", "text", (col) => col.primaryKey())
      .addColumn("last_run_at", "text", (col) => col.notNull())
      .execute();

    await db.schema.alterTable("leads").addColumn("escalated_at", "text").execute();
    await db.schema
      .alterTable("leads")
      .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
      .execute();

    // First-party attribution of each submission: no cookies, nothing that follows a person.
    for (const table of ["enquiries", "messages"]) {
      for (const column of ["utm_source", "utm_medium", "utm_campaign", "referrer_host", "landing_page", "form_page"]) {
        await db.schema
          .alterTable(table)
          .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
          .execute();
      }
    }
  },
};
