import { data } from "react-router";
import type { Route } from "./+types/reports";
import { formatDuration, formatIstDay } from "#domain/india-time.ts";
import { STATUS_LABELS } from "#domain/leads.ts";
import {
  adminOnlyReport,
  change,
  percent,
  promiseShare,
  rate,
  RANGE_LABELS,
  REPORT_LABELS,
  REPORT_RANGES,
  REPORTS,
  STAGE_LABELS,
} from "#domain/reports.ts";
import { requireLeadWorker } from "#app/desk/auth.server.ts";
import { BarChart } from "#app/desk/components/bar-chart.tsx";
import { Chip, Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { buildReport } from "#app/desk/reports.server.ts";
import { readReportQuery, reportSearch, type ReportQuery } from "#app/desk/report-query.ts";

export const meta = () => [{ title: "Reports | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const query = readReportQuery(new URL(request.url).searchParams);
  if (adminOnlyReport(query.kind) && staff.role !== "admin") {
    throw data("Only an admin can open this report.", { status: 403 });
  }
  const built = await buildReport(desk, query, new Date());
  const admin = staff.role === "admin";
  if (!built.ok) return data({ query, admin, error: built.error, report: null }, { status: 400 });
  return { query, admin, error: null, report: built.report };
}

type Loaded = Route.ComponentProps["loaderData"];
type Report = NonNullable<Loaded["report"]>;

const num = (value: number) => value.toLocaleString("en-IN");
const day = (iso: string) => formatIstDay(`${iso}T06:30:00.000Z`);

function Headline({ report }: { report: Report }) {
  const { current, previous } = report.headline;
  const figures = [
    {
      label: "Leads",
      value: num(current.leads),
      was: current.leads,
      before: previous.leads,
      note: num(previous.leads),
    },
    {
      // In time ÷ (in time + missed): leads still inside their 24 hours are neither (promiseShare).
      label: "Reached within 24 h",
      value: percent(promiseShare({ inTime: current.reachedWithin24h, missed: current.missed })),
      detail: `${num(current.reachedWithin24h)} in time · ${num(current.missed)} missed · ${num(current.open)} still open`,
      note: percent(promiseShare({ inTime: previous.reachedWithin24h, missed: previous.missed })),
    },
    {
      label: "Applied",
      value: num(current.applied),
      was: current.applied,
      before: previous.applied,
      note: num(previous.applied),
    },
    {
      label: "Enrolled",
      value: num(current.enrolled),
      was: current.enrolled,
      before: previous.enrolled,
      note: num(previous.enrolled),
    },
  ];
  return (
    <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="headline">
      {figures.map((figure) => (
        <div key={figure.label} className="desk-card">
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-figure={figure.label}>
            {figure.value}
          </dd>
          {"detail" in figure ? (
            <dd className="text-xs text-ink" data-testid="promise-detail">
              {figure.detail}
            </dd>
          ) : null}
          <dd className="text-xs text-muted">
            before: {figure.note}
            {figure.was !== undefined ? ` (${change(figure.was, figure.before!)})` : ""}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RangeForm({ query }: { query: ReportQuery }) {
  return (
    <form method="get" className="desk-card mb-4 grid gap-3 p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end sm:p-4">
      <input type="hidden" name="report" value={query.kind} />
      <label className="grid gap-1">
        <span className="desk-label">Period</span>
        <select name="range" defaultValue={query.range} className="desk-input min-h-11">
          {REPORT_RANGES.map((range) => (
            <option key={range} value={range}>
              {RANGE_LABELS[range]}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <label className="grid min-w-0 gap-1">
          <span className="desk-label">From (custom)</span>
          <input type="date" name="from" defaultValue={query.from} className="desk-input min-h-11 min-w-0" />
        </label>
        <label className="grid min-w-0 gap-1">
          <span className="desk-label">To (custom)</span>
          <input type="date" name="to" defaultValue={query.to} className="desk-input min-h-11 min-w-0" />
        </label>
      </div>
      <button type="submit" className="btn-small btn-primary min-h-11">
        Show
      </button>
    </form>
  );
}

const th = "px-3 py-2 text-right align-bottom font-semibold";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

function TableCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section className="overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} aria-label={label}>
      <table className="w-full text-sm">{children}</table>
    </section>
  );
}

function FunnelReport({ body }: { body: Extract<Report["body"], { kind: "funnel" }> }) {
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          id="funnel-chart"
          title="Funnel"
          summary={`Leads at each stage: ${body.current.stages.map((s) => `${STAGE_LABELS[s.stage]} ${s.count}`).join(", ")}. The grey bars are the period before. The table has every number.`}
          bars={body.current.stages.map((stage, index) => ({
            label: STAGE_LABELS[stage.stage],
            value: stage.count,
            previous: body.previous.stages[index]!.count,
          }))}
        />
        <TableCard label="Funnel as a table">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left align-bottom">
                Stage
              </th>
              <th scope="col" className={th}>
                Leads
              </th>
              <th scope="col" className={th}>
                From stage before
              </th>
              <th scope="col" className={th}>
                Period before
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {body.current.stages.map((stage, index) => (
              <tr key={stage.stage} data-row={stage.stage}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {STAGE_LABELS[stage.stage]}
                </th>
                <td className={`${td} font-semibold`} data-cell="count">
                  {num(stage.count)}
                </td>
                <td className={td} data-cell="conversion">
                  {percent(stage.conversion)}
                </td>
                <td className={td} data-cell="previous">
                  {num(body.previous.stages[index]!.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      </div>
      <h3 className="mt-5 mb-2 text-base font-bold">Closed, and why</h3>
      <TableCard label="Closed leads by reason">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left align-bottom">
              Closed as
            </th>
            <th scope="col" className={th}>
              Leads
            </th>
            <th scope="col" className={th}>
              Period before
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {body.current.closed.map((row, index) => (
            <tr key={row.status} data-row={row.status}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {STATUS_LABELS[row.status]}
              </th>
              <td className={`${td} font-semibold`} data-cell="count">
                {num(row.count)}
              </td>
              <td className={td} data-cell="previous">
                {num(body.previous.closed[index]!.count)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </>
  );
}

function BreakdownReport({
  body,
}: {
  body: Extract<Report["body"], { kind: "source" | "course" | "form" | "language" }>;
}) {
  const name = { source: "Source", course: "Course", form: "Form", language: "Language" }[body.kind];
  const top = body.current.slice(0, 12);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {top.length === 0 ? (
        <p className="text-sm text-muted">No leads in this period.</p>
      ) : (
        <BarChart
          id="breakdown-chart"
          title={`Leads by ${name.toLowerCase()}`}
          summary={`Leads by ${name.toLowerCase()}, most first${body.current.length > 12 ? " (the first 12)" : ""}: ${top.map((row) => `${row.label} ${row.leads}`).join(", ")}. The grey bars are the period before. The table has every number.`}
          bars={top.map((row) => ({
            label: row.label,
            value: row.leads,
            previous: body.previous[row.key]?.leads ?? 0,
          }))}
        />
      )}
      <TableCard label={`Leads by ${name.toLowerCase()} as a table`}>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left align-bottom">
              {name}
            </th>
            <th scope="col" className={th}>
              Leads
            </th>
            <th scope="col" className={th}>
              Reached in 24 h
            </th>
            <th scope="col" className={th}>
              Applied
            </th>
            <th scope="col" className={th}>
              Enrolled
            </th>
            <th scope="col" className={th}>
              Enrolment rate
            </th>
            <th scope="col" className={th}>
              Leads before
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {body.current.map((row) => (
            <tr key={row.key} data-row={row.label}>
              <th scope="row" className="min-w-40 px-3 py-2 text-left font-normal">
                {row.label}
              </th>
              <td className={`${td} font-semibold`} data-cell="leads">
                {num(row.leads)}
              </td>
              <td className={td} data-cell="within24h">
                {num(row.reachedWithin24h)}
              </td>
              <td className={td} data-cell="applied">
                {num(row.applied)}
              </td>
              <td className={td} data-cell="enrolled">
                {num(row.enrolled)}
              </td>
              <td className={td} data-cell="rate">
                {percent(rate(row.enrolled, row.leads))}
              </td>
              <td className={td} data-cell="previous">
                {num(body.previous[row.key]?.leads ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </div>
  );
}

function CounsellorReport({ body }: { body: Extract<Report["body"], { kind: "counsellor" }> }) {
  const people = body.current.filter((row) => row.staffId !== "");
  return (
    <div className="grid gap-4">
      {people.length > 0 ? (
        <div className="max-w-md">
          <BarChart
            id="counsellor-chart"
            title="Leads owned by counsellor"
            summary={`Leads owned by each counsellor in the period: ${people.map((row) => `${row.name} ${row.leads}`).join(", ")}. The grey bars are the period before. The table has every number.`}
            bars={people.map((row) => ({
              label: row.name,
              value: row.leads,
              previous: body.previous[row.staffId]?.leads ?? 0,
            }))}
          />
        </div>
      ) : null}
      <p className="text-sm text-muted">
        Calls per working day count the {body.workingDays} days with office hours in the period, up to today.
      </p>
      <TableCard label="By counsellor as a table">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left align-bottom">
              Counsellor
            </th>
            {[
              "Leads owned",
              "Reached in 24 h",
              "Median time to reach",
              "Median attempts",
              "Calls per working day",
              "Next steps overdue",
              "Applied",
              "Enrolled",
            ].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {body.current.map((row) => (
            <tr key={row.staffId} data-row={row.name}>
              <th scope="row" className="min-w-36 px-3 py-2 text-left font-normal">
                {row.name}
              </th>
              <td className={`${td} font-semibold`} data-cell="leads">
                {num(row.leads)}
              </td>
              <td className={td} data-cell="within24h">
                {percent(rate(row.reachedWithin24h, row.leads))}
              </td>
              <td className={td} data-cell="median-time">
                {row.medianMsToReach === null ? "–" : formatDuration(row.medianMsToReach)}
              </td>
              <td className={td} data-cell="median-attempts">
                {row.medianAttempts === null ? "–" : String(Math.round(row.medianAttempts * 10) / 10)}
              </td>
              <td className={td} data-cell="calls">
                {row.callsPerWorkingDay === null ? "–" : (Math.round(row.callsPerWorkingDay * 10) / 10).toFixed(1)}
              </td>
              <td className={`${td} ${row.overdue > 0 ? "text-danger" : ""}`} data-cell="overdue">
                {num(row.overdue)}
              </td>
              <td className={td} data-cell="applied">
                {num(row.applied)}
              </td>
              <td className={td} data-cell="enrolled">
                {num(row.enrolled)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </div>
  );
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { query, admin, error, report } = loaderData;
  const kinds = REPORTS.filter((kind) => admin || !adminOnlyReport(kind));
  return (
    <>
      <PageHeader title="Reports" description="Leads by their first enquiry's date, against the period before." />
      <nav aria-label="Reports" className="-mx-1 mb-3 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-2">
          {kinds.map((kind) => (
            <li key={kind}>
              <Chip to={`/desk/reports${reportSearch(query, { kind })}`} on={kind === query.kind}>
                {REPORT_LABELS[kind]}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {report ? (
        <>
          <p className="mb-3 text-sm" data-testid="period">
            <strong>{report.range.label}</strong>: {day(report.range.firstDay)} to {day(report.range.lastDay)}, against{" "}
            {day(report.range.previousFirstDay)} to {day(report.range.previousLastDay)}.
          </p>
          <Headline report={report} />
        </>
      ) : null}
      <RangeForm query={query} />
      {report ? (
        <section aria-labelledby="report-title" className="desk-card">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="report-title" className="text-base font-bold">
              {REPORT_LABELS[query.kind]}
            </h2>
            {admin ? (
              <a href={`/desk/reports.csv${reportSearch(query)}`} className="btn-small btn-secondary min-h-11" download>
                Download CSV
              </a>
            ) : null}
          </div>
          {report.body.kind === "funnel" ? (
            <FunnelReport body={report.body} />
          ) : report.body.kind === "counsellor" ? (
            <CounsellorReport body={report.body} />
          ) : (
            <BreakdownReport body={report.body} />
          )}
        </section>
      ) : null}
    </>
  );
}
