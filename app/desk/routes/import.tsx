import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/import";
import { formatIstShort } from "#domain/india-time.ts";
import {
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  importStage,
  type ImportSource,
  type ImportStage,
} from "#domain/import.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { parseCsvFile } from "#app/desk/import.server.ts";
import { readDeskForm, UPLOAD_UNREADABLE } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Import leads | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireAdmin(request, context);
  const imports = await desk.recentImports();
  return {
    imports: imports.map((item) => ({
      id: item.id,
      createdAt: item.createdAt,
      fileName: item.fileName,
      source: IMPORT_SOURCE_LABELS[item.source] + (item.sourceDetail ? `: ${item.sourceDetail}` : ""),
      status: importStage(item),
      created: item.created,
      joined: item.joined,
      refused: item.refused,
      staffName: item.staffName,
    })),
  };
}

type Values = { source: string; source_detail: string; source_date: string };

/** Admins upload a CSV: it is read in memory, and its cells become a draft to map and preview; nothing is stored as a file. */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request, UPLOAD_UNREADABLE);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const values: Values = {
    source: text("source"),
    source_detail: text("source_detail"),
    source_date: text("source_date"),
  };
  const fail = (error: string) => data({ error, values }, { status: 400 });
  if (!(IMPORT_SOURCES as readonly string[]).includes(values.source)) return fail("Choose where the leads came from.");
  const source = values.source as ImportSource;
  if ((source === "fair" || source === "aggregator") && !values.source_detail)
    return fail(source === "fair" ? "Name the fair." : "Name the aggregator.");
  if (values.source_detail.length > 100) return fail("Keep the name under 100 characters.");
  if (values.source_date && !/^\d{4}-\d{2}-\d{2}$/.test(values.source_date))
    return fail("The fair's date is not a date.");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return fail("Choose the CSV file to import.");
  const parsed = parseCsvFile(new Uint8Array(await file.arrayBuffer()));
  if (!parsed.ok) return fail(parsed.error);
  const fileName = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 120) || "upload.csv";
  const { id } = await desk.saveImportDraft(
    {
      fileName,
      source,
      sourceDetail: values.source_detail,
      sourceDate: source === "fair" ? values.source_date : "",
      headers: parsed.headers,
      cells: parsed.cells,
    },
    staff.id,
  );
  return redirect(`/desk/import/${id}`, 303);
}

const STATUS_TEXT = {
  draft: "Not imported yet",
  committing: "Importing",
  paused: "Paused",
  committed: "Imported",
  undone: "Undone",
  stopped: "Stopped",
} as const satisfies Record<ImportStage, string>;

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values;
  return (
    <>
      <PageHeader
        title="Import leads"
        description="A fair's sheet or an aggregator's download, as CSV: you map its columns and see what it will do before anything is stored."
      />
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {/* A plain form: the file goes up as the page, also without JavaScript. */}
      <form method="post" encType="multipart/form-data" className="desk-card mb-5 grid max-w-2xl gap-4">
        <label className="grid gap-1">
          <span className="desk-label">CSV file (at most 5 MB and 10,000 rows)</span>
          <input
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            className="desk-input min-h-11 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold"
          />
          <span className="text-xs text-muted">
            UTF-8 or Excel's own CSV, separated by commas or semicolons. From Excel: File → Save as → CSV UTF-8.
          </span>
        </label>
        <fieldset>
          <legend className="desk-label mb-1.5">Where did these leads come from?</legend>
          <div className="grid grid-cols-2 gap-2">
            {IMPORT_SOURCES.map((source) => (
              <label
                key={source}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="source"
                  value={source}
                  defaultChecked={(values?.source ?? "fair") === source}
                  className="size-4"
                />
                <span className="text-sm font-semibold">{IMPORT_SOURCE_LABELS[source]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1">
            <span className="desk-label">Name of the fair or aggregator</span>
            <input
              name="source_detail"
              defaultValue={values?.source_detail ?? ""}
              maxLength={100}
              className="desk-input min-h-11"
              placeholder="Career Expo Gurugram"
            />
          </label>
          <label className="grid gap-1">
            <span className="desk-label">Fair's date (optional)</span>
            <input
              type="date"
              name="source_date"
              defaultValue={values?.source_date ?? ""}
              className="desk-input min-h-11"
            />
          </label>
        </div>
        <div>
          <button type="submit" className="btn-small btn-primary min-h-11">
            Upload and map columns
          </button>
        </div>
      </form>
      <section aria-labelledby="past-imports" className="desk-card">
        <h2 id="past-imports" className="mb-3 text-base font-bold">
          Recent imports
        </h2>
        {loaderData.imports.length === 0 ? (
          <p className="text-sm text-muted">None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {loaderData.imports.map((item) => (
              <li key={item.id} className="py-2">
                <Link to={`/desk/import/${item.id}`} className="font-semibold text-brand-800 underline">
                  {item.fileName}
                </Link>
                <span className="block text-sm text-muted">
                  {item.source} · {STATUS_TEXT[item.status]} · {item.created.toLocaleString("en-IN")} new,{" "}
                  {item.joined.toLocaleString("en-IN")} joined, {item.refused.toLocaleString("en-IN")} refused ·{" "}
                  {item.staffName ?? "Former staff"}, {formatIstShort(item.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
