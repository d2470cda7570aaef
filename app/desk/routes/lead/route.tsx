import { useEffect } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { liveWorkingWeek } from "#content/live.ts";
import { isMessageTemplateId } from "#content/message-templates.ts";
import { MESSAGE_CHANNELS, type LeadSummary, type MessageChannel } from "#domain/desk.ts";
import { nextStepChoices, nextStepLabel } from "#domain/contact.ts";
import { phoneKey } from "#domain/leads.ts";
import { awaitingVerificationMessage } from "#domain/request-identity.ts";
import { requireLeadWorker } from "#app/desk/auth.server.ts";
import {
  checkContactLog,
  isSavedKind,
  parseLeadForm,
  SAVED_MESSAGES,
  type MessageRecipient,
} from "#app/desk/lead-actions.ts";
import { useNow } from "#app/desk/components/ui.tsx";
import { formatStep } from "./shared";
import { LeadTop } from "./top";
import { ActionBar } from "./action-bar";
import { LogCallSheet } from "./log-call";
import { NextStepForm, NoteForm, OwnerForm, StatusForm } from "./forms";
import { ContactDetails, Enquiries } from "./enquiries";
import { Timeline } from "./timeline";
import { GuardianSection } from "./guardian";
import { MessagesSection } from "./messages";
import { MergeSection } from "./merge";
import { PersonalDataSection } from "./personal-data";
import { readDeskForm } from "#app/desk/form.server.ts";
import { CLIENT_ID_FIELD, isClientId, KEPT_MESSAGE } from "#app/desk/offline/queue.ts";
import { keptOnPhone, postOrKeep, useReportFor, type KeepingPage } from "#app/desk/offline/kept-saves.tsx";

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.lead.name ?? "Lead"} | Admissions desk` },
];

const MERGE_CANDIDATES = 5;

/** Other leads that may be the same person (same name, phone or email), for an admin to merge. */
async function mergeCandidates(
  desk: { inbox: (filter: { q: string }) => Promise<{ leads: LeadSummary[] }> },
  lead: LeadSummary,
) {
  const searches = [lead.name, phoneKey(lead.phone), lead.email].filter((q) => q.trim().length >= 3);
  const found = await Promise.all(searches.map((q) => desk.inbox({ q })));
  const seen = new Set([lead.id]);
  const candidates: {
    id: string;
    name: string;
    phone: string;
    course: string;
    status: LeadSummary["status"];
    lastEnquiryAt: string;
  }[] = [];
  for (const other of found.flatMap((page) => page.leads)) {
    if (seen.has(other.id) || candidates.length >= MERGE_CANDIDATES) continue;
    seen.add(other.id);
    candidates.push({
      id: other.id,
      name: other.name,
      phone: other.phone,
      course: other.course,
      status: other.status,
      lastEnquiryAt: other.lastEnquiryAt,
    });
  }
  return candidates;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const admin = staff.role === "admin";
  const [lead, team, requests] = await Promise.all([
    desk.lead(params.id),
    desk.listStaff(),
    admin ? desk.privacyRequests("open") : [],
  ]);
  if (!lead) throw data("There is no lead at this address.", { status: 404 });
  // Who opened whose personal data is kept for a year (domain/privacy.ts ACCESS_ACTIONS).
  await desk.audit({ action: "lead.viewed", staffId: staff.id, subject: lead.id, ip: context.clientIp });
  const search = new URL(request.url).searchParams;
  const now = new Date();
  const savedKind = search.get("saved");
  let saved: string | null = isSavedKind(savedKind) ? SAVED_MESSAGES[savedKind] : null;
  if (savedKind === "log" && search.has("skipped")) {
    const by = search.get("by");
    saved = `Call and note saved. The status and next step were not: ${by ? by : "someone else"} changed this lead a moment ago. Check them below.`;
  } else if (savedKind === "log" && lead.nextFollowUpAt) {
    saved = `Call logged. Next step ${formatStep(lead.nextFollowUpAt, now)}.`;
  }
  const [channel, template, to] = (search.get("sent") ?? "").split(".");
  const sent =
    channel && (MESSAGE_CHANNELS as readonly string[]).includes(channel) && template && isMessageTemplateId(template)
      ? {
          channel: channel as MessageChannel,
          template,
          to: (to === "guardian" ? "guardian" : "student") as MessageRecipient,
        }
      : null;
  return {
    lead,
    viewer: { id: staff.id, name: staff.name, admin },
    requests: requests
      .filter((request) => request.leadId === lead.id)
      .map(({ id, kind, awaitingVerification }) => ({ id, kind, awaitingVerification })),
    team: team.filter((member) => member.active).map((member) => ({ id: member.id, name: member.name })),
    saved,
    sent,
    // The next step's presets with their times now, within office hours ("Tomorrow morning · Thu 10:00").
    nextSteps: nextStepChoices(now, liveWorkingWeek()).map(({ preset, at }) => ({
      preset,
      label: nextStepLabel(preset, now, at),
      when: formatStep(at, now),
      at: at.toISOString(),
    })),
    nextStepText: lead.nextFollowUpAt ? formatStep(lead.nextFollowUpAt, now) : null,
    mergeCandidates: admin ? await mergeCandidates(desk, lead) : [],
    now: now.toISOString(),
  };
}

/** What only admins may post here: corrections, merges and erasure of a person's data. */
const ADMIN_INTENTS = ["correction", "erase", "merge"];

export type LeadActionData = {
  intent: string;
  error: string | null;
  conflict: { by: string | null } | null;
  /** What the form held, to show it again after an error (without JavaScript the page is rendered afresh). */
  values?: Record<string, string>;
  /** A message logged by the page's script (it opened the chat itself). */
  logged?: { channel: MessageChannel; template: string };
};

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "version") values[name] = value;
  return values;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, desk } = await requireLeadWorker(request, context);
  const form = await readDeskForm(request);
  const intent = String(form.get("intent") ?? "");
  const here = `/desk/leads/${params.id}`;
  const answer = (body: Omit<LeadActionData, "intent" | "conflict"> & Partial<LeadActionData>, status: number) =>
    data<LeadActionData>({ intent, conflict: null, ...body }, { status });
  const notFound = () => data("There is no lead at this address.", { status: 404 });
  if (ADMIN_INTENTS.includes(intent) && staff.role !== "admin") {
    throw data("Only admins can correct, merge or erase a person's data.", { status: 403 });
  }
  if (intent === "erase") {
    if (form.get("confirm") !== "yes") return answer({ error: "Tick the box to confirm the erasure." }, 400);
    const requestId = String(form.get("request") ?? "") || null;
    const erased = await desk.eraseLead(params.id, staff.id, context.clientIp, requestId);
    if (erased.ok) return redirect("/desk/privacy?erased=1", 303);
    if (erased.reason === "unverified") return answer({ error: awaitingVerificationMessage(erased.requests) }, 409);
    if (erased.reason === "not_this_lead")
      return answer({ error: "That request is not an open request of this lead's: choose one from the list." }, 400);
    throw notFound();
  }

  const now = new Date();
  // The id the page's script gave a call, note or next step: a second send of it (kept on the
  // phone after a time-out, app/desk/offline/) is stored once.
  const clientId = isClientId(form.get(CLIENT_ID_FIELD)) ? String(form.get(CLIENT_ID_FIELD)) : null;
  const parsed = parseLeadForm(form, { viewerId: staff.id, now, week: liveWorkingWeek() });
  if (!parsed.ok) return answer({ error: parsed.error, values: formValues(form) }, 400);
  const read = parsed.form;
  switch (read.intent) {
    case "note": {
      const result = await desk.addNote(params.id, read.text, staff.id, clientId);
      if (!result.ok) throw notFound();
      return redirect(`${here}?saved=note`, 303);
    }
    case "log": {
      const lead = await desk.lead(params.id);
      if (!lead) throw notFound();
      const checked = checkContactLog(read.log, lead, now);
      if (!checked.ok) return answer({ error: checked.error, values: formValues(form) }, 400);
      const result = await desk.logContact(params.id, read.version, checked.log, staff.id, clientId);
      if (!result.ok) {
        if (result.reason === "not_found") throw notFound();
        return answer({ error: result.message, values: formValues(form) }, 400);
      }
      if (result.skipped) {
        const by = result.skipped.changedBy ? `&by=${encodeURIComponent(result.skipped.changedBy)}` : "";
        return redirect(`${here}?saved=log&skipped=1${by}`, 303);
      }
      return redirect(`${here}?saved=log`, 303);
    }
    case "message": {
      if (!(await desk.logMessage(params.id, read.channel, read.template, staff.id))) throw notFound();
      // The page's script opened the chat or email itself. Without it, the page links to it:
      // a redirect to wa.me after a post is blocked by the policy's form-action 'self'.
      if (read.viaScript)
        return answer({ error: null, logged: { channel: read.channel, template: read.template } }, 200);
      return redirect(`${here}?sent=${read.channel}.${read.template}.${read.to}#messages`, 303);
    }
    case "merge": {
      if (read.otherId === params.id)
        return answer({ error: "That is this lead: paste the other one's address." }, 400);
      const result = await desk.mergeLeads(params.id, read.otherId, staff.id);
      if (!result.ok) return answer({ error: result.message, values: formValues(form) }, 400);
      return redirect(`${here}?saved=merge`, 303);
    }
    case "change": {
      const result = await desk.changeLead(
        params.id,
        read.version,
        read.change,
        staff.id,
        read.change.kind === "follow_up" ? clientId : null,
      );
      if (result.ok) return redirect(`${here}?saved=${read.change.kind}`, 303);
      if (result.reason === "not_found") throw notFound();
      if (result.reason === "conflict") return answer({ error: null, conflict: { by: result.changedBy } }, 409);
      return answer({ error: result.message, values: formValues(form) }, 400);
    }
  }
}

/** The lead page as last shown: what a save kept on the phone needs of it (app/desk/offline/kept-saves.tsx). */
let shown: KeepingPage | null = null;

/**
 * In the browser: a call, note or next step that cannot reach the server (no connection, a
 * 5xx, no answer in time) is kept on the phone and sent when the connection is back, instead
 * of the page giving way to an error.
 */
export async function clientAction({ request, params, serverAction }: Route.ClientActionArgs) {
  return postOrKeep(request, serverAction, shown?.leadId === params.id ? shown : null);
}

/**
 * After a refused change (409: someone else changed the lead) the page must show the lead
 * as it is now; React Router skips reloading after an error status unless asked. After a save
 * kept on the phone nothing reached the server: fetching the lead again would fail the same way.
 */
export function shouldRevalidate({
  actionStatus,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (keptOnPhone(actionResult)) return false;
  return actionStatus === 409 || defaultShouldRevalidate;
}

export type LeadPageData = Route.ComponentProps["loaderData"];

/**
 * At a desk's width the bar that says what happened sits at the top, off-screen after a save
 * further down: a save kept on the phone is said under its form too (on a phone the bar is at
 * the bottom, in view, and says it alone). Read out once, by the bar.
 */
function KeptLine({ notice }: { notice: { text: string; alert: boolean } | null }) {
  if (!notice) return null;
  return (
    <p
      aria-hidden="true"
      className={`-mt-3 hidden rounded-lg border px-4 py-2 text-sm font-medium sm:block ${notice.alert ? "border-amber-300 bg-amber-50 text-amber-950" : "border-brand-200 bg-brand-50 text-brand-900"}`}
    >
      {notice.text}
    </p>
  );
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, viewer } = loaderData;
  const now = useNow(loaderData.now);
  const kept = keptOnPhone(actionData) ? actionData : null;
  const answered = kept ? null : (actionData as LeadActionData | undefined);
  const errorFor = (intent: string) => (answered?.intent === intent ? answered.error : null);
  const valuesFor = (intent: string) => (answered?.intent === intent ? answered.values : undefined);
  // A kept save empties its form (a new key), so a second tap cannot keep it twice.
  const keptKey = (intent: string) => `${intent}:${kept?.intent === intent ? kept.kept.id : ""}`;
  const report = useReportFor(lead.id);
  const { nextSteps } = loaderData;
  useEffect(() => {
    shown = {
      leadId: lead.id,
      leadName: lead.name,
      staffId: viewer.id,
      presets: nextSteps.map(({ preset, at }) => ({ preset, at })),
    };
  }, [lead.id, lead.name, viewer.id, nextSteps]);
  // What the bar says: a kept save until it is sent, then what the server said of it.
  const notice =
    report && (!kept || report.id === kept.kept.id)
      ? { text: report.answer.message, alert: report.answer.outcome !== "saved" || report.answer.partial }
      : kept
        ? { text: KEPT_MESSAGE, alert: false }
        : null;

  return (
    <div className="lead-page">
      <LeadTop lead={lead} now={now} nextStepText={loaderData.nextStepText} />
      <ActionBar data={loaderData} conflict={answered?.conflict ?? null} notice={notice} />

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)]">
        <div className="flex flex-col gap-5">
          <LogCallSheet key={keptKey("log")} data={loaderData} error={errorFor("log")} values={valuesFor("log")} />
          {kept?.intent === "log" ? <KeptLine notice={notice} /> : null}
          <NoteForm key={keptKey("note")} lead={lead} error={errorFor("note")} values={valuesFor("note")} />
          {kept?.intent === "note" ? <KeptLine notice={notice} /> : null}
          <MessagesSection data={loaderData} />
          <StatusForm lead={lead} error={errorFor("status")} />
          <OwnerForm lead={lead} team={loaderData.team} viewerId={viewer.id} error={errorFor("owner")} />
          <NextStepForm key={keptKey("follow_up")} lead={lead} error={errorFor("follow_up")} />
          {kept?.intent === "follow_up" ? <KeptLine notice={notice} /> : null}
        </div>
        <div className="flex flex-col gap-5">
          {lead.minor ? <GuardianSection lead={lead} error={errorFor("guardian")} now={loaderData.now} /> : null}
          <ContactDetails lead={lead} />
          <Timeline lead={lead} />
          <Enquiries lead={lead} />
          {viewer.admin ? (
            <MergeSection
              lead={lead}
              candidates={loaderData.mergeCandidates}
              error={errorFor("merge")}
              values={valuesFor("merge")}
            />
          ) : null}
          {viewer.admin ? <PersonalDataSection lead={lead} requests={loaderData.requests} errorFor={errorFor} /> : null}
        </div>
      </div>
    </div>
  );
}
