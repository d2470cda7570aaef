import { Form } from "react-router";
import type { StaffDuty } from "#domain/desk.ts";
import { formatIstDay } from "#domain/india-time.ts";
import { onLeave } from "#domain/allocation.ts";

/** "On leave 20 Nov – 22 Nov", "Leave from 20 Nov – 22 Nov", or nothing. */
export function leaveText(duty: Pick<StaffDuty, "leaveFrom" | "leaveTo">, now: Date): string | null {
  if (!duty.leaveFrom || !duty.leaveTo) return null;
  const days = `${formatIstDay(`${duty.leaveFrom}T06:30:00.000Z`)} – ${formatIstDay(`${duty.leaveTo}T06:30:00.000Z`)}`;
  return onLeave(duty, now) ? `On leave ${days}` : `Leave ${days}`;
}

/**
 * A staff member as an owner to choose in a list (the bulk owner change): their name, and why
 * a lead given to them now would wait: on leave, off duty, or never signed in.
 */
export function ownerChoiceLabel(
  member: { name: string; hasPassword: boolean },
  duty: Pick<StaffDuty, "onDuty" | "leaveFrom" | "leaveTo"> | undefined,
  now: Date,
): string {
  const why = [
    duty && onLeave(duty, now) ? "on leave" : duty && !duty.onDuty ? "off duty" : null,
    member.hasPassword ? null : "never signed in",
  ].filter(Boolean);
  return why.length ? `${member.name} (${why.join(", ")})` : member.name;
}

/** Whether the person gets new leads now, in words. */
export function dutyText(duty: StaffDuty, now: Date): string {
  if (onLeave(duty, now)) return `${leaveText(duty, now)}: gets no new leads`;
  return duty.onDuty ? "On duty: gets new leads" : "Off duty: gets no new leads";
}

/**
 * The on-duty switch as a form with one button (so it works without JavaScript): the button
 * says what pressing it does, and carries the state as `aria-pressed` for screen readers.
 */
export function DutySwitch({
  duty,
  name,
  action,
  busy,
}: {
  duty: StaffDuty;
  name?: string;
  action?: string;
  busy: boolean;
}) {
  return (
    <Form method="post" action={action} className="flex items-center gap-3">
      <input type="hidden" name="intent" value="duty" />
      <input type="hidden" name="staffId" value={duty.staffId} />
      <input type="hidden" name="onDuty" value={duty.onDuty ? "0" : "1"} />
      <button
        type="submit"
        aria-pressed={duty.onDuty}
        disabled={busy}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold ${duty.onDuty ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-9 rounded-full p-0.5 ${duty.onDuty ? "bg-white/30" : "bg-slate-300"}`}
        >
          <span className={`block size-4 rounded-full bg-white shadow ${duty.onDuty ? "translate-x-4" : ""}`} />
        </span>
        On duty{name ? <span className="sr-only"> ({name})</span> : null}
      </button>
    </Form>
  );
}
