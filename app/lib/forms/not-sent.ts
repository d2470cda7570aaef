import type { ToastMessage } from "./messages";

/**
 * Not in the spec: the server could not be reached or could not store the submission. A
 * module of its own, as the browser's fallback (./client-action.ts) needs it with the form
 * pages' first load; the other texts (./messages.ts) come with the check, on demand.
 */
export function notSent(phoneDisplay: string): ToastMessage {
  return {
    title: "Your message could not be sent",
    description: `Nothing you typed has been lost. Please try again in a moment, or call us on ${phoneDisplay}.`,
  };
}
