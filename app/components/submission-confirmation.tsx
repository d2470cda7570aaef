import type { ToastMessage } from "~/lib/forms/messages";
import { Icon } from "./icon";

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
