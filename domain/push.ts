import { worksLeads, type StaffRole } from "./desk.ts";
import { FORM_LABELS, type EnquiryForm } from "./leads.ts";

/**
 * Notifications to staff by push (Web Push, to a device) and by email: which events there
 * are, who can get each, each person's choice, and what a push says. A push is shown on a
 * phone's lock screen, which anyone near it can read: it carries a title, a line and the
 * lead's desk path, never a phone number, an email address or what the visitor wrote, and of
 * a name only the first word.
 */
export type NotifyChannel = "push" | "email";

export const NOTIFY_EVENTS = [
  "allocated",
  "step_due",
  "promise",
  "unowned",
  "escalation",
  "new_enquiry",
  "digest",
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

interface EventRule {
  label: string;
  /** Admins only (the team's alerts), or everyone (about one's own leads). */
  admins: boolean;
  /** The channels it can come by, each with its default. */
  channels: Partial<Record<NotifyChannel, boolean>>;
}

export const EVENT_RULES: Record<NotifyEvent, EventRule> = {
  allocated: { label: "A new lead given to me", admins: false, channels: { push: true, email: false } },
  step_due: { label: "A next step of mine due in 10 minutes", admins: false, channels: { push: true } },
  promise: {
    label: "A lead of mine an hour from missing the 24-hour promise",
    admins: false,
    channels: { push: true },
  },
  unowned: { label: "A new lead nobody could be given (nobody on duty)", admins: true, channels: { push: true } },
  escalation: {
    label: "A lead nobody has reached after 4 working hours",
    admins: true,
    channels: { push: true, email: true },
  },
  new_enquiry: { label: "Every new enquiry", admins: true, channels: { email: true } },
  digest: { label: "The morning digest", admins: false, channels: { email: true } },
};

/** A next step's reminder goes this long before it is due. */
export const STEP_REMINDER_MS = 10 * 60 * 1000;
/** A lead not yet reached is flagged to its owner this long before the 24-hour promise ends. */
export const PROMISE_REMINDER_MS = 60 * 60 * 1000;

export interface NotifyChoice {
  event: NotifyEvent;
  channel: NotifyChannel;
  on: boolean;
}

/** The events a person of this role can choose, with each channel offered (every event is about leads: none for an editor). */
export function eventsFor(role: StaffRole): NotifyEvent[] {
  if (!worksLeads(role)) return [];
  return NOTIFY_EVENTS.filter((event) => role === "admin" || !EVENT_RULES[event].admins);
}

/** Every choice a person of `role` has, their saved ones over the defaults. */
export function choicesFor(role: StaffRole, saved: NotifyChoice[]): NotifyChoice[] {
  return eventsFor(role).flatMap((event) =>
    (Object.entries(EVENT_RULES[event].channels) as [NotifyChannel, boolean][]).map(([channel, byDefault]) => ({
      event,
      channel,
      on: saved.find((choice) => choice.event === event && choice.channel === channel)?.on ?? byDefault,
    })),
  );
}

export function isOn(role: StaffRole, saved: NotifyChoice[], event: NotifyEvent, channel: NotifyChannel): boolean {
  return choicesFor(role, saved).some((choice) => choice.event === event && choice.channel === channel && choice.on);
}

/** The form field of one choice on the Account page. */
export const choiceField = (event: NotifyEvent, channel: NotifyChannel) => `${channel}:${event}`;

/** The choices as posted: every offered one, on when its box was ticked (an unticked box is not sent). */
export function choicesFromForm(role: StaffRole, form: { has(name: string): boolean }): NotifyChoice[] {
  return choicesFor(role, []).map(({ event, channel }) => ({
    event,
    channel,
    on: form.has(choiceField(event, channel)),
  }));
}

/**
 * The most devices one person keeps notifications on for: a new one beyond it replaces their
 * oldest (issue #49: one account registered 100, and each lead was then 100 pushes).
 */
export const MAX_PUSH_DEVICES = 10;

/** "Chrome on Android", "Safari on iPhone": enough to tell one's devices apart, nothing more kept. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const system = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /Mac OS X|Macintosh/.test(ua)
              ? "Mac"
              : /Linux/.test(ua)
                ? "Linux"
                : "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /SamsungBrowser\//.test(ua)
      ? "Samsung Internet"
      : /OPR\/|Opera/.test(ua)
        ? "Opera"
        : /Firefox\/|FxiOS/.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS|Chromium\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "";
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || "A browser";
}

/** The first word of a name: all of it a lock screen shows. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** What a push says; `url` is the desk path the tap opens. */
export interface PushContent {
  title: string;
  body: string;
  url: string;
  /** A later push with the same tag replaces the earlier one on the device. */
  tag: string;
}

export interface PushFacts {
  leadId: string;
  course: string;
  form?: EnquiryForm;
  name?: string;
  /** The next step's time, "HH:MM" India time. */
  dueAt?: string;
}

export function pushContent(event: Exclude<NotifyEvent, "new_enquiry" | "digest">, facts: PushFacts): PushContent {
  const url = `/desk/leads/${facts.leadId}`;
  const course = facts.course || "No course named";
  const who = facts.name ? firstName(facts.name) : "";
  const line = (...parts: string[]) => parts.filter(Boolean).join(" · ");
  const form = facts.form ? FORM_LABELS[facts.form].toLowerCase() : "";
  switch (event) {
    case "allocated":
      return { title: "New lead for you", body: line(who, course, form), url, tag: `lead-${facts.leadId}` };
    case "unowned":
      return { title: "New lead, nobody on duty", body: line(who, course, form), url, tag: `lead-${facts.leadId}` };
    case "step_due":
      return {
        title: facts.dueAt ? `Next step at ${facts.dueAt}` : "Next step in 10 minutes",
        body: line(who, course),
        url,
        tag: `step-${facts.leadId}`,
      };
    case "promise":
      return {
        title: "1 hour left on the 24-hour promise",
        body: line(who, course),
        url,
        tag: `promise-${facts.leadId}`,
      };
    case "escalation":
      return {
        title: "Not reached after 4 working hours",
        body: line(who, course),
        url,
        tag: `escalation-${facts.leadId}`,
      };
  }
}

/** Where a summary of several new leads opens: the person's own new leads in the desk's list. */
export const NEW_LEADS_PATH = "/desk/leads?owner=me&status=new";

/**
 * Several "new lead for you" waiting for one device when it is sent to: one push instead of
 * one each (a phone stacks a burst into one anyway, and each push costs its own encryption and
 * request). It names nobody and no course: only how many. Its tag is the same for every
 * summary, so a later one replaces an earlier one on the device; the list it opens shows them all.
 */
export function newLeadsSummary(count: number): PushContent {
  return {
    title: `${count} new leads for you`,
    body: "Tap to see your new leads",
    url: NEW_LEADS_PATH,
    tag: "new-leads",
  };
}
