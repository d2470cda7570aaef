import { type Kysely, type Migration } from "kysely";
import { recountReportDays } from "../report-days";
import type { Schema } from "../schema";
import { createCallTriggers, createReportTriggers } from "./report-triggers";

export const migration: Migration = {
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
};
