import { REPORT_RANGES, REPORTS, type ReportKind, type ReportRangeKind } from "#domain/reports.ts";

/** The Reports page's query string: which report, which period (custom: its first and last day). */
export interface ReportQuery {
  kind: ReportKind;
  range: ReportRangeKind;
  from: string;
  to: string;
}

/** The page's query string, read leniently: anything unknown falls back to the funnel over this week. */
export function readReportQuery(params: URLSearchParams): ReportQuery {
  const kind = params.get("report") ?? "";
  const range = params.get("range") ?? "";
  return {
    kind: (REPORTS as readonly string[]).includes(kind) ? (kind as ReportKind) : "funnel",
    range: (REPORT_RANGES as readonly string[]).includes(range) ? (range as ReportRangeKind) : "this_week",
    from: (params.get("from") ?? "").slice(0, 10),
    to: (params.get("to") ?? "").slice(0, 10),
  };
}

export function reportSearch(query: ReportQuery, changes: Partial<ReportQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams({ report: next.kind, range: next.range });
  if (next.range === "custom") {
    params.set("from", next.from);
    params.set("to", next.to);
  }
  return `?${params}`;
}
