import type { ToastMessage } from "#app/lib/forms/messages.ts";
import type { NextStep } from "#app/lib/forms/result.ts";
import { telHref } from "#content/links.ts";
import { useLanguage, useSiteData } from "#app/lib/site-data.ts";
import { AdmissionStepList } from "./admission-steps";
import { Icon } from "./icon";

/**
 * What an application's confirmation says after the toast has gone: its reference, what
 * happens next (the four steps, the first done) and the number to ring. The confirmation page
 * of a post made without JavaScript (routes/admission-submitted.tsx) shows it under its hero;
 * with JavaScript the admission form shows it in place above the emptied form
 * (`ApplicationConfirmation` below, loaded on demand by components/enquiry-form.tsx).
 */
export function ConfirmationDetails({ reference, steps }: { reference: string | null; steps: readonly NextStep[] }) {
  const { site } = useSiteData();
  const { ui } = useLanguage();
  // The sentences put a value ({reference}, {phone}) where the language puts it.
  const [beforeReference = "", afterReference = ""] = ui.confirmation.reference.split("{reference}");
  const [beforePhone = "", afterPhone = ""] = ui.confirmation.questions.split("{phone}");
  return (
    <>
      {reference ? (
        <p className="text-ink">
          {beforeReference}
          <strong className="font-mono text-lg tracking-wide whitespace-nowrap">{reference}</strong>
          {afterReference}
        </p>
      ) : null}
      <h3 className="mt-4 text-lg font-bold">{ui.confirmation.next}</h3>
      <AdmissionStepList steps={steps} firstDone />
      <p className="mt-5 text-sm text-muted">
        {beforePhone}
        <a
          href={telHref(site.phone)}
          className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
        >
          {site.phone.display}
        </a>
        {afterPhone}
      </p>
    </>
  );
}

/**
 * The confirmation in place above the admission form, with JavaScript. It takes focus when it
 * appears, so a phone scrolls up to it from the submit button and a screen reader reads it.
 */
export default function ApplicationConfirmation({
  message,
  reference,
  steps,
}: {
  message: ToastMessage;
  reference: string | null;
  steps: readonly NextStep[];
}) {
  return (
    <section
      ref={(node) => {
        node?.focus({ preventScroll: true });
        node?.scrollIntoView({ block: "start" });
      }}
      tabIndex={-1}
      aria-labelledby="application-confirmation-title"
      data-testid="application-confirmation"
      className="scroll-mt-24 rounded-xl border border-brand-200 bg-brand-50 p-4 outline-none sm:p-5"
    >
      <h3 id="application-confirmation-title" className="flex items-start gap-2 text-lg font-bold text-brand-900">
        <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {message.title}
      </h3>
      <p className="mt-1 mb-3 text-sm text-ink">{message.description}</p>
      <ConfirmationDetails reference={reference} steps={steps} />
    </section>
  );
}
