import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  CONTACT_OUTCOMES,
  needsNextStep,
  OUTCOME_BUTTON_LABELS,
  RETRY_PRESET,
  suggestsRetry,
  type ContactOutcome,
} from "#domain/contact.ts";
import { toIstLocal } from "#domain/india-time.ts";
import {
  CLOSE_REASON_MAX,
  CLOSED_STATUSES,
  isClosed,
  isStatus,
  OPEN_STATUSES,
  phoneKey,
  STATUS_LABELS,
  type LeadStatus,
} from "#domain/leads.ts";
import { NOTE_MAX } from "#app/desk/lead-actions.ts";
import type { LeadPageData } from "./route";
import { SaveId } from "#app/desk/offline/kept-saves.tsx";
import { formKey, useHydrated } from "./shared";

/** Phones other than the lead's own: a parent's, or another an enquiry gave. */
function otherNumberKnown(lead: LeadPageData["lead"]): boolean {
  const own = phoneKey(lead.phone);
  const numbers = [
    lead.guardianPhone,
    ...lead.enquiries.flatMap((enquiry) => [enquiry.phone, enquiry.guardianPhone]),
  ].map(phoneKey);
  return numbers.some((number) => number.length === 10 && number !== own);
}

/**
 * Log a call: what happened (one tap), when to try next (one tap on a preset within office
 * hours, or a time picked), a status change and a note if wanted, saved once. Every choice is
 * a plain radio button or field, so it works without JavaScript; with it, an unanswered call
 * proposes the retry preset by itself, and a wrong number with no other number proposes
 * closing the lead as Not reachable.
 */
export function LogCallSheet({
  data,
  error,
  values,
}: {
  data: LeadPageData;
  error: string | null;
  values: Record<string, string> | undefined;
}) {
  const { lead } = data;
  return <LogCallForm key={formKey(lead, "log")} data={data} error={error} values={values} />;
}

function LogCallForm({
  data,
  error,
  values,
}: {
  data: LeadPageData;
  error: string | null;
  values: Record<string, string> | undefined;
}) {
  const { lead, nextSteps } = data;
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const pending = lead.nextFollowUpAt !== null && Date.parse(lead.nextFollowUpAt) > Date.parse(data.now);
  const [outcome, setOutcome] = useState<string>(values?.outcome ?? "");
  const [next, setNext] = useState<string>(values?.next ?? "");
  const [status, setStatus] = useState<string>(values?.status ?? "");
  const [reason, setReason] = useState<string>(values?.reason ?? "");
  const [hint, setHint] = useState<string | null>(null);
  const noOtherNumber = !otherNumberKnown(lead);
  const statusAfter: LeadStatus = isStatus(status) ? status : lead.status;
  const closing = isClosed(statusAfter) && statusAfter !== lead.status;

  function choose(chosen: ContactOutcome) {
    setOutcome(chosen);
    setHint(null);
    if (suggestsRetry(chosen) && nextSteps.some((step) => step.preset === RETRY_PRESET)) setNext(RETRY_PRESET);
    if (chosen === "wrong_number" && noOtherNumber && !isClosed(lead.status)) {
      setStatus("not_reachable");
      if (!reason) setReason("Wrong number");
      setHint(
        "No other number is known: the lead is set to close as Not reachable. Change the status below to keep it open.",
      );
    } else if (status === "not_reachable" && !values?.status) {
      setStatus("");
    }
  }

  return (
    <section id="log" aria-labelledby="log-title" className="desk-card lead-sheet scroll-mt-4">
      <h2 id="log-title" className="mb-3 text-base font-bold">
        Log a call
      </h2>
      <Form method="post" preventScrollReset className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="log" />
        <input type="hidden" name="version" value={lead.version} />
        <SaveId />

        <fieldset>
          <legend className="desk-label mb-2">What happened?</legend>
          <div className="lead-choices">
            {CONTACT_OUTCOMES.map((each) => (
              <label key={each} className="lead-choice">
                <input
                  type="radio"
                  name="outcome"
                  value={each}
                  checked={outcome === each}
                  onChange={() => choose(each)}
                />
                <span>{OUTCOME_BUTTON_LABELS[each]}</span>
              </label>
            ))}
          </div>
          {hint ? <p className="mt-2 text-sm text-amber-900">{hint}</p> : null}
        </fieldset>

        <fieldset>
          <legend className="desk-label mb-2">
            Next step{" "}
            <span className="font-normal text-muted">
              {needsNextStep(statusAfter)
                ? pending
                  ? "(or keep the one set)"
                  : "(needed while the lead is open)"
                : "(not needed)"}
            </span>
          </legend>
          <div className="lead-choices lead-choices-steps">
            {pending ? (
              <label className="lead-choice">
                <input type="radio" name="next" value="" checked={next === ""} onChange={() => setNext("")} />
                <span>
                  Keep <small>{data.nextStepText}</small>
                </span>
              </label>
            ) : null}
            {nextSteps.map((step) => (
              <label key={step.preset} className="lead-choice">
                <input
                  type="radio"
                  name="next"
                  value={step.preset}
                  checked={next === step.preset}
                  onChange={() => setNext(step.preset)}
                />
                <span>
                  {step.label} <small>{step.when}</small>
                </span>
              </label>
            ))}
            <label className="lead-choice">
              <input type="radio" name="next" value="pick" checked={next === "pick"} onChange={() => setNext("pick")} />
              <span>Pick a time</span>
            </label>
          </div>
          {!hydrated || next === "pick" ? (
            <label className="mt-3 flex flex-col gap-1">
              <span className="desk-label">
                Date and time <span className="font-normal text-muted">(India time, for “Pick a time”)</span>
              </span>
              <input
                type="datetime-local"
                name="at"
                className="desk-input"
                defaultValue={values?.at ?? (lead.nextFollowUpAt ? toIstLocal(lead.nextFollowUpAt) : "")}
              />
            </label>
          ) : null}
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="log-status" className="desk-label">
              Status
            </label>
            <select
              id="log-status"
              name="status"
              className="desk-input"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">Keep: {STATUS_LABELS[lead.status]}</option>
              <optgroup label="In progress">
                {OPEN_STATUSES.filter((each) => each !== lead.status).map((each) => (
                  <option key={each} value={each}>
                    {STATUS_LABELS[each]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Close the lead">
                {CLOSED_STATUSES.filter((each) => each !== lead.status).map((each) => (
                  <option key={each} value={each}>
                    Close: {STATUS_LABELS[each]}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          {!hydrated || closing ? (
            <label className="flex flex-col gap-1">
              <span className="desk-label">
                Reason <span className="font-normal text-muted">(needed to close)</span>
              </span>
              <input
                name="reason"
                type="text"
                maxLength={CLOSE_REASON_MAX}
                className="desk-input"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </label>
          ) : null}
        </div>

        <label className="flex flex-col gap-1">
          <span className="desk-label">
            Note <span className="font-normal text-muted">(optional)</span>
          </span>
          <textarea
            name="note"
            rows={2}
            maxLength={NOTE_MAX}
            className="desk-input"
            defaultValue={values?.note ?? ""}
          />
        </label>

        <div className="flex flex-col gap-2">
          {error ? (
            <p
              id="log-error"
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
            >
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="lead-button btn-primary w-full sm:w-auto sm:self-start"
            disabled={busy}
            aria-describedby={error ? "log-error" : undefined}
          >
            Save call
          </button>
        </div>
      </Form>
    </section>
  );
}
