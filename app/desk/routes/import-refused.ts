import { data } from "react-router";
import type { Route } from "./+types/import-refused";
import { cellsToCsv } from "#domain/csv.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";

/** The refused rows' file's last column: after the file's own, so its columns keep their places for the same mapping. */
const REFUSED_BECAUSE = "Refused because";

/**
 * Admins only: an import's refused rows as CSV under the file's own header, each with its row
 * and reasons in a last column, to correct and import again as it is (the same columns, so
 * the mapping remembered for the source still fits). An import from before the header was
 * kept names its columns "Column 1"….
 */
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
  const width = Math.max(record.headers.length, ...record.refusedRows.map((row) => row.cells.length));
  const header = Array.from({ length: width }, (_, i) => record.headers[i] ?? `Column ${i + 1}`);
  const rows = record.refusedRows.map((row) => [
    ...Array.from({ length: width }, (_, i) => row.cells[i] ?? ""),
    `row ${row.line}: ${row.reasons.join("; ")}`,
  ]);
  return new Response(cellsToCsv([...header, REFUSED_BECAUSE], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="refused-${record.fileName.replace(/\.csv$/i, "")}.csv"`,
    },
  });
}
