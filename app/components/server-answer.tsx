import type { SubmissionResult } from "#app/lib/forms/result.ts";
import type { ToastMessage } from "#app/lib/forms/messages.ts";
import ApplicationConfirmation from "./application-confirmation";
import { Icon } from "./icon";

/**
 * What the server answered a form posted without JavaScript, at the top of the form: the
 * success message, or the problems with a link to each field. Only such a post shows it, so
 * it loads on demand (\`LazyServerAnswer\`) rather than with every form page. The server renders
 * the whole page before answering (entry.server.tsx, onAllReady), so a browser without
 * JavaScript gets it in the HTML all the same.
 */
export default function ServerAnswer<Field extends string>({
  formId,
  result,
  fieldErrors,
}: {
  formId: string;
  result: SubmissionResult<Field>;
  fieldErrors: Partial<Record<Field, string>>;
}) {
  // A post the browser never got an answer to is told by a toast alone.
  if (!result.toast) return null;
  if (result.status === "success") {
    // An application's, in place above the form (with JavaScript; without, it is redirected to its page).
    if (result.confirmation) return <ApplicationConfirmation message={result.toast} {...result.confirmation} />;
    return <SubmissionConfirmation message={result.toast} />;
  }
  // Refused as a whole (the database is down, too many posts): no field to point to, so the
  // message itself, with the number to call, which the toast shows when JavaScript runs.
  if (!Object.values(fieldErrors).some(Boolean)) return <FormProblem message={result.toast} />;
  return <ErrorSummary formId={formId} errors={fieldErrors} title={result.toast.title} />;
}

/** A post refused as a whole, shown at the top of the form (no JavaScript). */
function FormProblem({ message }: { message: ToastMessage }) {
  return (
    <div role="alert" className="rounded-lg border-2 border-danger bg-red-50 p-4">
      <h3 className="font-bold text-danger">{message.title}</h3>
      <p className="mt-1 text-sm text-ink">{message.description}</p>
    </div>
  );
}

/** The success message inside the page, for a form posted without JavaScript. */
export function SubmissionConfirmation({ message }: { message: ToastMessage }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <p className="font-bold text-brand-900">{message.title}</p>
        <p className="text-sm text-ink">{message.description}</p>
      </div>
    </div>
  );
}

/** Shown at the top of a form that came back from the server with errors (no JavaScript). */
export function ErrorSummary({
  formId,
  errors,
  title,
}: {
  formId: string;
  errors: Partial<Record<string, string>>;
  title: string;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border-2 border-danger bg-red-50 p-4">
      <h3 className="font-bold text-danger">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${formId}-${field}`} className="text-danger underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
