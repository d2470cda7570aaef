import type { Attribution } from "./attribution";
import type { EnquiryFields, FirstEnquiryField } from "./enquiry-fields";
import type { Applicant, RequestKind } from "./privacy";
import type { Language } from "./language";

/**
 * The submissions as storage keeps them and the app hands them over: one module that both
 * `app/` and `server/` import, so neither reaches into the other for them.
 */

/** The admission form and the popup send the same enquiry; `source` says which. */
export type EnquirySource = "admission" | "popup";

/**
 * Records as the rest of the app sees them (camelCase, ISO timestamps). An enquiry's fields
 * are domain/enquiry-fields.ts's; those added after the first may be left out (by callers
 * from before they existed), and are stored empty.
 */
export type NewEnquiry = { source: EnquirySource } & Pick<EnquiryFields, FirstEnquiryField> &
  Partial<Omit<EnquiryFields, FirstEnquiryField | "applicant">> & { applicant?: Applicant };

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** An enquiry as the export reads it back: every field, "" (or null) where an older row has none. */
export type StoredEnquiry = EnquiryFields & { id: string; createdAt: string; source: NewEnquiry["source"] };
export type StoredContactMessage = NewContactMessage & { id: string; createdAt: string };

/**
 * How a visitor reached the form (domain/attribution.ts), and the version of the privacy
 * notice the form showed (app/content/privacy.ts); stored beside the submission.
 */
export type WithAttribution<T> = T & {
  attribution?: Attribution;
  noticeVersion?: string;
  /**
   * One of many posts from one address (above SUBMIT_RATE_LIMIT): stored without a lead,
   * owner or notification until an admin releases it (server/storage/held-posts.ts).
   */
  held?: boolean;
  /**
   * Held after a solved proof of work (a post above SUBMIT_HARD_CAP, server/proof-of-work.ts):
   * kept over those held without one when the held posts are over their budget.
   */
  proven?: boolean;
  /**
   * HELD_POSTS_BUDGET, for a held post: once the held posts are more than this, the oldest
   * are dropped as this one is stored (server/storage/held-posts.ts). Absent: no budget.
   */
  heldBudget?: number;
  /** The language of the page it was sent from (domain/language.ts); English when left out. */
  language?: Language;
};

/** A request about one's personal data, from /privacy/request. */
export interface NewPrivacyRequest {
  kind: RequestKind;
  name: string;
  email: string;
  phone: string;
  details: string;
  noticeVersion: string;
  /** Days the institute has to answer (app/content/privacy.ts). */
  responseDays: number;
}

/**
 * The reference an enquiry's sender is given ("EN-" and the first 8 hexadecimal digits of its
 * id, in capitals), shown where the enquiry is confirmed and beside it on the desk's lead page.
 */
export function enquiryReference(id: string): string {
  return `EN-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** Whether a text has the form of an enquiry's reference (the confirmation page reads one from its URL). */
export function isEnquiryReference(text: string): boolean {
  return /^EN-[0-9A-F]{8}$/.test(text);
}

export interface SaveResult {
  id: string;
  /** True when the same submission was stored in the last 10 minutes; nothing new was written. */
  duplicate: boolean;
}

/** What the app's actions need from storage. Routes get it through the load context. */
export interface SubmissionWriter {
  saveEnquiry(enquiry: WithAttribution<NewEnquiry>): Promise<SaveResult>;
  saveContactMessage(message: WithAttribution<NewContactMessage>): Promise<SaveResult>;
  /** Stores a rights request; its id is the reference the person is given. */
  savePrivacyRequest(request: NewPrivacyRequest): Promise<SaveResult>;
}

/** What the export reads (server/storage/sqlite-reader.ts opens the database read-only for it). */
export interface SubmissionReader {
  listEnquiries(options?: { since?: Date }): Promise<StoredEnquiry[]>;
  listContactMessages(options?: { since?: Date }): Promise<StoredContactMessage[]>;
  close(): Promise<void>;
}

/** The database itself: owned by one process (the server's primary, or a command that writes). */
export interface SubmissionStore extends SubmissionWriter, SubmissionReader {}
