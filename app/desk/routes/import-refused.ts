import { data } from "react-router";
import type { Route } from "./+types/import-refused";
import { toCsv } from "#domain/csv.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";

/** Admins only: an import's refused rows as CSV, each with its row number and reasons, to fix and import again. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const record = await desk.importRecord(params.id);
  if (!record || record.status === "draft") throw data("No such import.", { status: 404 });
  await desk.audit({
    action: "export",
    staffId: staff.id,
    ip: context.clientIp,
    detail: { rows: record.refusedRows.length, import: record.id, refused: "rows" },
  });
  const width = Math.max(0, ...record.refusedRows.map((row) => row.cells.length));
  const columns = ["row", "reasons", ...Array.from({ length: width }, (_, i) => `column${i + 1}`)];
  const rows = record.refusedRows.map((row) => ({
    row: String(row.line),
    reasons: row.reasons.join("; "),
    ...Object.fromEntries(row.cells.map((cell, i) => [`column${i + 1}`, cell])),
  }));
  return new Response(toCsv(columns as (keyof (typeof rows)[number] & string)[], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="refused-${record.fileName.replace(/\.csv$/i, "")}.csv"`,
    },
  });
}
