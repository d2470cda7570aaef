import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
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
    await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at", "position"]).execute();
    await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
  },
};
