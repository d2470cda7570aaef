import type { LeadDetail, TimelineEntry } from "#domain/desk.ts";
import { attemptsText, isConversation, needsNextStep, OUTCOME_LABELS } from "#domain/contact.ts";
import { formatIst, formatIstShort } from "#domain/india-time.ts";
import { isClosed } from "#domain/leads.ts";
import { importNotice } from "#domain/import.ts";
import { HindiBadge, MinorBadge, PromiseClock, StatusBadge } from "#app/desk/components/ui.tsx";

type CallEntry = Extract<TimelineEntry, { kind: "call" }>;

const newestFirst = (a: { at: string }, b: { at: string }) => b.at.localeCompare(a.at);

/** The unanswered calls since the clock started, newest first: what "3 attempts" counts. */
function attemptsOf(lead: LeadDetail): CallEntry[] {
  return lead.timeline
    .filter(
      (entry): entry is CallEntry =>
        entry.kind === "call" && !isConversation(entry.outcome) && entry.at >= lead.promiseFrom,
    )
    .sort(newestFirst);
}

/** The latest note, written on its own or with a logged call. */
function lastNote(lead: LeadDetail): { text: string; at: string; by: string | null } | null {
  const notes = lead.timeline
    .flatMap((entry) =>
      entry.kind === "note"
        ? [{ text: entry.text, at: entry.at, by: entry.staffName }]
        : entry.kind === "call" && entry.note
          ? [{ text: entry.note, at: entry.at, by: entry.staffName }]
          : [],
    )
    .sort(newestFirst);
  return notes[0] ?? null;
}

/**
 * The top of the lead page: who, where they are, who owns them, the 24-hour promise, how
 * many calls have not reached them yet, the last note and the next step.
 */
export function LeadTop({ lead, now, nextStepText }: { lead: LeadDetail; now: Date; nextStepText: string | null }) {
  const attempts = attemptsText(lead);
  const tries = attempts ? attemptsOf(lead) : [];
  const note = lastNote(lead);
  const overdue = lead.nextFollowUpAt !== null && Date.parse(lead.nextFollowUpAt) < now.getTime();
  return (
    <>
      <div className="mb-4 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words">{lead.name}</h1>
          <StatusBadge status={lead.status} />
          {lead.minor ? <MinorBadge confirmed={lead.guardianConfirmedAt !== null} /> : null}
          {lead.prefersHindi ? <HindiBadge /> : null}
        </div>
        <p className="text-sm text-muted">
          {lead.course || "No course named"} · {lead.ownerName ? `owner ${lead.ownerName}` : "no owner yet"}
          {lead.source ? ` · source ${lead.source}` : ""}
        </p>
        <dl className="lead-facts">
          <div>
            <dt>Promise</dt>
            <dd>
              <PromiseClock lead={lead} now={now} />
              {!lead.contactedAt && isClosed(lead.status) ? <span className="text-sm text-muted">Closed</span> : null}
            </dd>
          </div>
          <div>
            <dt>Next step</dt>
            <dd>
              {nextStepText && lead.nextFollowUpAt ? (
                <span className={`text-sm font-semibold ${overdue ? "text-danger" : ""}`}>
                  {overdue ? "Overdue: " : ""}
                  {nextStepText}
                  <span className="block text-xs font-normal text-muted">{formatIst(lead.nextFollowUpAt)}</span>
                </span>
              ) : needsNextStep(lead.status) ? (
                <span className="text-sm font-semibold text-accent-700">None set</span>
              ) : (
                <span className="text-sm text-muted">None needed</span>
              )}
            </dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt>Calls</dt>
            <dd data-testid="attempts">
              {attempts ? (
                <>
                  <span className="font-semibold text-accent-700">{attempts}</span>
                  <span className="block text-xs text-muted">
                    {tries.map((entry) => `${OUTCOME_LABELS[entry.outcome]} ${formatIstShort(entry.at)}`).join(" · ")}
                  </span>
                </>
              ) : lead.contactedAt ? (
                <span className="text-sm">Reached</span>
              ) : (
                <span className="text-sm text-muted">Not called yet</span>
              )}
            </dd>
          </div>
          {note ? (
            <div className="lead-facts-wide">
              <dt>Last note</dt>
              <dd className="text-sm break-words whitespace-pre-line">
                “{note.text}”{" "}
                <span className="text-xs text-muted">
                  {note.by ? `${note.by}, ` : ""}
                  {formatIstShort(note.at)}
                </span>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {lead.minor && !lead.guardianConfirmedAt ? (
        // Not a live region: it is there from the start, and the page's one status message is the bar's.
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <strong>Under 18.</strong> Speak with the parent or guardian first, and record their confirmation under
          “Parent or guardian” before moving the lead on. Send nothing promotional.
        </p>
      ) : null}
      {lead.importedFrom && !lead.timeline.some((entry) => entry.kind === "call" || entry.kind === "message") ? (
        // Someone imported did not fill in our form: the privacy notice is owed at first contact.
        <p
          className="mb-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
          data-testid="import-notice"
        >
          <strong>{importNotice(lead.importedFrom)}</strong>{" "}
          <a href="/privacy" className="font-semibold underline" target="_blank" rel="noreferrer">
            Our privacy notice
          </a>{" "}
          names fairs and aggregators as sources; the WhatsApp templates carry its link.
        </p>
      ) : null}
    </>
  );
}
