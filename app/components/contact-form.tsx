import { LIMITS, readContact, type ContactField } from "#app/lib/forms/fields.ts";
import type { SubmissionResult } from "#app/lib/forms/result.ts";
import { useSubmissionForm } from "#app/lib/forms/use-submission-form.ts";
import { useLanguage } from "#app/lib/site-data.ts";
import { CollectionNotice } from "./collection-notice";
import { Honeypot, ServerAnswerSlot, TextAreaField, TextField } from "./form-fields";
import { Icon } from "./icon";

/**
 * The contact form. Its required fields are enforced by the browser, as
 * the spec says; the same rules run again in the browser script and on the server.
 */
export function ContactForm({ serverResult }: { serverResult?: SubmissionResult<ContactField> }) {
  const formId = "contact";
  const { ui, href } = useLanguage();
  const { fetcher, formRef, fieldErrors, onSubmit, onFocusCapture, submitting, defaults } =
    useSubmissionForm<ContactField>({
      key: formId,
      loadValidator: async () => {
        const { validateContact } = await import("#app/lib/forms/contact.ts");
        return (form, messages) => validateContact(readContact(new FormData(form)), messages);
      },
      serverResult,
    });
  const field = (name: ContactField) => ({ formId, name, error: fieldErrors[name], defaultValue: defaults?.[name] });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={href("/contact")}
      onSubmit={onSubmit}
      onFocusCapture={onFocusCapture}
      aria-label={ui.form.contactForm}
      className="relative flex flex-col gap-4"
    >
      <ServerAnswerSlot formId={formId} result={serverResult} fieldErrors={fieldErrors} />
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field("name")} label={ui.form.fullName} autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          {...field("email")}
          label={ui.form.email}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
        <TextField
          {...field("phone")}
          label={ui.form.phone}
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.contactPhone}
        />
        <TextField {...field("subject")} label={ui.form.subject} optional maxLength={LIMITS.subject} />
      </div>
      <TextAreaField {...field("message")} label={ui.form.message} rows={5} maxLength={LIMITS.message} />
      <CollectionNotice purpose="contact" />
      <button type="submit" className="btn btn-primary w-full sm:w-auto sm:self-start" disabled={submitting}>
        {submitting ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="send" className="size-4" />
        )}
        {submitting ? ui.form.sending : ui.form.sendMessage}
      </button>
    </fetcher.Form>
  );
}
