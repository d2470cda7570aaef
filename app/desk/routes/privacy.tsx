import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/privacy";
import type { PrivacyRequest, VerifyResult } from "#domain/desk.ts";
import { formatIst } from "#domain/india-time.ts";
import { REQUEST_KIND_NAMES } from "#domain/privacy.ts";
import { requireAdmin } from "#app/desk/auth.server.ts";
import {
  isVerificationMethod,
  VERIFICATION_CHANNEL,
  VERIFICATION_METHOD_LABELS,
  VERIFICATION_METHOD_NAMES,
  VERIFICATION_METHODS,
  type IdentifierMatch,
} from "#domain/request-identity.ts";
import { displayPhone, Notice, PageHeader, telHref } from "#app/desk/components/ui.tsx";
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
        : params.get("verified")
          ? "Recorded that the lead confirmed the request. You can now download or erase their data."
          : null,
    now: new Date().toISOString(),
  };
}

const OUTCOME_MAX = 1000;

/** What a post here does: mark a request answered (the form's default), or record the lead's confirmation. */
const INTENTS = ["close", "verify"] as const;

const VERIFY_REFUSALS: Record<Exclude<VerifyResult, "verified">, { status: number; error: string }> = {
  not_found: { status: 404, error: "This request was already answered, or no longer exists." },
  not_needed: { status: 409, error: "This request's name and email are the lead's: it needs no confirmation." },
  no_stored_contact: {
    status: 400,
    error: "The lead has no such contact detail stored: confirm it through the one they gave.",
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireAdmin(request, context);
  const form = await readDeskForm(request);
  const id = String(form.get("id") ?? "");
  const intent = String(form.get("intent") ?? "close");
  if (!(INTENTS as readonly string[]).includes(intent))
    return data({ id, intent, error: "Unknown action." }, { status: 400 });
  if (intent === "verify") {
    const method = String(form.get("method") ?? "");
    if (!isVerificationMethod(method))
      return data({ id, intent, error: "Choose how the lead confirmed the request." }, { status: 400 });
    const verified = await desk.verifyPrivacyRequest(id, method, staff.id);
    if (verified !== "verified") {
      const { status, error } = VERIFY_REFUSALS[verified];
      return data({ id, intent, error }, { status });
    }
    return redirect("/desk/privacy?verified=1", 303);
  }
  const outcome = String(form.get("outcome") ?? "")
    .normalize("NFC")
    .trim();
  if (outcome.length < 3)
    return data({ id, intent, error: "Say briefly how the request was answered." }, { status: 400 });
  if (outcome.length > OUTCOME_MAX)
    return data({ id, intent, error: `Keep it under ${OUTCOME_MAX} characters.` }, { status: 400 });
  if (!(await desk.closePrivacyRequest(id, outcome, staff.id))) {
    return data({ id, intent, error: "This request was already answered, or no longer exists." }, { status: 409 });
  }
  return redirect("/desk/privacy?closed=1", 303);
}

const MATCH_TEXT: Record<IdentifierMatch, string> = {
  same: "Same as the lead's",
  differs: "Differs from the lead's",
  missing: "Not given on both",
};

/** One of the request's details, and whether it is the lead's (shown when the request has a lead). */
function Detail({
  label,
  value,
  match,
  leadValue,
}: {
  label: string;
  value: string;
  match: IdentifierMatch | null;
  leadValue: string;
}) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">
        {value || "Not given"}
        {match ? (
          <span
            className={`mt-0.5 block text-xs font-semibold ${match === "differs" ? "text-danger" : match === "same" ? "text-brand-800" : "text-muted"}`}
          >
            {match === "same" ? "✓ " : match === "differs" ? "✗ " : ""}
            {MATCH_TEXT[match]}
            {match === "differs" ? `: ${leadValue}` : ""}
          </span>
        ) : null}
      </dd>
    </>
  );
}

/**
 * A request whose name or email differ from its lead's: what to do before the lead's data
 * goes anywhere, and the form recording that the lead confirmed it, through the phone or email
 * stored on the lead (domain/request-identity.ts says why not a code).
 */
function Verification({ request, error, busy }: { request: PrivacyRequest; error: string | null; busy: boolean }) {
  if (request.verification) {
    const { at, byName, method } = request.verification;
    return (
      <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
        Confirmed with the lead by {VERIFICATION_METHOD_NAMES[method]}
        {byName ? `, recorded by ${byName}` : ""} on {formatIst(at)}.
      </p>
    );
  }
  if (!request.awaitingVerification) return null;
  const stored = { phone: request.leadPhone ?? "", email: request.leadEmail ?? "" };
  const errorId = `${request.id}-verify-error`;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-3 text-sm">
      <p className="font-bold text-danger">Not confirmed: this may not be from the lead</p>
      <p>
        The name or email on this request differ from the lead&apos;s. Anyone can type someone else&apos;s phone number,
        so the lead&apos;s data cannot be downloaded or erased until the lead confirms the request. Contact the lead
        through the details stored on the lead, not the ones on the request, and ask whether they made it:
      </p>
      <ul className="list-disc pl-5">
        <li>
          Lead&apos;s stored phone:{" "}
          {stored.phone ? (
            <a href={telHref(stored.phone)} className="font-semibold text-brand-800 underline">
              {displayPhone(stored.phone)}
            </a>
          ) : (
            "none"
          )}
        </li>
        <li className="break-words">Lead&apos;s stored email: {stored.email || "none"}</li>
      </ul>
      <p>If they did not make it, do not send anything: mark the request as answered below, saying so.</p>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="id" value={request.id} />
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
          <legend className="desk-label mb-1">How the lead confirmed it</legend>
          {VERIFICATION_METHODS.map((method) => (
            <label key={method} className="flex items-start gap-2">
              <input
                type="radio"
                name="method"
                value={method}
                required
                disabled={!stored[VERIFICATION_CHANNEL[method]].trim()}
                className="mt-1 size-5 shrink-0"
              />
              <span>{VERIFICATION_METHOD_LABELS[method]}</span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id={errorId} className="text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
          Record that the lead confirmed
        </button>
      </Form>
    </div>
  );
}

function RequestCard({
  request,
  now,
  error,
  busy,
}: {
  request: PrivacyRequest;
  now: string;
  error: { intent: string; text: string } | null;
  busy: boolean;
}) {
  const overdue = request.status === "open" && request.dueAt < now;
  const identity = request.identity;
  const closeError = error?.intent === "close" ? error.text : null;
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
          <Detail label="From" value={request.name} match={identity?.name ?? null} leadValue={request.leadName ?? ""} />
          <Detail
            label="Phone"
            value={request.phone ? displayPhone(request.phone) : ""}
            match={identity?.phone ?? null}
            leadValue={displayPhone(request.leadPhone ?? "")}
          />
          <Detail
            label="Email"
            value={request.email}
            match={identity?.email ?? null}
            leadValue={request.leadEmail ?? ""}
          />
          <dt className="text-muted">Received</dt>
          <dd>{formatIst(request.createdAt)}</dd>
          {request.details ? (
            <>
              <dt className="text-muted">Details</dt>
              <dd className="break-words whitespace-pre-line">{request.details}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-muted">The person was erased; only the request's record is kept.</p>
      )}
      <Verification request={request} busy={busy} error={error?.intent === "verify" ? error.text : null} />
      {request.status === "done" ? (
        request.outcome ? (
          <p className="text-sm">Outcome: {request.outcome}</p>
        ) : null
      ) : (
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="id" value={request.id} />
          <label className="flex flex-col gap-1">
            <span className="desk-label">How it was answered</span>
            <textarea
              name="outcome"
              rows={2}
              maxLength={OUTCOME_MAX}
              required
              className="desk-input"
              aria-describedby={closeError ? `${request.id}-error` : undefined}
            />
          </label>
          {closeError ? (
            <p id={`${request.id}-error`} className="text-sm text-danger">
              {closeError}
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
        description="Requests for a copy, a correction or erasure of someone's data, from the privacy request form. Each shows whether its name, phone and email are the lead's; one that differs must be confirmed with the lead first. Open the lead to download, correct or erase."
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
                error={actionData?.id === request.id ? { intent: actionData.intent, text: actionData.error } : null}
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
