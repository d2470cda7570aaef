import { worksLeads, type DeskStore, type StaffMember } from "#domain/desk.ts";
import { formatIstDay, parseIstDate } from "#domain/india-time.ts";

/** "2026-12-07" as the desk writes a day: "7 Dec 2026". */
function deskDay(day: string | null): string {
  const start = day ? parseIstDate(day) : null;
  return start ? formatIstDay(start) : (day ?? "");
}

export type DutyAnswer =
  { intent: "duty"; ok: true; message: string } | { intent: "duty"; ok: false; error: string; status: number };

/**
 * The on-duty switch and leave, posted from the Account page (a person's own) or the Staff
 * page (admins, anyone's): `intent` duty, leave or leave-clear. A counsellor's post naming
 * someone else is refused (403), whatever the page.
 */
export async function changeDuty(desk: DeskStore, actor: StaffMember, form: FormData): Promise<DutyAnswer | null> {
  const intent = String(form.get("intent") ?? "");
  if (intent !== "duty" && intent !== "leave" && intent !== "leave-clear") return null;
  const staffId = String(form.get("staffId") ?? "") || actor.id;
  if (staffId !== actor.id && actor.role !== "admin")
    return { intent: "duty", ok: false, error: "You can change only your own duty and leave.", status: 403 };
  const member = staffId === actor.id ? actor : await desk.findStaff(staffId);
  if (!member) return { intent: "duty", ok: false, error: "That account does not exist.", status: 400 };
  if (!worksLeads(member.role))
    return {
      intent: "duty",
      ok: false,
      error: "Editors are never given leads: they have no duty or leave.",
      status: 400,
    };
  const who = member.id === actor.id ? "You are" : `${member.name} is`;
  if (intent === "duty") {
    const on = form.get("onDuty") === "1";
    await desk.setOnDuty(member.id, on, actor.id);
    return {
      intent: "duty",
      ok: true,
      message: on ? `${who} on duty: new leads come in turn.` : `${who} off duty: no new leads until back on duty.`,
    };
  }
  if (intent === "leave-clear") {
    await desk.setLeave(member.id, null, actor.id);
    return { intent: "duty", ok: true, message: "Leave removed." };
  }
  const result = await desk.setLeave(
    member.id,
    { from: String(form.get("from") ?? "").trim(), to: String(form.get("to") ?? "").trim() },
    actor.id,
  );
  if (!result.ok) return { intent: "duty", ok: false, error: result.message, status: 400 };
  return {
    intent: "duty",
    ok: true,
    // Dates as the desk writes them everywhere else ("7 Dec 2026"), not the form's ISO value.
    message: `Leave saved: no new leads from ${deskDay(result.duty.leaveFrom)} to ${deskDay(result.duty.leaveTo)}.`,
  };
}
