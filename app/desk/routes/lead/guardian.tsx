import { useNavigation } from "react-router";
import type { LeadDetail } from "#domain/desk.ts";
import { toIstLocal } from "#domain/india-time.ts";
import { CONFIRMATION_METHOD_LABELS, CONFIRMATION_METHODS } from "#domain/privacy.ts";
import { displayPhone, telHref } from "#app/desk/components/ui.tsx";
import { ChangeForm, FieldError, formKey, Section } from "./shared";
import { timelineText } from "./timeline";

/** An under-18 lead: the guardian the form named, and their confirmation (who, when, how). */
export function GuardianSection({ lead, error, now }: { lead: LeadDetail; error: string | null; now: string }) {
  const busy = useNavigation().state === "submitting";
  const named = lead.enquiries.find((enquiry) => enquiry.guardianName);
  const confirmation = lead.timeline.find((entry) => entry.kind === "guardian");
  const phone = lead.guardianPhone || named?.guardianPhone || "";
  return (
    <Section title="Parent or guardian" id="guardian">
      {named || phone ? (
        <p className="mb-3 text-sm">
          {named ? (
            <>
              The form named <strong>{named.guardianName}</strong>
            </>
          ) : (
            "Their number is"
          )}
          {phone ? (
            <>
              {" "}
              on{" "}
              <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
                {displayPhone(phone)}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {confirmation ? (
        <p className="text-sm">{timelineText(confirmation)}.</p>
      ) : (
        <ChangeForm key={formKey(lead, "guardian")} lead={lead} intent="guardian">
          <p className="text-sm text-muted">Record who confirmed, when and how, once you have spoken with them.</p>
          <label className="flex flex-col gap-1">
            <span className="desk-label">Name of the parent or guardian</span>
            <input
              name="guardianName"
              type="text"
              maxLength={100}
              required
              className="desk-input"
              defaultValue={named?.guardianName ?? ""}
            />
          </label>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1">
              <span className="desk-label">When (India time)</span>
              <input
                name="confirmed_at"
                type="datetime-local"
                required
                className="desk-input"
                defaultValue={toIstLocal(now)}
              />
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
          <FieldError>{error}</FieldError>
          <button type="submit" className="lead-button btn-primary self-start" disabled={busy}>
            Record confirmation
          </button>
        </ChangeForm>
      )}
    </Section>
  );
}
