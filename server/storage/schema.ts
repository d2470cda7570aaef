import type { EnquiryForm, LeadStatus, ManualSource } from "#domain/leads.ts";
import type { Generated } from "kysely";
import type { Attribution } from "#domain/attribution.ts";
import type { ImportStatus, StaffRole } from "#domain/desk.ts";
import type { RequestKind } from "#domain/privacy.ts";
import type { VerificationMethod } from "#domain/request-identity.ts";
import type { NewContactMessage, NewEnquiry } from "#domain/submissions.ts";
import type { Language } from "#domain/language.ts";
import type { PhotoCategory, PhotoFormat } from "#domain/photos.ts";
import type { EnquiryFieldKey, EnquiryFields, FirstEnquiryField } from "#domain/enquiry-fields.ts";

/** The tables as the database names them (snake_case, ISO 8601 UTC text timestamps). */
interface Bookkeeping {
  id: string;
  createdAt: string;
  dedupeKey: string;
  /** The lead it belongs to (migration 0002); null while held. */
  leadId: string | null;
  /** When it was stored held, until an admin releases it (migration 0013); null otherwise. */
  heldAt: Generated<string | null>;
  /** Why it was held: "address" (many posts from one address). */
  heldReason: Generated<string | null>;
}

/** What the privacy notice added (migration 0005): null on rows from before it. */
interface NoticeVersion {
  noticeVersion: string | null;
}

/** The fields added after the first have a column default (`Generated`): rows from before have it. */
type EnquiriesTable = {
  [Field in EnquiryFieldKey]: Field extends FirstEnquiryField | "applicant"
    ? EnquiryFields[Field]
    : Generated<EnquiryFields[Field]>;
} & {
  source: NewEnquiry["source"];
} & Bookkeeping &
  Attribution &
  NoticeVersion &
  PageLanguage;
type MessagesTable = NewContactMessage & Bookkeeping & Attribution & NoticeVersion & PageLanguage;

/** The language of the page it was sent from (migration 0014): "en" on rows from before. */
interface PageLanguage {
  language: Generated<Language>;
}

interface ManualEnquiriesTable {
  id: string;
  createdAt: string;
  leadId: string;
  source: ManualSource;
  name: string;
  phone: string;
  email: string;
  course: string;
  message: string;
  staffId: string;
  noticeVersion: Generated<string | null>;
  /** Which aggregator, fair or referrer (migration 0009). */
  sourceDetail: Generated<string>;
}

export interface LeadsTable {
  id: string;
  name: string;
  phone: string;
  email: string;
  phoneKey: string;
  emailKey: string;
  course: string;
  status: LeadStatus;
  ownerId: string | null;
  nextFollowUpAt: string | null;
  firstEnquiryAt: string;
  lastEnquiryAt: string;
  lastActivityAt: string;
  promiseFrom: string;
  contactedAt: string | null;
  firstContactAt: string | null;
  closeReason: string | null;
  enquiryCount: number;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  /** When the admins were reminded that it was still New after 4 working hours (migration 0003). */
  escalatedAt: Generated<string | null>;
  /** The next step (its time) whose 10-minute reminder was pushed (migration 0012). */
  stepRemindedFor: Generated<string | null>;
  /** When the owner was told the 24-hour promise ends within the hour. */
  promiseRemindedAt: Generated<string | null>;
  /** Where the first enquiry came from (domain/attribution.ts sourceLabel; migration 0003). */
  source: Generated<string>;
  /** 1 when the person said they are a student under 18 (migration 0005). */
  minor: Generated<number>;
  /** 1 once the lead wrote from a Hindi page (migration 0014). */
  prefersHindi: Generated<number>;
  /** When a counsellor recorded the parent's or guardian's confirmation. */
  guardianConfirmedAt: Generated<string | null>;
  /** Calls and messages that did not reach the person since the clock started, before reaching them (migration 0009). */
  attempts: Generated<number>;
  lastAttemptAt: Generated<string | null>;
  /** The parent's or guardian's phone from the latest enquiry that gave one, and its matching key (migration 0009). */
  guardianPhone: Generated<string>;
  guardianPhoneKey: Generated<string>;
  /** Ids of the leads an admin merged into this one, separated by spaces (migration 0009). */
  mergedFrom: Generated<string>;
}

interface LeadEventsTable {
  id: string;
  leadId: string;
  at: string;
  staffId: string | null;
  kind: string;
  /** Set on enquiry events, so the inbox can filter leads by the forms they came through. */
  form: EnquiryForm | null;
  data: string;
  /** The id a phone gave a save it may send more than once (migration 0033): unique where set. */
  clientId: string | null;
}

/**
 * A phone or email of a lead merged into another ("p:9876543210", "e:asha@example.com"):
 * a later enquiry from it joins the survivor (migration 0009). Erased with the lead.
 */
interface LeadAliasesTable {
  key: string;
  leadId: string;
}

/** A leads-list filter saved under a name by one staff member (migration 0009). */
interface SavedViewsTable {
  id: string;
  staffId: string;
  name: string;
  query: string;
  createdAt: string;
}

export interface StaffTable {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: number;
  passwordHash: string | null;
  createdAt: string;
}

export interface SignInLinksTable {
  tokenHash: string;
  staffId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface SessionsTable {
  tokenHash: string;
  staffId: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface PasskeysTable {
  id: string;
  staffId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface AuthChallengesTable {
  id: string;
  challenge: string;
  staffId: string | null;
  expiresAt: string;
}

/** The site's editable content, one row per publish (migration 0017, server/storage/desk/content.ts). */
interface ContentRevisionsTable {
  id: number;
  /** The whole document as JSON (app/content/content-document.ts). */
  document: string;
  note: string;
  publishedBy: string | null;
  publishedAt: string;
  /** The revision this one brought back, when it was a restore. */
  restoredFrom: number | null;
}

/** A revision's rendered pages, per build (server/content/published-site.ts). */
interface ContentPagesTable {
  revisionId: number;
  build: string;
  path: string;
  br: Uint8Array;
  gzip: Uint8Array;
}

/** The one working draft the office shares (id "draft"). */
interface ContentDraftTable {
  id: string;
  document: string;
  basedOn: number;
  updatedBy: string | null;
  updatedAt: string;
}

interface AuditLogTable {
  id: string;
  at: string;
  staffId: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  detail: string | null;
}

export type OutboxChannel = "email" | "webhook" | "push";

export interface OutboxTable {
  id: string;
  position: number;
  createdAt: string;
  channel: OutboxChannel;
  kind: string;
  leadId: string | null;
  payload: string;
  /** dropped: a push to a device its push service says is gone (404/410), or refused for good: not sent, not a failure. */
  status: "pending" | "sent" | "failed" | "dropped";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

interface DeliveryHealthTable {
  channel: OutboxChannel;
  failingSince: string | null;
  /** Failed attempts in a row; the channel's back-off grows with it. */
  failures: number;
  lastError: string | null;
  lastSuccessAt: string | null;
}

interface JobsTable {
  name: string;
  lastRunAt: string;
}

export interface PrivacyRequestsTable {
  id: string;
  createdAt: string;
  noticeVersion: string;
  kind: RequestKind;
  name: string;
  email: string;
  phone: string;
  details: string;
  dueAt: string;
  leadId: string | null;
  status: "open" | "done";
  closedAt: string | null;
  closedBy: string | null;
  outcome: string | null;
  /**
   * When, by whom and how staff confirmed the request with its lead through the lead's stored
   * phone or email (domain/request-identity.ts; migration 0026): null until then, and on a
   * request that needed no confirmation. Kept when the person is erased: it names no one.
   */
  verifiedAt: Generated<string | null>;
  verifiedBy: Generated<string | null>;
  verifiedMethod: Generated<VerificationMethod | null>;
}

/** Anonymous counts of erased leads: all an erasure keeps. */
interface ErasedLeadsTable {
  day: string;
  course: string;
  status: string;
  source: string;
  count: number;
}

/** The overview's all-time counts, kept with each write (migration 0007, server/storage/lead-counts.ts). */
interface LeadCountsTable {
  /** What is counted: status, course, source, enrolled_by_source, form. */
  dimension: string;
  value: string;
  count: number;
}

/** The reports' counts by a first enquiry's India day (migration 0016, server/storage/report-days.ts). */
interface ReportDaysTable {
  /** funnel, source, course, form, language, counsellor. */
  dimension: string;
  /** YYYY-MM-DD, India time. */
  day: string;
  key: string;
  leads: number;
  reached: number;
  counselling: number;
  applied: number;
  enrolled: number;
  withinDay: number;
  notInterested: number;
  notReachable: number;
  notEligible: number;
  notStudent: number;
  /** Leads with a first conversation (for the by-counsellor medians); on the calls dimension, calls logged. */
  contacted: number;
}

/** What each lead adds to report_days, so a write can take its old share away (migration 0016). */
interface ReportLeadsTable {
  leadId: string;
  day: string;
  source: string;
  course: string;
  owner: string;
  forms: string;
  language: string;
  stage: number;
  withinDay: number;
  closed: string;
  reachMs: number | null;
  attempts: number | null;
}

/** Leads whose report share the triggers marked as changed and no write has counted yet (migration 0016). */
interface ReportDirtyTable {
  leadId: string;
}

interface PrivacyPurgesTable {
  id: string;
  ranAt: string;
  trigger: "daily" | "command";
  cutoff: string;
  leadsErased: number;
  requestsRemoved: number;
  accessEntriesRemoved: number;
  notificationsRemoved: number;
}

/** Form posts per visitor per window, shared by the app servers on PostgreSQL (migration 0006). */
interface RateLimitHitsTable {
  key: string;
  hits: number;
  resetAt: string;
}

/** A staff member's on-duty switch and leave (migration 0011); no row: off duty, no leave. */
export interface StaffDutyTable {
  staffId: string;
  onDuty: number;
  /** India dates, YYYY-MM-DD, both days included. */
  leaveFrom: string | null;
  leaveTo: string | null;
  updatedAt: string;
}

/** The allocation rule (one row, id "desk"; none: the default rule). */
export interface AllocationSettingsTable {
  id: string;
  rule: "round_robin" | "by_course" | "off";
  updatedAt: string;
  updatedBy: string | null;
}

/** Who takes leads of a course or category (target `course:…` or `category:…`): a row per member. */
export interface AllocationRoutesTable {
  target: string;
  staffId: string;
}

/**
 * Each pool's turn: the count of leads given in it and the last one given to. Read and
 * written in the enquiry's transaction, under the write lock on PostgreSQL, so servers
 * sharing a database share one turn order.
 */
export interface AllocationTurnsTable {
  pool: string;
  turn: number;
  lastStaffId: string | null;
}

/** A staff member's device that takes push notifications (migration 0012): its browser's PushSubscription. */
export interface PushSubscriptionsTable {
  id: string;
  staffId: string;
  endpoint: string;
  /** The browser's P-256 key and auth secret (base64url): what a push is encrypted to. */
  p256dh: string;
  auth: string;
  /** "Chrome on Android", from the user agent when it was added. */
  label: string;
  createdAt: string;
  lastSentAt: string | null;
}

/** A person's choice of one event by one channel, where it differs from the default (domain/push.ts). */
export interface NotifyChoicesTable {
  staffId: string;
  event: string;
  channel: "push" | "email";
  enabled: number;
}

/** A CSV import (migration 0015): a draft until committed, then its counts and refused rows; JSON in text columns. */
export interface ImportsTable {
  id: string;
  createdAt: string;
  staffId: string;
  fileName: string;
  source: string;
  sourceDetail: Generated<string>;
  sourceDate: Generated<string>;
  status: ImportStatus;
  /** The file's header row and its other rows, as JSON arrays of strings (the rows emptied once committed; the header kept for the refused rows' file). */
  headers: string;
  cells: string;
  mapping: Generated<string>;
  createdCount: Generated<number>;
  joinedCount: Generated<number>;
  refusedCount: Generated<number>;
  repeatedCount: Generated<number>;
  refused: Generated<string>;
  committedAt: Generated<string | null>;
  undoneAt: Generated<string | null>;
  undoneBy: Generated<string | null>;
  removedCount: Generated<number>;
  keptCount: Generated<number>;
  /** Of the commit's accepted rows (migration 0024), how many are stored so far. */
  acceptedCount: Generated<number>;
  storedCount: Generated<number>;
  /** The admin's course for each course as written (migration 0028), JSON. */
  courseChoices: Generated<string>;
}

/** A committing import's commit and who made it, as JSON, until its last slice is stored (decision 25). */
interface ImportPendingTable {
  importId: string;
  pending: string;
  /** Why storing stopped, until a slice stores again (migration 0025). */
  problem: Generated<string | null>;
}

/** Each enquiry an import added: to a lead it created, or one it joined. */
interface ImportLeadsTable {
  importId: string;
  leadId: string;
  enquiryId: string;
  created: number;
}

/** The column mapping last used for a source ("fair:career expo", "aggregator:shiksha"). */
interface ImportMappingsTable {
  sourceKey: string;
  mapping: string;
  updatedAt: string;
  courseChoices: Generated<string>;
}

/** The photo library (migration 0019): one row per photo, its variants' bytes beside it. */
export interface PhotosTable {
  id: string;
  category: PhotoCategory;
  altEn: string;
  altHi: string;
  width: number;
  height: number;
  hash: string;
  uploadedBy: string | null;
  uploadedAt: string;
}

export interface PhotoVariantsTable {
  photoId: string;
  width: number;
  format: PhotoFormat;
  size: number;
  /** A Buffer as read from either database (better-sqlite3's blob, pg's bytea). */
  bytes: Uint8Array;
}

/** A launch checklist item an editor or admin confirmed as it stands (migration 0018), by its stable key. */
export interface LaunchConfirmationsTable {
  key: string;
  /** The item's words when it was confirmed, so a reader sees what was confirmed. */
  what: string;
  source: string;
  staffId: string;
  confirmedAt: string;
  /** Of the words confirmed (migration 0031); null for a row from before. */
  fingerprint: string | null;
}

export interface Schema {
  photos: PhotosTable;
  photo_variants: PhotoVariantsTable;
  imports: ImportsTable;
  import_leads: ImportLeadsTable;
  import_pending: ImportPendingTable;
  import_mappings: ImportMappingsTable;
  enquiries: EnquiriesTable;
  messages: MessagesTable;
  manual_enquiries: ManualEnquiriesTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  staff: StaffTable;
  sign_in_links: SignInLinksTable;
  sessions: SessionsTable;
  passkeys: PasskeysTable;
  auth_challenges: AuthChallengesTable;
  audit_log: AuditLogTable;
  content_revisions: ContentRevisionsTable;
  content_draft: ContentDraftTable;
  content_pages: ContentPagesTable;
  outbox: OutboxTable;
  delivery_health: DeliveryHealthTable;
  jobs: JobsTable;
  privacy_requests: PrivacyRequestsTable;
  erased_leads: ErasedLeadsTable;
  privacy_purges: PrivacyPurgesTable;
  rate_limit_hits: RateLimitHitsTable;
  lead_counts: LeadCountsTable;
  report_days: ReportDaysTable;
  report_leads: ReportLeadsTable;
  report_dirty: ReportDirtyTable;
  saved_views: SavedViewsTable;
  lead_aliases: LeadAliasesTable;
  staff_duty: StaffDutyTable;
  allocation_settings: AllocationSettingsTable;
  allocation_routes: AllocationRoutesTable;
  allocation_turns: AllocationTurnsTable;
  push_subscriptions: PushSubscriptionsTable;
  notify_choices: NotifyChoicesTable;
  launch_confirmations: LaunchConfirmationsTable;
}
