import { liveWorkingWeek } from "#content/live.ts";
import type { ReportQuery } from "./report-query";
import type { DeskStore } from "#domain/desk.ts";
import { toCsv } from "#domain/csv.ts";
import { FORM_LABELS, STATUS_LABELS, type EnquiryForm } from "#domain/leads.ts";
import {
  breakdown,
  buildFunnel,
  counsellorRows,
  resolveRange,
  STAGE_LABELS,
  workingDays,
  type BreakdownRow,
  type Counted,
  type CounsellorRow,
  type Funnel,
  type Period,
  type ReportKind,
  type ReportRange,
} from "#domain/reports.ts";
import { normaliseSource } from "#domain/sources.ts";

/**
 * What the Reports page and its CSV download show, built once from the store's counts
 * (DeskStore.reportFacts) and domain/reports.ts's rules, for the period and the one before.
 */

const DETAIL_SEPARATOR = "\u001f";

/** A lead's language: Hindi once any of its enquiries came from a Hindi page, else English. */
const LANGUAGE_LABELS: Record<string, string> = { en: "English", hi: "Hindi" };

export { readReportQuery, reportSearch, type ReportQuery } from "./report-query";

export interface PeriodFigures {
  leads: number;
  reachedWithin24h: number;
  /** Reached late or not reached after 24 hours; and not reached, still inside them (domain/reports.ts promiseOutcome). */
  missed: number;
  open: number;
  applied: number;
  enrolled: number;
}

export type ReportBody =
  | { kind: "funnel"; current: Funnel; previous: Funnel }
  | { kind: "source" | "course" | "form" | "language"; current: BreakdownRow[]; previous: Record<string, BreakdownRow> }
  | {
      kind: "counsellor";
      current: CounsellorRow[];
      previous: Record<string, CounsellorRow>;
      workingDays: number;
    };

export interface Report {
  range: ReportRange;
  headline: { current: PeriodFigures; previous: PeriodFigures };
  body: ReportBody;
}

function keyNamer(kind: ReportKind): (key: string) => { key: string; label: string } {
  switch (kind) {
    case "source":
      return (key) => {
        const [source, detail] = key.split(DETAIL_SEPARATOR) as [string, string?];
        return normaliseSource(source, detail ?? "");
      };
    case "form":
      return (key) => ({ key, label: FORM_LABELS[key as EnquiryForm] ?? key });
    case "course":
      return (key) => ({ key, label: key || "No course named" });
    case "language":
      return (key) => ({ key, label: LANGUAGE_LABELS[key] ?? key });
    default:
      return (key) => ({ key, label: key });
  }
}

function totals(rows: BreakdownRow[], open: number): PeriodFigures {
  const sum = rows.reduce(
    (sum, row) => ({
      leads: sum.leads + row.leads,
      reachedWithin24h: sum.reachedWithin24h + row.reachedWithin24h,
      applied: sum.applied + row.applied,
      enrolled: sum.enrolled + row.enrolled,
    }),
    { leads: 0, reachedWithin24h: 0, applied: 0, enrolled: 0 },
  );
  return { ...sum, open, missed: Math.max(0, sum.leads - sum.reachedWithin24h - open) };
}

export async function buildReport(
  desk: DeskStore,
  query: ReportQuery,
  now: Date,
): Promise<{ ok: true; report: Report } | { ok: false; error: string }> {
  const range = resolveRange(query.range, now, query);
  if ("error" in range) return { ok: false, error: range.error };
  const read = (period: Period) => desk.reportFacts(period, query.kind);
  const [current, previous] = await Promise.all([read(range.current), read(range.previous)]);
  const namer = keyNamer(query.kind);
  // The headline counts each lead once: every report's groups hold each lead once, except by
  // form (a lead that used two forms is in both), whose headline reads the funnel's groups.
  const headline = (read: { facts: Counted[]; openPromises: number }) =>
    totals(
      breakdown(read.facts, () => ({ key: "", label: "" })),
      read.openPromises,
    );
  let body: ReportBody;
  switch (query.kind) {
    case "funnel":
      body = { kind: "funnel", current: buildFunnel(current.facts), previous: buildFunnel(previous.facts) };
      break;
    case "counsellor": {
      const days = workingDays(range.current, now, liveWorkingWeek());
      const before = counsellorRows(
        previous.facts,
        previous.counsellors,
        previous.staff,
        workingDays(range.previous, now, liveWorkingWeek()),
      );
      body = {
        kind: "counsellor",
        current: counsellorRows(current.facts, current.counsellors, current.staff, days),
        previous: Object.fromEntries(before.map((row) => [row.staffId, row])),
        workingDays: days,
      };
      break;
    }
    default: {
      const before = breakdown(previous.facts, namer);
      body = {
        kind: query.kind,
        current: breakdown(current.facts, namer),
        previous: Object.fromEntries(before.map((row) => [row.key, row])),
      };
    }
  }
  let figures = { current: headline(current), previous: headline(previous) };
  if (query.kind === "form") {
    // By form, a lead may count under two forms; the headline still counts people, from the funnel's counts.
    const [a, b] = await Promise.all([
      desk.reportFacts(range.current, "funnel"),
      desk.reportFacts(range.previous, "funnel"),
    ]);
    figures = { current: headline(a), previous: headline(b) };
  }
  return { ok: true, report: { range, headline: figures, body } };
}

const share = (part: number, whole: number) => (whole === 0 ? "" : (part / whole).toFixed(3));

/** The report as CSV: one row per line of its table, the period and the one before side by side. */
export function reportCsv(report: Report): string {
  const { body } = report;
  switch (body.kind) {
    case "funnel": {
      const columns = ["stage", "leads", "conversion", "previousLeads", "previousConversion"] as const;
      const rows = body.current.stages.map((stage, index) => ({
        stage: STAGE_LABELS[stage.stage],
        leads: String(stage.count),
        conversion: stage.conversion === null ? "" : stage.conversion.toFixed(3),
        previousLeads: String(body.previous.stages[index]!.count),
        previousConversion: body.previous.stages[index]!.conversion?.toFixed(3) ?? "",
      }));
      const closed = body.current.closed.map((row, index) => ({
        stage: `Closed: ${STATUS_LABELS[row.status]}`,
        leads: String(row.count),
        conversion: "",
        previousLeads: String(body.previous.closed[index]!.count),
        previousConversion: "",
      }));
      return toCsv(columns, [...rows, ...closed]);
    }
    case "counsellor": {
      const columns = [
        "counsellor",
        "leadsOwned",
        "reachedWithin24h",
        "shareReachedWithin24h",
        "medianMinutesToReach",
        "medianAttemptsBeforeReaching",
        "callsLogged",
        "callsPerWorkingDay",
        "nextStepsOverdue",
        "applied",
        "enrolled",
        "previousLeadsOwned",
        "previousEnrolled",
      ] as const;
      return toCsv(
        columns,
        body.current.map((row) => ({
          counsellor: row.name,
          leadsOwned: String(row.leads),
          reachedWithin24h: String(row.reachedWithin24h),
          shareReachedWithin24h: share(row.reachedWithin24h, row.leads),
          medianMinutesToReach: row.medianMsToReach === null ? "" : String(Math.round(row.medianMsToReach / 60_000)),
          medianAttemptsBeforeReaching: row.medianAttempts === null ? "" : String(row.medianAttempts),
          callsLogged: String(row.calls),
          callsPerWorkingDay: row.callsPerWorkingDay === null ? "" : row.callsPerWorkingDay.toFixed(2),
          nextStepsOverdue: String(row.overdue),
          applied: String(row.applied),
          enrolled: String(row.enrolled),
          previousLeadsOwned: String(body.previous[row.staffId]?.leads ?? 0),
          previousEnrolled: String(body.previous[row.staffId]?.enrolled ?? 0),
        })),
      );
    }
    default: {
      const columns = [
        body.kind,
        "leads",
        "reachedWithin24h",
        "applied",
        "enrolled",
        "enrolmentRate",
        "previousLeads",
        "previousEnrolled",
      ] as const;
      return toCsv(
        columns,
        body.current.map((row) => ({
          [body.kind]: row.label,
          leads: String(row.leads),
          reachedWithin24h: String(row.reachedWithin24h),
          applied: String(row.applied),
          enrolled: String(row.enrolled),
          enrolmentRate: share(row.enrolled, row.leads),
          previousLeads: String(body.previous[row.key]?.leads ?? 0),
          previousEnrolled: String(body.previous[row.key]?.enrolled ?? 0),
        })) as Record<(typeof columns)[number], string>[],
      );
    }
  }
}
