import { type Kysely, type Migration } from "kysely";
import { keptSource } from "#domain/sources.ts";
import { recountLeadCounts } from "../lead-counts";
import { recountReportDays } from "../report-days";
import type { Schema } from "../schema";

export const migration: Migration = {
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
      const merged = new Map<string, { day: string; course: string; status: string; source: string; count: number }>();
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
};
