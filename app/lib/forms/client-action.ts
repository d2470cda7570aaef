import type { SubmissionResult } from "./result";

/**
 * How long the browser waits for the server's answer. A form post is a few hundred bytes,
 * so past this the connection is as good as lost; the visitor gets "could not be sent" and
 * can send again (a resend of the same form within 10 minutes is stored once).
 */
const SUBMIT_TIMEOUT_MS = 30_000;

/**
 * Runs in the browser around a route's server action. Whatever goes wrong on the way
 * (no connection, no answer, a proxy error, a response the app did not write) becomes the
 * "could not be sent" toast instead of an error page, and the form keeps its input.
 */
export async function submitWithFallback<Field extends string>(
  serverAction: () => Promise<SubmissionResult<Field>>,
): Promise<SubmissionResult<Field>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer")), SUBMIT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([serverAction(), timeout]);
  } catch {
    // The words come from the form, in the page's language (./use-submission-form.ts).
    return { status: "error", fallback: true };
  } finally {
    clearTimeout(timer);
  }
}
