import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/privacy";
import type { PrivacyRequest } from "#domain/desk.ts";
import { formatIst } from "#domain/india-time.ts";
import { REQUEST_KIND_NAMES } from "#domain/privacy.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import { displayPhone, Notice, PageHeader } from "#app/desk/components/ui.tsx";
import { readDeskForm } from "#app/desk/form.server.ts";

export const meta = () => [{ title: "Privacy requests | Admissions desk" }];

/** Admins: rights requests from /privacy/request, due soonest first, and the retention purge's last run. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await requireAdmin(request, context);
  const [open, done, lastPurge] = await Promise.all([
    desk.privacyRequests("open"),
    desk.privacyRequests("done"),
    desk.lastPurge(),
  ]);
  const params = new URL(request.url).searchParams;
  return {
    open,
    done,
    lastPurge,
    retentionMonths: context.retentionMonths,
    notice: params.get("erased")
      ? "The person was erased. The audit log records that it happened, without their data."
      : params.get("closed")
        ? "Request marked as answered."
        : null,
    now: new Date().toISOString(),
  };
}

const OUTCOME_MAX = 1000;

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request);
  const id = String(form.get("id") ?? "");
  const outcome = String(form.get("outcome") ?? "")
    .normalize("NFC")
    .trim();
  if (outcome.length < 3) return data({ id, error: "Say briefly how the request was answered." }, { status: 400 });
  if (outcome.length > OUTCOME_MAX)
    return data({ id, error: `Keep it under ${OUTCOME_MAX} characters.` }, { status: 400 });
  if (!(await desk.closePrivacyRequest(id, outcome, staff.id))) {
    return data({ id, error: "This request was already answered, or no longer exists." }, { status: 409 });
  }
  return redirect("/desk/privacy?closed=1", 303);
}

function RequestCard({
  request,
  now,
  error,
  busy,
}: {
  request: PrivacyRequest;
  now: string;
  error: string | null;
  busy: boolean;
}) {
  const overdue = request.status === "open" && request.dueAt < now;
  return (
    <li className="desk-card flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">
          {REQUEST_KIND_NAMES[request.kind]} · <span className="font-mono text-sm">{request.id}</span>
        </h3>
        <span className={`text-sm font-semibold ${overdue ? "text-danger" : "text-muted"}`}>
          {request.status === "open"
            ? `${overdue ? "Overdue: was due" : "Due"} ${formatIst(request.dueAt)}`
            : `Answered ${formatIst(request.closedAt ?? request.createdAt)}${request.closedByName ? ` by ${request.closedByName}` : ""}`}
        </span>
      </div>
      {request.name ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">From</dt>
          <dd>{request.name}</dd>
          <dt className="text-muted">Phone</dt>
          <dd>{displayPhone(request.phone)}</dd>
          <dt className="text-muted">Email</dt>
          <dd className="break-words">{request.email}</dd>
          <dt className="text-muted">Received</dt>
          <dd>{formatIst(request.createdAt)}</dd>
          {request.details ? (
            <>
              <dt className="text-muted">Details</dt>
              <dd className="break-words whitespace-pre-line">{request.details}</dd>
            </>
          ) : null}
          <dt className="text-muted">Lead</dt>
          <dd>
            {request.leadId ? (
              <Link
                to={`/desk/leads/${request.leadId}#personal-data`}
                className="font-semibold text-brand-800 underline"
              >
                {request.leadName ?? "Open the lead"}
              </Link>
            ) : (
              "No lead with this phone or email"
            )}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-muted">The person was erased; only the request's record is kept.</p>
      )}
      {request.status === "done" ? (
        request.outcome ? (
          <p className="text-sm">Outcome: {request.outcome}</p>
        ) : null
      ) : (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="id" value={request.id} />
          <label className="flex flex-col gap-1">
            <span className="desk-label">How it was answered</span>
            <textarea
              name="outcome"
              rows={2}
              maxLength={OUTCOME_MAX}
              required
              className="desk-input"
              aria-describedby={error ? `${request.id}-error` : undefined}
            />
          </label>
          {error ? (
            <p id={`${request.id}-error`} className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
            Mark as answered
          </button>
        </Form>
      )}
    </li>
  );
}

export default function PrivacyRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { open, done, lastPurge, retentionMonths, notice, now } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeader
        title="Privacy requests"
        description="Requests for a copy, a correction or erasure of someone's data, from the privacy request form. Open the lead to download, correct or erase."
      />
      {notice && !actionData ? <Notice tone="success">{notice}</Notice> : null}

      <section aria-labelledby="open-requests" className="mb-8">
        <h2 id="open-requests" className="mb-3 text-lg font-bold">
          Open ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="desk-card text-sm text-muted">No open requests.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {open.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                now={now}
                busy={busy}
                error={actionData?.id === request.id ? actionData.error : null}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="retention" className="desk-card mb-8">
        <h2 id="retention" className="mb-2 text-lg font-bold">
          Retention
        </h2>
        <p className="text-sm">
          The details of people who did not enrol are erased {retentionMonths} months after their last activity, by a
          daily job. Records of who opened or downloaded someone's data are removed after a year.
        </p>
        <p className="mt-2 text-sm">
          {lastPurge
            ? `Last run ${formatIst(lastPurge.ranAt)} (${lastPurge.trigger === "daily" ? "daily job" : "command"}): ${lastPurge.leadsErased} ${lastPurge.leadsErased === 1 ? "person" : "people"} erased, ${lastPurge.requestsRemoved} answered requests, ${lastPurge.accessEntriesRemoved} access records and ${lastPurge.notificationsRemoved} old notifications removed.`
            : "The retention job has not run yet."}
        </p>
      </section>

      <section aria-labelledby="done-requests">
        <h2 id="done-requests" className="mb-3 text-lg font-bold">
          Answered ({done.length})
        </h2>
        {done.length === 0 ? (
          <p className="desk-card text-sm text-muted">None yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {done.map((request) => (
              <RequestCard key={request.id} request={request} now={now} busy={busy} error={null} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
