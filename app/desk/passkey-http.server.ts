/**
 * Small pieces the passkey routes share. They answer JSON (the browser's script reads it),
 * but take HTML form posts like every desk route (server/security.ts refuses other bodies).
 */

/** A JSON answer; errors are `{ error: "a sentence" }` with a 4xx status. */
export function answer(body: object, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

export function formField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** These routes only take posts: a GET (a typed address, a prefetch) is told so, not served an error page. */
export function postOnly(): Response {
  return new Response("This address takes form posts only.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
