import type { Route } from "./+types/passkey-sign-in";
import { deskStore, safeNext, sessionCookie, SIGN_IN_POSTS_LIMITED } from "#app/desk/auth.server.ts";
import { answer, formField, postOnly } from "#app/desk/passkey-http.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { signInWithPasskey } from "#app/desk/passkeys.server.ts";

/**
 * Checks the passkey the browser used and signs its owner in: a new session cookie, and
 * where to go next (a desk path only, as with the password form).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskStore(context);
  if (await context.isOverSubmissionLimit("desk_sign_in")) return answer({ error: SIGN_IN_POSTS_LIMITED }, 429);
  // A body that cannot be read at all is answered 400 by the desk's reader (not audited:
  // nothing in it names an account); a readable one with junk in it is refused as malformed, and audited.
  const form = await readDeskForm(request);
  const result = await signInWithPasskey(desk, request, {
    challengeId: formField(form, "challengeId"),
    response: formField(form, "response"),
    ip: context.clientIp,
  });
  if (!result.ok) return answer({ error: result.message }, result.status);
  return answer({ redirect: safeNext(formField(form, "next")) }, 200, {
    "Set-Cookie": sessionCookie(request, result.token),
  });
}

export const loader = postOnly;
