import { site } from "~/content/site";
import { notSent } from "./messages";
import type { SubmissionResult } from "./result";

/**
 * Runs in the browser around a route's server action. Whatever goes wrong on the way
 * (no connection, a proxy error, a response the app did not write) becomes the
 * "could not be sent" toast instead of an error page, and the form keeps its input.
 */
export async function submitWithFallback<Field extends string>(
  serverAction: () => Promise<SubmissionResult<Field>>,
): Promise<SubmissionResult<Field>> {
  try {
    return await serverAction();
  } catch {
    return { status: "error", toast: notSent(site.phone.display) };
  }
}
