import { sql, type RawBuilder } from "kysely";
import type { ReportFacts, ReportStore } from "#domain/desk.ts";
import { ACTIVE_STATUSES } from "#domain/contact.ts";
import type { Period, ReportKind } from "#domain/reports.ts";
import { isPostgres } from "#server/storage/dialect.ts";
import { readReportTotals, refreshDirtyReportDays, reportDaysBehind } from "#server/storage/report-days.ts";
import { DeskPart } from "./context";

/**
 * The reports' counts: the days kept by server/storage/report-days.ts, summed over the
 * period (at most a year of days per key), and for the by-counsellor report the figures that
 * do not sum (medians, calls, overdue) read from indexes. The rules (how far a lead went, how
 * sources fold) are domain/reports.ts's, applied to the sums.
 */
export class ReportQueries extends DeskPart implements ReportStore {
  /** Milliseconds from the first enquiry to the first conversation. */
  private msToReach(): RawBuilder<number> {
    return isPostgres(this.db)
      ? sql`extract(epoch from (first_contact_at::timestamptz - first_enquiry_at::timestamptz)) * 1000`
      : sql`round((julianday(first_contact_at) - julianday(first_enquiry_at)) * 86400000)`;
  }

  async reportFacts(period: Period, kind: ReportKind): Promise<ReportFacts> {
    if (await reportDaysBehind(this.db)) await this.writes.run((trx) => refreshDirtyReportDays(trx));
    const facts = await readReportTotals(this.db, period, kind);
    if (kind !== "counsellor") return { facts, counsellors: [], staff: [] };
    const [counsellors, staff] = await Promise.all([
      this.counsellorFigures(period),
      this.db.selectFrom("staff").select(["id", "name"]).execute(),
    ]);
    return { facts, counsellors, staff };
  }

  /** Per owner: the medians of time to reach and attempts before reaching, calls logged, next steps overdue now. */
  private async counsellorFigures(period: Period): Promise<ReportFacts["counsellors"]> {
    const medianOf = (value: RawBuilder<unknown>) =>
      sql<{ ownerId: string; median: number | string }>`with r as (
          select owner_id, ${value} as v from leads
          where first_enquiry_at >= ${period.from} and first_enquiry_at < ${period.to}
            and first_contact_at is not null and owner_id is not null),
        o as (select owner_id, v, row_number() over (partition by owner_id order by v) as rn,
          count(*) over (partition by owner_id) as n from r)
        select owner_id, avg(v) as median from o where rn in ((n + 1) / 2, (n + 2) / 2) group by owner_id`.execute(
        this.db,
      );
    const [times, attempts, calls, overdue] = await Promise.all([
      medianOf(this.msToReach()),
      medianOf(sql`attempts`),
      this.db
        .selectFrom("lead_events")
        .select(["staffId", (eb) => eb.fn.countAll<number>().as("count")])
        .where("kind", "=", "call")
        .where("at", ">=", period.from)
        .where("at", "<", period.to)
        .where("staffId", "is not", null)
        .groupBy("staffId")
        .execute(),
      this.db
        .selectFrom("leads")
        .select(["ownerId", (eb) => eb.fn.countAll<number>().as("count")])
        .where("ownerId", "is not", null)
        .where("status", "in", [...ACTIVE_STATUSES])
        .where("nextFollowUpAt", "<", this.now())
        .groupBy("ownerId")
        .execute(),
    ]);
    const byId = new Map<
      string,
      { staffId: string; medianMs: number | null; medianAttempts: number | null; calls: number; overdue: number }
    >();
    const entry = (id: string) => {
      let row = byId.get(id);
      if (!row) {
        row = { staffId: id, medianMs: null, medianAttempts: null, calls: 0, overdue: 0 };
        byId.set(id, row);
      }
      return row;
    };
    for (const row of times.rows) entry(row.ownerId).medianMs = Math.round(Number(row.median));
    for (const row of attempts.rows) entry(row.ownerId).medianAttempts = Number(row.median);
    for (const row of calls) entry(row.staffId!).calls = Number(row.count);
    for (const row of overdue) entry(row.ownerId!).overdue = Number(row.count);
    return [...byId.values()];
  }
}
