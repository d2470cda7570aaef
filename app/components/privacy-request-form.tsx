import { LIMITS, readRequest, type RequestField } from "~/lib/forms/fields";
import type { SubmissionResult } from "~/lib/forms/result";
import { useSubmissionForm } from "~/lib/forms/use-submission-form";
import { PHONE_LENGTH, sanitizePhoneInput } from "~/lib/phone";
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from "../../domain/privacy";
import { CollectionNotice } from "./collection-notice";
import { ErrorSummary, Honeypot, RadioGroupField, TextAreaField, TextField } from "./form-fields";
import { Icon } from "./icon";
import { SubmissionConfirmation } from "./submission-confirmation";

export const PRIVACY_REQUEST_ACTION = "/privacy/request";

/**
 * A request about one's personal data (issue 13): what the person asks for and the phone and
 * email their enquiry was sent with, so the desk finds it. Answered with a reference number.
 */
export function PrivacyRequestForm({ serverResult }: { serverResult?: SubmissionResult<RequestField> }) {
  const formId = "privacy-request";
  const { fetcher, formRef, fieldErrors, onSubmit, onFocusCapture, submitting, defaults } = useSubmissionForm<RequestField>({
    key: formId,
    loadValidator: async () => {
      const { validateRequest } = await import("~/lib/forms/privacy-request");
      return (form) => validateRequest(readRequest(new FormData(form)));
    },
    serverResult,
  });
  const field = (name: RequestField) => ({ formId, name, error: fieldErrors[name], defaultValue: defaults?.[name] });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={PRIVACY_REQUEST_ACTION}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      aria-label="Privacy request"
      className="relative flex flex-col gap-5"
    >
      {serverResult?.status === "success" ? <SubmissionConfirmation message={serverResult.toast} /> : null}
      {serverResult && serverResult.status !== "success" ? (
        <ErrorSummary formId={formId} errors={fieldErrors} title={serverResult.toast.title} />
      ) : null}
      <Honeypot />
      <RadioGroupField
        {...field("kind")}
        label="What would you like us to do?"
        options={REQUEST_KINDS.map((value) => ({ value, label: REQUEST_KIND_LABELS[value] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} label="Full Name" autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          {...field("phone")}
          label="Phone Number"
          hint="The one you gave us"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder="10-digit mobile number"
          onInput={(event) => {
            event.currentTarget.value = sanitizePhoneInput(event.currentTarget.value);
          }}
        />
        <TextField {...field("email")} label="Email Address" hint="The one you gave us" type="email" autoComplete="email" maxLength={LIMITS.email} />
      </div>
      <TextAreaField
        {...field("details")}
        label="Details"
        optional
        rows={4}
        maxLength={LIMITS.details}
        hint="For a correction, what should it say? To nominate someone, their name and how to reach them."
      />
      <CollectionNotice purpose="answer this request" />
      <button type="submit" className="btn btn-primary w-full sm:w-auto sm:self-start" disabled={submitting}>
        {submitting ? <Icon name="loader-circle" className="size-4 animate-spin" /> : <Icon name="send" className="size-4" />}
        {submitting ? "Sending…" : "Send Request"}
      </button>
    </fetcher.Form>
  );
}
