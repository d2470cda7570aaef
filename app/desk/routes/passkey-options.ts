import type { Route } from "./+types/passkey-options";
import { currentStaff, deskStore, SIGN_IN_POSTS_LIMITED } from "#app/desk/auth.server.ts";
import { answer, formField, postOnly } from "#app/desk/passkey-http.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { confirmationOptions } from "#app/desk/passkey-confirmation.server.ts";
import { authenticationOptions, registrationOptions } from "#app/desk/passkeys.server.ts";

/**
 * The options for the browser's passkey dialog, with the id of the stored challenge:
 * intent=sign-in for anyone (the sign-in page); intent=register and intent=confirm (their
 * password change) for the signed-in staff member (the account page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskStore(context);
  const form = await readDeskForm(request);
  const intent = form ? formField(form, "intent") : "";
  if (intent === "sign-in") {
    // Each writes a challenge: counted like every post from someone not signed in.
    if (await context.isOverSubmissionLimit("desk_sign_in")) return answer({ error: SIGN_IN_POSTS_LIMITED }, 429);
    return answer(await authenticationOptions(desk, request));
  }
  if (intent === "register") {
    const staff = await currentStaff(request, context);
    if (!staff) return answer({ error: "You are signed out. Sign in again to add a passkey." }, 401);
    return answer(await registrationOptions(desk, staff, request));
  }
  if (intent === "confirm") {
    const staff = await currentStaff(request, context);
    if (!staff) return answer({ error: "You are signed out. Sign in again to change your password." }, 401);
    return answer(await confirmationOptions(desk, staff, request));
  }
  return answer({ error: "Unknown passkey request. Please reload the page and try again." }, 400);
}

export const loader = postOnly;
