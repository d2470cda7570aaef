import { sql, type RawBuilder } from "kysely";
import type { ReportFacts, ReportStore } from "#domain/desk.ts";
import { ACTIVE_STATUSES } from "#domain/contact.ts";
import { CLOSED_STATUSES, type LeadStatus } from "#domain/leads.ts";
import type { LeadFacts, Period, ReportKind } from "#domain/reports.ts";
import { isPostgres } from "#server/storage/dialect.ts";
import { DeskPart } from "./context";

/** Separates a source from its fair's or aggregator's name in a fact's key. */
export const DETAIL_SEPARATOR = "\u001f";

interface FactRow {
  key: string | null;
  status: LeadStatus;
  reached: number | string;
  within24h: number | string;
  heldStage: number | string | null;
  count: number | string;
}

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql.lit(value)),
    sql`, `,
  );

/**
 * The reports' counts, grouped by the database: a season at 100,000 leads is one scan of the
 * leads it holds, never rows fetched one each. The rules (how far a lead went, how sources
 * fold) are domain/reports.ts's, applied to the groups.
 */
export class ReportQueries extends DeskPart implements ReportStore {
  /** The first contact's deadline, as ISO text (the columns are ISO 8601 UTC text on both databases). */
  private promiseDeadline(): RawBuilder<string> {
    return isPostgres(this.db)
      ? sql`to_char((first_enquiry_at::timestamptz + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', first_enquiry_at, '+1 day')`;
  }

  /** Milliseconds from the first enquiry to the first conversation. */
  private msToReach(): RawBuilder<number> {
    return isPostgres(this.db)
      ? sql`extract(epoch from (first_contact_at::timestamptz - first_enquiry_at::timestamptz)) * 1000`
      : sql`round((julianday(first_contact_at) - julianday(first_enquiry_at)) * 86400000)`;
  }

  /**
   * The leads whose first enquiry falls in the period, each with what the funnel needs: reached
   * (a conversation set first_contact_at; nothing else does), within 24 hours, and for a closed
   * lead the furthest pipeline status its timeline shows (a status event names it as "from" or
   * "to"; a closing reason's own quotes are escaped in the JSON, so it cannot match).
   */
  private cohort(period: Period): RawBuilder<unknown> {
    return sql`select l.id, l.source, l.course, l.owner_id, l.status,
        case when l.first_contact_at is null then 0 else 1 end as reached,
        case when l.first_contact_at is not null and l.first_contact_at <= ${this.promiseDeadline()} then 1 else 0 end as within24h,
        case when l.status in (${inList(CLOSED_STATUSES)}) then coalesce((
          select max(case when e.data like '%"enrolled"%' then 4 when e.data like '%"applied"%' then 3
            when e.data like '%"counselling"%' then 2 else 0 end)
          from lead_events e where e.lead_id = l.id and e.kind = 'status'), 0) else 0 end as held_stage,
        case when l.source in ('fair', 'aggregator') then coalesce((
          select m.source_detail from manual_enquiries m where m.lead_id = l.id order by m.created_at limit 1), '')
          else '' end as source_detail
      from leads l
      where l.first_enquiry_at >= ${period.from} and l.first_enquiry_at < ${period.to}`;
  }

  async reportFacts(period: Period, kind: ReportKind): Promise<ReportFacts> {
    const cohort = this.cohort(period);
    const grouped = (key: RawBuilder<unknown>, from: RawBuilder<unknown> = sql`cohort c`, counted = sql`count(*)`) =>
      sql<FactRow>`with cohort as (${cohort})
        select ${key} as key, c.status, c.reached, c.within24h, c.held_stage, ${counted} as count
        from ${from}
        group by 1, c.status, c.reached, c.within24h, c.held_stage`;
    let query: RawBuilder<FactRow>;
    switch (kind) {
      case "funnel":
        query = grouped(sql`''`);
        break;
      case "source":
        query = grouped(sql`c.source || ${DETAIL_SEPARATOR} || c.source_detail`);
        break;
      case "course":
        query = grouped(sql`c.course`);
        break;
      case "counsellor":
        query = grouped(sql`coalesce(c.owner_id, '')`);
        break;
      case "form":
        // A lead counts once under each form it enquired through (the form is kept on its enquiry events).
        query = grouped(
          sql`e.form`,
          // SQLite's CROSS JOIN keeps this order (the period's leads first, then each one's enquiries
          // by the (lead, kind) index); left to choose, it read every enquiry event by kind.
          sql`cohort c ${isPostgres(this.db) ? sql`join` : sql`cross join`} lead_events e on e.lead_id = c.id and e.kind = 'enquiry'`,
          sql`count(distinct c.id)`,
        );
        break;
    }
    const rows = (await query.execute(this.db)).rows;
    const facts: LeadFacts[] = rows.map((row) => ({
      key: row.key ?? "",
      status: row.status,
      reached: Number(row.reached) === 1,
      within24h: Number(row.within24h) === 1,
      heldStage: Number(row.heldStage ?? 0),
      count: Number(row.count),
    }));
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
