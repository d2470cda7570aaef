import { Form, Link, useNavigation } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { CORRECTABLE_FIELDS, type LeadDetail } from "#domain/desk.ts";
import { REQUEST_KIND_NAMES, type RequestKind } from "#domain/privacy.ts";
import { awaitingVerificationMessage } from "#domain/request-identity.ts";
import { ChangeForm, FieldError, formKey, Section } from "./shared";
import { CORRECTION_LABELS } from "./timeline";

/**
 * Admins: the person's rights (the DPDP Act's sections 11 to 13). A copy of everything held
 * as JSON, a correction applied everywhere, and erasure, which cannot be undone.
 */
export function PersonalDataSection({
  lead,
  requests,
  errorFor,
}: {
  lead: LeadDetail;
  requests: { id: string; kind: RequestKind; awaitingVerification: boolean }[];
  errorFor: (intent: string) => string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const waiting = requests.filter((request) => request.awaitingVerification).map((request) => request.id);
  return (
    <Section title="Personal data" id="personal-data">
      <p className="text-sm text-muted">For a request from this person. Each action is recorded in the audit log.</p>
      {waiting.length > 0 ? (
        // The server refuses the download and the erasure (store: personalData, eraseLead); this says why first.
        <div role="status" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm">
          <p className="font-semibold text-danger">Not confirmed with this person yet</p>
          <p className="mt-1">
            {awaitingVerificationMessage(waiting)}{" "}
            <Link to="/desk/privacy" className="font-semibold text-brand-800 underline">
              Privacy requests
            </Link>
          </p>
        </div>
      ) : null}
      <a href={`/desk/leads/${lead.id}/data.json`} download className="lead-button btn-secondary mt-3 self-start">
        <Icon name="download" className="size-4" /> Download their data (JSON)
      </a>

      <h3 className="mt-5 text-sm font-bold">Correct a detail</h3>
      <ChangeForm
        key={formKey(lead, "correction")}
        lead={lead}
        intent="correction"
        className="mt-2 flex flex-col gap-3"
      >
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
        <button type="submit" className="lead-button btn-primary self-start" disabled={busy}>
          Correct
        </button>
      </ChangeForm>
      <div className="mt-2">
        <FieldError>{errorFor("correction")}</FieldError>
      </div>

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
            <select
              name="request"
              className="desk-input"
              defaultValue={requests.find((request) => request.kind === "erasure")?.id ?? ""}
            >
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
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
          <span>I confirm this person’s data should be erased.</span>
        </label>
        <FieldError>{errorFor("erase")}</FieldError>
        <button type="submit" className="lead-button self-start bg-danger text-white hover:opacity-90" disabled={busy}>
          <Icon name="trash-2" className="size-4" /> Erase for good
        </button>
      </Form>
    </Section>
  );
}
