import type { Route } from "./+types/passkey-register";
import { currentStaff, deskStore } from "#app/desk/auth.server.ts";
import { answer, formField, postOnly } from "#app/desk/passkey-http.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { registerPasskey } from "#app/desk/passkeys.server.ts";

/** Saves the passkey the browser just created for the signed-in staff member. */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskStore(context);
  const staff = await currentStaff(request, context);
  if (!staff) return answer({ error: "You are signed out. Sign in again to add a passkey." }, 401);
  const form = await readDeskForm(request);
  const result = await registerPasskey(desk, staff, request, {
    challengeId: formField(form, "challengeId"),
    response: formField(form, "response"),
  });
  return result.ok ? answer({ passkey: result.passkey }) : answer({ error: result.message }, result.status);
}

export const loader = postOnly;
