import { type Kysely, type Migration } from "kysely";
import { phoneKey } from "#domain/leads.ts";
import { recomputeContact } from "../contact-history";
import type { Schema } from "../schema";

export const migration: Migration = {
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
};
