import type { ReportFacts, ReportStore } from "#domain/desk.ts";
import { ACTIVE_STATUSES } from "#domain/contact.ts";
import { PROMISE_MS } from "#domain/leads.ts";
import type { Period, ReportKind } from "#domain/reports.ts";
import {
  readCounsellorMedians,
  readReportTotals,
  refreshDirtyReportDays,
  reportDaysBehind,
} from "#server/storage/report-days.ts";
import { DeskPart } from "./context";

/**
 * The reports' counts: the days kept by server/storage/report-days.ts, summed over the
 * period (at most a year of days per key), and for the by-counsellor report the figures that
 * do not sum (medians, calls, overdue) read from indexes. The rules (how far a lead went, how
 * sources fold) are domain/reports.ts's, applied to the sums.
 */
const DIRTY_SLICE = 250;

export class ReportQueries extends DeskPart implements ReportStore {
  async reportFacts(period: Period, kind: ReportKind): Promise<ReportFacts> {
    // A few hundred leads per write, so that many waiting (an import's 10,000 just committed)
    // never hold the one writer, and visitors' posts, for seconds.
    while (await reportDaysBehind(this.db)) await this.writes.run((trx) => refreshDirtyReportDays(trx, DIRTY_SLICE));
    const [facts, openPromises] = await Promise.all([
      readReportTotals(this.db, period, kind),
      this.openPromises(period),
    ]);
    if (kind !== "counsellor") return { facts, openPromises, counsellors: [], staff: [] };
    const [counsellors, staff] = await Promise.all([
      this.counsellorFigures(period, new Map(facts.map((row) => [row.key, row.contacted]))),
      this.db.selectFrom("staff").select(["id", "name"]).execute(),
    ]);
    return { facts, openPromises, counsellors, staff };
  }

  /**
   * The period's leads still inside their 24 hours and not reached (domain/reports.ts
   * promiseOutcome "open"), by the injected clock: the reports leave them out of the share
   * kept, so a week of leads an hour old is not read as a week of misses. One index
   * (leads_first_contact), over at most the last 24 hours of first enquiries.
   */
  private async openPromises(period: Period): Promise<number> {
    const since = new Date(this.clock().getTime() - PROMISE_MS).toISOString();
    const from = period.from > since ? period.from : since;
    if (from >= period.to) return 0;
    const row = await this.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("firstEnquiryAt", ">=", from)
      .where("firstEnquiryAt", "<", period.to)
      .where("firstContactAt", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Per owner: the medians of time to reach and attempts before reaching (server/storage/report-days.ts),
   * calls logged (kept per day by triggers), next steps overdue now (one index, leads_overdue).
   */
  private async counsellorFigures(
    period: Period,
    reached: ReadonlyMap<string, number>,
  ): Promise<ReportFacts["counsellors"]> {
    const [medians, calls, overdue] = await Promise.all([
      readCounsellorMedians(this.db, period, reached),
      readReportTotals(this.db, period, "calls"),
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
    for (const [id, median] of medians) Object.assign(entry(id), median);
    for (const row of calls) if (row.contacted !== 0) entry(row.key).calls = row.contacted;
    for (const row of overdue) entry(row.ownerId!).overdue = Number(row.count);
    return [...byId.values()];
  }
}
