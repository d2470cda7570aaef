import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/import-detail";
import { formatIstShort } from "#domain/india-time.ts";
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_SOURCE_LABELS,
  IMPORT_UNDO_MS,
  importStage,
  readMapping,
  type ImportField,
} from "#domain/import.ts";
import { readCourseChoices } from "#domain/import-values.ts";
import { UNDECIDED_COURSE } from "#domain/leads.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { CourseStep } from "#app/desk/components/import-courses.tsx";
import { UndoConfirmation } from "#app/desk/components/import-undo.tsx";
import { commitFrom, IMPORT_COURSES, previewImport } from "#app/desk/import.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";

/** While an import is still being stored, its page looks again this often, by itself (no JavaScript needed). */
const REFRESH_SECONDS = 3;
/** While it is paused (the server tries again every minute, server/database-owner.ts). */
const PAUSED_REFRESH_SECONDS = 30;

export const meta = ({ data }: Route.MetaArgs) => {
  const committing = data?.done?.committing;
  const refresh = committing && (committing.problem ? PAUSED_REFRESH_SECONDS : REFRESH_SECONDS);
  return [
    { title: "Import preview | Admissions desk" },
    ...(refresh ? [{ httpEquiv: "refresh", content: String(refresh) }] : []),
  ];
};

const SAMPLE = 10;
const REFUSED_SHOWN = 50;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { desk } = await requireAdmin(request, context);
  const record = await desk.importRecord(params.id);
  if (!record) throw data("No such import.", { status: 404 });
  const source = IMPORT_SOURCE_LABELS[record.source] + (record.sourceDetail ? `: ${record.sourceDetail}` : "");
  const base = {
    id: record.id,
    fileName: record.fileName,
    source,
    sourceDate: record.sourceDate,
    status: record.status,
    createdAt: record.createdAt,
    staffName: record.staffName,
  };
  if (record.status !== "draft") {
    // "Undo this import" asks first (?confirm=undo): a page of its own, so it works without JavaScript.
    const confirmUndo = new URL(request.url).searchParams.get("confirm") === "undo";
    const undoable =
      record.status === "committed" &&
      record.committedAt !== null &&
      Date.now() - Date.parse(record.committedAt) < IMPORT_UNDO_MS;
    return {
      ...base,
      draft: null,
      done: {
        committedAt: record.committedAt,
        undoneAt: record.undoneAt,
        stopped: importStage(record) === "stopped" ? { stored: record.stored, accepted: record.accepted } : null,
        created: record.created,
        joined: record.joined,
        refused: record.refused,
        repeated: record.repeated,
        removed: record.removed,
        kept: record.kept,
        undoable,
        confirmUndo: undoable && confirmUndo,
        committing:
          record.status === "committing"
            ? { stored: record.stored, accepted: record.accepted, problem: record.problem }
            : null,
      },
    };
  }
  const preview = await previewImport(desk, record, new Date());
  const accepted = preview.verdicts.flatMap((verdict) => (verdict.kind === "accepted" ? [verdict.row] : []));
  const show = (row: (typeof accepted)[number]) => ({
    line: row.line,
    name: row.name,
    phone: row.phone,
    course: row.course,
  });
  const joins = accepted.flatMap((row, index) =>
    preview.joins[index] ? [{ ...show(row), leadId: preview.joins[index] }] : [],
  );
  return {
    ...base,
    done: null,
    draft: {
      headers: record.headers,
      mapping: preview.mapping,
      counts: preview.counts,
      courses: preview.courses,
      courseOptions: [UNDECIDED_COURSE, ...IMPORT_COURSES],
      warned: preview.verdicts
        .flatMap((verdict) =>
          verdict.kind === "accepted" && verdict.warnings.length > 0
            ? [{ line: verdict.row.line, name: verdict.row.name, warnings: verdict.warnings }]
            : [],
        )
        .slice(0, REFUSED_SHOWN),
      warnedCount: preview.verdicts.filter((verdict) => verdict.kind === "accepted" && verdict.warnings.length > 0)
        .length,
      created: accepted
        .filter((_, index) => !preview.joins[index])
        .slice(0, SAMPLE)
        .map(show),
      joins: joins.slice(0, SAMPLE),
      repeats: preview.verdicts
        .flatMap((verdict) => (verdict.kind === "repeat" ? [{ ...show(verdict.row), of: verdict.of }] : []))
        .slice(0, SAMPLE),
      refused: preview.verdicts
        .flatMap((verdict) =>
          verdict.kind === "refused"
            ? [
                {
                  line: verdict.line,
                  text: verdict.cells.filter(Boolean).join(" · ").slice(0, 80),
                  reasons: verdict.reasons,
                },
              ]
            : [],
        )
        .slice(0, REFUSED_SHOWN),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request);
  const intent = String(form.get("intent") ?? "");
  const record = await desk.importRecord(params.id);
  if (!record) throw data("No such import.", { status: 404 });
  const here = `/desk/import/${record.id}`;
  switch (intent) {
    case "map": {
      const mapping = readMapping(
        Object.fromEntries(IMPORT_FIELDS.map((field) => [field, String(form.get(`map_${field}`) ?? "")])),
        record.headers.length,
      );
      if (!(await desk.setImportMapping(record.id, mapping)))
        return data({ error: "This import is no longer a draft." }, { status: 409 });
      return redirect(`${here}?mapped=1`, 303);
    }
    case "courses": {
      const keys = form.getAll("course_key").map(String);
      const chosen = form.getAll("course_choice").map(String);
      const choices = readCourseChoices(
        keys.map((key, index) => ({ key, course: chosen[index] ?? "" })),
        IMPORT_COURSES,
      );
      if (!(await desk.setImportCourses(record.id, choices)))
        return data({ error: "This import is no longer a draft." }, { status: 409 });
      return redirect(`${here}?courses=1`, 303);
    }
    case "commit": {
      if (record.status !== "draft") return data({ error: "This import was already committed." }, { status: 409 });
      const preview = await previewImport(desk, record, new Date());
      const commit = commitFrom(preview);
      if (commit.accepted.length === 0)
        return data({ error: "No row can be imported: fix the mapping or the file first." }, { status: 400 });
      // How long an import holds the writer (visitors' posts wait for it), and where a crash cut one short.
      const started = performance.now();
      context.log.info({ event: "import_commit", id: record.id, rows: commit.accepted.length, stage: "started" });
      const result = await desk.commitImport(record.id, commit, staff.id);
      context.log.info({
        event: "import_commit",
        id: record.id,
        stage: result.ok ? "committed" : result.paused ? "paused" : "refused",
        ms: Math.round(performance.now() - started),
      });
      // Paused: what was stored stays, and the page says why the rest waits.
      if (!result.ok && result.paused) {
        context.log.error({ event: "import_paused", id: record.id, error: result.message });
        return redirect(here, 303);
      }
      if (!result.ok) return data({ error: result.message }, { status: 409 });
      return redirect(`${here}?committed=1`, 303);
    }
    case "discard": {
      if (!(await desk.discardImport(record.id)))
        return data({ error: "Only an import not yet committed can be discarded." }, { status: 409 });
      return redirect("/desk/import", 303);
    }
    case "undo":
      // One click once removed 81 leads: the undo is done only from its confirmation (UndoConfirmation).
      if (form.get("confirm") !== "yes")
        return data(
          { error: "Nothing was undone: confirm that the leads this import added should be removed." },
          { status: 400 },
        );
    // falls through
    case "stop": {
      const result =
        intent === "undo"
          ? await desk.undoImport(record.id, staff.id)
          : await desk.stopPausedImport(record.id, staff.id);
      if (!result.ok) return data({ error: result.message }, { status: 409 });
      return redirect(`${here}?undone=1`, 303);
    }
    default:
      return data({ error: "Unknown action." }, { status: 400 });
  }
}

type Loaded = Route.ComponentProps["loaderData"];

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="desk-card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {value.toLocaleString("en-IN")}
      </dd>
    </div>
  );
}

function RowTable({
  label,
  rows,
  extra,
}: {
  label: string;
  rows: { line: number; name: string; phone: string; course: string }[];
  extra?: (index: number) => React.ReactNode;
}) {
  if (rows.length === 0) return null;
  return (
    <section className="relative overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} aria-label={label}>
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Phone
            </th>
            <th scope="col" className="px-3 py-2">
              Course
            </th>
            {extra ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Lead</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={row.line}>
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {row.name}
              </th>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.phone}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.course}</td>
              {extra ? <td className="px-3 py-2 whitespace-nowrap">{extra(index)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Draft({ id, draft }: { id: string; draft: NonNullable<Loaded["draft"]> }) {
  const { counts } = draft;
  return (
    <>
      <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="New leads" value={counts.create} testId="count-create" />
        <Figure label="Join a lead we have" value={counts.join} testId="count-join" />
        <Figure label="Refused" value={counts.refused} testId="count-refused" />
        <Figure label="Repeated in the file" value={counts.repeated} testId="count-repeated" />
      </dl>
      <CourseStep courses={draft.courses} options={draft.courseOptions} />
      <form method="post" className="desk-card mb-5">
        <input type="hidden" name="intent" value="commit" />
        <p className="mb-3 text-sm">
          Importing stores {counts.create + counts.join} rows in one go and gives the new leads owners by the allocation
          rule. Refused and repeated rows are left out; you can download the refused ones afterwards, with their
          reasons.
          {counts.blank ? ` Empty rows skipped: ${counts.blank}.` : ""}
        </p>
        <button type="submit" className="btn-small btn-primary min-h-11" disabled={counts.create + counts.join === 0}>
          Import {(counts.create + counts.join).toLocaleString("en-IN")} rows
        </button>
      </form>
      <form method="post" className="desk-card mb-5">
        <input type="hidden" name="intent" value="map" />
        <h2 className="mb-1 text-base font-bold">Which column is which</h2>
        <p className="mb-3 text-sm text-muted">Remembered for the next file from this source.</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field: ImportField) => (
            <label key={field} className="grid gap-1">
              <span className="desk-label">{IMPORT_FIELD_LABELS[field]}</span>
              <select name={`map_${field}`} defaultValue={draft.mapping[field] ?? ""} className="desk-input min-h-11">
                <option value="">Not in this file</option>
                {draft.headers.map((header, column) => (
                  <option key={column} value={column}>
                    {header || `Column ${column + 1}`}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <button type="submit" className="btn-small btn-secondary mt-4 min-h-11">
          Use these columns and preview again
        </button>
      </form>
      {draft.refused.length > 0 ? (
        <section aria-labelledby="refused-rows" className="desk-card mb-5">
          <h2 id="refused-rows" className="mb-3 text-base font-bold">
            Refused ({counts.refused})
          </h2>
          <ul className="divide-y divide-slate-100 text-sm" data-testid="refused-list">
            {draft.refused.map((row) => (
              <li key={row.line} className="py-2">
                <span className="font-semibold">Row {row.line}</span>: {row.reasons.join("; ")}
                <span className="block truncate text-xs text-muted">{row.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {draft.warned.length > 0 ? (
        <section aria-labelledby="warned-rows" className="desk-card mb-5">
          <h2 id="warned-rows" className="mb-1 text-base font-bold">
            Imported without a value ({draft.warnedCount})
          </h2>
          <p className="mb-3 text-sm text-muted">
            These rows are imported; only the value named is left out, so check it when you call.
          </p>
          <ul className="divide-y divide-slate-100 text-sm" data-testid="warned-list">
            {draft.warned.map((row) => (
              <li key={row.line} className="py-2">
                <span className="font-semibold">
                  Row {row.line}, {row.name}
                </span>
                : {row.warnings.join("; ")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="join-rows" className="desk-card mb-5">
        <h2 id="join-rows" className="mb-3 text-base font-bold">
          Join a lead we have ({counts.join})
        </h2>
        <RowTable
          label="Rows that join a lead"
          rows={draft.joins}
          extra={(index) => (
            <Link to={`/desk/leads/${draft.joins[index]!.leadId}`} className="font-semibold text-brand-800 underline">
              Open lead
            </Link>
          )}
        />
      </section>
      <section aria-labelledby="new-rows" className="desk-card mb-5">
        <h2 id="new-rows" className="mb-3 text-base font-bold">
          New leads ({counts.create}
          {counts.create > draft.created.length ? `, the first ${draft.created.length} shown` : ""})
        </h2>
        <RowTable label="Rows that make new leads" rows={draft.created} />
      </section>
      {draft.repeats.length > 0 ? (
        <section aria-labelledby="repeat-rows" className="desk-card mb-5">
          <h2 id="repeat-rows" className="mb-3 text-base font-bold">
            Repeated in the file ({counts.repeated})
          </h2>
          <RowTable
            label="Rows repeated in the file"
            rows={draft.repeats}
            extra={(index) => `same person as row ${draft.repeats[index]!.of}`}
          />
        </section>
      ) : null}
      <form method="post">
        <input type="hidden" name="intent" value="discard" />
        <button type="submit" className="btn-small btn-secondary min-h-11">
          Discard this file
        </button>
      </form>
      <p className="sr-only">{id}</p>
    </>
  );
}

function Done({ id, done }: { id: string; done: NonNullable<Loaded["done"]> }) {
  return (
    <>
      <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="New leads" value={done.created} testId="count-create" />
        <Figure label="Joined a lead" value={done.joined} testId="count-join" />
        <Figure label="Refused" value={done.refused} testId="count-refused" />
        <Figure label="Repeated in the file" value={done.repeated} testId="count-repeated" />
      </dl>
      <div className="desk-card grid gap-3">
        {done.refused > 0 && !done.committing ? (
          <p>
            <a href={`/desk/import/${id}/refused.csv`} className="btn-small btn-secondary min-h-11" download>
              Download the refused rows (CSV, with reasons)
            </a>
          </p>
        ) : null}
        {done.committing?.problem ? (
          <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="paused">
            <p className="font-semibold">
              Import paused: {done.committing.stored.toLocaleString("en-IN")} of{" "}
              {done.committing.accepted.toLocaleString("en-IN")} rows stored.
            </p>
            <p className="mt-1">
              The database refused to store more ({done.committing.problem}). The rows stored so far stay. The server
              tries again every minute and carries on from here by itself; if this stays, tell whoever runs the server
              (a full disk is the usual cause).
            </p>
            <form method="post" className="mt-3">
              <input type="hidden" name="intent" value="stop" />
              <p className="mb-2">
                Or stop it: the rows stored so far are taken out as an undo takes them out, and the rest is not stored.
                Fix the file and import it again.
              </p>
              <button type="submit" className="btn-small min-h-11 border border-red-300 bg-white text-red-800">
                Stop this import
              </button>
            </form>
          </div>
        ) : done.committing ? (
          <p className="text-sm" data-testid="committing">
            Still importing: {done.committing.stored.toLocaleString("en-IN")} of{" "}
            {done.committing.accepted.toLocaleString("en-IN")} rows stored so far. This page updates itself every{" "}
            {REFRESH_SECONDS} seconds until it is done.
          </p>
        ) : done.undoneAt ? (
          <p className="text-sm" data-testid="undone">
            {done.stopped
              ? `Stopped ${formatIstShort(done.undoneAt)} while paused, with ${done.stopped.stored.toLocaleString("en-IN")} of ${done.stopped.accepted.toLocaleString("en-IN")} rows stored; the rest were never stored. Taken out: ${done.removed} new leads removed`
              : `Undone ${formatIstShort(done.undoneAt)}: ${done.removed} new leads removed`}
            {done.kept ? `, ${done.kept} kept because someone had worked them (their imported enquiry removed)` : ""}.
          </p>
        ) : done.confirmUndo ? (
          <UndoConfirmation id={id} created={done.created} joined={done.joined} />
        ) : done.undoable ? (
          <div>
            <p className="mb-2 text-sm text-muted">
              Within 24 hours you can undo it: the new leads nobody has worked since are removed, and the enquiries it
              added to other leads come off their timelines.
            </p>
            <Link
              to={`/desk/import/${id}?confirm=undo#undo`}
              className="btn-small min-h-11 border border-red-300 bg-white text-red-800"
            >
              Undo this import…
            </Link>
          </div>
        ) : (
          <p className="text-sm text-muted">More than 24 hours ago: it can no longer be undone.</p>
        )}
        <p>
          <Link to="/desk/import" className="font-semibold text-brand-800 underline">
            Import another file
          </Link>
        </p>
      </div>
    </>
  );
}

export default function ImportDetail({ loaderData, actionData }: Route.ComponentProps) {
  const item = loaderData;
  return (
    <>
      <PageHeader
        title={item.draft ? "Preview the import" : "Import"}
        description={`${item.fileName} · ${item.source}${item.sourceDate ? ` · ${item.sourceDate}` : ""} · uploaded by ${item.staffName ?? "former staff"}, ${formatIstShort(item.createdAt)}`}
      />
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      {item.draft ? (
        <Draft id={item.id} draft={item.draft} />
      ) : item.done ? (
        <Done id={item.id} done={item.done} />
      ) : null}
    </>
  );
}
