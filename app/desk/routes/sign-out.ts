import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { clearedSessionCookie, deskStore, hashToken, requireStaff, sessionToken } from "#app/desk/auth.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";

/**
 * Sign out of this browser, or ("everywhere") end every session of the account, which also
 * removes every device's notifications. Signing out of this browser removes its own device
 * too: a phone handed to someone else must not go on showing this person's new leads. The
 * page's script puts the browser's push address in the form (`push-endpoint`,
 * app/desk/push-client.ts); without script there is no subscription to remove.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { staff, desk } = await requireStaff(request, context);
  const form = await readDeskForm(request);
  const everywhere = form?.get("scope") === "everywhere";
  if (everywhere) await desk.endAllSessions(staff.id);
  else {
    const endpoint = String(form?.get("push-endpoint") ?? "");
    if (endpoint) await desk.removePushDeviceAt(staff.id, endpoint);
    await deskStore(context).endSession(hashToken(sessionToken(request) ?? ""));
  }
  await desk.audit({
    action: everywhere ? "sign_out.everywhere" : "sign_out",
    staffId: staff.id,
    subject: staff.id,
    ip: context.clientIp,
  });
  return redirect(`/desk/sign-in?signed-out=${everywhere ? "everywhere" : "1"}`, {
    status: 303,
    headers: { "Set-Cookie": clearedSessionCookie(request) },
  });
}

export function loader() {
  return redirect("/desk");
}
