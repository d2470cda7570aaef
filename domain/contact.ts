import { DAY_MS, HOUR_MS, IST_OFFSET_MS, istDayBounds } from "./india-time";
import { isClosed, OPEN_STATUSES, PROMISE_MS, PROMISE_WARNING_MS, type LeadStatus } from "./leads";
import { WEEKDAYS, type WorkingWeek } from "./working-hours";

/**
 * Reaching the person: what a logged call or message says happened, which outcomes count
 * as a conversation (only those stop the 24-hour clock), and when to try next. Pure
 * functions shared by the desk's pages and the store; unit-tested in contact.test.ts.
 */

/** What happened when a counsellor called or messaged the person. */
export const CONTACT_OUTCOMES = [
  "spoke",
  "spoke_guardian",
  "replied",
  "no_answer",
  "busy",
  "switched_off",
  "wrong_number",
  "call_back",
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<ContactOutcome, string> = {
  spoke: "Spoke with the student",
  spoke_guardian: "Spoke with the parent or guardian",
  replied: "They replied (WhatsApp, SMS or email)",
  no_answer: "No answer",
  busy: "Busy",
  switched_off: "Switched off or unreachable",
  wrong_number: "Wrong number",
  call_back: "Asked to call back",
};

/** Short labels for the one-tap buttons of the Log a call sheet. */
export const OUTCOME_BUTTON_LABELS: Record<ContactOutcome, string> = {
  spoke: "Spoke (student)",
  spoke_guardian: "Spoke (parent)",
  replied: "They replied",
  no_answer: "No answer",
  busy: "Busy",
  switched_off: "Switched off",
  wrong_number: "Wrong number",
  call_back: "Call back later",
};

/**
 * What each outcome means, for every outcome (a new one is a type error here until it says):
 * `conversation`, someone spoke with the student or their parent, or the person wrote back:
 * only these stop the 24-hour clock and set the time of first contact ("Asked to call back" is
 * not one: nobody talked about the enquiry yet); `retry`, the next step proposes a retry at
 * the next working slot by itself.
 */
export const OUTCOME_RULES: Record<ContactOutcome, { conversation: boolean; retry: boolean }> = {
  spoke: { conversation: true, retry: false },
  spoke_guardian: { conversation: true, retry: false },
  replied: { conversation: true, retry: false },
  no_answer: { conversation: false, retry: true },
  busy: { conversation: false, retry: true },
  switched_off: { conversation: false, retry: true },
  wrong_number: { conversation: false, retry: false },
  call_back: { conversation: false, retry: false },
};

export function isConversation(outcome: ContactOutcome): boolean {
  return OUTCOME_RULES[outcome].conversation;
}

/** Outcomes after which the next step proposes a retry at the next working slot by itself. */
export function suggestsRetry(outcome: ContactOutcome): boolean {
  return OUTCOME_RULES[outcome].retry;
}

export function isContactOutcome(value: string): value is ContactOutcome {
  return (CONTACT_OUTCOMES as readonly string[]).includes(value);
}

// ---- The next step -----------------------------------------------------------------------

const NEXT_STEP_PRESETS = ["in_2_hours", "this_evening", "tomorrow_morning", "in_3_days", "next_week"] as const;
type NextStepPreset = (typeof NEXT_STEP_PRESETS)[number];

export const NEXT_STEP_LABELS: Record<NextStepPreset, string> = {
  in_2_hours: "In 2 hours",
  this_evening: "This evening",
  tomorrow_morning: "Tomorrow morning",
  in_3_days: "In 3 days",
  next_week: "Next week",
};

/**
 * A preset's name as it will act now: "In 2 hours" only when it falls two hours from now; when
 * the office is closed by then it falls at the next opening, and says so ("When the office
 * opens"), rather than promising two hours and showing tomorrow's time.
 */
export function nextStepLabel(preset: NextStepPreset, now: Date, at: Date): string {
  if (preset === "in_2_hours" && at.getTime() - now.getTime() > 2 * HOUR_MS + 60_000) return "When the office opens";
  return NEXT_STEP_LABELS[preset];
}

export function isNextStepPreset(value: string): value is NextStepPreset {
  return (NEXT_STEP_PRESETS as readonly string[]).includes(value);
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** A day's opening and closing instants (India time), or null when the office is closed that day. */
function officeDay(dayStart: number, week: WorkingWeek): { open: number; close: number } | null {
  const hours = week[WEEKDAYS[new Date(dayStart + IST_OFFSET_MS).getUTCDay()]!];
  if (!hours) return null;
  return { open: dayStart + minutesOf(hours[0]) * 60_000, close: dayStart + minutesOf(hours[1]) * 60_000 };
}

/**
 * The first moment at or after `at` when the office is open: `at` itself during office
 * hours, else the next opening. A week with no open day leaves `at` as it is.
 */
export function nextWorkingMoment(at: Date, week: WorkingWeek): Date {
  let day = istDayBounds(at).start.getTime();
  for (let i = 0; i < 8; i += 1, day += DAY_MS) {
    const hours = officeDay(day, week);
    if (!hours) continue;
    if (at.getTime() < hours.open) return new Date(hours.open);
    if (at.getTime() < hours.close) return at;
  }
  return at;
}

/** A time of the day's office hours: `fromOpen` after opening, never later than an hour before closing. */
function dayTime(
  dayStart: number,
  week: WorkingWeek,
  pick: (hours: { open: number; close: number }) => number,
): Date | null {
  const hours = officeDay(dayStart, week);
  if (!hours) return null;
  return new Date(Math.max(hours.open, Math.min(pick(hours), hours.close - HOUR_MS)));
}

/** The next working day after today (India time) at one hour past opening. */
function nextMorning(now: Date, week: WorkingWeek): Date {
  let day = istDayBounds(now).start.getTime() + DAY_MS;
  for (let i = 0; i < 8; i += 1, day += DAY_MS) {
    const time = dayTime(day, week, (hours) => hours.open + HOUR_MS);
    if (time) return time;
  }
  return new Date(now.getTime() + DAY_MS);
}

/**
 * When a preset next step falls, always within office hours. "This evening" is an hour
 * before today's closing, and null once that has passed (or the office is closed today).
 */
export function nextStepTime(preset: NextStepPreset, now: Date, week: WorkingWeek): Date | null {
  switch (preset) {
    case "in_2_hours":
      return nextWorkingMoment(new Date(now.getTime() + 2 * HOUR_MS), week);
    case "this_evening": {
      const evening = dayTime(istDayBounds(now).start.getTime(), week, (hours) => hours.close - HOUR_MS);
      return evening && evening.getTime() > now.getTime() + 30 * 60_000 ? evening : null;
    }
    case "tomorrow_morning":
      return nextMorning(now, week);
    case "in_3_days":
      return nextWorkingMoment(new Date(now.getTime() + 3 * DAY_MS), week);
    case "next_week":
      return nextWorkingMoment(new Date(now.getTime() + 7 * DAY_MS), week);
  }
}

/** The presets with their times now, leaving out those that do not apply (this evening, after it). */
export function nextStepChoices(now: Date, week: WorkingWeek): { preset: NextStepPreset; at: Date }[] {
  return NEXT_STEP_PRESETS.flatMap((preset) => {
    const at = nextStepTime(preset, now, week);
    return at ? [{ preset, at }] : [];
  });
}

/** The preset a retry outcome proposes on its own: the next working slot at least two hours away. */
export const RETRY_PRESET: NextStepPreset = "in_2_hours";

/** A lead that is done needs no next step: closed, or enrolled. */
export function needsNextStep(status: LeadStatus): boolean {
  return !isClosed(status) && status !== "enrolled";
}

/** The statuses still being worked: open, and not yet enrolled. */
export const ACTIVE_STATUSES = OPEN_STATUSES.filter(needsNextStep);

export const NEXT_STEP_NEEDED = "Choose when to follow up next, or close the lead with a reason.";

// ---- Today: my queue ----------------------------------------------------------------------

/** Today's sections, in the order a counsellor works them. */
export const QUEUE_SECTIONS = ["overdue", "due", "new", "retry", "unowned", "promise"] as const;
export type QueueSection = (typeof QUEUE_SECTIONS)[number];

export const QUEUE_SECTION_TITLES: Record<QueueSection, string> = {
  overdue: "Overdue",
  due: "Due today",
  new: "New, not called yet",
  retry: "Tried, not reached",
  unowned: "Nobody owns these",
  promise: "Close to or past the 24-hour promise",
};

/** What Today needs to know of a lead. */
export interface QueueLead {
  id: string;
  status: LeadStatus;
  ownerId: string | null;
  nextFollowUpAt: string | null;
  promiseFrom: string;
  contactedAt: string | null;
  attempts: number;
}

/**
 * Which section of Today a lead belongs in for this viewer (`ownerId` null means the whole
 * team's view), or null when it needs nothing today. Each lead lands in its first matching
 * section, so it is listed once.
 */
export function queueSection(lead: QueueLead, viewer: { id: string; team: boolean }, now: Date): QueueSection | null {
  if (!needsNextStep(lead.status)) return null;
  const mine = viewer.team ? lead.ownerId !== null : lead.ownerId === viewer.id;
  const due = lead.nextFollowUpAt ? Date.parse(lead.nextFollowUpAt) : null;
  const reached = lead.contactedAt !== null;
  if (mine && due !== null && due < now.getTime()) return "overdue";
  if (mine && due !== null && due < istDayBounds(now).end.getTime()) return "due";
  if (mine && !reached && due === null) return lead.attempts === 0 ? "new" : "retry";
  if (lead.ownerId === null && !reached) return "unowned";
  if (!reached && Date.parse(lead.promiseFrom) + PROMISE_MS - now.getTime() < PROMISE_WARNING_MS) return "promise";
  return null;
}

const at = (lead: QueueLead) => lead.nextFollowUpAt ?? lead.promiseFrom;

/** Orders and de-duplicates Today's candidates: section by section, the earliest first. */
export function buildQueue<T extends QueueLead>(
  candidates: readonly T[],
  viewer: { id: string; team: boolean },
  now: Date,
): { section: QueueSection; lead: T }[] {
  const seen = new Set<string>();
  const items: { section: QueueSection; lead: T }[] = [];
  for (const lead of candidates) {
    if (seen.has(lead.id)) continue;
    seen.add(lead.id);
    const section = queueSection(lead, viewer, now);
    if (section) items.push({ section, lead });
  }
  const rank = (section: QueueSection) => QUEUE_SECTIONS.indexOf(section);
  return items.sort(
    (a, b) =>
      rank(a.section) - rank(b.section) || at(a.lead).localeCompare(at(b.lead)) || a.lead.id.localeCompare(b.lead.id),
  );
}

const clock = (instant: number) => {
  const local = new Date(instant + IST_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`;
};

/** "2 attempts, not reached yet" — or null before the first attempt and after reaching. */
export function attemptsText(lead: Pick<QueueLead, "attempts" | "contactedAt">): string | null {
  if (lead.contactedAt || lead.attempts === 0) return null;
  return `${lead.attempts} ${lead.attempts === 1 ? "attempt" : "attempts"}, not reached yet`;
}

/** Why a lead is on Today, in a few words ("2 attempts, retry due 11:00"). */
export function queueReason(section: QueueSection, lead: QueueLead, now: Date): string {
  const text = reasonText(section, lead, now);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function reasonText(section: QueueSection, lead: QueueLead, now: Date): string {
  const attempts =
    lead.contactedAt || lead.attempts === 0 ? "" : `${lead.attempts} ${lead.attempts === 1 ? "attempt" : "attempts"}, `;
  const due = lead.nextFollowUpAt ? Date.parse(lead.nextFollowUpAt) : now.getTime();
  const what = attempts ? "retry" : "follow-up";
  const left = Date.parse(lead.promiseFrom) + PROMISE_MS - now.getTime();
  // Short enough for one line of a 375 px row: "23 h left" of the 24-hour promise, or "2 h late".
  const promise =
    left > 0
      ? `${Math.max(1, Math.round(left / HOUR_MS))} h left`
      : `${Math.max(1, Math.round(-left / HOUR_MS))} h late`;
  switch (section) {
    case "overdue": {
      const sameDay = istDayBounds(now).start.getTime() <= due;
      return `${attempts}${what} overdue since ${sameDay ? clock(due) : "an earlier day"}`;
    }
    case "due":
      return `${attempts}${what} due ${clock(due)}`;
    case "new":
      return `Not called yet · ${promise}`;
    case "retry":
      return `${attempts}no retry set`;
    case "unowned":
      return `No owner · ${promise}`;
    case "promise":
      return `${attempts ? attempts.replace(/, $/, " · ") : "not reached · "}${promise}`;
  }
}
