import { LIMITS } from "#app/lib/forms/fields.ts";
import { readRequest, type RequestField } from "#app/lib/privacy-request-fields.ts";
import type { SubmissionResult } from "#app/lib/forms/result.ts";
import { useSubmissionForm } from "#app/lib/forms/use-submission-form.ts";
import { useLanguage } from "#app/lib/site-data.ts";
import { CollectionNotice } from "./collection-notice";
import { Honeypot, MOBILE_INPUT, SelectField, ServerAnswerSlot, TextAreaField, TextField } from "./form-fields";
import { Icon } from "./icon";

export const PRIVACY_REQUEST_ACTION = "/privacy/request";

/**
 * A request about one's personal data: what the person asks for and the phone and
 * email their enquiry was sent with, so the desk finds it. Answered with a reference number.
 */
export function PrivacyRequestForm({
  kinds,
  serverResult,
}: {
  /** The kinds of request and their labels (domain/privacy.ts), as the page's data. */
  kinds: readonly { value: string; label: string }[];
  serverResult?: SubmissionResult<RequestField>;
}) {
  const formId = "privacy-request";
  const { ui, href } = useLanguage();
  const { fetcher, formRef, fieldErrors, onSubmit, onFocusCapture, submitting, defaults } =
    useSubmissionForm<RequestField>({
      key: formId,
      loadValidator: async () => {
        const { validateRequest } = await import("#app/lib/forms/privacy-request.ts");
        return (form, messages) => validateRequest(readRequest(new FormData(form)), messages);
      },
      serverResult,
    });
  const field = (name: RequestField) => ({ formId, name, error: fieldErrors[name], defaultValue: defaults?.[name] });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href(PRIVACY_REQUEST_ACTION)}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      aria-label={ui.form.requestForm}
      className="relative flex flex-col gap-5"
    >
      <ServerAnswerSlot formId={formId} result={serverResult} fieldErrors={fieldErrors} />
      <Honeypot />
      <SelectField
        {...field("kind")}
        label={ui.form.requestKind}
        options={kinds}
        placeholder={ui.form.chooseOne}
        defaultValue={defaults?.kind ?? ""}
      />
      <p className="-mb-1 text-sm text-muted">{ui.form.requestMatch}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} label={ui.form.fullName} autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          {...field("phone")}
          {...MOBILE_INPUT}
          placeholder={ui.form.mobilePlaceholder}
          label={ui.form.phone}
          autoComplete="tel"
        />
        <TextField
          {...field("email")}
          label={ui.form.email}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      </div>
      <TextAreaField
        {...field("details")}
        label={ui.form.details}
        optional
        rows={4}
        maxLength={LIMITS.details}
        hint={ui.form.requestDetailsHint}
      />
      <CollectionNotice purpose="request" />
      <button type="submit" className="btn btn-primary w-full sm:w-auto sm:self-start" disabled={submitting}>
        {submitting ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="send" className="size-4" />
        )}
        {submitting ? ui.form.sending : ui.form.sendRequest}
      </button>
    </fetcher.Form>
  );
}
