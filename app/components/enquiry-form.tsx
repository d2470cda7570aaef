import { courseOptionsFor, UNIVERSITY_OPTIONS } from "~/content/form-options";
import { LIMITS, readEnquiry, type EnquiryField, type EnquirySource } from "~/lib/forms/fields";
import type { SubmissionResult } from "~/lib/forms/result";
import { useSubmissionForm } from "~/lib/forms/use-submission-form";
import { PHONE_LENGTH, sanitizePhoneInput } from "~/lib/phone";
import { APPLICANT_LABELS, APPLICANTS } from "../../domain/privacy";
import { CollectionNotice } from "./collection-notice";
import { ErrorSummary, Honeypot, RadioGroupField, SelectField, TextAreaField, TextField } from "./form-fields";
import { Icon } from "./icon";
import { SubmissionConfirmation } from "./submission-confirmation";

/** Where the admission and popup forms post: the admission route's action. */
export const ENQUIRY_ACTION = "/admission";

interface EnquiryFormProps {
  source: EnquirySource;
  serverResult?: SubmissionResult<EnquiryField>;
  onSuccess?: () => void;
  compact?: boolean;
}

/** The admission enquiry (spec sections 3 and 5), on the admission page and in the popup. */
export function EnquiryForm({ source, serverResult, onSuccess, compact = false }: EnquiryFormProps) {
  const formId = `enquiry-${source}`;
  const { fetcher, formRef, fieldErrors, onSubmit, onFocusCapture, submitting, defaults } = useSubmissionForm<EnquiryField>({
    key: formId,
    loadValidator: async () => {
      const { validateEnquiry } = await import("~/lib/forms/enquiry");
      return (form) => validateEnquiry(source, readEnquiry(new FormData(form)));
    },
    serverResult,
    onSuccess,
  });
  const field = (name: EnquiryField) => ({ formId, name, error: fieldErrors[name], defaultValue: defaults?.[name] });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={ENQUIRY_ACTION}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      aria-label={source === "popup" ? "Quick enquiry" : "Application form"}
      className="relative flex flex-col gap-4"
    >
      {serverResult?.status === "success" ? <SubmissionConfirmation message={serverResult.toast} /> : null}
      {serverResult && serverResult.status !== "success" ? (
        <ErrorSummary formId={formId} errors={fieldErrors} title={serverResult.toast.title} />
      ) : null}
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      <div className={compact ? "grid gap-4" : "grid gap-4 sm:grid-cols-2"}>
        <TextField {...field("name")} label="Full Name" autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          {...field("phone")}
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          placeholder="10-digit mobile number"
          onInput={(event) => {
            event.currentTarget.value = sanitizePhoneInput(event.currentTarget.value);
          }}
        />
        <TextField {...field("email")} label="Email Address" type="email" autoComplete="email" maxLength={LIMITS.email} />
        <SelectField
          {...field("course")}
          label="Course"
          options={courseOptionsFor(source)}
          placeholder="Select a course"
          defaultValue={defaults?.course ?? ""}
        />
        <SelectField
          {...field("university")}
          label="University"
          options={UNIVERSITY_OPTIONS}
          placeholder="Select a university"
          defaultValue={defaults?.university ?? ""}
        />
      </div>
      <RadioGroupField
        {...field("applicant")}
        label="Who is filling in this form?"
        options={APPLICANTS.map((value) => ({ value, label: APPLICANT_LABELS[value] }))}
      />
      {/* Shown once "A student under 18" is chosen (CSS alone, app.css); always shown where :has() is missing. */}
      <div className="guardian-fields grid gap-4 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:grid-cols-2">
        <p className="text-sm text-ink sm:col-span-2">
          For a student under 18, our counsellor will speak with a parent or guardian first.
        </p>
        <TextField {...field("guardian_name")} label="Parent's or guardian's name" autoComplete="off" maxLength={LIMITS.name} />
        <TextField
          {...field("guardian_phone")}
          label="Parent's or guardian's phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PHONE_LENGTH}
          placeholder="10-digit mobile number"
          onInput={(event) => {
            event.currentTarget.value = sanitizePhoneInput(event.currentTarget.value);
          }}
        />
      </div>
      <TextAreaField {...field("message")} label="Message" optional rows={compact ? 2 : 4} maxLength={LIMITS.message} />
      <CollectionNotice purpose="answer this enquiry about admission" />
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="send" className="size-4" />
        )}
        {submitting ? "Submitting…" : source === "popup" ? "Get Free Counseling" : "Submit Application"}
      </button>
    </fetcher.Form>
  );
}
