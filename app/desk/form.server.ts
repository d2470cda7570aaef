import { readFormBody } from "#app/lib/forms/read-form.ts";
import { UNREADABLE_FORM } from "./auth.server";

/** What an upload's page says of a body cut off on the way (a phone's connection dropped mid-upload). */
export const UPLOAD_UNREADABLE = "The upload could not be read: it did not arrive whole. Please try again.";

/**
 * Every desk action reads its post through this (eslint.config.js refuses `request.formData()`
 * anywhere else under app/desk; tests/http/desk-bodies.db.test.ts posts a broken body to every
 * desk action in the route table). A body that cannot be read is answered here, 400 with a
 * sentence, thrown so the action stops: the desk's error page shows it (the shell's
 * ErrorBoundary), a passkey script reads it as the JSON string it is, and React Router does not
 * log a thrown Response as a route error. Called after the action's own access check, so
 * nobody's post is read at all.
 */
export async function readDeskForm(request: Request, unreadable: string = UNREADABLE_FORM): Promise<FormData> {
  const form = await readFormBody(request);
  if (!form) throw Response.json(unreadable, { status: 400 });
  return form;
}
