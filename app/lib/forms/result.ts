import type { ToastMessage } from "./messages";

/** What a form action answers, for the browser (toast) and for no-JavaScript pages (inline). */
export type SubmissionResult<Field extends string> =
  | { status: "success"; toast: ToastMessage }
  | {
      status: "invalid";
      toast: ToastMessage;
      fieldErrors: Partial<Record<Field, string>>;
      /** What the user typed, so a page rendered without JavaScript can fill the form again. */
      values: Record<Field, string>;
    }
  | { status: "error"; toast: ToastMessage; values?: Record<Field, string> };
