/**
 * The one reader of a posted form's body, for the public forms (app/lib/submissions.server.ts)
 * and the desk's actions (app/desk/form.server.ts). A body that cannot be read as the form it
 * says it is (a multipart body cut off before its closing boundary, a multipart type with no
 * boundary, bytes that are not the declared encoding) is null, for the caller to answer 400:
 * never an exception that reaches the router as a 500.
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
