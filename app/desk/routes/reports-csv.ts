import type { Route } from "./+types/reports-csv";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { buildReport, readReportQuery, reportCsv } from "#app/desk/reports.server.ts";

/** Admins only: the report on screen as CSV, recorded in the audit log (which report, which period). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const query = readReportQuery(new URL(request.url).searchParams);
  const built = await buildReport(desk, query, new Date());
  if (!built.ok) return new Response(built.error, { status: 400, headers: { "Content-Type": "text/plain" } });
  const { range } = built.report;
  await desk.audit({
    action: "report.export",
    staffId: staff.id,
    ip: context.clientIp,
    detail: { report: query.kind, range: query.range, from: range.firstDay, to: range.lastDay },
  });
  return new Response(reportCsv(built.report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="report-${query.kind}-${range.firstDay}-to-${range.lastDay}.csv"`,
    },
  });
}
