import { sql, type Kysely, type Migration } from "kysely";
import { isPostgres } from "./dialect";
import { recountLeadCounts } from "./lead-counts";
import { recountReportDays, REPORT_DAY_PG, REPORT_DAY_SQLITE } from "./report-days";
import { phoneKey } from "#domain/leads.ts";
import { keptSource } from "#domain/sources.ts";
import { recomputeContact } from "./contact-history";
import { attachEnquiry } from "./lead-writes";
import type { Schema } from "./schema";

/**
 * Versioned schema changes, applied in name order at start-up by Kysely's Migrator. Never
 * edit a migration that has shipped: add the next one. Written with Kysely's schema
 * builder so the same steps run on PostgreSQL.
 */
/**
 * Triggers that mark a lead in report_dirty when a column the reports count changes, or an
 * enquiry, status event or manual enquiry of it comes, goes or moves (migration 0016).
 */
async function createReportTriggers(db: Kysely<unknown>): Promise<void> {
  const counted = "status, owner_id, course, source, first_enquiry_at, first_contact_at, prefers_hindi";
  const events = "(kind in ('enquiry', 'status'))";
  if (isPostgres(db)) {
    // One function per shape of row: a lead names itself by id, its rows by lead_id.
    for (const [name, column] of [
      ["report_dirty_lead", "id"],
      ["report_dirty_child", "lead_id"],
    ] as const) {
      await sql
        .raw(
          `create function ${name}() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then
              insert into report_dirty (lead_id) values (old.${column}) on conflict do nothing;
            end if;
            if tg_op in ('UPDATE', 'INSERT') then
              insert into report_dirty (lead_id) values (new.${column}) on conflict do nothing;
            end if;
            return null;
          end $$`,
        )
        .execute(db);
    }
    const on = async (name: string, when: string, table: string, condition = "") =>
      sql
        .raw(
          `create trigger ${name} after ${when} on ${table} for each row ${condition}
            execute function ${table === "leads" ? "report_dirty_lead" : "report_dirty_child"}()`,
        )
        .execute(db);
    await on("report_dirty_leads_insert", "insert or delete", "leads");
    await on("report_dirty_leads_update", `update of ${counted}`, "leads");
    await on("report_dirty_events_insert", "insert", "lead_events", `when (new.${events.slice(1)}`);
    await on("report_dirty_events_delete", "delete", "lead_events", `when (old.${events.slice(1)}`);
    await on("report_dirty_events_update", "update of lead_id", "lead_events");
    await on("report_dirty_manual", "insert or delete or update of lead_id, source_detail", "manual_enquiries");
    return;
  }
  const mark = (row: string) => `insert or ignore into report_dirty (lead_id) values (${row});`;
  const on = async (name: string, when: string, table: string, body: string, condition = "") =>
    sql.raw(`create trigger ${name} after ${when} on ${table} ${condition} begin ${body} end`).execute(db);
  await on("report_dirty_leads_insert", "insert", "leads", mark("new.id"));
  await on("report_dirty_leads_delete", "delete", "leads", mark("old.id"));
  await on("report_dirty_leads_update", `update of ${counted}`, "leads", mark("old.id") + mark("new.id"));
  await on(
    "report_dirty_events_insert",
    "insert",
    "lead_events",
    mark("new.lead_id"),
    `when new.${events.slice(1, -1)}`,
  );
  await on(
    "report_dirty_events_delete",
    "delete",
    "lead_events",
    mark("old.lead_id"),
    `when old.${events.slice(1, -1)}`,
  );
  await on("report_dirty_events_update", "update of lead_id", "lead_events", mark("old.lead_id") + mark("new.lead_id"));
  await on("report_dirty_manual_insert", "insert", "manual_enquiries", mark("new.lead_id"));
  await on("report_dirty_manual_delete", "delete", "manual_enquiries", mark("old.lead_id"));
  await on(
    "report_dirty_manual_update",
    "update of lead_id, source_detail",
    "manual_enquiries",
    mark("old.lead_id") + mark("new.lead_id"),
  );
}

/**
 * Calls logged per staff member and India day, kept in report_days (dimension "calls", the
 * count in `contacted`) by triggers on the timeline (migration 0016): a season held 150,000
 * calls at 100,000 leads, too many to count per report. A call entry is only ever added, or
 * removed with its lead; the triggers follow both, whatever the write.
 */
async function createCallTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function report_calls_count() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            if old.kind = 'call' and old.staff_id is not null then
              insert into report_days (dimension, day, key, contacted)
                values ('calls', ${REPORT_DAY_PG("old.at")}, old.staff_id, -1)
                on conflict (dimension, day, key) do update set contacted = report_days.contacted - 1;
            end if;
            return null;
          end if;
          if new.kind = 'call' and new.staff_id is not null then
            insert into report_days (dimension, day, key, contacted)
              values ('calls', ${REPORT_DAY_PG("new.at")}, new.staff_id, 1)
              on conflict (dimension, day, key) do update set contacted = report_days.contacted + 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger report_calls after insert or delete on lead_events for each row execute function report_calls_count()`.execute(
      db,
    );
    return;
  }
  for (const [name, row, delta] of [
    ["report_calls_insert", "new", 1],
    ["report_calls_delete", "old", -1],
  ] as const) {
    await sql
      .raw(
        `create trigger ${name} after ${row === "new" ? "insert" : "delete"} on lead_events
        when ${row}.kind = 'call' and ${row}.staff_id is not null begin
          insert into report_days (dimension, day, key, contacted) values ('calls', ${REPORT_DAY_SQLITE(`${row}.at`)}, ${row}.staff_id, ${delta})
            on conflict (dimension, day, key) do update set contacted = contacted + ${delta};
        end`,
      )
      .execute(db);
  }
}

export const migrations: Record<string, Migration> = {
  "0001_submissions": {
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
  },
  "0002_desk": {
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
  },
  "0003_notifications": {
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
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["status", "next_attempt_at", "position"])
        .execute();
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
        for (const column of [
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "referrer_host",
          "landing_page",
          "form_page",
        ]) {
          await db.schema
            .alterTable(table)
            .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
            .execute();
        }
      }
    },
  },
  "0004_desk_indexes": {
    // Measured with `BENCH_ONLY=desk npm run bench` on 100,000 leads; each index serves a
    // query that read every matching row from the table before.
    async up(db: Kysely<unknown>) {
      // The inbox's usual filters (status, owner, course) counted from the index alone and
      // listed newest first: the filtered count read all ~14,000 leads of the course.
      await db.schema
        .createIndex("leads_filter")
        .on("leads")
        .columns(["status", "owner_id", "course", "last_enquiry_at"])
        .execute();
      // The overview's enquiries per form: read every enquiry event's row to find its form.
      await db.schema.createIndex("lead_events_kind_form").on("lead_events").columns(["kind", "form"]).execute();
      // The overview's time to first contact, from the index alone; it replaces the
      // first-enquiry index, which is its first column.
      await db.schema
        .createIndex("leads_first_contact")
        .on("leads")
        .columns(["first_enquiry_at", "first_contact_at"])
        .execute();
      await db.schema.dropIndex("leads_first_enquiry").execute();
      // The source (migration 0003): the overview's leads and enrolments per source from the
      // index alone (a full read of the table before, 65 ms), and the inbox's source filter
      // newest first (its count had read the table too).
      await db.schema
        .createIndex("leads_source")
        .on("leads")
        .columns(["source", "last_enquiry_at", "status"])
        .execute();
    },
  },
  "0005_privacy": {
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
  },
  "0006_postgres_rate_limits": {
    // Several app servers on one PostgreSQL database share the forms' rate-limit counts
    // here (server/storage/rate-limit-store.ts); on SQLite the table stays empty (one server
    // keeps them in memory), and exists so both dialects have the same schema. UNLOGGED on
    // PostgreSQL: the counts are not worth a write-ahead log record, or a flush, per post.
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable("rate_limit_hits");
      await (isPostgres(db) ? table.modifyFront(sql`unlogged`) : table)
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("hits", "integer", (col) => col.notNull())
        .addColumn("reset_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0007_lead_counts": {
    // The overview's all-time counts (leads by status, course and source, enrolments by
    // source, enquiries by form), kept with each write by server/storage/lead-counts.ts
    // instead of counted over every lead on each request: 51 ms of CPU at 100,000 leads.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_counts")
        .addColumn("dimension", "text", (col) => col.notNull())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("count", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("lead_counts_key", ["dimension", "value"])
        .execute();
      await recountLeadCounts(db as Kysely<Schema>);
      // It served only the overview's count of enquiries per form, now kept; it cost every
      // timeline entry a write.
      await db.schema.dropIndex("lead_events_kind_form").execute();
    },
  },
  "0008_today_indexes": {
    // The Today page's four lists, each read in its own order from an index and stopped at
    // its limit (`BENCH_ONLY=desk npm run bench`, 100,000 leads). Guarded by the query plans
    // in server/storage/desk-store.db.test.ts.
    async up(db: Kysely<unknown>) {
      // A counsellor's follow-ups due today: the list had read every open lead they own
      // (30,000 in the bench) and sorted them, 50–220 ms.
      await db.schema
        .createIndex("leads_owner_follow_up")
        .on("leads")
        .columns(["owner_id", "next_follow_up_at"])
        .execute();
      // New leads nobody owns, and new leads not yet contacted, oldest promise first: both
      // had read and sorted every new lead.
      await db.schema
        .createIndex("leads_unowned")
        .on("leads")
        .columns(["status", "owner_id", "promise_from"])
        .execute();
      await db.schema
        .createIndex("leads_promise")
        .on("leads")
        .columns(["status", "contacted_at", "promise_from"])
        .execute();
      // Overdue follow-ups walk this in time order; with the status beside the time, the
      // closed leads that kept a follow-up are passed over in the index, not read one by one.
      await db.schema
        .createIndex("leads_follow_up_status")
        .on("leads")
        .columns(["next_follow_up_at", "status"])
        .execute();
      await db.schema.dropIndex("leads_follow_up").execute();
    },
  },
  "0009_reaching_people": {
    // The desk as a calling tool. Reaching someone now means a conversation: the first
    // contact is recomputed from each lead's timeline with that rule (a call logged as
    // "spoke"); unanswered calls, notes and status changes no longer count, and are counted
    // as attempts instead. Nothing is deleted: the timeline stays as it was.
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ["attempts", "integer"],
        ["last_attempt_at", "text"],
        ["guardian_phone", "text"],
        ["guardian_phone_key", "text"],
        ["merged_from", "text"],
      ] as const) {
        await db.schema
          .alterTable("leads")
          .addColumn(column, type, (col) =>
            column === "attempts"
              ? col.notNull().defaultTo(0)
              : column === "last_attempt_at"
                ? col
                : col.notNull().defaultTo(""),
          )
          .execute();
      }
      await db.schema
        .alterTable("manual_enquiries")
        .addColumn("source_detail", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("leads_guardian_phone").on("leads").column("guardian_phone_key").execute();
      // Today's "not reached" lists, oldest promise first: a counsellor's own, nobody's, and
      // everyone's near the promise. The status comes last, checked in the index: led by it,
      // four open statuses needed a sort of every match.
      await db.schema
        .createIndex("leads_owner_reached")
        .on("leads")
        .columns(["owner_id", "contacted_at", "promise_from", "status"])
        .execute();
      await db.schema
        .createIndex("leads_reached")
        .on("leads")
        .columns(["contacted_at", "promise_from", "status"])
        .execute();
      // A counsellor's leads with no next step: with the status in the index, the thousands of
      // closed ones (which keep none) are passed over in it, not read one by one (22 ms).
      await db.schema
        .createIndex("leads_owner_no_step")
        .on("leads")
        .columns(["owner_id", "next_follow_up_at", "status"])
        .execute();
      await db.schema
        .createTable("saved_views")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("query", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addUniqueConstraint("saved_views_staff_name", ["staff_id", "name"])
        .execute();
      await db.schema
        .createTable("lead_aliases")
        .addColumn("key", "text", (col) => col.notNull())
        .addColumn("lead_id", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("lead_aliases_key", ["key", "lead_id"])
        .execute();
      await db.schema.createIndex("lead_aliases_lead").on("lead_aliases").column("lead_id").execute();

      const typed = db as Kysely<Schema>;
      await recomputeContact(typed);
      // A guardian's phone from the latest enquiry that gave one.
      const guardians = await typed
        .selectFrom("enquiries")
        .select(["leadId", "guardianPhone"])
        .where("guardianPhone", "!=", "")
        .where("leadId", "is not", null)
        .orderBy("createdAt")
        .execute();
      for (const row of guardians) {
        await typed
          .updateTable("leads")
          .set({ guardianPhone: row.guardianPhone, guardianPhoneKey: phoneKey(row.guardianPhone) })
          .where("id", "=", row.leadId!)
          .execute();
      }
    },
  },
  "0010_student_name": {
    // When a parent or guardian fills in an enquiry, their name is the enquiry's name and
    // the student's is asked for too. Empty on every row from before.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("enquiries")
        .addColumn("student_name", "text", (col) => col.notNull().defaultTo(""))
        .execute();
    },
  },
  "0011_allocation": {
    // Automatic allocation: each staff member's on-duty switch and leave, the
    // rule, the routes by course or category, and each pool's turn, kept in a row so that
    // servers sharing a PostgreSQL database (under its one write lock) give one turn order.
    // Everyone starts off duty: nobody gets leads until they say they are working.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_duty")
        .addColumn("staff_id", "text", (col) => col.primaryKey())
        .addColumn("on_duty", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("leave_from", "text")
        .addColumn("leave_to", "text")
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("allocation_settings")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("rule", "text", (col) => col.notNull().check(sql`rule in ('round_robin', 'by_course', 'off')`))
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createTable("allocation_routes")
        .addColumn("target", "text", (col) => col.notNull())
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("allocation_routes_key", ["target", "staff_id"])
        .execute();
      await db.schema
        .createTable("allocation_turns")
        .addColumn("pool", "text", (col) => col.primaryKey())
        .addColumn("turn", "integer", (col) => col.notNull())
        .addColumn("last_staff_id", "text")
        .execute();
    },
  },
  "0012_push": {
    // Web Push to staff devices: each device's subscription (its push service's
    // address and keys, which only the browser that made them can read), each person's choice
    // of events by push and by email (a row only where they changed the default), and on a
    // lead the next step and the promise it was last reminded of, so a reminder goes once. The
    // outbox gains the push channel and a "dropped" status: a push to a device the push
    // service says is gone is neither sent nor a failure to show admins.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("push_subscriptions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addColumn("endpoint", "text", (col) => col.notNull().unique())
        .addColumn("p256dh", "text", (col) => col.notNull())
        .addColumn("auth", "text", (col) => col.notNull())
        .addColumn("label", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_sent_at", "text")
        .execute();
      await db.schema.createIndex("push_subscriptions_staff").on("push_subscriptions").column("staff_id").execute();
      await db.schema
        .createTable("notify_choices")
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addColumn("event", "text", (col) => col.notNull())
        .addColumn("channel", "text", (col) => col.notNull().check(sql`channel in ('push', 'email')`))
        .addColumn("enabled", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("notify_choices_key", ["staff_id", "event", "channel"])
        .execute();
      await db.schema.alterTable("leads").addColumn("step_reminded_for", "text").execute();
      await db.schema.alterTable("leads").addColumn("promise_reminded_at", "text").execute();

      const channel = sql`channel in ('email', 'webhook', 'push')`;
      const status = sql`status in ('pending', 'sent', 'failed', 'dropped')`;
      if (isPostgres(db)) {
        // The checks were declared with their columns, so PostgreSQL named them; find them by table.
        const checks = await sql<{ conname: string }>`
          select conname from pg_constraint where conrelid = 'outbox'::regclass and contype = 'c'`.execute(db);
        for (const { conname } of checks.rows)
          await sql`alter table outbox drop constraint ${sql.id(conname)}`.execute(db);
        await sql`alter table outbox add constraint outbox_channel_check check (${channel})`.execute(db);
        await sql`alter table outbox add constraint outbox_status_check check (${status})`.execute(db);
        return;
      }
      // SQLite cannot change a check: the table is built again with the new ones, rows copied.
      await db.schema
        .createTable("outbox_next")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("position", "integer", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("channel", "text", (col) => col.notNull().check(channel))
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "text")
        .addColumn("payload", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().check(status))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .execute();
      await sql`insert into outbox_next (id, position, created_at, channel, kind, lead_id, payload, status, attempts, next_attempt_at, last_error, sent_at)
        select id, position, created_at, channel, kind, lead_id, payload, status, attempts, next_attempt_at, last_error, sent_at from outbox`.execute(
        db,
      );
      await db.schema.dropTable("outbox").execute();
      await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["status", "next_attempt_at", "position"])
        .execute();
      await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
    },
  },
  "0013_held_posts": {
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
  },
  "0014_enquiry_language": {
    // The Hindi edition: each enquiry and message records the language of the page
    // it was sent from ('en' for every row before), and a lead that wrote from a Hindi page
    // is marked as preferring Hindi, for the desk to show and filter by.
    async up(db: Kysely<unknown>) {
      for (const table of ["enquiries", "messages"]) {
        await db.schema
          .alterTable(table)
          .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
          .execute();
      }
      await db.schema
        .alterTable("leads")
        .addColumn("prefers_hindi", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },
  },
  "0015_imports": {
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
  },
  "0016_report_days": {
    // The reports' counts by day, kept with each write by server/storage/report-days.ts (as
    // lead_counts is, decision 19): a season's report read every lead of the season, 2.5–8.8 s
    // at 100,000 leads. report_leads keeps each lead's share, so a write can take it away.
    async up(db: Kysely<unknown>) {
      const counts = ["leads", "reached", "counselling", "applied", "enrolled", "within_day", "contacted"];
      const closed = ["not_interested", "not_reachable", "not_eligible", "not_student"];
      let days = db.schema
        .createTable("report_days")
        .addColumn("dimension", "text", (col) => col.notNull())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("key", "text", (col) => col.notNull());
      for (const column of [...counts, ...closed])
        days = days.addColumn(column, "integer", (col) => col.notNull().defaultTo(0));
      await days.addPrimaryKeyConstraint("report_days_key", ["dimension", "day", "key"]).execute();
      await db.schema
        .createTable("report_leads")
        .addColumn("lead_id", "text", (col) => col.primaryKey())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("source", "text", (col) => col.notNull())
        .addColumn("course", "text", (col) => col.notNull())
        .addColumn("owner", "text", (col) => col.notNull())
        .addColumn("forms", "text", (col) => col.notNull())
        .addColumn("language", "text", (col) => col.notNull())
        .addColumn("stage", "integer", (col) => col.notNull())
        .addColumn("within_day", "integer", (col) => col.notNull())
        .addColumn("closed", "text", (col) => col.notNull())
        .addColumn("reach_ms", "bigint")
        .addColumn("attempts", "integer")
        .execute();
      // The by-counsellor medians read a period's middle values per owner in value order.
      for (const column of ["reach_ms", "attempts"])
        await db.schema
          .createIndex(`report_leads_${column}`)
          .on("report_leads")
          .columns(["owner", column, "day"])
          .execute();
      // Next steps overdue now, per owner: counted from this index alone.
      await db.schema
        .createIndex("leads_overdue")
        .on("leads")
        .columns(["status", "next_follow_up_at", "owner_id"])
        .execute();
      // The leads a write changed without naming them to refreshReportDays (a write made by
      // hand in SQL, a path that forgot): marked by triggers, counted before the next report.
      await db.schema
        .createTable("report_dirty")
        .addColumn("lead_id", "text", (col) => col.primaryKey())
        .execute();
      await createReportTriggers(db);
      await createCallTriggers(db);
      await recountReportDays(db as Kysely<Schema>);
    },
  },
  "0017_content_revisions": {
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
  },
  "0018_launch_confirmations": {
    // The editor role (edits the site's content, sees no leads), and the launch checklist's
    // confirmations: an item of `npm run launch-check` an admin confirmed as it stands, by its
    // stable key, with who, when and the source they gave. Withdrawing one deletes its row (the
    // audit log keeps both).
    async up(db: Kysely<unknown>) {
      const role = sql`role in ('admin', 'counsellor', 'editor')`;
      if (isPostgres(db)) {
        const checks = await sql<{ conname: string }>`
          select conname from pg_constraint where conrelid = 'staff'::regclass and contype = 'c'`.execute(db);
        for (const { conname } of checks.rows)
          await sql`alter table staff drop constraint ${sql.id(conname)}`.execute(db);
        await sql`alter table staff add constraint staff_role_check check (${role})`.execute(db);
      } else {
        // SQLite cannot change a check: the table is built again with the new one, rows copied.
        // Sessions, passkeys, links and leads refer to staff, so dropping it needs foreign keys
        // off (they cannot change inside a transaction, and Kysely runs SQLite's migrations
        // outside one); the rebuild itself is one transaction, checked before it commits.
        await sql`PRAGMA foreign_keys = OFF`.execute(db);
        try {
          await db.transaction().execute(async (trx) => {
            await trx.schema
              .createTable("staff_next")
              .addColumn("id", "text", (col) => col.primaryKey())
              .addColumn("email", "text", (col) => col.notNull().unique())
              .addColumn("name", "text", (col) => col.notNull())
              .addColumn("role", "text", (col) => col.notNull().check(role))
              .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
              .addColumn("password_hash", "text")
              .addColumn("created_at", "text", (col) => col.notNull())
              .execute();
            await sql`insert into staff_next (id, email, name, role, active, password_hash, created_at)
              select id, email, name, role, active, password_hash, created_at from staff`.execute(trx);
            await trx.schema.dropTable("staff").execute();
            await trx.schema.alterTable("staff_next").renameTo("staff").execute();
            const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
            if (broken.rows.length > 0) throw new Error("rebuilding staff broke a reference to it");
          });
        } finally {
          await sql`PRAGMA foreign_keys = ON`.execute(db);
        }
      }
      await db.schema
        .createTable("launch_confirmations")
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("what", "text", (col) => col.notNull())
        .addColumn("source", "text", (col) => col.notNull())
        .addColumn("staff_id", "text", (col) => col.notNull())
        .addColumn("confirmed_at", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0019_photos": {
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
  },
  "0023_content_pages_compressed": {
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
  },
  "0024_imports_committing": {
    // An import's commit goes in short transactions, so visitors' posts are stored between
    // them (decision 25): `committing` while it runs, how many of `accepted_count` are stored
    // in `stored_count`, and what it stores kept in import_pending until its last slice, so a
    // server that stopped part way through finishes it when it starts. Kept in a table of its
    // own: every slice updates the import's row, which would otherwise be rewritten whole,
    // the 1.5 MB of a 10,000-row sheet each time.
    async up(db: Kysely<unknown>) {
      const status = sql`status in ('draft', 'committing', 'committed', 'undone')`;
      if (isPostgres(db)) {
        const checks = await sql<{ conname: string }>`
          select conname from pg_constraint where conrelid = 'imports'::regclass and contype = 'c'`.execute(db);
        for (const { conname } of checks.rows)
          await sql`alter table imports drop constraint ${sql.id(conname)}`.execute(db);
        await sql`alter table imports add constraint imports_status_check check (${status})`.execute(db);
        for (const column of ["accepted_count", "stored_count"])
          await db.schema
            .alterTable("imports")
            .addColumn(column, "integer", (col) => col.notNull().defaultTo(0))
            .execute();
      } else {
        // SQLite cannot change a check: the table is built again with the new one, rows copied
        // (nothing refers to imports, so foreign keys need not be switched off).
        await db.transaction().execute(async (trx) => {
          await trx.schema
            .createTable("imports_next")
            .addColumn("id", "text", (col) => col.primaryKey())
            .addColumn("created_at", "text", (col) => col.notNull())
            .addColumn("staff_id", "text", (col) => col.notNull())
            .addColumn("file_name", "text", (col) => col.notNull())
            .addColumn("source", "text", (col) => col.notNull())
            .addColumn("source_detail", "text", (col) => col.notNull().defaultTo(""))
            .addColumn("source_date", "text", (col) => col.notNull().defaultTo(""))
            .addColumn("status", "text", (col) => col.notNull().check(status))
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
            .addColumn("accepted_count", "integer", (col) => col.notNull().defaultTo(0))
            .addColumn("stored_count", "integer", (col) => col.notNull().defaultTo(0))
            .execute();
          const columns = sql.raw(
            "id, created_at, staff_id, file_name, source, source_detail, source_date, status, headers, cells, mapping, " +
              "created_count, joined_count, refused_count, repeated_count, refused, committed_at, undone_at, undone_by, " +
              "removed_count, kept_count",
          );
          await sql`insert into imports_next (${columns}) select ${columns} from imports`.execute(trx);
          await trx.schema.dropTable("imports").execute();
          await trx.schema.alterTable("imports_next").renameTo("imports").execute();
          await trx.schema.createIndex("imports_created").on("imports").columns(["status", "created_at"]).execute();
        });
      }
      await db.schema
        .createTable("import_pending")
        .addColumn("import_id", "text", (col) => col.primaryKey())
        .addColumn("pending", "text", (col) => col.notNull())
        .execute();
    },
  },
  "0025_import_pending_problem": {
    // Why an import's rows stopped being stored (a write the database refused: a full disk, say),
    // while it waits to go on: shown on the import's page, cleared by the next slice that stores.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("import_pending").addColumn("problem", "text").execute();
    },
  },
  "0026_privacy_request_verification": {
    // A rights request whose name or email differ from its lead's waits until staff confirm it
    // with the lead through the lead's stored phone or email (domain/request-identity.ts):
    // when, by whom and how it was confirmed. Issue #49, finding 4.
    async up(db: Kysely<unknown>) {
      for (const column of ["verified_at", "verified_by", "verified_method"])
        await db.schema.alterTable("privacy_requests").addColumn(column, "text").execute();
    },
  },
  "0027_kept_sources": {
    // A lead's source is now kept as a known name, a plain domain or "other" (domain/sources.ts
    // keptSource), never a campaign tag's free text: `utm_source=priya.sharma.x@gmail.com` was
    // kept verbatim in leads.source and in the counts that outlive an erased lead. Issue #49,
    // finding 5. Mends the rows already stored: the leads' sources, the erased leads' counts
    // (merged by their kept source), the export records' source filter, and the overview's
    // and the reports' counts, counted again from the mended leads (which also drops the rows
    // a count left at zero, whose key was an erased lead's tag). Uses the rules as they are
    // when it runs: it runs once.
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Schema>;
      for (const { source } of await db.selectFrom("leads").select("source").distinct().execute()) {
        const kept = keptSource(source);
        if (kept !== source) await db.updateTable("leads").set({ source: kept }).where("source", "=", source).execute();
      }

      const erased = await db.selectFrom("erased_leads").selectAll().execute();
      if (erased.some((row) => keptSource(row.source) !== row.source)) {
        const merged = new Map<
          string,
          { day: string; course: string; status: string; source: string; count: number }
        >();
        for (const row of erased) {
          const source = keptSource(row.source);
          const key = JSON.stringify([row.day, row.course, row.status, source]);
          const entry = merged.get(key) ?? { day: row.day, course: row.course, status: row.status, source, count: 0 };
          entry.count += Number(row.count);
          merged.set(key, entry);
        }
        await db.deleteFrom("erased_leads").execute();
        for (const row of merged.values()) await db.insertInto("erased_leads").values(row).execute();
      }

      // An export's record names its filters; a source filter typed into the address could be anything.
      const exports = await db
        .selectFrom("audit_log")
        .select(["id", "detail"])
        .where("action", "=", "export")
        .where("detail", "like", '%"source"%')
        .execute();
      for (const entry of exports) {
        const detail = JSON.parse(entry.detail ?? "{}") as Record<string, unknown>;
        if (typeof detail.source !== "string" || keptSource(detail.source) === detail.source) continue;
        detail.source = keptSource(detail.source);
        await db
          .updateTable("audit_log")
          .set({ detail: JSON.stringify(detail) })
          .where("id", "=", entry.id)
          .execute();
      }

      await recountLeadCounts(db);
      await recountReportDays(db);
    },
  },
  "0031_launch_fingerprints": {
    // A launch confirmation is of the words families read when it was given: their fingerprint
    // (app/content/launch-readings.ts). Other words are not confirmed by it; rows from before
    // have none and stand as they did.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("launch_confirmations").addColumn("fingerprint", "text").execute();
    },
  },
};
