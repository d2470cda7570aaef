import { Form, Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/inbox";
import { ADMISSION_COURSE_OPTIONS } from "~/content/form-options";
import { ENQUIRY_FORMS, FORM_LABELS, STATUSES, STATUS_LABELS } from "../../../domain/leads";
import { requireStaff } from "../auth.server";
import { activeFilterCount, filterQuery, readFilterParams, toInboxFilter, type FilterParams } from "../inbox-filter";
import { LeadList, PageHeader, Pagination, useNow } from "../components/ui";

export const meta = () => [{ title: "Leads | Admissions desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const url = new URL(request.url);
  const params = readFilterParams(url.searchParams);
  const page = Number(url.searchParams.get("page") ?? "1");
  const [inbox, team] = await Promise.all([desk.inbox(toInboxFilter(params, staff.id, page)), desk.listStaff()]);
  return {
    inbox,
    params,
    isAdmin: staff.role === "admin",
    team: team.filter((member) => member.active).map((member) => ({ id: member.id, name: member.name })),
    // Sent as data rather than imported by the page, so the public form's course list stays
    // in the admission page's own chunk (scripts/client-chunks.ts).
    courses: ADMISSION_COURSE_OPTIONS,
    now: new Date().toISOString(),
  };
}

function Select({ name, label, value, options }: { name: keyof FilterParams; label: string; value: string; options: { value: string; label: string }[] }) {
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

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { inbox, params, team, isAdmin, courses } = loaderData;
  const now = useNow(loaderData.now);
  // useLocation and useNavigate rather than useSearchParams and useSubmit: the public site
  // uses these already, so the desk adds nothing to the shell every page loads.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = activeFilterCount(params);
  // Remounting the form when the URL changes keeps its fields in step with the back button.
  const formKey = search;
  return (
    <>
      <PageHeader
        title="Leads"
        description={`${inbox.total.toLocaleString("en-IN")} ${inbox.total === 1 ? "lead" : "leads"}${filters || params.q ? " match" : ""}, newest enquiry first.`}
        actions={
          <>
            <Link to="/desk/leads/new" className="btn-small btn-primary">
              New lead
            </Link>
            {isAdmin ? (
              <a href={`/desk/export.csv${filterQuery(params)}`} className="btn-small btn-secondary" download>
                Download CSV
              </a>
            ) : null}
          </>
        }
      />
      <Form
        key={formKey}
        method="get"
        className="desk-card mb-5 flex flex-col gap-3"
        role="search"
        aria-label="Find leads"
        onSubmit={(event) => {
          // With JavaScript, the URL keeps only the filters that are set (without it, the
          // browser sends every field, empty ones too, which means the same).
          event.preventDefault();
          const set = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value !== "") set.append(name, value);
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
            className="desk-input"
            autoComplete="off"
          />
          <button type="submit" className="btn-small btn-primary shrink-0">
            Search
          </button>
        </div>
        <details open={filters > 0} className="group">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">
            Filters{filters ? ` (${filters} set)` : ""}
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
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
              options={[{ value: "", label: "Any course" }, ...courses.map((course) => ({ value: course, label: course }))]}
            />
            <Select
              name="form"
              label="Came through"
              value={params.form}
              options={[{ value: "", label: "Any form" }, ...ENQUIRY_FORMS.map((form) => ({ value: form, label: FORM_LABELS[form] }))]}
            />
            <label className="flex flex-col gap-1">
              <span className="desk-label">Source</span>
              <input type="text" name="source" defaultValue={params.source} placeholder="google, direct, walk-in…" className="desk-input" />
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
            <div className="flex items-end gap-2">
              <button type="submit" className="btn-small btn-primary">
                Apply filters
              </button>
              <Link to="/desk/leads" className="btn-small btn-secondary">
                Clear
              </Link>
            </div>
          </div>
        </details>
      </Form>
      <h2 className="sr-only">Results</h2>
      <LeadList leads={inbox.leads} now={now} empty="No leads match. Try fewer filters or another spelling." />
      <Pagination page={inbox.page} pageCount={inbox.pageCount} hrefFor={(page) => `/desk/leads${filterQuery(params, page)}`} />
    </>
  );
}
