import { DAY_MS, IST_OFFSET_MS, istDate, istDayBounds, parseIstDate } from "./india-time";
import { CLOSED_STATUSES, isClosed, isStatus, PROMISE_MS, type ClosedStatus, type LeadStatus } from "./leads";
import { WEEKDAYS, type WorkingWeek } from "./working-hours";

/**
 * The admissions head's reports: which period they cover, how a lead's source is named
 * once (so "google.com" and "google" are one row), how far down the funnel a lead went, and
 * the sums and rates each report shows. Pure; the store hands in counted facts
 * (server/storage/desk/reports.ts) and these rules turn them into rows. Unit-tested in
 * reports.test.ts.
 */

// ---- The period --------------------------------------------------------------------------

export const REPORT_RANGES = ["this_week", "last_week", "this_month", "season", "custom"] as const;
export type ReportRangeKind = (typeof REPORT_RANGES)[number];

export const RANGE_LABELS: Record<ReportRangeKind, string> = {
  this_week: "This week",
  last_week: "Last week",
  this_month: "This month",
  season: "This admission season",
  custom: "Custom dates",
};

/**
 * The admission season opens on 1 January (India time) and runs to the end of the year:
 * applications for a session open in the winter and the session starts in July or August.
 */
export const SEASON_START_MONTH = 1;

/** A period: from (inclusive) to (exclusive), UTC instants at IST midnights. */
export interface Period {
  from: string;
  to: string;
}

export interface ReportRange {
  kind: ReportRangeKind;
  label: string;
  /** First and last IST day included, for the form and the CSV's name. */
  firstDay: string;
  lastDay: string;
  current: Period;
  /** The same length of time just before it, for comparison, and its first and last IST day. */
  previous: Period;
  previousFirstDay: string;
  previousLastDay: string;
}

/** A custom range may span at most this many days (two seasons and a little). */
export const MAX_RANGE_DAYS = 800;

function weekStart(now: Date): number {
  const { start } = istDayBounds(now);
  const weekday = new Date(start.getTime() + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return start.getTime() - ((weekday + 6) % 7) * DAY_MS;
}

function istMonthStart(year: number, month: number): number {
  return parseIstDate(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`)!.getTime();
}

/**
 * The period a report covers, and the one before it of the same length. Weeks start on
 * Monday; "this week", "this month" and "this season" run to the end of the week, month or
 * season (what has not happened yet counts nothing). A custom range names its first and last
 * day; out-of-order or missing days are an error message.
 */
export function resolveRange(
  kind: ReportRangeKind,
  now: Date,
  custom: { from: string; to: string } = { from: "", to: "" },
): ReportRange | { error: string } {
  let start: number;
  let end: number;
  const today = istDate(now);
  const [year, month] = today.split("-").map(Number) as [number, number];
  switch (kind) {
    case "this_week":
      start = weekStart(now);
      end = start + 7 * DAY_MS;
      break;
    case "last_week":
      end = weekStart(now);
      start = end - 7 * DAY_MS;
      break;
    case "this_month":
      start = istMonthStart(year, month);
      end = month === 12 ? istMonthStart(year + 1, 1) : istMonthStart(year, month + 1);
      break;
    case "season": {
      const seasonYear = month >= SEASON_START_MONTH ? year : year - 1;
      start = istMonthStart(seasonYear, SEASON_START_MONTH);
      end = istMonthStart(seasonYear + 1, SEASON_START_MONTH);
      break;
    }
    case "custom": {
      const from = parseIstDate(custom.from);
      const to = parseIstDate(custom.to);
      if (!from || !to) return { error: "Choose both the first and the last day of the range." };
      if (to < from) return { error: "The last day comes before the first day." };
      start = from.getTime();
      end = to.getTime() + DAY_MS;
      if ((end - start) / DAY_MS > MAX_RANGE_DAYS) return { error: `Choose at most ${MAX_RANGE_DAYS} days.` };
      break;
    }
  }
  const length = end - start;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    kind,
    label: RANGE_LABELS[kind],
    firstDay: istDate(new Date(start)),
    lastDay: istDate(new Date(end - DAY_MS)),
    current: { from: iso(start), to: iso(end) },
    previous: { from: iso(start - length), to: iso(start) },
    previousFirstDay: istDate(new Date(start - length)),
    previousLastDay: istDate(new Date(start - DAY_MS)),
  };
}

/** Days with office hours in the period, up to `now` (a week not over yet counts its days so far, today included). */
export function workingDays(period: Period, now: Date, week: WorkingWeek): number {
  const end = Math.min(Date.parse(period.to), istDayBounds(now).end.getTime());
  let days = 0;
  for (let day = Date.parse(period.from); day < end; day += DAY_MS) {
    if (week[WEEKDAYS[new Date(day + IST_OFFSET_MS).getUTCDay()]!]) days += 1;
  }
  return days;
}

// ---- Sources -----------------------------------------------------------------------------

// A lead's source is named in domain/sources.ts (keptSource, normaliseSource), the one place for it.

// ---- The funnel --------------------------------------------------------------------------

/** The funnel's stages in order: each lead counts in every stage up to the furthest it reached. */
export const STAGES = ["enquired", "reached", "counselling", "applied", "enrolled"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  enquired: "Enquired",
  reached: "Reached",
  counselling: "Counselling",
  applied: "Applied",
  enrolled: "Enrolled",
};

/**
 * The stage each status puts a lead at, for every status: a status added to domain/leads.ts is
 * a type error here until the funnel says where it counts. "new", "contacted" and the closing
 * statuses are no stage of their own (reached comes from a conversation, and a closed lead
 * counts as far as it went before closing: heldStage).
 */
export const STATUS_STAGE: Record<LeadStatus, Stage> = {
  new: "enquired",
  contacted: "enquired",
  counselling: "counselling",
  applied: "applied",
  enrolled: "enrolled",
  not_interested: "enquired",
  not_reachable: "enquired",
  not_eligible: "enquired",
  not_student: "enquired",
};

/** A status's stage as a number (an index into STAGES), as the reports' days keep it. */
export function statusStage(status: LeadStatus): number {
  return STAGES.indexOf(STATUS_STAGE[status]);
}

/**
 * The furthest stage of the statuses a status change named (a status event's `from` and
 * `to`): what a closed lead held before it closed. Anything that is not a status counts nothing.
 */
export function heldStageOf(statuses: readonly unknown[]): number {
  return Math.max(0, ...statuses.map((status) => (isStatus(String(status)) ? statusStage(status as LeadStatus) : 0)));
}

/** The figure of KeyTotals that counts each stage: every stage is a total of its own. */
export const STAGE_TOTAL = {
  enquired: "leads",
  reached: "reached",
  counselling: "counselling",
  applied: "applied",
  enrolled: "enrolled",
} as const satisfies Record<Stage, keyof KeyTotals>;

/**
 * How far a lead went (an index into STAGES): the furthest of its status now, any pipeline
 * status it held before (a lead that applied and then closed counts as applied), and reached
 * when someone had a conversation with the person. Counselling and beyond count as reached
 * too, so every stage holds the one after it.
 */
export function furthestStage(lead: { status: LeadStatus; reached: boolean; heldStage: number }): number {
  const stage = Math.max(statusStage(lead.status), lead.heldStage);
  return Math.max(stage, lead.reached ? 1 : 0);
}

/**
 * One counted group of leads as the store reads it: what it is grouped by, the status now,
 * whether reached (and within 24 hours of the first enquiry), the furthest status held before.
 */
export interface LeadFacts {
  key: string;
  status: LeadStatus;
  reached: boolean;
  within24h: boolean;
  heldStage: number;
  count: number;
}

export interface FunnelStage {
  stage: Stage;
  count: number;
  /** Of the stage before it (null for the first, or when the stage before had none). */
  conversion: number | null;
}

export interface Funnel {
  stages: FunnelStage[];
  closed: { status: ClosedStatus; count: number }[];
}

/**
 * A key's leads summed by how far they went (each lead counts in every stage up to its
 * furthest), reached within 24 hours, and closed by status: what every report is built from.
 * The store keeps these per day (server/storage/report-days.ts), so a season sums at most a
 * year of days instead of reading every lead.
 */
export interface KeyTotals {
  key: string;
  leads: number;
  reached: number;
  counselling: number;
  applied: number;
  enrolled: number;
  within24h: number;
  closed: Record<ClosedStatus, number>;
}

/** Counted groups (LeadFacts) or totals already summed (KeyTotals): the reports take either. */
export type Counted = LeadFacts | KeyTotals;

export function noneClosed(): Record<ClosedStatus, number> {
  return Object.fromEntries(CLOSED_STATUSES.map((status) => [status, 0])) as Record<ClosedStatus, number>;
}

/** One group's figures as totals. */
export function totalsOf(group: Counted): KeyTotals {
  if ("leads" in group) return group;
  const furthest = furthestStage(group);
  const closed = noneClosed();
  if (isClosed(group.status)) closed[group.status] = group.count;
  const totals: KeyTotals = {
    key: group.key,
    leads: 0,
    reached: 0,
    counselling: 0,
    applied: 0,
    enrolled: 0,
    within24h: group.within24h ? group.count : 0,
    closed,
  };
  STAGES.forEach((stage, index) => {
    if (furthest >= index) totals[STAGE_TOTAL[stage]] = group.count;
  });
  return totals;
}

export function buildFunnel(groups: readonly Counted[]): Funnel {
  const counts = STAGES.map(() => 0);
  const closed = noneClosed();
  for (const group of groups.map(totalsOf)) {
    STAGES.forEach((stage, index) => (counts[index]! += group[STAGE_TOTAL[stage]]));
    for (const status of CLOSED_STATUSES) closed[status] += group.closed[status];
  }
  return {
    stages: STAGES.map((stage, index) => ({
      stage,
      count: counts[index]!,
      conversion: index === 0 || counts[index - 1] === 0 ? null : counts[index]! / counts[index - 1]!,
    })),
    closed: CLOSED_STATUSES.map((status) => ({ status, count: closed[status] })),
  };
}

/** A row of the by-source, by-course and by-form reports. */
export interface BreakdownRow {
  key: string;
  label: string;
  leads: number;
  reachedWithin24h: number;
  applied: number;
  enrolled: number;
}

/** Leads → enrolled, or null with no leads. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/**
 * Sums the counted groups into rows by key (after `name` folds keys, as sources are), most
 * leads first, then by label.
 */
export function breakdown(
  groups: readonly Counted[],
  name: (key: string) => { key: string; label: string } = (key) => ({ key, label: key }),
): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  for (const group of groups.map(totalsOf)) {
    const { key, label } = name(group.key);
    const row = rows.get(key) ?? { key, label, leads: 0, reachedWithin24h: 0, applied: 0, enrolled: 0 };
    row.leads += group.leads;
    row.reachedWithin24h += group.within24h;
    row.applied += group.applied;
    row.enrolled += group.enrolled;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

/** Where a lead stands against the 24-hour promise now: reached in time, missed (reached late, or not reached after 24 hours), or still open. */
export type PromiseOutcome = "in_time" | "missed" | "open";

/**
 * A lead's 24-hour promise as it stands at `now` (an injected clock): reached within 24 hours
 * of the first enquiry is in time; reached later stays missed; not reached is open until its
 * 24 hours are over, then missed. A lead still inside its 24 hours is never a miss.
 */
export function promiseOutcome(firstEnquiryAt: string, firstContactAt: string | null, now: Date): PromiseOutcome {
  if (firstContactAt !== null) return reachedWithin24h(firstEnquiryAt, firstContactAt) ? "in_time" : "missed";
  return now.getTime() - Date.parse(firstEnquiryAt) > PROMISE_MS ? "missed" : "open";
}

/** The share of the promise kept: in time ÷ (in time + missed), leaving the open ones out; null when none is decided. */
export function promiseShare(counts: { inTime: number; missed: number }): number | null {
  const decided = counts.inTime + counts.missed;
  return decided === 0 ? null : counts.inTime / decided;
}

/** Whether a first contact came within the 24-hour promise of the first enquiry. */
export function reachedWithin24h(firstEnquiryAt: string, firstContactAt: string | null): boolean {
  return firstContactAt !== null && Date.parse(firstContactAt) - Date.parse(firstEnquiryAt) <= PROMISE_MS;
}

/** A row of the by-counsellor report. */
export interface CounsellorRow {
  staffId: string;
  name: string;
  leads: number;
  reachedWithin24h: number;
  medianMsToReach: number | null;
  medianAttempts: number | null;
  calls: number;
  callsPerWorkingDay: number | null;
  overdue: number;
  applied: number;
  enrolled: number;
}

/** The median of some numbers (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A share as the reports print it: "42%", or "–" when there is nothing to share. */
export function percent(value: number | null): string {
  return value === null ? "–" : `${Math.round(value * 100)}%`;
}

/** Change from the previous period, as shown beside a figure: "+3", "−2", "±0". */
export function change(current: number, previous: number): string {
  const diff = current - previous;
  return diff > 0 ? `+${diff}` : diff < 0 ? `−${-diff}` : "±0";
}

/** What each report groups by. */
export const REPORTS = ["funnel", "source", "course", "form", "language", "counsellor"] as const;
export type ReportKind = (typeof REPORTS)[number];

export const REPORT_LABELS: Record<ReportKind, string> = {
  funnel: "Funnel",
  source: "By source",
  course: "By course",
  form: "By form",
  language: "By language",
  counsellor: "By counsellor",
};

/** Reports only admins see. */
export function adminOnlyReport(kind: ReportKind): boolean {
  return kind === "counsellor";
}

/**
 * The by-counsellor rows: each owner's leads in the period (breakdown by owner id), with their
 * medians, calls per working day and next steps overdue now. Leads nobody owns make a row of
 * their own; staff with nothing in the period are left out.
 */
export function counsellorRows(
  facts: readonly Counted[],
  figures: readonly {
    staffId: string;
    medianMs: number | null;
    medianAttempts: number | null;
    calls: number;
    overdue: number;
  }[],
  staff: readonly { id: string; name: string }[],
  days: number,
): CounsellorRow[] {
  const names = new Map(staff.map((person) => [person.id, person.name]));
  const counted = new Map(breakdown(facts).map((row) => [row.key, row]));
  const extra = new Map(figures.map((row) => [row.staffId, row]));
  const ids = new Set([...counted.keys(), ...extra.keys()]);
  const rows = [...ids].map((id): CounsellorRow => {
    const leads = counted.get(id);
    const more = extra.get(id);
    const calls = more?.calls ?? 0;
    return {
      staffId: id,
      name: id === "" ? "Nobody (not allocated)" : (names.get(id) ?? "Former staff"),
      leads: leads?.leads ?? 0,
      reachedWithin24h: leads?.reachedWithin24h ?? 0,
      medianMsToReach: more?.medianMs ?? null,
      medianAttempts: more?.medianAttempts ?? null,
      calls,
      callsPerWorkingDay: days === 0 ? null : calls / days,
      overdue: more?.overdue ?? 0,
      applied: leads?.applied ?? 0,
      enrolled: leads?.enrolled ?? 0,
    };
  });
  // Nobody's row last; the others by leads owned, then name.
  return rows.sort(
    (a, b) => Number(a.staffId === "") - Number(b.staffId === "") || b.leads - a.leads || a.name.localeCompare(b.name),
  );
}
