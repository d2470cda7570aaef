import type { EnquiryForm } from "#domain/leads.ts";
import { worksLeads, type StaffRole } from "#domain/desk.ts";
import { EVENT_RULES, pushContent, type NotifyChannel, type NotifyEvent, type PushContent } from "#domain/push.ts";
import { compiledWith } from "#server/storage/kysely.ts";
import { sharedRead } from "#server/storage/write-batch.ts";
import {
  enqueue,
  type Db,
  type LeadAllocatedMail,
  type NotifySettings,
  type PushEvent,
  type PushMessage,
} from "./outbox";

/**
 * The staff's own notifications, written to the outbox (./outbox.ts) in the transaction of the
 * change they announce: a push to each device that wants the event, and the mail of a lead
 * allocated or escalated, to whoever chose to hear of it.
 */
const PUSH_TTL_SECONDS: Record<PushEvent, number> = {
  allocated: 24 * 3600,
  unowned: 24 * 3600,
  escalation: 24 * 3600,
  step_due: 10 * 60,
  promise: 60 * 60,
};

/** The rows written per push event: the bench and the tests read them by this kind. */
export const pushKind = (event: PushEvent) => `push.${event}`;

/**
 * Who among `who` (one person, or every active admin) wants `event` by `channel`: their
 * saved choice, else the event's default (domain/push.ts EVENT_RULES). Disabled accounts never.
 */
export async function recipients(
  db: Db,
  who: { staffId: string } | "admins",
  event: NotifyEvent,
  channel: NotifyChannel,
): Promise<{ id: string; email: string; name: string }[]> {
  const rule = EVENT_RULES[event];
  const byDefault = rule.channels[channel];
  if (byDefault === undefined) return [];
  // Shared by a batch of saves (server/storage/write-batch.ts): a save changes no staff or choice.
  const key = `recipients:${who === "admins" ? who : who.staffId}:${event}:${channel}`;
  return sharedRead(db, key, () => readRecipients(db, who, event, channel));
}

async function readRecipients(
  db: Db,
  who: { staffId: string } | "admins",
  event: NotifyEvent,
  channel: NotifyChannel,
): Promise<{ id: string; email: string; name: string }[]> {
  const rule = EVENT_RULES[event];
  const byDefault = rule.channels[channel]!;
  let query = db
    .selectFrom("staff")
    .leftJoin("notify_choices", (join) =>
      join
        .onRef("notify_choices.staffId", "=", "staff.id")
        .on("notify_choices.event", "=", event)
        .on("notify_choices.channel", "=", channel),
    )
    .select(["staff.id", "staff.email", "staff.name", "staff.role", "notify_choices.enabled"])
    .where("staff.active", "=", 1);
  query = who === "admins" ? query.where("staff.role", "=", "admin") : query.where("staff.id", "=", who.staffId);
  const rows = await query.execute();
  return (
    rows
      // Every event is about leads: an editor never hears of one, even named as a lead's owner.
      .filter((row) => worksLeads(row.role))
      .filter((row) => (rule.admins ? row.role === "admin" : true))
      .filter((row) => (row.enabled === null || row.enabled === undefined ? byDefault : row.enabled === 1))
      .map(({ id, email, name }) => ({ id, email, name }))
  );
}

/** Every active person's devices with their choice for `event` by push: read for each push, compiled once. */
const devicesQuery = (db: Db, event: string) =>
  db
    .selectFrom("push_subscriptions")
    .innerJoin("staff", "staff.id", "push_subscriptions.staffId")
    .leftJoin("notify_choices", (join) =>
      join
        .onRef("notify_choices.staffId", "=", "staff.id")
        .on("notify_choices.event", "=", event as NotifyEvent)
        .on("notify_choices.channel", "=", "push"),
    )
    .select(["push_subscriptions.id", "staff.role", "notify_choices.enabled"])
    .where("staff.active", "=", 1);
type DeviceChoice = { id: string; role: StaffRole; enabled: number | null };
const devicesOf = compiledWith<{ event: string; staffId: string }, DeviceChoice>(
  ["event", "staffId"],
  (db, { event, staffId }) =>
    devicesQuery(db, event).where("staff.id", "=", staffId).orderBy("push_subscriptions.createdAt"),
);
const adminDevices = compiledWith<{ event: string }, DeviceChoice>(["event"], (db, { event }) =>
  devicesQuery(db, event).where("staff.role", "=", "admin").orderBy("push_subscriptions.createdAt"),
);

/** A push to every device of each person `who` names that wants it, in the caller's transaction. */
export async function enqueuePush(
  db: Db,
  settings: Pick<NotifySettings, "push">,
  who: { staffId: string } | "admins",
  event: PushEvent,
  content: PushContent,
  at: string,
  leadId: string,
): Promise<number> {
  if (!settings.push) return 0;
  const rule = EVENT_RULES[event];
  const byDefault = rule.channels.push;
  if (byDefault === undefined) return 0;
  // The devices and their owners' choices in one query (recipients' rule, for push).
  // Shared by a batch of saves (server/storage/write-batch.ts): a save changes no device, staff or choice.
  const found =
    who === "admins"
      ? await sharedRead(db, `push-devices:admins:${event}`, () => adminDevices(db, { event }))
      : await sharedRead(db, `push-devices:${who.staffId}:${event}`, () => devicesOf(db, { event, ...who }));
  const devices = found
    // Editors never hear of leads, even as an owner set by hand.
    .filter((row) => worksLeads(row.role))
    .filter((row) => (rule.admins ? row.role === "admin" : true))
    .filter((row) => (row.enabled === null || row.enabled === undefined ? byDefault : row.enabled === 1));
  for (const device of devices) {
    const message: PushMessage = {
      type: "push",
      event,
      subscriptionId: device.id,
      content,
      ttl: PUSH_TTL_SECONDS[event],
    };
    await enqueue(db, "push", message, at, leadId, message, pushKind(event));
  }
  return devices.length;
}

/**
 * After an enquiry's allocation, in its transaction: the owner it was given to is told (by
 * push and, if they chose it, by email), unless they entered it themselves; a lead from the
 * public forms that nobody could be given is pushed to the admins (their email says so
 * already, enqueueEnquiryCreated).
 */
export async function enqueueAllocationAlerts(
  db: Db,
  settings: NotifySettings,
  event: {
    leadId: string;
    form: EnquiryForm;
    name: string;
    /** The student's name when a parent wrote: the push's one name. */
    studentName?: string;
    phone: string;
    course: string;
    at: string;
    allocatedTo: string | null;
    unowned: boolean;
    enteredBy: string | null;
  },
) {
  const facts = { leadId: event.leadId, course: event.course, form: event.form, name: event.studentName || event.name };
  if (event.allocatedTo && event.allocatedTo !== event.enteredBy)
    await tellOwner(db, settings, event.allocatedTo, { ...event, pushName: facts.name });
  const publicForm = event.form === "admission" || event.form === "popup" || event.form === "contact";
  if (event.unowned && publicForm)
    await enqueuePush(db, settings, "admins", "unowned", pushContent("unowned", facts), event.at, event.leadId);
}

/** The person a lead was given to, by push and (their choice) by email: the one "a new lead for you" of every allocation. */
async function tellOwner(
  db: Db,
  settings: NotifySettings,
  staffId: string,
  lead: {
    leadId: string;
    form: EnquiryForm;
    name: string;
    pushName: string;
    phone: string;
    course: string;
    at: string;
  },
) {
  const owner = { staffId };
  const content = pushContent("allocated", {
    leadId: lead.leadId,
    course: lead.course,
    form: lead.form,
    name: lead.pushName,
  });
  await enqueuePush(db, settings, owner, "allocated", content, lead.at, lead.leadId);
  if (!settings.email) return;
  for (const person of await recipients(db, owner, "allocated", "email")) {
    const mail: LeadAllocatedMail = {
      type: "lead.allocated",
      to: person.email,
      staffName: person.name,
      leadId: lead.leadId,
      form: lead.form,
      name: lead.name,
      phone: lead.phone,
      course: lead.course,
      at: lead.at,
    };
    await enqueue(db, "email", mail, lead.at, lead.leadId);
  }
}

/**
 * A lead already in the desk given to someone, in the transaction that gives it (an "Assign
 * to", an admin's bulk reassignment or "back to round-robin"): they are told as of a new
 * enquiry's lead, unless they gave it to themselves. The form is the lead's latest enquiry's.
 */
export async function enqueueLeadAllocated(
  db: Db,
  settings: NotifySettings,
  event: { leadId: string; to: string | null; by: string | null; at: string },
) {
  if (!event.to || event.to === event.by || !(settings.push || settings.email)) return;
  const lead = await db
    .selectFrom("leads")
    .select((eb) => [
      "name",
      "phone",
      "course",
      eb
        .selectFrom("lead_events")
        .select("lead_events.form")
        .whereRef("lead_events.leadId", "=", "leads.id")
        .where("lead_events.form", "is not", null)
        .orderBy("lead_events.at", "desc")
        .limit(1)
        .as("form"),
    ])
    .where("id", "=", event.leadId)
    .executeTakeFirst();
  if (!lead) return;
  await tellOwner(db, settings, event.to, {
    leadId: event.leadId,
    form: (lead.form ?? "other") as EnquiryForm,
    name: lead.name,
    pushName: lead.name,
    phone: lead.phone,
    course: lead.course,
    at: event.at,
  });
}
