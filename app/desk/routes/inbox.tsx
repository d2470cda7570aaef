import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/inbox";
import { ADMISSION_COURSE_OPTIONS } from "#content/form-options.ts";
import { liveWorkingWeek } from "#content/live.ts";
import { NEXT_STEP_LABELS } from "#domain/contact.ts";
import { BULK_LIMIT, worksLeads, type BulkResult } from "#domain/desk.ts";
import { ownerChoiceLabel } from "#app/desk/components/duty.tsx";
import { ENQUIRY_FORMS, FORM_LABELS, STATUSES, STATUS_LABELS } from "#domain/leads.ts";
import { BY_RULE, parseBulkForm } from "#app/desk/bulk-actions.ts";
import { requireLeadWorker } from "#app/desk/auth.server.ts";
import {
  activeFilterCount,
  filterQuery,
  isQuickFilterOn,
  normalisedViewQuery,
  parseViewAction,
  QUICK_FILTERS,
  quickFilterQuery,
  readFilterParams,
  SAVED_VIEWS_MAX,
  toInboxFilter,
  VIEW_NAME_MAX,
  type FilterParams,
} from "#app/desk/inbox-filter.ts";
import { Chip, LeadList, Notice, Pagination, useNow } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Leads | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const url = new URL(request.url);
  const params = readFilterParams(url.searchParams);
  const page = Number(url.searchParams.get("page") ?? "1");
  const [inbox, team, views, duties] = await Promise.all([
    desk.inbox(toInboxFilter(params, staff.id, page)),
    desk.listStaff(),
    desk.savedViews(staff.id),
    desk.staffDuty(),
  ]);
  const now = new Date();
  return {
    inbox,
    params,
    views,
    saved: url.searchParams.get("saved"),
    isAdmin: staff.role === "admin",
    team: team.filter((member) => member.active).map((member) => ({ id: member.id, name: member.name })),
    // The bulk owner list says who would leave a lead waiting: on leave, off duty, never signed in.
    owners: team
      .filter((member) => member.active && worksLeads(member.role))
      .map((member) => ({
        id: member.id,
        label: ownerChoiceLabel(
          member,
          duties.find((duty) => duty.staffId === member.id),
          now,
        ),
      })),
    // Sent as data rather than imported by the page, so the public form's course list stays
    // in the admission page's own chunk (scripts/build/client-chunks.ts).
    courses: ADMISSION_COURSE_OPTIONS,
    now: now.toISOString(),
  };
}

/** Saving the current filter under a name, or deleting a saved view: the person's own views only. */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const form = await readDeskForm(request);
  // Bulk actions (admins only): many leads assigned, given back to the rule, closed or given a next step at once.
  if (String(form.get("intent") ?? "").startsWith("bulk-")) {
    if (staff.role !== "admin") return data({ error: "Only admins change several leads at once." }, { status: 403 });
    const bulk = parseBulkForm(form, { viewerId: staff.id, now: new Date(), week: liveWorkingWeek() });
    if (!bulk.ok) return data({ error: bulk.error }, { status: 400 });
    const result: BulkResult = await desk.bulkChange(bulk.selection, bulk.change, staff.id);
    return data({ bulk: result });
  }
  const parsed = parseViewAction(form);
  if (!parsed.ok) return data({ error: parsed.error }, { status: 400 });
  if (parsed.action.intent === "save-view") {
    const { name, query } = parsed.action;
    const views = await desk.savedViews(staff.id);
    const same = views.find((view) => view.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    if (!same && views.length >= SAVED_VIEWS_MAX)
      return data({ error: `You have ${SAVED_VIEWS_MAX} saved views: delete one first.` }, { status: 400 });
    // The same name again replaces the view: one chip per name.
    if (same) await desk.deleteView(staff.id, same.id);
    await desk.saveView(staff.id, name, query);
    return redirect(`/desk/leads${query}${query ? "&" : "?"}saved=view`, 303);
  }
  const deleted = await desk.deleteView(staff.id, parsed.action.id);
  if (!deleted) return data({ error: "That view was already deleted." }, { status: 404 });
  const back = normalisedViewQuery(new URL(request.url).search);
  return redirect(`/desk/leads${back}${back ? "&" : "?"}saved=deleted`, 303);
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: keyof FilterParams;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="desk-label">{label}</span>
      <select name={name} defaultValue={value} className="desk-input">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { inbox, params, team, owners, isAdmin, courses, views, saved } = loaderData;
  const now = useNow(loaderData.now);
  const busy = useNavigation().state === "submitting";
  // useLocation and useNavigate rather than useSearchParams and useSubmit: the public site
  // uses these already, so the desk adds nothing to the shell every page loads.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = activeFilterCount(params);
  const current = filterQuery(params);
  const currentView = views.find((view) => view.query === current);
  // Remounting the forms when the URL changes keeps their fields in step with the back button.
  const formKey = search;
  return (
    <>
      <div className="mb-3 flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
            {currentView ? `Leads: ${currentView.name}` : "Leads"}
          </h1>
          <p className="text-sm text-muted">
            {`${inbox.total.toLocaleString("en-IN")} ${inbox.total === 1 ? "lead" : "leads"}${filters || params.q ? " match" : ""}, newest enquiry first.`}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {isAdmin ? (
            <a href={`/desk/export.csv${current}`} className="btn-small btn-secondary min-h-11" download>
              <span className="sm:hidden">CSV</span>
              <span className="hidden sm:inline">Download CSV</span>
            </a>
          ) : null}
          <Link to="/desk/leads/new" className="btn-small btn-primary hidden min-h-11 sm:inline-flex">
            New lead
          </Link>
        </div>
      </div>
      {saved === "view" ? (
        <Notice tone="success">View saved. It is the chip with its name above the list.</Notice>
      ) : null}
      {saved === "deleted" ? <Notice tone="success">View deleted.</Notice> : null}
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}

      <nav aria-label="Quick filters" className="-mx-3 mb-2 overflow-x-auto px-3 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {QUICK_FILTERS.map((chip) => (
            <li key={chip.id}>
              <Chip to={`/desk/leads${quickFilterQuery(params, chip)}`} on={isQuickFilterOn(params, chip)}>
                {chip.label}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
      {views.length > 0 ? (
        <nav aria-label="My saved views" className="-mx-3 mb-2 overflow-x-auto px-3 sm:mx-0 sm:px-0">
          <ul className="flex items-center gap-2 pb-1 sm:flex-wrap">
            {views.map((view) => (
              <li key={view.id}>
                <Chip
                  to={view.query === current ? "/desk/leads" : `/desk/leads${view.query}`}
                  on={view.query === current}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 opacity-70" fill="currentColor">
                    <path d="M5 2h10a1 1 0 0 1 1 1v15l-6-4-6 4V3a1 1 0 0 1 1-1z" />
                  </svg>
                  {view.name}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <Form
        key={formKey}
        method="get"
        className="mb-3 flex flex-col gap-2"
        role="search"
        aria-label="Find leads"
        onSubmit={(event) => {
          // With JavaScript, the URL keeps only the filters that are set (without it, the
          // browser sends every field, empty ones too, which means the same).
          event.preventDefault();
          const set = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget))
            if (typeof value === "string" && value !== "") set.append(name, value);
          void navigate(`/desk/leads${set.size ? `?${set}` : ""}`);
        }}
      >
        <div className="flex gap-2">
          <label className="sr-only" htmlFor="lead-search">
            Search by name, email or phone
          </label>
          <input
            id="lead-search"
            name="q"
            type="search"
            defaultValue={params.q}
            placeholder="Name, email or phone"
            className="desk-input min-h-11"
            autoComplete="off"
          />
          <button type="submit" className="btn-small btn-primary min-h-11 shrink-0">
            Search
          </button>
        </div>
        {/* Closed, the panel still sends its fields with the search: the chips and the filters set here stay. */}
        <details className="group rounded-xl border border-slate-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-800">
            More filters{filters ? ` (${filters} set)` : ""}
          </summary>
          <div className="grid gap-3 border-t border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
            <Select
              name="status"
              label="Status"
              value={params.status}
              options={[
                { value: "", label: "Any status" },
                { value: "open", label: "Open (not closed)" },
                { value: "closed", label: "Closed" },
                ...STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
              ]}
            />
            <Select
              name="owner"
              label="Owner"
              value={params.owner}
              options={[
                { value: "", label: "Anyone" },
                { value: "me", label: "Me" },
                { value: "nobody", label: "Nobody" },
                ...team.map((member) => ({ value: member.id, label: member.name })),
              ]}
            />
            <Select
              name="course"
              label="Course"
              value={params.course}
              options={[
                { value: "", label: "Any course" },
                ...courses.map((course) => ({ value: course, label: course })),
              ]}
            />
            <Select
              name="form"
              label="Came through"
              value={params.form}
              options={[
                { value: "", label: "Any form" },
                ...ENQUIRY_FORMS.map((form) => ({ value: form, label: FORM_LABELS[form] })),
              ]}
            />
            <label className="flex flex-col gap-1">
              <span className="desk-label">Source</span>
              <input
                type="text"
                name="source"
                defaultValue={params.source}
                placeholder="google, direct, walk-in…"
                className="desk-input"
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="desk-label">Enquired from</span>
              <input type="date" name="from" defaultValue={params.from} className="desk-input" />
            </label>
            <label className="flex flex-col gap-1">
              <span className="desk-label">Enquired until</span>
              <input type="date" name="to" defaultValue={params.to} className="desk-input" />
            </label>
            <Select
              name="followUp"
              label="Follow-up"
              value={params.followUp}
              options={[
                { value: "", label: "Any" },
                { value: "today", label: "Due today" },
                { value: "overdue", label: "Overdue" },
              ]}
            />
            <Select
              name="reached"
              label="Reached"
              value={params.reached}
              options={[
                { value: "", label: "Any" },
                { value: "no", label: "Not reached yet (open leads)" },
              ]}
            />
            <Select
              name="language"
              label="Language"
              value={params.language}
              options={[
                { value: "", label: "Any" },
                { value: "hi", label: "Prefers Hindi" },
              ]}
            />
            <div className="flex items-end gap-2">
              <button type="submit" className="btn-small btn-primary min-h-11">
                Apply filters
              </button>
              <Link to="/desk/leads" className="btn-small btn-secondary min-h-11">
                Clear
              </Link>
            </div>
          </div>
        </details>
      </Form>

      <h2 className="sr-only">Results</h2>
      {actionData && "bulk" in actionData ? <BulkAnswer result={actionData.bulk} /> : null}
      {isAdmin && inbox.leads.length > 0 ? (
        <BulkBar key={`bulk${formKey}`} total={inbox.total} query={current} owners={owners} busy={busy} />
      ) : null}
      <LeadList
        leads={inbox.leads}
        now={now}
        empty="No leads match. Try fewer filters or another spelling."
        selectFor={isAdmin ? "bulk" : undefined}
      />
      <Pagination
        page={inbox.page}
        pageCount={inbox.pageCount}
        hrefFor={(page) => `/desk/leads${filterQuery(params, page)}`}
      />

      <details
        key={`views${formKey}`}
        className="mt-5 rounded-xl border border-slate-200 bg-white"
        open={actionData && "error" in actionData && !("bulk" in actionData) ? true : undefined}
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-800">
          My saved views{views.length ? ` (${views.length})` : ""}
        </summary>
        <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
          {current ? (
            <Form
              method="post"
              action={`/desk/leads${current}`}
              className="flex flex-col gap-2 sm:flex-row sm:items-end"
            >
              <input type="hidden" name="intent" value="save-view" />
              <input type="hidden" name="query" value={current} />
              <label className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="desk-label">Save this filter as</span>
                <input
                  name="name"
                  required
                  maxLength={VIEW_NAME_MAX}
                  defaultValue={currentView?.name}
                  placeholder="e.g. My fair leads"
                  className="desk-input min-h-11"
                  autoComplete="off"
                />
              </label>
              <button type="submit" className="btn-small btn-primary min-h-11" disabled={busy}>
                Save view
              </button>
            </Form>
          ) : (
            <p className="text-sm text-muted">Choose filters or search first, then save them here under a name.</p>
          )}
          {views.length > 0 ? (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {views.map((view) => (
                <li key={view.id} className="flex items-center justify-between gap-3 py-1 pr-1 pl-3">
                  <Link
                    to={`/desk/leads${view.query}`}
                    className="min-w-0 truncate text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {view.name}
                  </Link>
                  <Form method="post" action={`/desk/leads${current}`}>
                    <input type="hidden" name="intent" value="delete-view" />
                    <input type="hidden" name="id" value={view.id} />
                    <button
                      type="submit"
                      className="btn-small min-h-11 text-danger hover:bg-red-50"
                      aria-label={`Delete the view ${view.name}`}
                      disabled={busy}
                    >
                      Delete
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </details>
    </>
  );
}

function BulkAnswer({ result }: { result: BulkResult }) {
  const leads = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "lead" : "leads"}`;
  return (
    <Notice tone={result.changed ? "success" : "warning"}>
      {`${leads(result.changed)} changed.`}
      {result.skipped
        ? ` ${leads(result.skipped)} left as they were${result.problem ? `: ${result.problem}` : " (already so)."}`
        : ""}
    </Notice>
  );
}

/**
 * Admins' bulk actions: the rows' checkboxes belong to this form (`form="bulk"`), so it
 * works as a plain form without JavaScript; each action is its own submit button with its
 * own fields. "Every lead of this filter" sends the list's query instead of the ticks.
 */
function BulkBar({
  total,
  query,
  owners,
  busy,
}: {
  total: number;
  query: string;
  owners: { id: string; label: string }[];
  busy: boolean;
}) {
  return (
    <details className="mb-3 rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-800">
        Change several leads
      </summary>
      <Form
        method="post"
        id="bulk"
        action={`/desk/leads${query}`}
        className="flex flex-col gap-4 border-t border-slate-200 p-4"
      >
        <input type="hidden" name="query" value={query} />
        <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-4">
          <legend className="desk-label mb-1">Which leads</legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="scope" value="ids" defaultChecked className="size-4 accent-brand-700" />
            The leads ticked below
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" name="scope" value="filter" className="size-4 accent-brand-700" />
            {`Every lead of this list (${Math.min(total, BULK_LIMIT).toLocaleString("en-IN")}${total > BULK_LIMIT ? `, the newest ${BULK_LIMIT}` : ""})`}
          </label>
        </fieldset>
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="flex flex-col gap-2">
            <label className="flex flex-col gap-1">
              <span className="desk-label">New owner</span>
              <select name="owner" defaultValue={BY_RULE} className="desk-input min-h-11">
                <option value={BY_RULE}>Back to the rule (round-robin)</option>
                <option value="">Nobody</option>
                {owners.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              name="intent"
              value="bulk-owner"
              className="btn-small btn-primary min-h-11 self-start"
              disabled={busy}
            >
              Assign
            </button>
          </div>
          <div className="flex flex-col gap-2">
            <label className="flex flex-col gap-1">
              <span className="desk-label">New status</span>
              {/* No status chosen for the admin: a closing status picked by default closed leads by mistake. */}
              <select name="status" defaultValue="" className="desk-input min-h-11">
                <option value="" disabled>
                  Choose a status
                </option>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1">
              <span className="desk-label">Reason (to close)</span>
              <input name="reason" maxLength={300} className="desk-input min-h-11" autoComplete="off" />
            </label>
            <button
              type="submit"
              name="intent"
              value="bulk-status"
              className="btn-small btn-primary min-h-11 self-start"
              disabled={busy}
            >
              Change status
            </button>
          </div>
          <div className="flex flex-col gap-2">
            <label className="flex flex-col gap-1">
              <span className="desk-label">Next step</span>
              <select name="step" defaultValue="tomorrow_morning" className="desk-input min-h-11">
                {Object.entries(NEXT_STEP_LABELS).map(([preset, label]) => (
                  <option key={preset} value={preset}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              name="intent"
              value="bulk-step"
              className="btn-small btn-primary min-h-11 self-start"
              disabled={busy}
            >
              Set next step
            </button>
          </div>
        </div>
      </Form>
    </details>
  );
}
