import { Suspense } from "react";
import { LIMITS, type EnquiryField } from "#app/lib/forms/fields.ts";
import type { EnquirySource } from "#domain/submissions.ts";
import type { SubmissionResult } from "#app/lib/forms/result.ts";
import { useSubmissionForm } from "#app/lib/forms/use-submission-form.ts";
import type { EnquiryFormOptions } from "#content/form-options.ts";
import { useLanguage } from "#app/lib/site-data.ts";
import { CollectionNotice } from "./collection-notice";
import { Honeypot, MOBILE_INPUT, SelectField, ServerAnswerSlot, TextAreaField, TextField } from "./form-fields";
import { Icon } from "./icon";

/** Where the admission and popup forms post: the admission route's action. */
export const ENQUIRY_ACTION = "/admission";

interface EnquiryFormProps {
  source: EnquirySource;
  /**
   * The courses and universities this form offers (app/content/form-options) and the answers
   * to "who is filling in this form" (enquiryFormOptions). The admission page passes them
   * as its data, so they are not in its JavaScript; the popup imports them.
   */
  options: EnquiryFormOptions;
  /** The course chosen at first: the one whose Apply Now led here (routes/admission.tsx). */
  course?: string | null;
  serverResult?: SubmissionResult<EnquiryField>;
  onSuccess?: () => void;
  compact?: boolean;
}

/** The admission enquiry, on the admission page and in the popup. */
export function EnquiryForm({ source, options, course, serverResult, onSuccess, compact = false }: EnquiryFormProps) {
  const formId = `enquiry-${source}`;
  const { ui, href } = useLanguage();
  // The browser checks the choice against the options this page offers (their names as published).
  const universities = options.universities.map((option) => option.value);
  const { fetcher, formRef, fieldErrors, onSubmit, onFocusCapture, submitting, defaults, succeeded } =
    useSubmissionForm<EnquiryField>({
      key: formId,
      loadValidator: async () => {
        const { readEnquiry, validateEnquiry } = await import("#app/lib/forms/enquiry.ts");
        return (form, messages) => validateEnquiry(source, readEnquiry(new FormData(form)), universities, messages);
      },
      serverResult,
      onSuccess,
    });
  const field = (name: EnquiryField) => ({ formId, name, error: fieldErrors[name], defaultValue: defaults?.[name] });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href(ENQUIRY_ACTION)}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      aria-label={source === "popup" ? ui.form.quickEnquiry : ui.form.applicationForm}
      className="relative flex flex-col gap-4"
    >
      <ServerAnswerSlot formId={formId} result={serverResult} fieldErrors={fieldErrors} />
      {/* With JavaScript, a stored application's confirmation in place above the emptied form
          (its module loads on demand, as the answer to a post without JavaScript does). */}
      <Suspense>
        <ServerAnswerSlot formId={formId} result={succeeded} fieldErrors={fieldErrors} />
      </Suspense>
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      <div className={compact ? "grid gap-4" : "grid gap-4 sm:grid-cols-2"}>
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
        <SelectField
          {...field("course")}
          label={ui.form.course}
          options={options.courses}
          placeholder={ui.form.selectCourse}
          defaultValue={defaults?.course ?? course ?? ""}
        />
        <SelectField
          {...field("university")}
          label={ui.form.university}
          options={options.universities}
          placeholder={ui.form.selectUniversity}
          defaultValue={defaults?.university ?? ""}
        />
      </div>
      <SelectField
        {...field("applicant")}
        label={ui.form.applicant}
        options={options.applicants}
        placeholder={ui.form.chooseOne}
        defaultValue={defaults?.applicant ?? ""}
      />
      {/* Shown once "A parent or guardian" is chosen (CSS alone, app.css), like the fields below. */}
      <div className="student-fields">
        <TextField {...field("studentName")} label={ui.form.studentName} autoComplete="off" maxLength={LIMITS.name} />
      </div>
      {/* Shown once "A student under 18" is chosen (CSS alone, app.css); always shown where :has() is missing. */}
      <div className="guardian-fields grid gap-4 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:grid-cols-2">
        <p className="text-sm text-ink sm:col-span-2">{ui.form.guardianNote}</p>
        <TextField {...field("guardianName")} label={ui.form.guardianName} autoComplete="off" maxLength={LIMITS.name} />
        <TextField
          {...field("guardianPhone")}
          {...MOBILE_INPUT}
          placeholder={ui.form.mobilePlaceholder}
          label={ui.form.guardianPhone}
          autoComplete="off"
        />
      </div>
      <TextAreaField
        {...field("message")}
        label={ui.form.message}
        optional
        rows={compact ? 2 : 4}
        maxLength={LIMITS.message}
      />
      <CollectionNotice purpose="enquiry" />
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="send" className="size-4" />
        )}
        {submitting ? ui.form.submitting : source === "popup" ? ui.form.getCounseling : ui.form.submitApplication}
      </button>
    </fetcher.Form>
  );
}
