import { sql, type Kysely } from "kysely";
import type { EnquiryForm, LeadStatus } from "#domain/leads.ts";
import { type NotifyEvent, type PushContent } from "#domain/push.ts";
import { compiledOnce, compiledRows, compiledWith } from "#server/storage/kysely.ts";
import { orderedId } from "#server/storage/ordered-id.ts";
import type { OutboxChannel, Schema } from "#server/storage/schema.ts";
import { deferredIn, type Deferred } from "#server/storage/write-batch.ts";

/**
 * The transactional outbox: every notification is a row written in the same transaction as
 * the change it announces, so a committed enquiry always has its notification and a crash
 * between the commit and the send only delays it. The sender (./sender.ts) delivers rows in
 * order. A row's id is its stable Message-ID or webhook-id, so a repeat after a crash can
 * be recognised by whoever receives it.
 */

/** Which channels are configured; rows are written only for those. */
export interface NotifySettings {
  email: boolean;
  webhook: boolean;
  /** Web Push (VAPID keys set): a row per device of each person the event is for. */
  push?: boolean;
  /** The VAPID public key browsers subscribe with (the Account page's button). */
  pushPublicKey?: string;
  /** NOTIFY_EMAIL names the admins' alerts' addresses: each admin's own email choices do not apply to them. */
  notifyList?: boolean;
  /**
   * SITE_URL (or this server on localhost): a webhook's body, its desk link included, is
   * built with it when the row is written and stored, so every try sends the same bytes
   * under the same webhook-id.
   */
  siteUrl?: string;
}

export const NOTIFICATIONS_OFF: NotifySettings = { email: false, webhook: false, push: false };

/** A new enquiry, as the email and the webhook describe it. The free-text message stays in the desk. */
export interface EnquiryCreated {
  type: "enquiry.created";
  leadId: string;
  enquiryId: string;
  form: EnquiryForm;
  name: string;
  phone: string;
  email: string;
  course: string;
  source: string;
  reopened: boolean;
  at: string;
  /** Allocation is on and nobody was available: the lead has no owner (the email tells the admins; the webhook leaves it out). */
  unowned?: boolean;
}

export interface LeadStatusChanged {
  type: "lead.status_changed" | "lead.closed";
  leadId: string;
  from: LeadStatus;
  to: LeadStatus;
  reason: string | null;
  by: string;
  at: string;
}

/** A lead nobody has reached after 4 working hours (unanswered calls do not count): one reminder to the admins. */
export interface LeadEscalated {
  type: "lead.escalated";
  leadId: string;
  name: string;
  phone: string;
  course: string;
  enquiredAt: string;
}

export interface DigestEntry {
  leadId: string;
  name: string;
  course: string;
  phone: string;
  /** The follow-up time, or the enquiry time for new leads. */
  at: string;
}

/** The morning digest for one staff member. */
export interface Digest {
  type: "digest";
  to: string;
  name: string;
  day: string;
  dueToday: DigestEntry[];
  overdue: DigestEntry[];
  unowned: DigestEntry[];
  pastPromise: DigestEntry[];
}

/** A one-time sign-in link sent by email (the desk's Staff page). */
export interface SignInLinkMail {
  type: "sign_in_link";
  to: string;
  name: string;
  url: string;
  expiresAt: string;
}

/** A new lead given to its owner, by email (their choice on the Account page). */
export interface LeadAllocatedMail {
  type: "lead.allocated";
  to: string;
  staffName: string;
  leadId: string;
  form: EnquiryForm;
  name: string;
  phone: string;
  course: string;
  at: string;
}

export type PushEvent = Exclude<NotifyEvent, "new_enquiry" | "digest">;

/**
 * One push to one device: the subscription is looked up when it is sent (a device removed
 * meanwhile gets nothing), and the content is all the device receives: no phone, email or
 * message (domain/push.ts pushContent).
 */
export interface PushMessage {
  type: "push";
  event: PushEvent;
  subscriptionId: string;
  content: PushContent;
  /** Seconds the push service keeps it for a device that is off: a reminder is worthless late. */
  ttl: number;
}

export type OutboxPayload =
  EnquiryCreated | LeadStatusChanged | LeadEscalated | Digest | SignInLinkMail | LeadAllocatedMail | PushMessage;

export type Db = Kysely<Schema>;

const listeners = new Set<() => void>();

/**
 * Tells `listener` whenever a row is written (the sender, in the process that owns the
 * database, sends at once instead of on its next poll). Called inside the writing
 * transaction: the sender's query runs on the same connection after it, so it sees the row
 * once committed. Returns the unsubscribe.
 */
export function onOutboxWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A webhook's JSON body, as its receiver gets it: the event's type, its time and its data (with the lead's desk link). */
export function webhookBody(payload: OutboxPayload, at: string, siteUrl: string): string {
  const data = "leadId" in payload ? { ...payload, deskUrl: `${siteUrl}/desk/leads/${payload.leadId}` } : payload;
  return JSON.stringify({ type: payload.type, timestamp: at, data });
}

/** A webhook row's payload that is already the body to send (written by enqueueWebhook), not an event to build it from. */
export function storedWebhookBody(payload: string): string | null {
  const parsed = JSON.parse(payload) as Record<string, unknown>;
  return typeof parsed.timestamp === "string" && typeof parsed.data === "object" && parsed.data !== null
    ? payload
    : null;
}

/** A webhook row: with the site's address known, its body is built now and stored as the payload. */
async function enqueueWebhook(db: Db, settings: NotifySettings, event: OutboxPayload & { leadId: string; at: string }) {
  const stored = settings.siteUrl ? webhookBody(event, event.at, settings.siteUrl) : event;
  await enqueue(db, "webhook", event, event.at, event.leadId, stored);
}

/**
 * Whether a channel's waiting rows wait together for its next try (./sender.ts). Email and the
 * webhook each go to one server, whose failure is every row's. A push goes to its own device's
 * push service, so push backs off per device: one device's failure holds nobody else's (issue
 * #49: one device with a broken key held 123 pushes, everyone's, for 11 minutes).
 */
export const backsOffTogether = (channel: OutboxChannel): boolean => channel !== "push";

// Written for every notification, on the thread that commits visitors' enquiries: compiled once (../storage/kysely.ts).
const insertOutboxRowAs = (heldWithChannel: boolean) =>
  compiledWith<OutboxRowInput>(["id", "at", "channel", "kind", "leadId", "payload"], (db, row) =>
    db.insertInto("outbox").values({
      id: row.id,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from outbox)`,
      createdAt: row.at,
      channel: row.channel,
      kind: row.kind,
      leadId: row.leadId,
      payload: row.payload,
      status: "pending" as const,
      attempts: 0,
      nextAttemptAt: heldWithChannel
        ? sql<string>`(select coalesce(max(next_attempt_at), ${row.at}) from outbox
        where channel = ${row.channel} and status = 'pending' and next_attempt_at > ${row.at})`
        : row.at,
      lastError: null,
      sentAt: null,
    }),
  );
const insertHeldWithChannel = insertOutboxRowAs(true);
const insertDueNow = insertOutboxRowAs(false);
const insertOutboxRow = (db: Db, row: OutboxRowInput) =>
  (backsOffTogether(row.channel) ? insertHeldWithChannel : insertDueNow)(db, row);

type OutboxRowInput = {
  id: string;
  at: string;
  channel: OutboxChannel;
  kind: string;
  leadId: string | null;
  payload: string;
};

// A batch's rows (server/storage/write-batch.ts) are numbered and held back as insertOutboxRow
// would number and hold each, by two reads for the whole batch, and inserted by one statement.
const topPosition = compiledOnce((db) =>
  db.selectFrom("outbox").select((eb) => eb.fn.coalesce(eb.fn.max("position"), sql<number>`0`).as("top")),
);
const heldUntil = compiledWith<{ from: string }, { channel: OutboxChannel; until: string }>(["from"], (db, { from }) =>
  db
    .selectFrom("outbox")
    .select((eb) => ["channel", eb.fn.max("nextAttemptAt").as("until")])
    .where("status", "=", "pending")
    .where("nextAttemptAt", ">", from)
    .groupBy("channel"),
);
const OUTBOX_COLUMNS = [
  "id",
  "position",
  "createdAt",
  "channel",
  "kind",
  "leadId",
  "payload",
  "nextAttemptAt",
] as const;
type OutboxInsert = { [K in (typeof OUTBOX_COLUMNS)[number]]: Schema["outbox"][K] };
const insertOutboxRows = compiledRows<OutboxInsert>(OUTBOX_COLUMNS, (db, rows) =>
  db
    .insertInto("outbox")
    .values(rows.map((row) => ({ ...row, status: "pending" as const, attempts: 0, lastError: null, sentAt: null }))),
);

/** A batch's outbox rows, inserted together in the order they were written when it closes. */
class DeferredOutbox implements Deferred {
  readonly phase = 0;
  readonly rows: OutboxRowInput[] = [];
  async flush(trx: object): Promise<void> {
    const db = trx as Db;
    const [top] = await topPosition(db);
    const from = this.rows.reduce((earliest, row) => (row.at < earliest ? row.at : earliest), this.rows[0]!.at);
    // The latest try each channel's waiting rows wait for, as each row's own subquery would see it
    // (the batch's earlier rows included).
    const until = new Map((await heldUntil(db, { from })).map((row) => [row.channel, row.until]));
    let position = Number(top?.top ?? 0);
    const rows = this.rows.map((row): OutboxInsert => {
      const held = backsOffTogether(row.channel) ? until.get(row.channel) : undefined;
      const nextAttemptAt = held !== undefined && held > row.at ? held : row.at;
      if (backsOffTogether(row.channel))
        until.set(row.channel, held !== undefined && held > nextAttemptAt ? held : nextAttemptAt);
      position += 1;
      return {
        id: row.id,
        position,
        createdAt: row.at,
        channel: row.channel,
        kind: row.kind,
        leadId: row.leadId,
        payload: row.payload,
        nextAttemptAt,
      };
    });
    await insertOutboxRows(db, rows);
    for (const listener of listeners) setImmediate(listener);
  }
}

export async function enqueue(
  db: Db,
  channel: OutboxChannel,
  payload: OutboxPayload,
  at: string,
  leadId: string | null = null,
  stored: OutboxPayload | string = payload,
  kind: string = payload.type,
) {
  // One statement per row, on the thread that commits every visitor's enquiry (in a batch of
  // saves, one for the batch's rows). The one writer (the process that owns the database)
  // numbers rows inside its transaction. A channel that is backing off (its waiting rows all
  // wait for its next try, ./sender.ts) holds a new row until then too: tried at once, each new
  // enquiry during a mail server's outage was one more failure, and each failure doubled the wait.
  // Push rows are not held by the channel: each device backs off on its own (backsOffTogether).
  const row: OutboxRowInput = {
    id: orderedId(),
    at,
    channel,
    kind,
    leadId,
    payload: typeof stored === "string" ? stored : JSON.stringify(stored),
  };
  const batch = deferredIn(db, "outbox", () => new DeferredOutbox());
  if (batch) return void batch.rows.push(row);
  await insertOutboxRow(db, row);
  for (const listener of listeners) setImmediate(listener);
}

/**
 * A new enquiry: an email to staff for the public forms (a walk-in entered by staff needs no
 * alert), and a webhook call for every enquiry.
 */
export async function enqueueEnquiryCreated(db: Db, settings: NotifySettings, event: EnquiryCreated) {
  const publicForm = event.form === "admission" || event.form === "popup" || event.form === "contact";
  const { unowned, ...announced } = event;
  if (settings.email && publicForm) await enqueue(db, "email", unowned ? event : announced, event.at, event.leadId);
  if (settings.webhook) await enqueueWebhook(db, settings, announced);
}

/** A status change (and a closure, its own event type) for the webhook. */
export async function enqueueStatusChanged(db: Db, settings: NotifySettings, event: LeadStatusChanged) {
  if (settings.webhook) await enqueueWebhook(db, settings, event);
}
