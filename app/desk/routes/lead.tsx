import { data, Form, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { Icon } from "~/components/icon";
import type { Route } from "./+types/lead";
import { TextAreaField } from "~/components/form-fields";
import { useSiteData } from "~/lib/site-data";
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, CORRECTABLE_FIELDS, type LeadDetail, type TimelineEntry } from "../../../domain/desk";
import { APPLICANT_LABELS, CONFIRMATION_METHOD_LABELS, CONFIRMATION_METHODS, REQUEST_KIND_NAMES, type RequestKind } from "../../../domain/privacy";
import { formatIst, toIstLocal } from "../../../domain/india-time";
import { CLOSED_STATUSES, FORM_LABELS, isClosed, OPEN_STATUSES, STATUS_LABELS } from "../../../domain/leads";
import { requireStaff } from "../auth.server";
import { parseLeadChange, SAVED_MESSAGES } from "../lead-actions";
import { displayPhone, MinorBadge, Notice, PromiseClock, StatusBadge, telHref, useNow } from "../components/ui";

export const meta = ({ data: loaderData }: Route.MetaArgs) => [{ title: `${loaderData?.lead.name ?? "Lead"} | Admissions desk` }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const admin = staff.role === "admin";
  const [lead, team, requests] = await Promise.all([desk.lead(params.id), desk.listStaff(), admin ? desk.privacyRequests("open") : []]);
  if (!lead) throw data("There is no lead at this address.", { status: 404 });
  // Who opened whose personal data is kept for a year (domain/privacy.ts ACCESS_ACTIONS).
  await desk.audit({ action: "lead.viewed", staffId: staff.id, subject: lead.id, ip: context.clientIp });
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    lead,
    viewer: { id: staff.id, name: staff.name, admin },
    requests: requests.filter((request) => request.leadId === lead.id).map(({ id, kind }) => ({ id, kind })),
    team: team.filter((member) => member.active).map((member) => ({ id: member.id, name: member.name })),
    saved: saved && saved in SAVED_MESSAGES ? SAVED_MESSAGES[saved as keyof typeof SAVED_MESSAGES] : null,
    now: new Date().toISOString(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (ADMIN_INTENTS.includes(intent) && staff.role !== "admin") {
    throw data("Only admins can correct or erase a person's data.", { status: 403 });
  }
  if (intent === "erase") {
    if (form.get("confirm") !== "yes") {
      return data({ intent, error: "Tick the box to confirm the erasure.", conflict: null }, { status: 400 });
    }
    const requestId = String(form.get("request") ?? "") || null;
    const erased = await desk.eraseLead(params.id, staff.id, context.clientIp, requestId);
    if (!erased) throw data("There is no lead at this address.", { status: 404 });
    return redirect("/desk/privacy?erased=1", 303);
  }
  const parsed = parseLeadChange(form, staff.id, new Date());
  if (!parsed.ok) return data({ intent, error: parsed.error, conflict: null }, { status: 400 });
  const result = await desk.changeLead(params.id, parsed.version, parsed.change, staff.id);
  if (result.ok) return redirect(`/desk/leads/${params.id}?saved=${parsed.change.kind}`, 303);
  if (result.reason === "not_found") throw data("There is no lead at this address.", { status: 404 });
  if (result.reason === "conflict") {
    return data({ intent, error: null, conflict: { by: result.changedBy } }, { status: 409 });
  }
  return data({ intent, error: result.message, conflict: null }, { status: 400 });
}

/** What only admins may post here: corrections and erasure of a person's data. */
const ADMIN_INTENTS = ["correction", "erase"];

/**
 * After a refused change (409: someone else changed the lead) the page must show the lead
 * as it is now; React Router skips reloading after an error status unless asked.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="desk-card">
      <h2 id={id} className="mb-3 text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The lead's version travels with every form: a change against an older one is refused. */
function ChangeForm({ lead, intent, children, className }: { lead: LeadDetail; intent: string; children: React.ReactNode; className?: string }) {
  return (
    <Form method="post" className={className ?? "flex flex-col gap-3"} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={lead.version} />
      {children}
    </Form>
  );
}

function timelineText(entry: TimelineEntry): string {
  switch (entry.kind) {
    case "enquiry":
      return `${entry.reopened ? "Enquired again (lead reopened)" : "Enquiry"} via ${FORM_LABELS[entry.form].toLowerCase()}`;
    case "status":
      return `Status: ${STATUS_LABELS[entry.from]} → ${STATUS_LABELS[entry.to]}${entry.reason ? `. Reason: ${entry.reason}` : ""}`;
    case "owner":
      return entry.toName ? `Owner: ${entry.toName}${entry.fromName ? ` (was ${entry.fromName})` : ""}` : `Owner removed (was ${entry.fromName ?? "nobody"})`;
    case "follow_up":
      return entry.dueAt ? `Follow-up set for ${formatIst(entry.dueAt)}` : "Follow-up cleared";
    case "note":
      return entry.text;
    case "call":
      return `${CALL_OUTCOME_LABELS[entry.outcome]}${entry.note ? `: ${entry.note}` : ""}`;
    case "guardian":
      return `${entry.name} (parent or guardian) confirmed on ${formatIst(entry.at)}, by ${CONFIRMATION_METHOD_LABELS[entry.method].toLowerCase()}`;
    case "correction":
      return `${CORRECTION_LABELS[entry.field]} corrected on the lead and on every enquiry`;
  }
}

const CORRECTION_LABELS = { name: "Name", phone: "Phone", email: "Email" } as const;

const TIMELINE_LABELS: Record<TimelineEntry["kind"], string> = {
  enquiry: "Enquiry",
  status: "Status",
  owner: "Owner",
  follow_up: "Follow-up",
  note: "Note",
  call: "Call",
  guardian: "Guardian",
  correction: "Correction",
};

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, team, viewer, saved } = loaderData;
  const { site } = useSiteData();
  const now = useNow(loaderData.now);
  const busy = useNavigation().state !== "idle";
  const error = (intent: string) => (actionData?.intent === intent ? actionData.error : null);
  const phoneDigits = lead.phone.replace(/\D/g, "").slice(-10);
  const firstName = lead.name.split(/\s+/)[0] ?? lead.name;
  const greeting = `Hello ${firstName}, this is ${viewer.name} from ${site.name}. Thank you for your enquiry${
    lead.course ? ` about ${lead.course}` : ""
  }. Is this a good time to talk?`;

  return (
    <>
      {actionData?.conflict ? (
        <Notice tone="error">
          This lead was changed by {actionData.conflict.by ?? "someone else"} a moment ago. Below is what it looks like now;
          check it and make your change again if it is still needed.
        </Notice>
      ) : null}
      {saved && !actionData ? <Notice tone="success">{saved}</Notice> : null}

      <div className="mb-5 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{lead.name}</h1>
          <StatusBadge status={lead.status} />
          {lead.minor ? <MinorBadge confirmed={lead.guardianConfirmedAt !== null} /> : null}
        </div>
        <p className="text-sm text-muted">
          {lead.course || "No course named"} · first enquiry {formatIst(lead.firstEnquiryAt)} ·{" "}
          {lead.ownerName ? `owner ${lead.ownerName}` : "no owner yet"}
          {lead.source ? ` · source ${lead.source}` : ""}
        </p>
        <PromiseClock lead={lead} now={now} />
      </div>
      {lead.minor && !lead.guardianConfirmedAt ? (
        <Notice tone="warning">
          <strong>Under 18.</strong> Answer the enquiry by speaking with the parent or guardian first, and record their
          confirmation under “Parent or guardian” before moving the lead on. Send nothing promotional.
        </Notice>
      ) : null}

      <div className="mb-5 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <a href={telHref(lead.phone)} className="btn-small btn-primary">
          <Icon name="phone" className="size-4" /> Call
        </a>
        {phoneDigits.length === 10 ? (
          <a
            href={`https://wa.me/91${phoneDigits}?text=${encodeURIComponent(greeting)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-small btn-secondary"
          >
            <Icon name="message-circle" className="size-4" /> Chat
            <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
          </a>
        ) : null}
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className="btn-small btn-secondary">
            <Icon name="mail" className="size-4" /> Email
          </a>
        ) : null}
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <Section title="Work this lead" id="work">
            <div className="flex flex-wrap gap-2">
              <ChangeForm lead={lead} intent="call" className="contents">
                <input type="hidden" name="outcome" value="no_answer" />
                <button type="submit" className="btn-small btn-secondary" disabled={busy}>
                  Called, no answer
                </button>
              </ChangeForm>
              {lead.ownerId !== viewer.id ? (
                <ChangeForm lead={lead} intent="owner" className="contents">
                  <input type="hidden" name="owner" value="me" />
                  <button type="submit" className="btn-small btn-secondary" disabled={busy}>
                    Assign to me
                  </button>
                </ChangeForm>
              ) : null}
            </div>
            {error("call") ? <p className="mt-2 text-sm text-danger">{error("call")}</p> : null}
          </Section>

          <Section title="Status" id="status">
            <ChangeForm lead={lead} intent="status">
              <label className="flex flex-col gap-1">
                <span className="desk-label">New status</span>
                <select name="status" defaultValue={lead.status} className="desk-input" aria-describedby={error("status") ? "status-error" : undefined}>
                  <optgroup label="In progress">
                    {OPEN_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label="Close the lead">
                    {CLOSED_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="desk-label">
                  Reason <span className="font-normal text-muted">(needed to close)</span>
                </span>
                <input name="reason" type="text" maxLength={300} className="desk-input" defaultValue={lead.closeReason ?? ""} />
              </label>
              {error("status") ? (
                <p id="status-error" className="text-sm text-danger">
                  {error("status")}
                </p>
              ) : null}
              <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
                Save status
              </button>
            </ChangeForm>
          </Section>

          <Section title="Owner and follow-up" id="owner">
            <ChangeForm lead={lead} intent="owner" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <label className="flex grow flex-col gap-1">
                <span className="desk-label">Owner</span>
                <select name="owner" defaultValue={lead.ownerId ?? ""} className="desk-input">
                  <option value="">Nobody</option>
                  {team.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="btn-small btn-primary" disabled={busy}>
                Save owner
              </button>
            </ChangeForm>
            {error("owner") ? <p className="mt-2 text-sm text-danger">{error("owner")}</p> : null}
            <ChangeForm lead={lead} intent="follow_up" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
              <label className="flex grow flex-col gap-1">
                <span className="desk-label">Next follow-up (India time)</span>
                <input
                  type="datetime-local"
                  name="at"
                  className="desk-input"
                  defaultValue={lead.nextFollowUpAt ? toIstLocal(lead.nextFollowUpAt) : ""}
                />
              </label>
              <div className="flex gap-2">
                <button type="submit" className="btn-small btn-primary" disabled={busy}>
                  Save follow-up
                </button>
                {lead.nextFollowUpAt ? (
                  <button type="submit" name="clear" value="1" className="btn-small btn-secondary" disabled={busy}>
                    Clear
                  </button>
                ) : null}
              </div>
            </ChangeForm>
            {error("follow_up") ? <p className="mt-2 text-sm text-danger">{error("follow_up")}</p> : null}
          </Section>

          <Section title="Log a call or add a note" id="log">
            <ChangeForm lead={lead} intent="call">
              <label className="flex flex-col gap-1">
                <span className="desk-label">How did the call go?</span>
                <select name="outcome" defaultValue="spoke" className="desk-input">
                  {CALL_OUTCOMES.map((outcome) => (
                    <option key={outcome} value={outcome}>
                      {CALL_OUTCOME_LABELS[outcome]}
                    </option>
                  ))}
                </select>
              </label>
              <TextAreaField formId="call" name="note" label="What was said" optional rows={2} maxLength={2000} />
              <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
                Log call
              </button>
            </ChangeForm>
            <hr className="my-4 border-slate-200" />
            <ChangeForm lead={lead} intent="note">
              <TextAreaField formId="note" name="note" label="Note" rows={3} maxLength={2000} error={error("note") ?? undefined} hint="Notes cannot be edited; correct a note with a new one." />
              <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
                Add note
              </button>
            </ChangeForm>
          </Section>
        </div>

        <div className="flex flex-col gap-5">
          {lead.minor ? <GuardianSection lead={lead} error={error("guardian")} busy={busy} now={loaderData.now} /> : null}
          <Section title="Contact details" id="contact">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Phone</dt>
              <dd>
                <a href={telHref(lead.phone)} className="font-semibold text-brand-800 underline">
                  {displayPhone(lead.phone)}
                </a>
              </dd>
              <dt className="text-muted">Email</dt>
              <dd className="break-words">{lead.email || "None given"}</dd>
              <dt className="text-muted">Course</dt>
              <dd>{lead.course || "None named"}</dd>
              {lead.nextFollowUpAt ? (
                <>
                  <dt className="text-muted">Follow-up</dt>
                  <dd>{formatIst(lead.nextFollowUpAt)}</dd>
                </>
              ) : null}
              {isClosed(lead.status) && lead.closeReason ? (
                <>
                  <dt className="text-muted">Closed because</dt>
                  <dd>{lead.closeReason}</dd>
                </>
              ) : null}
            </dl>
          </Section>

          <Section title={lead.enquiries.length === 1 ? "Enquiry" : `Enquiries (${lead.enquiries.length})`} id="enquiries">
            <ol className="flex flex-col gap-4">
              {lead.enquiries.map((enquiry) => (
                <li key={enquiry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-semibold">
                    {FORM_LABELS[enquiry.form]} · {formatIst(enquiry.createdAt)}
                    {enquiry.enteredBy ? ` · entered by ${enquiry.enteredBy}` : ""}
                  </p>
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                    {(
                      [
                        ["Name", enquiry.name],
                        ["Phone", enquiry.phone],
                        ["Email", enquiry.email],
                        ["Filled in by", enquiry.applicant ? APPLICANT_LABELS[enquiry.applicant] : ""],
                        ["Parent or guardian", [enquiry.guardianName, enquiry.guardianPhone].filter(Boolean).join(", ")],
                        ["Course", enquiry.course],
                        ["University", enquiry.university],
                        ["Subject", enquiry.subject],
                        ["Message", enquiry.message],
                        ["Campaign", [enquiry.attribution?.utm_source, enquiry.attribution?.utm_medium, enquiry.attribution?.utm_campaign].filter(Boolean).join(" / ")],
                        ["Came from", enquiry.attribution?.referrer_host ?? ""],
                        ["Landed on", enquiry.attribution?.landing_page ?? ""],
                        ["Sent from", enquiry.attribution?.form_page ?? ""],
                      ] as const
                    )
                      .filter(([, value]) => value)
                      .map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className="text-muted">{label}</dt>
                          <dd className="break-words whitespace-pre-line">{value}</dd>
                        </div>
                      ))}
                  </dl>
                </li>
              ))}
            </ol>
          </Section>

          <Section title="Timeline" id="timeline">
            <ol className="flex flex-col gap-3">
              {lead.timeline.map((entry) => (
                <li key={entry.id} className="border-l-2 border-brand-200 pl-3 text-sm">
                  <p className="text-xs text-muted">
                    <span className="font-semibold text-ink">{TIMELINE_LABELS[entry.kind]}</span> · {formatIst(entry.at)}
                    {entry.staffName ? ` · ${entry.staffName}` : ""}
                  </p>
                  <p className="break-words whitespace-pre-line">{timelineText(entry)}</p>
                </li>
              ))}
            </ol>
          </Section>

          {viewer.admin ? <PersonalDataSection lead={lead} requests={loaderData.requests} error={error} busy={busy} /> : null}
        </div>
      </div>
    </>
  );
}

/** An under-18 lead: the guardian the form named, and their confirmation (who, when, how). */
function GuardianSection({ lead, error, busy, now }: { lead: LeadDetail; error: string | null; busy: boolean; now: string }) {
  const named = lead.enquiries.find((enquiry) => enquiry.guardianName);
  const confirmation = lead.timeline.find((entry) => entry.kind === "guardian");
  return (
    <Section title="Parent or guardian" id="guardian">
      {named ? (
        <p className="mb-3 text-sm">
          The form named <strong>{named.guardianName}</strong>
          {named.guardianPhone ? (
            <>
              {" "}
              on{" "}
              <a href={telHref(named.guardianPhone)} className="font-semibold text-brand-800 underline">
                {displayPhone(named.guardianPhone)}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {confirmation ? (
        <p className="text-sm">{timelineText(confirmation)}.</p>
      ) : (
        <ChangeForm lead={lead} intent="guardian">
          <p className="text-sm text-muted">Record who confirmed, when and how, once you have spoken with them.</p>
          <label className="flex flex-col gap-1">
            <span className="desk-label">Name of the parent or guardian</span>
            <input name="guardian_name" type="text" maxLength={100} required className="desk-input" defaultValue={named?.guardianName ?? ""} />
          </label>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1">
              <span className="desk-label">When (India time)</span>
              <input name="confirmed_at" type="datetime-local" required className="desk-input" defaultValue={toIstLocal(now)} />
            </label>
            <label className="flex flex-col gap-1">
              <span className="desk-label">How</span>
              <select name="method" defaultValue="phone" className="desk-input">
                {CONFIRMATION_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {CONFIRMATION_METHOD_LABELS[method]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {error ? <p className="text-sm text-danger">{error}</p> : null}
          <button type="submit" className="btn-small btn-primary self-start" disabled={busy}>
            Record confirmation
          </button>
        </ChangeForm>
      )}
    </Section>
  );
}

/**
 * Admins: the person's rights (the DPDP Act's sections 11 to 13). A copy of everything held
 * as JSON, a correction applied everywhere, and erasure, which cannot be undone.
 */
function PersonalDataSection({
  lead,
  requests,
  error,
  busy,
}: {
  lead: LeadDetail;
  requests: { id: string; kind: RequestKind }[];
  error: (intent: string) => string | null;
  busy: boolean;
}) {
  return (
    <Section title="Personal data" id="personal-data">
      <p className="text-sm text-muted">For a request from this person. Each action is recorded in the audit log.</p>
      <a href={`/desk/leads/${lead.id}/data.json`} download className="btn-small btn-secondary mt-3 self-start">
        <Icon name="download" className="size-4" /> Download their data (JSON)
      </a>

      <h3 className="mt-5 text-sm font-bold">Correct a detail</h3>
      <ChangeForm lead={lead} intent="correction" className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1">
          <span className="desk-label">Detail</span>
          <select name="field" className="desk-input" defaultValue="name">
            {CORRECTABLE_FIELDS.map((field) => (
              <option key={field} value={field}>
                {CORRECTION_LABELS[field]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex grow flex-col gap-1">
          <span className="desk-label">Correct value</span>
          <input name="value" type="text" maxLength={254} required className="desk-input" />
        </label>
        <button type="submit" className="btn-small btn-primary" disabled={busy}>
          Correct
        </button>
      </ChangeForm>
      {error("correction") ? <p className="mt-2 text-sm text-danger">{error("correction")}</p> : null}

      <h3 className="mt-5 text-sm font-bold text-danger">Erase this person</h3>
      <Form method="post" className="mt-2 flex flex-col gap-3">
        <input type="hidden" name="intent" value="erase" />
        <p className="text-sm">
          Removes their name, phone, email, enquiries, notes and notifications from the desk for good. Only anonymous
          counts (day, course, status, source) are kept. This cannot be undone.
        </p>
        {requests.length > 0 ? (
          <label className="flex flex-col gap-1">
            <span className="desk-label">Answers request</span>
            <select name="request" className="desk-input" defaultValue={requests.find((request) => request.kind === "erasure")?.id ?? ""}>
              <option value="">None</option>
              {requests.map((request) => (
                <option key={request.id} value={request.id}>
                  {request.id} ({REQUEST_KIND_NAMES[request.kind]})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
          <span>I confirm this person’s data should be erased.</span>
        </label>
        {error("erase") ? <p className="text-sm text-danger">{error("erase")}</p> : null}
        <button type="submit" className="btn-small self-start bg-danger text-white hover:opacity-90" disabled={busy}>
          <Icon name="trash-2" className="size-4" /> Erase for good
        </button>
      </Form>
    </Section>
  );
}
