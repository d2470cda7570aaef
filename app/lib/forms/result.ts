import type { ToastMessage } from "./messages";
import type { ProofChallenge } from "#domain/proof-of-work.ts";

/** One step of "what happens next" after an application (app/content/admission.ts). */
export interface NextStep {
  title: string;
  text: string;
}

/**
 * What a form action answers, for the browser (toast) and for no-JavaScript pages (inline).
 * A stored application also carries what its confirmation shows in place above the form:
 * its reference (none for a post the honeypot caught) and what happens next.
 */
export type SubmissionResult<Field extends string> =
  | {
      status: "success";
      toast: ToastMessage;
      confirmation?: { reference: string | null; steps: readonly NextStep[] };
      challenge?: undefined;
    }
  | {
      status: "invalid";
      toast: ToastMessage;
      fieldErrors: Partial<Record<Field, string>>;
      /** What the user typed, so a page rendered without JavaScript can fill the form again. */
      values: Record<Field, string>;
      challenge?: undefined;
    }
  | {
      status: "error";
      toast: ToastMessage;
      values?: Record<Field, string>;
      /**
       * Above the address's hard cap: the proof of work to solve and send the form again with
       * (./proof-of-work.ts). Without JavaScript the toast, with the phone and WhatsApp
       * numbers, is what the visitor reads.
       */
      challenge?: ProofChallenge;
    }
  /**
   * Made in the browser when no answer came (./client-action.ts): the form shows the "could
   * not be sent" toast in the page's language, from the page's words.
   */
  | { status: "error"; fallback: true; toast?: undefined; values?: undefined; challenge?: undefined };
