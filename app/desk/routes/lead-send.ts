import type { Route } from "./+types/lead-send";
import { liveWorkingWeek } from "#content/live.ts";
import { worksLeads } from "#domain/desk.ts";
import { currentStaff, deskStore } from "#app/desk/auth.server.ts";
import { readDeskForm } from "#app/desk/form.server.ts";
import { answer, postOnly } from "#app/desk/passkey-http.server.ts";
import { checkContactLog, parseLeadForm, SAVED_MESSAGES } from "#app/desk/lead-actions.ts";
import {
  CLIENT_ID_FIELD,
  isClientId,
  isKeptIntent,
  SAVED_AT_FIELD,
  SIGN_IN_TO_SEND,
  STAFF_FIELD,
  type SendAnswer,
} from "#app/desk/offline/queue.ts";

/**
 * A save kept on a phone (app/desk/offline/), sent when the connection came back: a call, a
 * note or a next step of the lead page, its form's fields as posted with the save's id, when
 * it was made and whose it is. Answered in JSON for the page's or the service worker's script
 * (app/desk/offline/send.ts). The rules are the lead page's, with the same store calls and the
 * same version check: a call is kept whatever changed meanwhile, its status and next step only
 * if nobody changed the lead since the page was loaded, and said so. Two differences, because
 * nobody is there to fix the form: a next step whose time passed while the phone was offline is
 * left out (said so), and a call whose status or next step the lead as it is now refuses is
 * logged alone (said so), never refused. The save's id makes a second send of it store nothing.
 * Nobody signed in, or someone else: refused (401, 409) and kept on the phone.
 */
const ONE_MINUTE = 60_000;
const KEPT_AT_MOST_MS = 30 * 24 * 60 * 60 * 1000;

function json(body: SendAnswer, status = 200): Response {
  return answer(body, status);
}

/**
 * The time the save was made, to read its next step's times as of then ("a time in the
 * future" when it was chosen): the phone's word for it, within the last 30 days, else now.
 */
function savedAt(value: FormDataEntryValue | null, now: Date): Date {
  const at = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  const time = at.getTime();
  return Number.isNaN(time) || time > now.getTime() + ONE_MINUTE || time < now.getTime() - KEPT_AT_MOST_MS ? now : at;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const desk = deskStore(context);
  const staff = await currentStaff(request, context);
  if (!staff) return json({ outcome: "sign_in", message: SIGN_IN_TO_SEND }, 401);
  if (!worksLeads(staff.role))
    return json({ outcome: "refused", message: "Only counsellors and admins can save calls on a lead." }, 403);
  const form = await readDeskForm(request);
  if (form.get(STAFF_FIELD) !== staff.id)
    return json(
      {
        outcome: "sign_in",
        message: "Saved on this phone by another account: sign in as that person to send it, or discard it.",
      },
      409,
    );
  const clientId = form.get(CLIENT_ID_FIELD);
  const intent = form.get("intent");
  if (!isClientId(clientId) || !isKeptIntent(intent))
    return json(
      { outcome: "refused", message: "This save cannot be sent from the phone. Open the lead and save it again." },
      400,
    );

  const now = new Date();
  const parsed = parseLeadForm(form, {
    viewerId: staff.id,
    now: savedAt(form.get(SAVED_AT_FIELD), now),
    week: liveWorkingWeek(),
  });
  if (!parsed.ok) return json({ outcome: "refused", message: `Not saved: ${parsed.error}` }, 400);
  const gone = () =>
    json({ outcome: "refused", message: "Not saved: there is no lead at this address any more." }, 404);
  const read = parsed.form;

  switch (read.intent) {
    case "note": {
      const result = await desk.addNote(params.id, read.text, staff.id, clientId);
      if (!result.ok) return gone();
      return json({ outcome: "saved", message: SAVED_MESSAGES.note, partial: false });
    }
    case "change": {
      if (read.change.kind !== "follow_up") break;
      if (read.change.at && Date.parse(read.change.at) < now.getTime() - ONE_MINUTE)
        return json(
          { outcome: "refused", message: "Next step not saved: its time passed before the phone was back online." },
          400,
        );
      const result = await desk.changeLead(params.id, read.version, read.change, staff.id, clientId);
      if (result.ok) return json({ outcome: "saved", message: SAVED_MESSAGES.follow_up, partial: false });
      if (result.reason === "not_found") return gone();
      if (result.reason === "conflict")
        return json(
          {
            outcome: "refused",
            message: `Next step not saved: ${result.changedBy ?? "someone else"} changed this lead meanwhile. Check it and set it again if still needed.`,
          },
          409,
        );
      return json({ outcome: "refused", message: `Next step not saved: ${result.message}` }, 400);
    }
    case "log": {
      const lead = await desk.lead(params.id);
      if (!lead) return gone();
      const left: string[] = [];
      let log = read.log;
      if (log.nextStepAt && Date.parse(log.nextStepAt) < now.getTime()) {
        log = { ...log, nextStepAt: null };
        left.push("its next step's time had passed before the phone was back online");
      }
      let version = read.version;
      const checked = checkContactLog(log, lead, now);
      if (checked.ok) log = checked.log;
      else {
        // The call alone: no lead is at version 0, so the store keeps the call and skips the rest.
        if (!left.length) left.push(checked.error.replace(/\.$/, ""));
        log = { ...log, status: null, nextStepAt: null };
        version = 0;
      }
      const result = await desk.logContact(params.id, version, log, staff.id, clientId);
      if (!result.ok) {
        if (result.reason === "not_found") return gone();
        return json({ outcome: "refused", message: `Not saved: ${result.message}` }, 400);
      }
      if (result.repeated) return json({ outcome: "saved", message: SAVED_MESSAGES.log, partial: false });
      if (result.skipped) left.unshift(`${result.skipped.changedBy ?? "someone else"} changed this lead meanwhile`);
      return left.length
        ? json({
            outcome: "saved",
            message: `Call saved. Its status and next step were not: ${left.join("; ")}. Check them on the lead.`,
            partial: true,
          })
        : json({ outcome: "saved", message: SAVED_MESSAGES.log, partial: false });
    }
  }
  return json(
    { outcome: "refused", message: "This save cannot be sent from the phone. Open the lead and save it again." },
    400,
  );
}

export const loader = postOnly;
