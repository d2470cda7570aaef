import type { NextStep } from "#app/lib/forms/result.ts";
import { Icon } from "./icon";

/**
 * The spec's four steps from enquiry to enrolment, numbered. On the confirmation page the
 * first ("Submit your enquiry") is already done and shows a tick instead of its number.
 */
export function AdmissionStepList({ steps, firstDone = false }: { steps: readonly NextStep[]; firstDone?: boolean }) {
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          {firstDone && index === 0 ? (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="circle-check" className="size-5" />
              <span className="sr-only">Done:</span>
            </span>
          ) : (
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
          )}
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-sm text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
