import type { LeadDetail, TimelineEntry } from "#domain/desk.ts";
import { isConversation, OUTCOME_LABELS } from "#domain/contact.ts";
import { targetLabel } from "#domain/allocation.ts";
import { formatIst } from "#domain/india-time.ts";
import { FORM_LABELS, STATUS_LABELS } from "#domain/leads.ts";
import { CONFIRMATION_METHOD_LABELS } from "#domain/privacy.ts";
import { messageText } from "./messages";
import { Section } from "./shared";

export const CORRECTION_LABELS = { name: "Name", phone: "Phone", email: "Email" } as const;

export function timelineText(entry: TimelineEntry): string {
  switch (entry.kind) {
    case "enquiry":
      return `${entry.reopened ? "Enquired again (lead reopened)" : "Enquiry"} via ${FORM_LABELS[entry.form].toLowerCase()}`;
    case "status":
      return `Status: ${STATUS_LABELS[entry.from]} → ${STATUS_LABELS[entry.to]}${entry.reason ? `. Reason: ${entry.reason}` : ""}`;
    case "owner":
      return entry.toName
        ? `Owner: ${entry.toName}${entry.fromName ? ` (was ${entry.fromName})` : ""}`
        : `Owner removed (was ${entry.fromName ?? "nobody"})`;
    case "follow_up":
      return entry.dueAt ? `Next step set for ${formatIst(entry.dueAt)}` : "Next step cleared";
    case "note":
      return entry.text;
    case "call":
      return `${OUTCOME_LABELS[entry.outcome]}${entry.note ? `: ${entry.note}` : ""}`;
    case "message":
      return messageText(entry.channel, entry.template);
    case "merged":
      return `Merged in: ${entry.fromName}'s other lead (${entry.fromId.slice(0, 8)}), with its enquiries and timeline`;
    case "guardian":
      return `${entry.name} (parent or guardian) confirmed on ${formatIst(entry.at)}, by ${CONFIRMATION_METHOD_LABELS[entry.method].toLowerCase()}`;
    case "correction":
      return `${CORRECTION_LABELS[entry.field]} corrected on the lead and on every enquiry`;
    case "allocated":
      return allocationText(entry);
    case "released":
      return `Released by ${entry.staffName ?? "an admin"}: it was held (many posts from one address) since ${formatIst(entry.heldAt)}`;
    case "import":
      return entry.undone
        ? `Import of ${entry.fileName} undone: its enquiry was removed from this lead`
        : `Imported from ${entry.source} (${entry.fileName})`;
  }
}

/** "Allocated to Kavya by round-robin", "… by course (Paramedical (category))", or why nobody was given it. */
export function allocationText(entry: Extract<TimelineEntry, { kind: "allocated" }>): string {
  const was = entry.fromName ? ` (was ${entry.fromName})` : "";
  if (!entry.toName) return `Nobody on duty to allocate it to: no owner yet${was}`;
  const how = entry.via === "by_course" ? `by course (${targetLabel(entry.pool)})` : "by round-robin";
  const fellBack = entry.fellBackFrom ? `, nobody on duty for ${targetLabel(entry.fellBackFrom)}` : "";
  return `Allocated to ${entry.toName} ${how}${fellBack}${was}`;
}

const TIMELINE_LABELS: Record<TimelineEntry["kind"], string> = {
  enquiry: "Enquiry",
  status: "Status",
  owner: "Owner",
  follow_up: "Next step",
  note: "Note",
  call: "Call",
  message: "Message",
  merged: "Merged",
  guardian: "Guardian",
  correction: "Correction",
  import: "Import",
  allocated: "Allocated",
  released: "Released",
};

/** A call that reached the person (a conversation) or one that did not (an attempt), told apart at a glance. */
function CallMark({ reached }: { reached: boolean }) {
  return reached ? (
    <span className="lead-mark lead-mark-reached">Reached</span>
  ) : (
    <span className="lead-mark lead-mark-attempt">Attempt</span>
  );
}

export function Timeline({ lead }: { lead: LeadDetail }) {
  const entries = [...lead.timeline].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Section title="Timeline" id="timeline">
      <ol className="flex flex-col gap-3">
        {entries.map((entry) => {
          const call = entry.kind === "call";
          const reached = call && isConversation(entry.outcome);
          return (
            <li
              key={entry.id}
              data-kind={entry.kind}
              className={`border-l-2 pl-3 text-sm ${call ? (reached ? "border-brand-600" : "border-accent-500") : "border-slate-200"}`}
            >
              <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
                <span className="font-semibold text-ink">{TIMELINE_LABELS[entry.kind]}</span>
                {call ? <CallMark reached={reached} /> : null}
                <span>
                  · {formatIst(entry.at)}
                  {entry.staffName ? ` · ${entry.staffName}` : ""}
                </span>
              </p>
              <p className="break-words whitespace-pre-line">{timelineText(entry)}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
