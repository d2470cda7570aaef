import { type Kysely, type Migration, sql } from "kysely";
import { attachEnquiry } from "../lead-writes";
import type { Schema } from "../schema";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'counsellor')`))
      .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("password_hash", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("sign_in_links")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("token_hash", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("last_seen_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("sessions_staff").on("sessions").column("staff_id").execute();

    await db.schema
      .createTable("passkeys")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("staff_id", "text", (col) => col.notNull().references("staff.id"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("public_key", "text", (col) => col.notNull())
      .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
      .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("passkeys_staff").on("passkeys").column("staff_id").execute();

    await db.schema
      .createTable("auth_challenges")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("challenge", "text", (col) => col.notNull())
      .addColumn("staff_id", "text")
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("staff_id", "text")
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("subject", "text")
      .addColumn("ip", "text")
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    // Sign-in throttling counts recent failures per account and per address.
    await db.schema.createIndex("audit_log_subject").on("audit_log").columns(["action", "subject", "at"]).execute();
    await db.schema.createIndex("audit_log_ip").on("audit_log").columns(["action", "ip", "at"]).execute();

    await db.schema
      .createTable("leads")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("phone_key", "text", (col) => col.notNull())
      .addColumn("email_key", "text", (col) => col.notNull())
      .addColumn("course", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("owner_id", "text", (col) => col.references("staff.id"))
      .addColumn("next_follow_up_at", "text")
      .addColumn("first_enquiry_at", "text", (col) => col.notNull())
      .addColumn("last_enquiry_at", "text", (col) => col.notNull())
      .addColumn("last_activity_at", "text", (col) => col.notNull())
      .addColumn("promise_from", "text", (col) => col.notNull())
      .addColumn("contacted_at", "text")
      .addColumn("first_contact_at", "text")
      .addColumn("close_reason", "text")
      .addColumn("enquiry_count", "integer", (col) => col.notNull())
      .addColumn("version", "integer", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text")
      .execute();
    await db.schema.createIndex("leads_last_enquiry").on("leads").columns(["last_enquiry_at", "id"]).execute();
    await db.schema.createIndex("leads_status").on("leads").columns(["status", "last_enquiry_at"]).execute();
    await db.schema.createIndex("leads_owner").on("leads").columns(["owner_id", "last_enquiry_at"]).execute();
    await db.schema.createIndex("leads_follow_up").on("leads").column("next_follow_up_at").execute();
    await db.schema.createIndex("leads_phone").on("leads").column("phone_key").execute();
    await db.schema.createIndex("leads_email").on("leads").column("email_key").execute();
    await db.schema.createIndex("leads_course").on("leads").columns(["course", "last_enquiry_at"]).execute();
    await db.schema.createIndex("leads_first_enquiry").on("leads").column("first_enquiry_at").execute();

    await db.schema
      .createTable("lead_events")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id"))
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("staff_id", "text")
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("form", "text")
      .addColumn("data", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("lead_events_lead").on("lead_events").columns(["lead_id", "at"]).execute();
    await db.schema.createIndex("lead_events_form").on("lead_events").columns(["form", "lead_id"]).execute();
    await db.schema.createIndex("lead_events_at").on("lead_events").columns(["kind", "at"]).execute();

    await db.schema
      .createTable("manual_enquiries")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id"))
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("course", "text", (col) => col.notNull())
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("staff_id", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("manual_enquiries_lead").on("manual_enquiries").column("lead_id").execute();

    await db.schema.alterTable("enquiries").addColumn("lead_id", "text").execute();
    await db.schema.alterTable("messages").addColumn("lead_id", "text").execute();
    await db.schema.createIndex("enquiries_lead").on("enquiries").column("lead_id").execute();
    await db.schema.createIndex("messages_lead").on("messages").column("lead_id").execute();

    // Every stored submission joins its lead, oldest first, as if it had just arrived.
    // (This runs today's matching rules; if they change, freeze a copy here.)
    const typed = db as Kysely<Schema>;
    const enquiries = await typed.selectFrom("enquiries").selectAll().execute();
    const messages = await typed.selectFrom("messages").selectAll().execute();
    const all = [
      ...enquiries.map((row) => ({ table: "enquiries" as const, form: row.source, course: row.course, row })),
      ...messages.map((row) => ({ table: "messages" as const, form: "contact" as const, course: "", row })),
    ].sort((a, b) => a.row.createdAt.localeCompare(b.row.createdAt) || a.row.id.localeCompare(b.row.id));
    for (const { table, form, course, row } of all) {
      const lead = await attachEnquiry(
        typed,
        {
          form,
          enquiryId: row.id,
          at: row.createdAt,
          name: row.name,
          phone: row.phone,
          email: row.email,
          course,
          staffId: null,
        },
        // lead_counts comes with migration 0007, which counts these leads from their rows.
        { early: true },
      );
      await typed.updateTable(table).set({ leadId: lead.id }).where("id", "=", row.id).execute();
    }
  },
};
