import { Form, useNavigation } from "react-router";
import type { LeadDetail } from "#domain/desk.ts";
import { toIstLocal } from "#domain/india-time.ts";
import { CLOSE_REASON_MAX, CLOSED_STATUSES, OPEN_STATUSES, STATUS_LABELS } from "#domain/leads.ts";
import { NOTE_MAX } from "#app/desk/lead-actions.ts";
import { SaveId } from "#app/desk/offline/kept-saves.tsx";
import { ChangeForm, FieldError, formKey, Section } from "./shared";

/**
 * The lead page's smaller forms. Each is keyed on the lead's version and timeline
 * (shared.tsx formKey): after a save or a refused change it shows the lead as it is now.
 */

function useBusy() {
  return useNavigation().state === "submitting";
}

export function NoteForm({
  lead,
  error,
  values,
}: {
  lead: LeadDetail;
  error: string | null;
  values: Record<string, string> | undefined;
}) {
  const busy = useBusy();
  return (
    <Section title="Add a note" id="note">
      {/* Append-only: no version, so another counsellor's change never refuses a note. */}
      <Form key={formKey(lead, "note")} method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="note" />
        <SaveId />
        <div className="flex flex-col gap-1">
          <label htmlFor="note-text" className="desk-label">
            Note
          </label>
          <textarea
            id="note-text"
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            className="desk-input"
            defaultValue={values?.note ?? ""}
            aria-describedby={error ? "note-error note-hint" : "note-hint"}
          />
          <span id="note-hint" className="text-sm text-muted">
            Notes cannot be edited; correct a note with a new one.
          </span>
        </div>
        <FieldError id="note-error">{error}</FieldError>
        <button type="submit" className="lead-button btn-primary self-start" disabled={busy}>
          Add note
        </button>
      </Form>
    </Section>
  );
}

export function StatusForm({ lead, error }: { lead: LeadDetail; error: string | null }) {
  const busy = useBusy();
  return (
    <Section title="Change status" id="status">
      <ChangeForm key={formKey(lead, "status")} lead={lead} intent="status">
        <div className="flex flex-col gap-1">
          <label htmlFor="status-select" className="desk-label">
            New status
          </label>
          <select
            id="status-select"
            name="status"
            defaultValue={lead.status}
            className="desk-input"
            aria-describedby={error ? "status-error" : undefined}
          >
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
        </div>
        <label className="flex flex-col gap-1">
          <span className="desk-label">
            Reason <span className="font-normal text-muted">(needed to close)</span>
          </span>
          <input
            name="reason"
            type="text"
            maxLength={CLOSE_REASON_MAX}
            className="desk-input"
            defaultValue={lead.closeReason ?? ""}
          />
        </label>
        <FieldError id="status-error">{error}</FieldError>
        <button type="submit" className="lead-button btn-primary self-start" disabled={busy}>
          Save status
        </button>
      </ChangeForm>
    </Section>
  );
}

export function OwnerForm({
  lead,
  team,
  viewerId,
  error,
}: {
  lead: LeadDetail;
  team: { id: string; name: string }[];
  viewerId: string;
  error: string | null;
}) {
  const busy = useBusy();
  return (
    <Section title="Who owns it" id="owner">
      <div key={formKey(lead, "owner")} className="flex flex-col gap-3">
        <ChangeForm lead={lead} intent="owner" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex grow flex-col gap-1">
            <label htmlFor="owner-select" className="desk-label">
              Owner
            </label>
            <select id="owner-select" name="owner" defaultValue={lead.ownerId ?? ""} className="desk-input">
              <option value="">Nobody</option>
              {team.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="lead-button btn-primary" disabled={busy}>
            Save owner
          </button>
        </ChangeForm>
        {lead.ownerId !== viewerId ? (
          <ChangeForm lead={lead} intent="owner" className="contents">
            <input type="hidden" name="owner" value="me" />
            <button type="submit" className="lead-button btn-secondary self-start" disabled={busy}>
              Assign to me
            </button>
          </ChangeForm>
        ) : null}
        <FieldError>{error}</FieldError>
      </div>
    </Section>
  );
}

export function NextStepForm({ lead, error }: { lead: LeadDetail; error: string | null }) {
  const busy = useBusy();
  return (
    <Section title="Next step" id="next-step">
      <ChangeForm
        key={formKey(lead, "next")}
        lead={lead}
        intent="follow_up"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SaveId />
        <label className="flex grow flex-col gap-1">
          <span className="desk-label">Next step (India time)</span>
          <input
            type="datetime-local"
            name="at"
            className="desk-input"
            defaultValue={lead.nextFollowUpAt ? toIstLocal(lead.nextFollowUpAt) : ""}
          />
        </label>
        <div className="flex gap-2">
          <button type="submit" className="lead-button btn-primary" disabled={busy}>
            Save next step
          </button>
          {lead.nextFollowUpAt ? (
            <button type="submit" name="clear" value="1" className="lead-button btn-secondary" disabled={busy}>
              Clear
            </button>
          ) : null}
        </div>
      </ChangeForm>
      <div className="mt-2">
        <FieldError>{error}</FieldError>
      </div>
    </Section>
  );
}
