import { worksLeads, type DeskStore, type StaffMember } from "#domain/desk.ts";
import { choicesFromForm, deviceLabel, MAX_PUSH_DEVICES } from "#domain/push.ts";
import { subscriptionProblem, type PushEndpointPolicy } from "#domain/push-subscription.ts";

export type NotifyAnswer =
  { intent: "notify"; ok: true; message: string } | { intent: "notify"; ok: false; error: string; status: number };

/**
 * The Account page's notification intents, always the signed-in person's own: turning push on
 * for this device (`push-subscribe`, posted by the page's script with the browser's
 * subscription; only a push service's address and a usable key, domain/push-subscription.ts),
 * removing a device (`push-remove`), and the choice of events by push and email
 * (`notify-choices`, a plain form). Null for any other intent.
 */
export async function changeNotifications(
  desk: DeskStore,
  staff: StaffMember,
  form: FormData,
  request: Request,
  pushEndpoints: PushEndpointPolicy,
): Promise<NotifyAnswer | null> {
  const intent = String(form.get("intent") ?? "");
  if (!["push-subscribe", "push-remove", "notify-choices"].includes(intent)) return null;
  // Every notification is about leads; an editor has none to receive.
  if (!worksLeads(staff.role))
    return {
      intent: "notify",
      ok: false,
      error: "Editors get no notifications: they are all about leads.",
      status: 403,
    };
  if (intent === "push-subscribe") {
    const settings = await desk.notificationSettings(staff.id);
    if (!settings.push)
      return { intent: "notify", ok: false, error: "Push notifications are off on this server.", status: 409 };
    const input = {
      endpoint: String(form.get("endpoint") ?? ""),
      p256dh: String(form.get("p256dh") ?? ""),
      auth: String(form.get("auth") ?? ""),
    };
    const problem = subscriptionProblem(input, pushEndpoints);
    if (problem) return { intent: "notify", ok: false, error: problem, status: 400 };
    const device = await desk.addPushDevice(staff.id, {
      ...input,
      label: deviceLabel(request.headers.get("user-agent") ?? ""),
    });
    const replaced = device.replaced.length
      ? ` ${MAX_PUSH_DEVICES} devices is the most: your oldest, ${device.replaced.join(", ")}, no longer gets them.`
      : "";
    return {
      intent: "notify",
      ok: true,
      message: `Notifications are on for this device (${device.label}).${replaced}`,
    };
  }
  if (intent === "push-remove") {
    const removed = await desk.removePushDevice(staff.id, String(form.get("id") ?? ""));
    return removed
      ? { intent: "notify", ok: true, message: "Device removed: it gets no more notifications." }
      : { intent: "notify", ok: false, error: "That device is not one of yours, or is already removed.", status: 404 };
  }
  if (intent === "notify-choices") {
    await desk.setNotifyChoices(staff.id, choicesFromForm(staff.role, form));
    return { intent: "notify", ok: true, message: "Your notification choices are saved." };
  }
  return null;
}
