import { Form, useNavigation } from "react-router";
import type { LeadDetail } from "#domain/desk.ts";
import { formatIstShort } from "#domain/india-time.ts";
import { STATUS_LABELS } from "#domain/leads.ts";
import { displayPhone } from "#app/desk/components/ui.tsx";
import type { LeadPageData } from "./route";
import { FieldError, formKey, Section } from "./shared";

/**
 * Admins: another lead that is the same person (a second phone, a new email) is merged into
 * this one, which keeps its status and owner and takes the other's enquiries and timeline
 * (domain/leads.ts mergeLeads). Leads with the same name, phone or email are offered; any
 * other can be pasted by its address.
 */
export function MergeSection({
  lead,
  candidates,
  error,
  values,
}: {
  lead: LeadDetail;
  candidates: LeadPageData["mergeCandidates"];
  error: string | null;
  values: Record<string, string> | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Section title="Merge with another lead" id="merge">
      <Form key={formKey(lead, "merge")} method="post" preventScrollReset className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="merge" />
        <p className="text-sm text-muted">
          When another lead is the same person, merge it into this one: this lead keeps its status and owner, and takes
          the other’s enquiries, calls and notes. The other lead’s address stops working.
        </p>
        {candidates.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="desk-label mb-1">Possibly the same person</legend>
            {candidates.map((other) => (
              <label
                key={other.id}
                className="flex min-h-11 items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm"
              >
                <input
                  type="radio"
                  name="other"
                  value={other.id}
                  defaultChecked={values?.other === other.id}
                  className="mt-1 size-5"
                />
                <span>
                  <strong>{other.name}</strong> · {STATUS_LABELS[other.status]}
                  <span className="block text-muted">
                    {displayPhone(other.phone)} · {other.course || "No course named"} ·{" "}
                    {formatIstShort(other.lastEnquiryAt)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className="flex flex-col gap-1">
          <span className="desk-label">
            {candidates.length > 0 ? "Or paste the other lead’s address or id" : "The other lead’s address or id"}
          </span>
          <input
            name="other"
            type="text"
            inputMode="url"
            autoComplete="off"
            className="desk-input"
            placeholder="…/desk/leads/…"
            defaultValue={values?.other && !candidates.some((other) => other.id === values.other) ? values.other : ""}
          />
        </label>
        <label className="flex min-h-11 items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" className="mt-1 size-5" />
          <span>I have checked that both leads are the same person.</span>
        </label>
        <FieldError>{error}</FieldError>
        <button type="submit" className="lead-button btn-secondary self-start" disabled={busy}>
          Merge into this lead
        </button>
      </Form>
    </Section>
  );
}
