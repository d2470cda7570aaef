import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { EnquiryForm, LeadStatus } from "#domain/leads.ts";
import type { OutboxChannel, Schema } from "#server/storage/schema.ts";

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
  /**
   * SITE_URL (or this server on localhost): a webhook's body, its desk link included, is
   * built with it when the row is written and stored, so every try sends the same bytes
   * under the same webhook-id.
   */
  siteUrl?: string;
}

export const NOTIFICATIONS_OFF: NotifySettings = { email: false, webhook: false };

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

export type OutboxPayload = EnquiryCreated | LeadStatusChanged | LeadEscalated | Digest | SignInLinkMail;

type Db = Kysely<Schema>;

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

export async function enqueue(
  db: Db,
  channel: OutboxChannel,
  payload: OutboxPayload,
  at: string,
  leadId: string | null = null,
  stored: OutboxPayload | string = payload,
) {
  // The one writer (the process that owns the database) numbers rows inside its transaction.
  const last = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  // A channel that is backing off (its waiting rows all wait for its next try, ./sender.ts)
  // holds a new row until then too: tried at once, each new enquiry during a mail server's
  // outage was one more failure, and each failure doubled the wait.
  const held = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max("nextAttemptAt").as("next"))
    .where("channel", "=", channel)
    .where("status", "=", "pending")
    .executeTakeFirst();
  const nextAttempt = held?.next && held.next > at ? held.next : at;
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      position: Number(last?.position ?? 0) + 1,
      createdAt: at,
      channel,
      kind: payload.type,
      leadId,
      payload: typeof stored === "string" ? stored : JSON.stringify(stored),
      status: "pending",
      attempts: 0,
      nextAttemptAt: nextAttempt,
      lastError: null,
      sentAt: null,
    })
    .execute();
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
