import type { FetcherSubmitFunction } from "react-router";
import { showToast } from "#app/lib/toast.ts";
import { PROOF_FIELD, type ProofChallenge } from "#domain/proof-of-work.ts";
import type { ToastMessage } from "./messages";
import type { SubmissionResult } from "./result";

/**
 * What a form needs only once it is sent, loaded then (with the check) rather than with the
 * page: the landing fields (./attribution.ts), focus on the first field in error, and the
 * proof of work asked above an address's hard cap.
 */
export { fillLandingFields } from "./attribution";

/** After a post the server did not take: focus on the first field in error, or the proof of work. */
export function afterRefusal(
  form: HTMLFormElement | null,
  result: SubmissionResult<string>,
  submit: FetcherSubmitFunction,
) {
  if (result.status === "invalid") focusFirstInvalid(form, result.fieldErrors);
  else if (result.challenge) void sendWithProof(form, result, submit);
}

/** Each form's last post sent with a proof (its fields), so the same post asked again is not solved again. */
const sentWithProof = new WeakMap<HTMLFormElement, string>();

/**
 * Solves the server's proof of work (./proof-of-work.ts, loaded only now) and sends the same
 * form again with it, through the form's fetcher. The toast with the phone and WhatsApp numbers
 * instead when it cannot be solved (no crypto.subtle), or when the same post is asked again
 * right after being sent with a proof (the proof did not count: solving again would not help).
 */
export async function sendWithProof(
  form: HTMLFormElement | null,
  { challenge, toast }: { challenge?: ProofChallenge; toast?: ToastMessage },
  submit: FetcherSubmitFunction,
) {
  try {
    const fields = form && new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
    if (!form || !challenge || !fields || sentWithProof.get(form) === fields) throw new Error("not again");
    const { solveChallenge } = await import("./proof-of-work");
    const body = new FormData(form);
    body.set(PROOF_FIELD, await solveChallenge(challenge));
    sentWithProof.set(form, fields);
    await submit(body, { method: "post", action: form.getAttribute("action") ?? undefined });
  } catch {
    if (toast) void showToast("error", toast);
  }
}

/**
 * Focus on the first field in error, in the form's order, scrolled to the middle of the
 * screen (of the popup, on a phone): clear of the sticky header above and of the toast that
 * names the problem at the bottom (components/toaster.tsx). Guarded by tests/e2e/form-moments.spec.ts.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Partial<Record<string, string>>) {
  const control = [...(form?.elements ?? [])].find((element) => errors[(element as HTMLInputElement).name]);
  if (!(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  // The field with its label and message, as far as it fits.
  (control.parentElement ?? control).scrollIntoView({ block: "center" });
}
