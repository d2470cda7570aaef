import { HOUR_MS } from "./india-time";

/**
 * What a lead is and how it moves: statuses, the rules for changing them, how a new
 * enquiry finds the lead it belongs to, and the 24-hour callback promise. Pure functions,
 * shared by the desk's pages and the store; unit-tested in leads.test.ts.
 */

/** The pipeline, in order. */
export const OPEN_STATUSES = ["new", "contacted", "counselling", "applied", "enrolled"] as const;
/** Ways a lead is closed; each asks for a short reason. */
export const CLOSED_STATUSES = ["not_interested", "not_reachable", "not_eligible", "not_student"] as const;
export const STATUSES = [...OPEN_STATUSES, ...CLOSED_STATUSES] as const;

export type ClosedStatus = (typeof CLOSED_STATUSES)[number];
export type LeadStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  counselling: "Counselling",
  applied: "Applied",
  enrolled: "Enrolled",
  not_interested: "Not interested",
  not_reachable: "Not reachable",
  not_eligible: "Not eligible",
  not_student: "Not a student enquiry",
};

export function isStatus(value: string): value is LeadStatus {
  return (STATUSES as readonly string[]).includes(value);
}

export function isClosed(status: LeadStatus): status is ClosedStatus {
  return (CLOSED_STATUSES as readonly string[]).includes(status);
}

/** Where an enquiry came from: the three public forms, or entered by staff. */
const PUBLIC_FORMS = ["admission", "popup", "contact"] as const;
export const MANUAL_SOURCES = ["walk-in", "phone", "fair", "referral", "aggregator", "other"] as const;
export const ENQUIRY_FORMS = [...PUBLIC_FORMS, ...MANUAL_SOURCES] as const;
export type ManualSource = (typeof MANUAL_SOURCES)[number];
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

export const FORM_LABELS: Record<EnquiryForm, string> = {
  admission: "Admission form",
  popup: "Enquiry popup",
  contact: "Contact form",
  "walk-in": "Walk-in",
  phone: "Phone call",
  fair: "Education fair",
  referral: "Referral",
  aggregator: "Aggregator",
  other: "Other",
};

/** The course of a manual entry when the person has not chosen one yet. */
export const UNDECIDED_COURSE = "Undecided";

export const CLOSE_REASON_MAX = 300;

/**
 * Checks a status change. Any move within the pipeline is allowed (a counsellor may also
 * step back to correct a mistake); closing needs a reason. Returns an error message or null.
 */
export function statusChangeError(from: LeadStatus, to: LeadStatus, reason: string): string | null {
  if (from === to) return `The lead is already ${STATUS_LABELS[to]}.`;
  if (isClosed(to)) {
    const trimmed = reason.trim();
    if (trimmed.length < 3) return "Please give a short reason for closing the lead.";
    if (trimmed.length > CLOSE_REASON_MAX) return `Please keep the reason under ${CLOSE_REASON_MAX} characters.`;
  }
  return null;
}

/** The phone part of a lead's identity: its last 10 digits ("+91 98765-43210" → "9876543210"). */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** The email part of a lead's identity: trimmed, lower-case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

interface LeadCandidate {
  id: string;
  phoneKey: string;
  /** The parent's or guardian's phone, as a key ("" when none was given). */
  guardianPhoneKey: string;
  emailKey: string;
  lastActivityAt: string;
}

/** What a new enquiry is matched on: the person's phone and email, and a parent's phone. */
interface EnquiryKeys {
  phoneKey: string;
  guardianPhoneKey: string;
  emailKey: string;
}

/**
 * Which existing lead a new enquiry joins: one where any phone of the enquiry (the person's,
 * or their parent's or guardian's) matches any phone of the lead (last 10 digits), or whose
 * email matches. When a phone points at one lead and the email at another, the phone wins
 * (it is what the counsellor calls), the person's own phone before a guardian's; among
 * equals, the most recently active lead.
 */
export function pickLead(candidates: readonly LeadCandidate[], keys: EnquiryKeys): string | null {
  const byRecency = [...candidates].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
  const phones = [keys.phoneKey, keys.guardianPhoneKey].filter((key) => key.length === 10);
  for (const phone of phones) {
    const own = byRecency.find((lead) => lead.phoneKey === phone);
    if (own) return own.id;
    const guardian = byRecency.find((lead) => lead.guardianPhoneKey === phone);
    if (guardian) return guardian.id;
  }
  const email = keys.emailKey ? byRecency.find((lead) => lead.emailKey === keys.emailKey) : undefined;
  return email?.id ?? null;
}

/** What of two leads a merge combines (the rest of the survivor stays as it is). */
export interface MergeableLead {
  id: string;
  status: LeadStatus;
  ownerId: string | null;
  nextFollowUpAt: string | null;
  firstEnquiryAt: string;
  lastEnquiryAt: string;
  lastActivityAt: string;
  promiseFrom: string;
  contactedAt: string | null;
  firstContactAt: string | null;
  enquiryCount: number;
  attempts: number;
  minor: boolean;
  guardianConfirmedAt: string | null;
  guardianPhone: string;
  source: string;
  mergedFrom: string[];
}

const earliest = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: string, b: string) => (a > b ? a : b);

/**
 * Two leads that are one person become one: the survivor keeps its status and owner (or
 * takes the other's owner when it has none), the earlier first enquiry and its source, the
 * earlier first contact, both leads' enquiries and attempts, and the earlier next step.
 */
export function mergeLeads<T extends MergeableLead>(survivor: T, other: MergeableLead): T {
  const olderSource = other.firstEnquiryAt < survivor.firstEnquiryAt ? other.source : survivor.source;
  return {
    ...survivor,
    ownerId: survivor.ownerId ?? other.ownerId,
    nextFollowUpAt: earliest(survivor.nextFollowUpAt, other.nextFollowUpAt),
    firstEnquiryAt: earliest(survivor.firstEnquiryAt, other.firstEnquiryAt)!,
    lastEnquiryAt: latest(survivor.lastEnquiryAt, other.lastEnquiryAt),
    lastActivityAt: latest(survivor.lastActivityAt, other.lastActivityAt),
    contactedAt: survivor.contactedAt ?? other.contactedAt,
    firstContactAt: earliest(survivor.firstContactAt, other.firstContactAt),
    enquiryCount: survivor.enquiryCount + other.enquiryCount,
    attempts: survivor.attempts + other.attempts,
    minor: survivor.minor || other.minor,
    guardianConfirmedAt: survivor.guardianConfirmedAt ?? other.guardianConfirmedAt,
    guardianPhone: survivor.guardianPhone || other.guardianPhone,
    source: olderSource,
    mergedFrom: [...survivor.mergedFrom, other.id, ...other.mergedFrom],
  };
}

/** The site promises a counsellor's call within this long of the first enquiry. */
export const PROMISE_MS = 24 * HOUR_MS;
/** A New lead with less than this left is "close to the promise" on the Today page. */
export const PROMISE_WARNING_MS = 4 * HOUR_MS;

type PromiseState =
  | { kind: "kept"; contactedAt: string }
  | { kind: "pending"; deadline: string; remainingMs: number }
  | { kind: "missed"; deadline: string; overdueMs: number }
  | { kind: "closed" };

/**
 * The 24-hour callback promise for one lead at `now`. The clock starts at the lead's first
 * enquiry, and again when a closed lead is reopened by a new enquiry (`promiseFrom`); it
 * stops at the first conversation after that (`contactedAt`: a logged call or message whose
 * outcome is a conversation, domain/contact.ts isConversation; an unanswered attempt does not).
 */
export function promiseState(
  lead: { status: LeadStatus; promiseFrom: string; contactedAt: string | null },
  now: Date,
): PromiseState {
  if (lead.contactedAt) return { kind: "kept", contactedAt: lead.contactedAt };
  if (isClosed(lead.status)) return { kind: "closed" };
  const deadline = new Date(new Date(lead.promiseFrom).getTime() + PROMISE_MS);
  const remainingMs = deadline.getTime() - now.getTime();
  return remainingMs > 0
    ? { kind: "pending", deadline: deadline.toISOString(), remainingMs }
    : { kind: "missed", deadline: deadline.toISOString(), overdueMs: -remainingMs };
}
