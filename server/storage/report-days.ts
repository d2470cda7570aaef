import { sql, type Kysely, type Transaction } from "kysely";
import { istDate } from "#domain/india-time.ts";
import { CLOSED_STATUSES, isClosed, type ClosedStatus, type LeadStatus } from "#domain/leads.ts";
import {
  furthestStage,
  heldStageOf,
  noneClosed,
  STAGE_TOTAL,
  STAGES,
  type KeyTotals,
  type Period,
} from "#domain/reports.ts";
import { isPostgres } from "./dialect";
import type { Schema } from "./schema";
import { deferredIn, type Deferred } from "./write-batch";

type Db = Kysely<Schema> | Transaction<Schema>;

/**
 * The reports' counts by day (migration 0016), kept beside the overview's `lead_counts` by the
 * writes that change them, in the same transaction (decision 19): a season's report sums at
 * most a year of days per key instead of reading every lead of the season (2.5–8.8 s at
 * 100,000 leads, docs/benchmarks.md).
 *
 * Each lead's share is kept in `report_leads` (its first enquiry's India day, source with its
 * fair's or aggregator's name, course, owner, forms, language, furthest stage, reached within
 * 24 hours, closed status). A write names the leads it touched to `refreshReportDays` at its
 * end; the lead is read again, and when its share changed, the old share is taken from
 * `report_days` and the new one added. A lead that is gone (erased, merged away, an import
 * undone) takes its share away. So no write has to know what the reports count: it must only
 * name the leads it changed. The writes that do: admitAttached (a visitor's enquiry, a held
 * post released), addManualEntry, the import and its undo (after their transaction, in
 * slices: server/storage/desk/imports.ts countReportDaysLater), changeLead, logContact, bulkChange,
 * mergeLeads, eraseLead (and the retention purge). A new write to a lead's status, owner,
 * course, source, first contact, language or enquiries must call it too. Guarded by
 * server/storage/report-days.db.test.ts (random writes, then the days against a recount, and
 * no lead left waiting). As a safety net, triggers (migration 0016) mark in `report_dirty` any
 * lead whose counted columns or enquiries change, and a report counts those first
 * (refreshDirtyReportDays): a write that forgets, or rows written by hand in SQL as the
 * end-to-end fixtures do, still show, at the cost of that report's first read.
 */

export const REPORT_DIMENSIONS = ["funnel", "source", "course", "form", "language", "counsellor", "calls"] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** Separates a source from its fair's or aggregator's name in a key. */
export const DETAIL_SEPARATOR = "\u001f";

/** What one lead adds to the days (a row of report_leads, without its id). */
export interface LeadShare {
  day: string;
  source: string;
  course: string;
  owner: string;
  /** The forms it enquired through, sorted, joined by DETAIL_SEPARATOR. */
  forms: string;
  language: string;
  stage: number;
  withinDay: number;
  closed: string;
  /** Reached: milliseconds from the first enquiry to the first conversation, and the attempts before it (else null). */
  reachMs: number | null;
  attempts: number | null;
}

const SHARE_COLUMNS = [
  "day",
  "source",
  "course",
  "owner",
  "forms",
  "language",
  "stage",
  "withinDay",
  "closed",
  "reachMs",
  "attempts",
] as const satisfies readonly (keyof LeadShare)[];

const sameShare = (a: LeadShare, b: LeadShare) =>
  SHARE_COLUMNS.every((column) => String(a[column] ?? "") === String(b[column] ?? ""));

/** The keys a share counts under, one per report (a lead that used two forms counts under both). */
function keysOf(share: LeadShare): [ReportDimension, string][] {
  return [
    ["funnel", ""],
    ["source", share.source],
    ["course", share.course],
    ["counsellor", share.owner],
    ["language", share.language],
    ...share.forms.split(DETAIL_SEPARATOR).map((form): [ReportDimension, string] => ["form", form]),
  ];
}

interface DayDelta {
  day: string;
  dimension: ReportDimension;
  key: string;
  leads: number;
  reached: number;
  counselling: number;
  applied: number;
  enrolled: number;
  withinDay: number;
  notInterested: number;
  notReachable: number;
  notEligible: number;
  notStudent: number;
  contacted: number;
}

const COUNT_COLUMNS = [
  "leads",
  "reached",
  "counselling",
  "applied",
  "enrolled",
  "withinDay",
  "notInterested",
  "notReachable",
  "notEligible",
  "notStudent",
  "contacted",
] as const;

const CLOSED_COLUMN: Record<ClosedStatus, (typeof COUNT_COLUMNS)[number]> = {
  not_interested: "notInterested",
  not_reachable: "notReachable",
  not_eligible: "notEligible",
  not_student: "notStudent",
};

/** Adds (sign 1) or takes away (sign −1) a share in a set of deltas. */
function addShare(deltas: Map<string, DayDelta>, share: LeadShare, sign: number): void {
  for (const [dimension, key] of keysOf(share)) {
    const id = `${dimension}\u0000${share.day}\u0000${key}`;
    let delta = deltas.get(id);
    if (!delta) {
      delta = { day: share.day, dimension, key, ...Object.fromEntries(COUNT_COLUMNS.map((c) => [c, 0])) } as DayDelta;
      deltas.set(id, delta);
    }
    const stage = Number(share.stage);
    STAGES.forEach((each, index) => {
      if (stage >= index) delta[STAGE_TOTAL[each]] += sign;
    });
    if (Number(share.withinDay) === 1) delta.withinDay += sign;
    if (share.reachMs !== null) delta.contacted += sign;
    if (isClosed(share.closed as LeadStatus)) delta[CLOSED_COLUMN[share.closed as ClosedStatus]] += sign;
  }
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/** How far a closed lead went before closing, from a status event's JSON (it names "from" and "to"). */
function heldStageOfEvent(data: string): number {
  const change = JSON.parse(data) as { from?: unknown; to?: unknown } | null;
  return change ? heldStageOf([change.from, change.to]) : 0;
}

/**
 * The shares of some leads as the rows say now (a lead not found has none): a few reads per
 * 500 leads, each by an index on the lead's id.
 */
export async function readShares(db: Db, ids: readonly string[]): Promise<Map<string, LeadShare>> {
  const shares = new Map<string, LeadShare>();
  for (const part of chunks([...new Set(ids)])) {
    const leads = await db
      .selectFrom("leads")
      .select([
        "id",
        "firstEnquiryAt",
        "source",
        "course",
        "ownerId",
        "status",
        "firstContactAt",
        "prefersHindi",
        "attempts",
      ])
      .where("id", "in", part)
      .execute();
    if (leads.length === 0) continue;
    const found = leads.map((lead) => lead.id);
    const forms = new Map<string, Set<string>>();
    for (const row of await db
      .selectFrom("lead_events")
      .select(["leadId", "form"])
      .where("leadId", "in", found)
      .where("kind", "=", "enquiry")
      .execute()) {
      const set = forms.get(row.leadId) ?? new Set<string>();
      set.add(row.form ?? "");
      forms.set(row.leadId, set);
    }
    const named = leads.filter((lead) => lead.source === "fair" || lead.source === "aggregator").map((l) => l.id);
    const details = new Map<string, { at: string; detail: string }>();
    if (named.length > 0) {
      for (const row of await db
        .selectFrom("manual_enquiries")
        .select(["leadId", "createdAt", "sourceDetail"])
        .where("leadId", "in", named)
        .execute()) {
        const first = details.get(row.leadId);
        if (!first || row.createdAt < first.at)
          details.set(row.leadId, { at: row.createdAt, detail: row.sourceDetail });
      }
    }
    const closed = leads.filter((lead) => isClosed(lead.status)).map((lead) => lead.id);
    const held = new Map<string, number>();
    if (closed.length > 0) {
      for (const row of await db
        .selectFrom("lead_events")
        .select(["leadId", "data"])
        .where("leadId", "in", closed)
        .where("kind", "=", "status")
        .execute()) {
        held.set(row.leadId, Math.max(held.get(row.leadId) ?? 0, heldStageOfEvent(row.data)));
      }
    }
    for (const lead of leads) {
      const reached = lead.firstContactAt !== null;
      const stage = furthestStage({ status: lead.status, reached, heldStage: held.get(lead.id) ?? 0 });
      // The same test as the 24-hour promise's: the first conversation at most a day after the first enquiry.
      const withinDay =
        reached && Date.parse(lead.firstContactAt!) - Date.parse(lead.firstEnquiryAt) <= 24 * 60 * 60 * 1000 ? 1 : 0;
      shares.set(lead.id, {
        day: istDate(lead.firstEnquiryAt),
        source: `${lead.source}${DETAIL_SEPARATOR}${details.get(lead.id)?.detail ?? ""}`,
        course: lead.course,
        owner: lead.ownerId ?? "",
        forms: [...(forms.get(lead.id) ?? [])].sort().join(DETAIL_SEPARATOR),
        language: lead.prefersHindi === 1 ? "hi" : "en",
        stage,
        withinDay,
        closed: isClosed(lead.status) ? lead.status : "",
        reachMs: reached ? Date.parse(lead.firstContactAt!) - Date.parse(lead.firstEnquiryAt) : null,
        attempts: reached ? Number(lead.attempts) : null,
      });
    }
  }
  return shares;
}

async function applyDeltas(db: Db, deltas: Map<string, DayDelta>): Promise<void> {
  // In key order, so two PostgreSQL transactions never lock the same rows in opposite orders.
  const changed = [...deltas.entries()]
    .filter(([, delta]) => COUNT_COLUMNS.some((column) => delta[column] !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta);
  for (const part of chunks(changed)) {
    await db
      .insertInto("report_days")
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(["dimension", "day", "key"])
          .doUpdateSet((eb) =>
            Object.fromEntries(
              COUNT_COLUMNS.map((column) => [column, eb(`report_days.${column}`, "+", eb.ref(`excluded.${column}`))]),
            ),
          ),
      )
      .execute();
  }
}

/** A batch's leads (./write-batch.ts), counted when it closes: last, as the shares read the timeline's entries. */
class DeferredReportDays implements Deferred {
  readonly phase = 1;
  readonly ids: string[] = [];
  flush(trx: object): Promise<void> {
    return refreshReportDays(trx as Db, this.ids);
  }
}

/**
 * After a write, in its transaction: the leads it touched counted again, and the days moved
 * by the difference. Costs a few indexed reads per call when nothing counted changed.
 */
export async function refreshReportDays(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  // In a batch of saves, counted once for all of the batch's leads, after its timeline entries are in.
  const batch = deferredIn(db, "report_days", () => new DeferredReportDays());
  if (batch) {
    batch.ids.push(...ids);
    return;
  }
  const unique = [...new Set(ids)];
  const kept = new Map<string, LeadShare>();
  for (const part of chunks(unique)) {
    for (const row of await db.selectFrom("report_leads").selectAll().where("leadId", "in", part).execute()) {
      const { leadId, ...share } = row;
      kept.set(leadId, share);
    }
  }
  const now = await readShares(db, unique);
  const deltas = new Map<string, DayDelta>();
  const gone: string[] = [];
  const written: (LeadShare & { leadId: string })[] = [];
  for (const id of unique) {
    const before = kept.get(id);
    const after = now.get(id);
    if (before && after && sameShare(before, after)) continue;
    if (before) {
      addShare(deltas, before, -1);
      gone.push(id);
    }
    if (after) {
      addShare(deltas, after, 1);
      written.push({ leadId: id, ...after });
    }
  }
  if (deltas.size > 0) {
    await applyDeltas(db, deltas);
    for (const part of chunks(gone)) await db.deleteFrom("report_leads").where("leadId", "in", part).execute();
    for (const part of chunks(written)) await db.insertInto("report_leads").values(part).execute();
  }
  for (const part of chunks(unique)) await db.deleteFrom("report_dirty").where("leadId", "in", part).execute();
}

/**
 * The leads the triggers marked and no write counted yet (a change made by hand in SQL, a new
 * write that does not call refreshReportDays, an import's leads before its slices count them),
 * counted before a report is read; `most`: stop after about that many leads.
 */
export async function refreshDirtyReportDays(db: Db, most = Number.POSITIVE_INFINITY): Promise<void> {
  for (let done = 0; done < most;) {
    const ids = (
      await db
        .selectFrom("report_dirty")
        .select("leadId")
        .limit(Math.min(5000, most - done))
        .execute()
    ).map((row) => row.leadId);
    if (ids.length === 0) return;
    await refreshReportDays(db, ids);
    done += ids.length;
  }
}

/** Whether any lead waits to be counted (read without the write lock, before taking it). */
export async function reportDaysBehind(db: Db): Promise<boolean> {
  return (await db.selectFrom("report_dirty").select("leadId").limit(1).executeTakeFirst()) !== undefined;
}

/** An ISO UTC instant's India day (YYYY-MM-DD), in each dialect's SQL. */
export const REPORT_DAY_SQLITE = (column: string) => `date(${column}, '+330 minutes')`;
export const REPORT_DAY_PG = (column: string) =>
  `to_char(((${column})::timestamptz at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

/** Counts the calls afresh from the timeline (migration 0016, the recount). */
export async function recountCalls(db: Db): Promise<void> {
  const day = sql.raw(isPostgres(db) ? REPORT_DAY_PG("at") : REPORT_DAY_SQLITE("at"));
  await sql`insert into report_days (dimension, day, key, contacted)
    select 'calls', ${day}, staff_id, count(*) from lead_events
    where kind = 'call' and staff_id is not null group by ${day}, staff_id`.execute(db);
}

/** Counts every lead afresh (migration 0016, the bench's bulk writer, the tests' recount). */
export async function recountReportDays(db: Db): Promise<void> {
  await db.deleteFrom("report_days").execute();
  await db.deleteFrom("report_leads").execute();
  await db.deleteFrom("report_dirty").execute();
  await recountCalls(db);
  let after = "";
  for (;;) {
    const ids = (
      await db.selectFrom("leads").select("id").where("id", ">", after).orderBy("id").limit(5000).execute()
    ).map((row) => row.id);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    await refreshReportDays(db, ids);
  }
}

/**
 * Per owner, the medians of time to reach and attempts before reaching over the period's
 * reached leads: how many there are is kept in report_days (contacted), and the middle one
 * or two values are read from report_leads in value order by an index (owner, value, day),
 * never the whole period's values sorted.
 */
export async function readCounsellorMedians(
  db: Db,
  period: Period,
  reached: ReadonlyMap<string, number>,
): Promise<Map<string, { medianMs: number | null; medianAttempts: number | null }>> {
  const { from, to } = days(period);
  const medians = new Map<string, { medianMs: number | null; medianAttempts: number | null }>();
  const middle = async (owner: string, n: number, column: "reachMs" | "attempts") => {
    const rows = await db
      .selectFrom("report_leads")
      .select(column)
      .where("owner", "=", owner)
      .where(column, "is not", null)
      .where("day", ">=", from)
      .where("day", "<", to)
      .orderBy(column)
      .limit(n % 2 === 1 ? 1 : 2)
      .offset(Math.floor((n - 1) / 2))
      .execute();
    const values = rows.map((row) => Number(row[column]));
    return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
  };
  for (const [owner, n] of reached) {
    if (owner === "" || n <= 0) continue;
    const time = await middle(owner, n, "reachMs");
    medians.set(owner, {
      medianMs: time === null ? null : Math.round(time),
      medianAttempts: await middle(owner, n, "attempts"),
    });
  }
  return medians;
}

/** Counts the given shares straight, without the tables (the test's recount). */
export function sumShares(shares: Iterable<LeadShare>): DayDelta[] {
  const deltas = new Map<string, DayDelta>();
  for (const share of shares) addShare(deltas, share, 1);
  return [...deltas.values()].filter((delta) => delta.leads !== 0);
}

/** The days a report reads: from the first day of the period to the day after its last. */
function days(period: Period): { from: string; to: string } {
  return { from: istDate(period.from), to: istDate(period.to) };
}

/** A report's totals over a period, per key: at most one row per day and key summed. */
export async function readReportTotals(
  db: Db,
  period: Period,
  dimension: ReportDimension,
): Promise<(KeyTotals & { contacted: number })[]> {
  const { from, to } = days(period);
  const rows = await db
    .selectFrom("report_days")
    .select((eb) => ["key", ...COUNT_COLUMNS.map((column) => eb.fn.sum<number | string>(column).as(column))])
    .where("dimension", "=", dimension)
    .where("day", ">=", from)
    .where("day", "<", to)
    .groupBy("key")
    // A key whose leads all left counts nothing (its rows stay, at zero); calls count in `contacted`.
    .having((eb) => eb.or([eb(eb.fn.sum("leads"), "<>", 0), eb(eb.fn.sum("contacted"), "<>", 0)]))
    .execute();
  return rows.map((row) => {
    const closed = noneClosed();
    for (const status of CLOSED_STATUSES) closed[status] = Number(row[CLOSED_COLUMN[status]]);
    return {
      key: row.key,
      leads: Number(row.leads),
      reached: Number(row.reached),
      counselling: Number(row.counselling),
      applied: Number(row.applied),
      enrolled: Number(row.enrolled),
      within24h: Number(row.withinDay),
      closed,
      contacted: Number(row.contacted),
    };
  });
}
