import type { NotifyChoice } from "./push.ts";
import type { PushSubscriptionInput } from "./push-subscription.ts";
import type { AllocationRule, AllocationVia } from "./allocation";
import type { Attribution } from "./attribution";
import type { EnquiryFieldKey, EnquiryFields } from "./enquiry-fields";
import type { ContactOutcome, QueueSection } from "./contact";
import type { EnquiryForm, LeadStatus, ManualSource } from "./leads";
import type { Counted, Period, ReportKind } from "./reports";
import type { ColumnMapping, ImportRow, ImportSource } from "./import";
import type { CourseChoices } from "./import-values";
import type { ConfirmationMethod, RequestKind } from "./privacy";
import type { RequestIdentity, VerificationMethod } from "./request-identity";
import type { PhotoStore } from "./photos";
import type { LaunchConfirmation } from "./launch-readiness.ts";

/**
 * The records the admissions desk works with, and the one interface through which the
 * desk's pages reach the database (DeskStore).
 */

export const STAFF_ROLES = ["admin", "counsellor", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What each role works, for every role (a new role is a type error here until it says): leads
 * (LEAD_ROLES below), the site's content (CONTENT_ROLES).
 */
export const ROLE_WORK: Record<StaffRole, { leads: boolean; content: boolean }> = {
  admin: { leads: true, content: true },
  counsellor: { leads: true, content: false },
  editor: { leads: false, content: true },
};

/**
 * Who works leads: sees enquiries and students' details, owns leads, is given them by
 * allocation and hears about them. An editor (an office or marketing person who edits the
 * site's content) is none of these: they need no access to students' details.
 */
export const LEAD_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => ROLE_WORK[role].leads);
/** Who edits the site's content (the desk's content and photo pages). */
export const CONTENT_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => ROLE_WORK[role].content);

export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", counsellor: "Counsellor", editor: "Editor" };

export function worksLeads(role: StaffRole): boolean {
  return ROLE_WORK[role].leads;
}

/**
 * Where /desk (and signing in without a page to return to) opens for each role. Editors have
 * no lead pages; they start on the site's content.
 */
export function deskLanding(role: StaffRole): string {
  return worksLeads(role) ? "/desk/today" : "/desk/content";
}

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  hasPassword: boolean;
  createdAt: string;
}

/** What sign-in needs to check a password; never leaves the server. */
export interface StaffCredentials extends StaffMember {
  passwordHash: string | null;
}

export interface Passkey {
  id: string;
  staffId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export interface LeadSummary {
  id: string;
  name: string;
  phone: string;
  email: string;
  course: string;
  status: LeadStatus;
  ownerId: string | null;
  ownerName: string | null;
  nextFollowUpAt: string | null;
  firstEnquiryAt: string;
  lastEnquiryAt: string;
  promiseFrom: string;
  /** The first conversation since the clock started (domain/contact.ts isConversation); null while not reached. */
  contactedAt: string | null;
  /** Calls and messages that did not reach the person since the clock started, before reaching them. */
  attempts: number;
  lastAttemptAt: string | null;
  enquiryCount: number;
  version: number;
  /** Where the first enquiry came from: a campaign source, a referring site, "direct", a manual source, or "" (before sources were recorded). */
  source: string;
  /** A student under 18 (they said so on a form): a parent or guardian confirms before anything beyond answering. */
  minor: boolean;
  /** They wrote from a Hindi page (the Hindi edition, /hi): call and write to them in Hindi. */
  prefersHindi: boolean;
  guardianConfirmedAt: string | null;
  /** The parent's or guardian's phone, from the latest enquiry that gave one ("" when none did). */
  guardianPhone: string;
  /** Leads merged into this one by an admin (their ids), for the export. */
  mergedFrom: string[];
}

/**
 * One enquiry of a lead, with every field the person sent (or staff entered): the fields of
 * domain/enquiry-fields.ts, and what is kept beside them.
 */
export type LeadEnquiry = EnquiryFields & {
  id: string;
  form: EnquiryForm;
  createdAt: string;
  /** A contact message's subject. */
  subject: string;
  /** Who entered it, for walk-ins and calls. */
  enteredBy: string | null;
  /** For a manual entry: which aggregator, fair or referrer, when staff named one. */
  sourceDetail: string;
  /** How the visitor reached the form (public forms only; empty before sources were recorded). */
  attribution: Attribution | null;
  /** The privacy notice's version the form showed (null before it existed, and for staff entries). */
  noticeVersion: string | null;
};

export type TimelineData =
  | { kind: "enquiry"; form: EnquiryForm; enquiryId: string; reopened?: boolean }
  | { kind: "status"; from: LeadStatus; to: LeadStatus; reason?: string }
  | { kind: "owner"; from: string | null; to: string | null; fromName: string | null; toName: string | null }
  | { kind: "follow_up"; dueAt: string | null }
  | { kind: "note"; text: string }
  /** A call or message logged with its outcome (migrated entries have no channel: they were calls). */
  | { kind: "call"; outcome: ContactOutcome; note?: string }
  /** A template opened as a WhatsApp chat or an email to the person. */
  | { kind: "message"; channel: MessageChannel; template: string }
  /** An admin let a held post (one of many from one address) into the normal flow. */
  | { kind: "released"; enquiryId: string; heldAt: string }
  /** An import from a CSV file created or joined this lead; `undone`: an admin undid it and its enquiry left the lead. */
  | { kind: "import"; importId: string; fileName: string; source: string; undone?: boolean }
  /** An admin merged another lead (the same person) into this one. */
  | { kind: "merged"; fromId: string; fromName: string }
  | { kind: "guardian"; name: string; at: string; method: ConfirmationMethod }
  /** Which field an admin corrected; the old value is not kept (it was wrong). */
  | { kind: "correction"; field: CorrectableField }
  /**
   * Given an owner by the allocation rule (domain/allocation.ts), in the enquiry's transaction
   * or by an admin's bulk "back to round-robin": who, how, and the pool's turn number. `toId`
   * null: nobody was available, the lead stays unowned.
   */
  | {
      kind: "allocated";
      toId: string | null;
      toName: string | null;
      via: AllocationVia;
      pool: string;
      turn: number | null;
      fellBackFrom?: string;
      fromName?: string | null;
    };

export type TimelineEntry = TimelineData & { id: string; at: string; staffName: string | null };

export interface LeadDetail extends LeadSummary {
  /** The source of the import that brought this lead in ("Education fair: Career Expo"), or null when none did. */
  importedFrom: string | null;
  closeReason: string | null;
  firstContactAt: string | null;
  updatedAt: string;
  lastChangedByName: string | null;
  timeline: TimelineEntry[];
  enquiries: LeadEnquiry[];
}

export const INBOX_PAGE_SIZE = 50;

/**
 * Leads shown in each of Today's four lists, oldest first; "See in Leads" has the rest.
 * Twenty fill a phone screen several times over, and rendering is most of the page's cost
 * (`BENCH_ONLY=desk npm run bench`: 200 leads at 50 a list took 24–44 ms of CPU).
 */
export const TODAY_LIST_LIMIT = 20;

export interface InboxFilter {
  /** A status, or every open or every closed one. */
  status?: LeadStatus | "open" | "closed";
  /** "me" is resolved to the viewer's id before it reaches the store. */
  owner?: { kind: "nobody" } | { kind: "staff"; id: string };
  course?: string;
  form?: EnquiryForm;
  /** Latest enquiry on or after / before (UTC instants). */
  from?: string;
  to?: string;
  followUp?: "today" | "overdue";
  /** "no": open leads nobody has had a conversation with since the clock started. */
  reached?: "no";
  /** A name, an email, or any spelling of a phone number. */
  q?: string;
  /** Where the first enquiry came from (LeadSummary.source). */
  source?: string;
  /** "hi": leads who wrote from a Hindi page (LeadSummary.prefersHindi). */
  language?: "hi";
  page?: number;
}

export interface InboxPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/** One row of Today: the lead, its section, and why it is there ("2 attempts, retry due 11:00"). */
export interface QueueItem {
  section: QueueSection;
  reason: string;
  lead: LeadSummary;
}

/** How many leads each of Today's sections holds (and the reached ones without a next step), counted by the database. */
export type TodayCounts = Record<QueueSection | "noNextStep", number>;

/** One of Today's sections whole, a page at a time ("Show all"). */
export interface TodaySectionPage {
  section: QueueSection | "noNextStep";
  items: { lead: LeadSummary; reason: string }[];
  total: number;
  page: number;
  pageCount: number;
}

/** Today: my queue (or the team's, for admins), each lead once, and the open leads missing a next step. */
export interface TodayQueue {
  scope: "mine" | "team";
  /** The first leads of each section (TODAY_LIST_LIMIT or so): `counts` says how many each holds. */
  items: QueueItem[];
  counts: TodayCounts;
  /** Reached, open leads with no next step: they would fall through without one. */
  noNextStep: LeadSummary[];
}

export interface Overview {
  byStatus: { status: LeadStatus; count: number }[];
  perDay: { day: string; count: number }[];
  byCourse: { course: string; count: number }[];
  byForm: { form: EnquiryForm; count: number }[];
  bySource: { source: string; leads: number; enrolled: number }[];
  /** Per week of first enquiries: who was reached (a conversation, not an attempt), how fast, after how many attempts. */
  contact: {
    label: string;
    leads: number;
    reached: number;
    within24h: number;
    /** Reached late, or not reached after 24 hours (domain/reports.ts promiseOutcome). */
    missed: number;
    /** Not reached, still inside their 24 hours. */
    open: number;
    medianMs: number | null;
    medianAttempts: number | null;
    notReached: number;
  }[];
}

/** A change that checks the lead's version: someone else's change in between refuses it. */
export type LeadChange =
  | { kind: "status"; to: LeadStatus; reason: string }
  | { kind: "owner"; ownerId: string | null }
  | { kind: "follow_up"; at: string | null }
  /** A parent's or guardian's confirmation for an under-18 lead: who, when, how. */
  | { kind: "guardian"; name: string; at: string; method: ConfirmationMethod }
  /** An admin corrects the person's details, on the lead and on every enquiry of theirs. */
  | { kind: "correction"; field: CorrectableField; value: string };

export const CORRECTABLE_FIELDS = ["name", "phone", "email"] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export type LeadChangeResult =
  /** `repeated`: a save with this client id was already stored (sent again from a phone): nothing written. */
  | { ok: true; lead: LeadDetail; repeated?: boolean }
  | { ok: false; reason: "conflict"; changedBy: string | null; lead: LeadDetail }
  | { ok: false; reason: "invalid"; message: string; lead: LeadDetail }
  | { ok: false; reason: "not_found" };

/**
 * One call or message, logged once: the outcome and note are always kept (append-only); the
 * status change and next step go with them when the lead is still at `version`.
 */
export interface ContactLog {
  outcome: ContactOutcome;
  note: string;
  /** When to follow up next (UTC instant), or null to keep the lead's current next step. */
  nextStepAt: string | null;
  status: { to: LeadStatus; reason: string } | null;
}

export type ContactLogResult =
  | {
      ok: true;
      lead: LeadDetail;
      /** Set when the status or next step were not applied: the lead had changed. */ skipped: {
        changedBy: string | null;
      } | null;
      /** A save with this client id was already stored (sent again from a phone): nothing written. */
      repeated?: boolean;
    }
  | { ok: false; reason: "invalid"; message: string; lead: LeadDetail }
  | { ok: false; reason: "not_found" };

export const MESSAGE_CHANNELS = ["whatsapp", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A leads-list filter a person saved under a name ("My fair leads"): the list's query string. */
export interface SavedView {
  id: string;
  name: string;
  query: string;
}

export interface ManualEnquiry {
  source: ManualSource;
  /** An owner staff chose on the form; without one the lead is allocated by the rule. */
  ownerId?: string | null;
  /** Which aggregator, fair or referrer ("" when not named; required for an aggregator). */
  sourceDetail: string;
  name: string;
  phone: string;
  email: string;
  course: string;
  message: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  staffId: string | null;
  staffName: string | null;
  action: string;
  /** What it concerns: a lead or staff id, or for sign-in failures a hash of the email. */
  subject: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

export interface AuditInput {
  action: string;
  staffId?: string | null;
  subject?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown> | null;
}

export interface SessionRecord {
  staff: StaffMember;
  /** When the session was created; the absolute expiry counts from it. */
  createdAt: string;
}

/** How notifications are doing, for the banner admins see. */
export type ChannelStatus = { state: "off" } | { state: "ok" } | { state: "failing"; since: string; reason: string };

export interface NotificationStatus {
  email: ChannelStatus;
  webhook: ChannelStatus;
  push: ChannelStatus;
  /** Notifications given up on after 24 hours of retries. */
  failed: number;
}

/** A rights request from /privacy/request, as the desk lists it. Blank personal fields once the person was erased. */
export interface PrivacyRequest {
  id: string;
  createdAt: string;
  kind: RequestKind;
  name: string;
  email: string;
  phone: string;
  details: string;
  dueAt: string;
  noticeVersion: string;
  /** The lead whose phone or email matches, when there is one. */
  leadId: string | null;
  leadName: string | null;
  /** The phone and email stored on the lead: the ones a confirmation goes through (never the request's). */
  leadPhone: string | null;
  leadEmail: string | null;
  /** How the request's name, phone and email compare with the lead's; null without a lead. */
  identity: RequestIdentity | null;
  /** Recorded when staff confirmed the request with the lead through the lead's stored details. */
  verification: { at: string; byName: string | null; method: VerificationMethod } | null;
  /** Its name or email differ from the lead's and nobody has confirmed it: no download or erasure for the lead. */
  awaitingVerification: boolean;
  status: "open" | "done";
  closedAt: string | null;
  closedByName: string | null;
  outcome: string | null;
}

/**
 * Why a download or erasure of a lead's data was refused: no such lead, an open request
 * matched to it waits for the lead's confirmation (domain/request-identity.ts), or the request
 * named is not one of this lead's open ones.
 */
export type RightsRefusal =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "unverified"; requests: string[] }
  | { ok: false; reason: "not_this_lead" };

/** What recording a request's confirmation did. */
export type VerifyResult = "verified" | "not_found" | "not_needed" | "no_stored_contact";

/** What a purge removed (or, in a dry run, would remove). */
export interface PurgeReport {
  ranAt: string;
  trigger: "daily" | "command";
  /** Leads whose last activity is before this were erased. */
  cutoff: string;
  dryRun: boolean;
  leadsErased: number;
  requestsRemoved: number;
  accessEntriesRemoved: number;
  notificationsRemoved: number;
}

/** Everything held about one person, for an access request: the JSON an admin downloads. */
export interface PersonalData {
  exportedAt: string;
  noticeVersionsSeen: string[];
  lead: Omit<LeadDetail, "timeline" | "enquiries">;
  /** Each enquiry with the fields that are about the person (domain/enquiry-fields.ts `personal`). */
  enquiries: (Omit<LeadEnquiry, EnquiryFieldKey> & Partial<EnquiryFields>)[];
  timeline: TimelineEntry[];
  requests: PrivacyRequest[];
}

/**
 * What the desk asks of the database, in parts: each part is one module of
 * server/storage/desk/. Every method is async: it may cross processes.
 */
export interface StaffStore {
  countAdmins(): Promise<number>;
  createStaff(
    input: { email: string; name: string; role: StaffRole },
    by: string | null,
  ): Promise<{ ok: true; staff: StaffMember } | { ok: false; message: string }>;
  listStaff(): Promise<StaffMember[]>;
  findStaff(idOrEmail: string): Promise<StaffMember | null>;
  setStaffActive(id: string, active: boolean, by: string | null): Promise<StaffMember | null>;
  credentialsFor(email: string): Promise<StaffCredentials | null>;
  createSignInLink(staffId: string, tokenHash: string, expiresAt: string, by: string | null): Promise<void>;
  staffForLink(tokenHash: string): Promise<StaffMember | null>;
  /**
   * Sets the password, uses up the link and ends every session of the account, in one
   * transaction; null if the link is no longer valid.
   */
  setPasswordWithLink(tokenHash: string, passwordHash: string): Promise<StaffMember | null>;
  /** Sets the password and ends every session of the account but `keepSession` (the one changing it); the number ended. */
  setPassword(
    staffId: string,
    passwordHash: string,
    keepSession?: string,
    confirmedWith?: "password" | "passkey",
  ): Promise<number>;
  /**
   * Claims one password attempt before its hash is checked, in one write: counts the recent
   * failures and the attempts still in flight for the account and for the address, and either
   * refuses (throttled; counted on one row per account and address, not a row each) or records
   * the attempt, which then counts like a failure until it is settled. The claim is one write,
   * so concurrent posts take turns.
   */
  claimPasswordAttempt(input: PasswordAttemptClaim): Promise<{ ok: true; attemptId: string } | { ok: false }>;
  /** Settles a claimed attempt: a failure stays counted (as `sign_in.failed`), a success is no longer counted. */
  settlePasswordAttempt(
    attemptId: string,
    outcome: { failed: true; staffId: string | null } | { failed: false },
  ): Promise<void>;
  /** Queues an email with a one-time sign-in link; false when email is not configured. */
  emailSignInLink(staffId: string, url: string, expiresAt: string): Promise<boolean>;
}

export interface PasswordAttemptClaim {
  /** accountSubject(email): what failures for one email are counted under. */
  subject: string;
  email: string;
  ip: string;
  /** Failures and attempts at or after this time count. */
  since: string;
  maxPerAccount: number;
  maxPerAddress: number;
  /**
   * An address the account has signed in from since this time is a known device: the account's
   * failures from elsewhere do not lock it out there, only its own do.
   */
  knownSince: string;
}

/** A device that takes push notifications, as its owner's Account page lists it. */
export interface PushDevice {
  id: string;
  /** "Chrome on Android", from its user agent when added. */
  label: string;
  createdAt: string;
  lastSentAt: string | null;
  /** Its push address: the page marks the device it is open on. */
  endpoint: string;
}

/** A device just turned on, and the labels of the oldest devices it replaced (domain/push.ts MAX_PUSH_DEVICES). */
export interface AddedPushDevice extends PushDevice {
  replaced: string[];
}

/** A person's notifications, for their Account page. */
export interface NotificationSettings {
  /** Web Push is configured (VAPID keys). */
  push: boolean;
  /** The VAPID public key a browser subscribes with. */
  publicKey: string | null;
  email: boolean;
  /** NOTIFY_EMAIL names where the admins' alerts go: an admin's own email choices for them do not apply. */
  notifyList: boolean;
  devices: PushDevice[];
  choices: NotifyChoice[];
}

export interface PushStore {
  notificationSettings(staffId: string): Promise<NotificationSettings>;
  addPushDevice(staffId: string, device: PushSubscriptionInput & { label: string }): Promise<AddedPushDevice>;
  /** False when it is not this person's device (or no longer there). */
  removePushDevice(staffId: string, id: string): Promise<boolean>;
  /** The person's device with this push address (signing out on it); false when they have none there. */
  removePushDeviceAt(staffId: string, endpoint: string): Promise<boolean>;
  setNotifyChoices(staffId: string, choices: NotifyChoice[]): Promise<void>;
}

/** Sessions; tokens arrive hashed. */
export interface SessionStore {
  createSession(tokenHash: string, staffId: string): Promise<void>;
  /** The session's staff member, or null when unknown, expired (idle or absolute) or the account is disabled. */
  session(tokenHash: string): Promise<SessionRecord | null>;
  endSession(tokenHash: string): Promise<void>;
  endAllSessions(staffId: string): Promise<number>;
}

export interface PasskeyStore {
  listPasskeys(staffId: string): Promise<Passkey[]>;
  passkey(id: string): Promise<Passkey | null>;
  addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): Promise<void>;
  renamePasskey(staffId: string, id: string, name: string): Promise<boolean>;
  removePasskey(staffId: string, id: string): Promise<boolean>;
  passkeyUsed(id: string, counter: number): Promise<void>;
  saveChallenge(id: string, challenge: string, staffId: string | null): Promise<void>;
  /** Returns and deletes the challenge (single use); null when unknown or expired. */
  takeChallenge(id: string): Promise<{ challenge: string; staffId: string | null } | null>;
}

/** One publish of the site's content (the desk's Content page lists them). */
export interface ContentRevision {
  id: number;
  note: string;
  publishedBy: string | null;
  publishedByName: string | null;
  publishedAt: string;
  restoredFrom: number | null;
}

/**
 * A page (or its data) as rendered from a revision, compressed as the static server sends it
 * (as it is, it is the brotli decompressed: few browsers accept neither encoding).
 */
export interface RenderedPage {
  path: string;
  br: Uint8Array;
  gzip: Uint8Array;
}

/** Every page of a revision, rendered by one build (its assets' version: a page names the build's files). */
export interface RenderedPages {
  build: string;
  files: RenderedPage[];
}

/** The office's working draft: the whole content document as JSON, and the revision it started from. */
export interface ContentDraft {
  document: string;
  basedOn: number;
  updatedByName: string | null;
  updatedAt: string;
}

/**
 * The site's editable content (docs/decisions/0024-content-published-from-the-desk.md). The
 * store keeps documents as JSON text; app/content/content-document.ts says what is valid.
 */
export interface ContentStore {
  /** The newest revision: the one the site serves. Null before the first is written. */
  liveContent(): Promise<{ id: number; document: string } | null>;
  /** Only the newest revision's number: what every process polls to learn of a publish. */
  liveContentId(): Promise<number | null>;
  /** Writes revision 1 from the shipped content when there is none yet; the newest revision either way. */
  ensureContent(seed: string): Promise<{ id: number; document: string }>;
  contentRevisions(): Promise<ContentRevision[]>;
  contentRevision(id: number): Promise<(ContentRevision & { document: string }) | null>;
  contentDraft(): Promise<ContentDraft | null>;
  saveContentDraft(input: { document: string; basedOn: number; staffId: string }): Promise<void>;
  discardContentDraft(): Promise<void>;
  /**
   * A new revision, the draft gone, the audit log told: refused (null) when another revision
   * was published after `basedOn`, so nobody overwrites a publish they have not seen.
   */
  publishContent(input: {
    document: string;
    basedOn: number;
    note: string;
    staffId: string;
    restoredFrom?: number;
  }): Promise<number | null>;
  /**
   * A revision's pages rendered by `build`, as far as they are stored (a set may still be being
   * written), or null when none are.
   */
  contentPages(revisionId: number, build: string): Promise<RenderedPage[] | null>;
  /**
   * Stores pages a process rendered, for the other processes of its build (PostgreSQL), and for
   * its own next start.
   */
  saveContentPages(revisionId: number, pages: RenderedPages): Promise<void>;
}

export interface AuditStore {
  audit(entry: AuditInput): Promise<void>;
  /**
   * An entry that may repeat (a failed passkey sign-in): within the window since `since`, one
   * row per action, staff member, subject and address, its detail's `repeated` count raised
   * (with the time and detail of the latest), rather than a row each.
   */
  auditRepeated(entry: AuditInput, since: string): Promise<void>;
  auditLog(options: { page: number; action?: string }): Promise<{ entries: AuditEntry[]; total: number }>;
  notificationStatus(): Promise<NotificationStatus>;
}

export interface LeadReads {
  inbox(filter: InboxFilter): Promise<InboxPage>;
  /** Today for a staff member: their own queue, or the whole team's (admins). */
  today(staffId: string, scope: "mine" | "team"): Promise<TodayQueue>;
  /** Every lead of one of Today's sections, INBOX_PAGE_SIZE a page, in the order it is worked. */
  todaySection(
    staffId: string,
    scope: "mine" | "team",
    section: QueueSection | "noNextStep",
    page: number,
  ): Promise<TodaySectionPage>;
  /**
   * Open leads that enquired again since `since` while their owner is one of `ownerIds` (those
   * away: on leave, off duty, disabled), the latest first: the admin's Today flags them so a
   * warm lead does not wait for someone who is not there.
   */
  warmLeadsAway(ownerIds: readonly string[], since: string): Promise<{ total: number; leads: LeadSummary[] }>;
  /** How many of my open leads have a next step due by the end of today (India time), overdue included: the tab bar's badge. */
  dueCount(staffId: string): Promise<number>;
  overview(): Promise<Overview>;
  lead(id: string): Promise<LeadDetail | null>;
  exportLeads(filter: InboxFilter): Promise<LeadSummary[]>;
  savedViews(staffId: string): Promise<SavedView[]>;
}

export interface LeadChanges {
  /** Status, owner or next step: refused when the lead is no longer at `version`. */
  /**
   * `clientId` (a call, note or next step, here and below): the id the phone gave the save, which
   * it may send more than once (app/desk/offline/); a save already stored under it is answered
   * `repeated`, and nothing is written again.
   */
  changeLead(
    id: string,
    version: number,
    change: LeadChange,
    staffId: string,
    clientId?: string | null,
  ): Promise<LeadChangeResult>;
  /** Append-only: never refused for a version. */
  addNote(
    id: string,
    text: string,
    staffId: string,
    clientId?: string | null,
  ): Promise<{ ok: true; lead: LeadDetail; repeated?: boolean } | { ok: false; reason: "not_found" }>;
  logContact(
    id: string,
    version: number,
    log: ContactLog,
    staffId: string,
    clientId?: string | null,
  ): Promise<ContactLogResult>;
  /** Records a template opened as a chat or email; false when there is no such lead. */
  logMessage(id: string, channel: MessageChannel, template: string, staffId: string): Promise<boolean>;
  /** Merges `otherId` into `survivorId` (admins; the page checks the role). */
  mergeLeads(
    survivorId: string,
    otherId: string,
    staffId: string,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
  saveView(staffId: string, name: string, query: string): Promise<SavedView>;
  deleteView(staffId: string, id: string): Promise<boolean>;
}

export interface ManualEntries {
  addManualEnquiry(enquiry: ManualEnquiry, staffId: string): Promise<{ leadId: string }>;
}

/** Personal data (admins; the pages check the role). */
export interface PrivacyDesk {
  privacyRequests(status: "open" | "done"): Promise<PrivacyRequest[]>;
  closePrivacyRequest(id: string, outcome: string, staffId: string): Promise<boolean>;
  /**
   * Records that staff confirmed an open request with its lead through the lead's stored phone
   * or email (who, when, how), audited; only a request that needs it (domain/request-identity.ts).
   */
  verifyPrivacyRequest(id: string, method: VerificationMethod, staffId: string): Promise<VerifyResult>;
  /**
   * Everything held about the lead's person; recorded in the audit log as an access. Refused
   * while an open request matched to the lead waits for the lead's confirmation.
   */
  personalData(
    leadId: string,
    staffId: string,
    ip: string | null,
  ): Promise<{ ok: true; data: PersonalData } | RightsRefusal>;
  /**
   * Erases the person (server/storage/erasure.ts) and records that it happened, without the
   * data. Refused while an open request matched to the lead waits for the lead's confirmation
   * (whichever request it answers, or none), and when the request named is not the lead's.
   */
  eraseLead(
    leadId: string,
    staffId: string,
    ip: string | null,
    requestId: string | null,
  ): Promise<{ ok: true } | RightsRefusal>;
  lastPurge(): Promise<PurgeReport | null>;
}

/** A staff member's duty, as the Staff, Account and Allocation pages show it. */
export interface StaffDuty {
  staffId: string;
  onDuty: boolean;
  /** India dates (YYYY-MM-DD), both days included; null when no leave is recorded. */
  leaveFrom: string | null;
  leaveTo: string | null;
}

/** A counsellor or group for a course or a category (target: `course:…` or `category:…`). */
export interface AllocationRoute {
  target: string;
  staffIds: string[];
}

export interface AllocationSettings {
  rule: AllocationRule;
  routes: AllocationRoute[];
  updatedAt: string | null;
  updatedByName: string | null;
}

/** Which leads a bulk action reaches: those ticked, or every lead of a filter (at most BULK_LIMIT). */
export type BulkSelection = { kind: "ids"; ids: string[] } | { kind: "filter"; filter: InboxFilter };

/** The most leads one bulk action changes. */
export const BULK_LIMIT = 1000;

export type BulkChange =
  | { kind: "owner"; ownerId: string | null }
  /** Back to the allocation rule: each lead is given by round-robin (or its course's route), skipping the owner it leaves. */
  | { kind: "allocate" }
  | { kind: "status"; to: LeadStatus; reason: string }
  | { kind: "follow_up"; at: string };

/** What a bulk action did: leads changed, and those skipped with why (already so, a rule refusing it). */
export interface BulkResult {
  changed: number;
  skipped: number;
  /** The first refusal's message, when some were skipped for a rule. */
  problem: string | null;
}

/** The launch checklist's confirmations (admins; the pages check), each audit-logged. */
export interface LaunchStore {
  launchConfirmations(): Promise<LaunchConfirmation[]>;
  /** Records (or replaces) the confirmation of one item; refused with a message for a source that says nothing. */
  confirmLaunchItem(
    item: { key: string; what: string; source: string; fingerprint?: string; text?: { en: string; hi: string } },
    by: string,
  ): Promise<{ ok: true; confirmation: LaunchConfirmation } | { ok: false; message: string }>;
  /** False when the item was not confirmed. */
  withdrawLaunchConfirmation(key: string, by: string): Promise<boolean>;
  /**
   * Undoes the confirmations whose words changed after they were given (each as read, by its key
   * and fingerprint: one confirmed again meanwhile stays), audited as `launch.undone`; how many.
   */
  undoLaunchConfirmations(stale: readonly { key: string; fingerprint: string | null }[], by: string): Promise<number>;
}

/** Staff duty: the on-duty switch and leave. A counsellor sets their own; admins anyone's (the pages check). */
export interface StaffDutyStore {
  staffDuty(): Promise<StaffDuty[]>;
  setOnDuty(staffId: string, onDuty: boolean, by: string): Promise<StaffDuty | null>;
  /** null clears the leave. Refused with a message for days that make no leave. */
  setLeave(
    staffId: string,
    leave: { from: string; to: string } | null,
    by: string,
  ): Promise<{ ok: true; duty: StaffDuty } | { ok: false; message: string }>;
}

/** Automatic allocation's settings and admins' bulk changes (admins; the pages check the role). */
export interface AllocationStore {
  allocationSettings(): Promise<AllocationSettings>;
  setAllocationRule(rule: AllocationRule, by: string): Promise<void>;
  /** Replaces the target's group (an empty list removes the route). */
  setAllocationRoute(
    target: string,
    staffIds: string[],
    by: string,
  ): Promise<{ ok: true } | { ok: false; message: string }>;
  /** One action on many leads, in one transaction: each lead's timeline, one audit entry. */
  bulkChange(selection: BulkSelection, change: BulkChange, by: string): Promise<BulkResult>;
}

/** A post stored held (above an address's limit), as Today shows it to admins. */
export interface HeldPost {
  id: string;
  /** The form it came through: the admission form, the popup, or the contact form. */
  form: EnquiryForm;
  createdAt: string;
  name: string;
  phone: string;
  email: string;
  course: string;
  /** A contact message's subject, else "". */
  subject: string;
}

/** The oldest held posts Today lists; the count says how many there are in all. */
export const HELD_LIST_LIMIT = 50;

/** Held posts (admins; the pages check the role). */
export interface HeldPosts {
  heldPosts(): Promise<{ items: HeldPost[]; total: number }>;
  /**
   * Lets a held post into the normal flow as if just received: its lead (found or made),
   * allocation by the rule, notifications through the outbox, and "Released by" on the
   * timeline. Null when no such held post is left (released or discarded already).
   */
  releaseHeldPost(id: string, staffId: string): Promise<{ leadId: string } | null>;
  /** Erases a held post (its bytes too, as an erasure does), audited; false when none is left. */
  discardHeldPost(id: string, staffId: string, ip: string | null): Promise<boolean>;
}

/** A counsellor's figures that are not counted per lead: medians, calls logged in the period, next steps overdue now. */
export interface CounsellorFigures {
  staffId: string;
  medianMs: number | null;
  medianAttempts: number | null;
  calls: number;
  overdue: number;
}

/** What a report is built from (domain/reports.ts turns it into rows). */
export interface ReportFacts {
  facts: Counted[];
  /** The period's leads not reached and still inside their 24 hours now: neither kept nor missed yet. */
  openPromises: number;
  /** The by-counsellor report's other figures, and every staff member's name; empty for the other reports. */
  counsellors: CounsellorFigures[];
  staff: { id: string; name: string }[];
}

/** The reports' counts over the leads whose first enquiry falls in a period (the pages check who may see which). */
export interface ReportStore {
  reportFacts(period: Period, kind: ReportKind): Promise<ReportFacts>;
}

/** An import as the Import pages show it. */
export interface ImportRecord {
  id: string;
  createdAt: string;
  staffName: string | null;
  fileName: string;
  source: ImportSource;
  sourceDetail: string;
  /** A fair's date, YYYY-MM-DD ("" when not given). */
  sourceDate: string;
  status: ImportStatus;
  /** The header row and the other rows (a draft's; empty once committed or undone). */
  headers: string[];
  cells: string[][];
  /** The draft's mapping, or the one last used for this source, or null for a first guess. */
  mapping: ColumnMapping | null;
  /** The draft's course for each course as written, or those last used for this source. */
  courseChoices: CourseChoices;
  created: number;
  joined: number;
  refused: number;
  repeated: number;
  refusedRows: RefusedImportRow[];
  committedAt: string | null;
  undoneAt: string | null;
  removed: number;
  kept: number;
  /** While committing: the accepted rows, and how many of them are stored so far. */
  accepted: number;
  stored: number;
  /** While committing: why storing stopped (a write the database refused), until it goes on. */
  problem: string | null;
}

/**
 * An import is a draft until committed; it is `committing` while its rows are stored, a slice
 * at a time (decision 25), then `committed`, and `undone` if an admin undoes it.
 */
export type ImportStatus = "draft" | "committing" | "committed" | "undone";

export interface RefusedImportRow {
  line: number;
  cells: string[];
  reasons: string[];
}

export interface ImportDraft {
  fileName: string;
  source: ImportSource;
  sourceDetail: string;
  sourceDate: string;
  headers: string[];
  cells: string[][];
}

/** What committing stores: the accepted rows (checked by domain/import.ts), and what is kept about the others. */
export interface ImportCommit {
  mapping: ColumnMapping;
  /** The admin's course for each course as written, remembered for the source ({} when none was chosen). */
  courseChoices?: CourseChoices;
  accepted: ImportRow[];
  refused: RefusedImportRow[];
  repeated: number;
}

export type ImportCommitted =
  { ok: true; created: number; joined: number } | { ok: false; message: string; paused?: true };

/** An import's rows taken out: new leads removed, those kept because worked since, enquiries taken off leads it joined. */
export type ImportUndone =
  { ok: true; removed: number; kept: number; unjoined: number } | { ok: false; message: string };

/** CSV imports (admins; the pages check the role). */
export interface ImportStore {
  saveImportDraft(draft: ImportDraft, staffId: string): Promise<{ id: string }>;
  importRecord(id: string): Promise<ImportRecord | null>;
  recentImports(): Promise<ImportRecord[]>;
  setImportMapping(id: string, mapping: ColumnMapping): Promise<boolean>;
  /** A draft's course for each course as written (remembered for its source when it is committed). */
  setImportCourses(id: string, choices: CourseChoices): Promise<boolean>;
  /** For each row, the lead it would join (the same phone, guardian's phone or email: domain/leads.ts pickLead), or null. */
  matchImportRows(rows: { phone: string; guardianPhone: string; email: string }[]): Promise<(string | null)[]>;
  /**
   * Stores the accepted rows, a slice per transaction, allocates new leads, records the import
   * and its links; answers once every row is stored (decision 25), or `paused` when the
   * database refused a slice: the import stays committing, with the problem, and goes on
   * when finishCommittingImports next runs.
   */
  commitImport(id: string, commit: ImportCommit, staffId: string): Promise<ImportCommitted>;
  /**
   * Stores the rest of every import left committing that this server is not storing already:
   * a stopped server's, or one the database refused (the database's owner calls it as it
   * starts and every minute). Rejects, naming them, if any is still refused.
   */
  finishCommittingImports(): Promise<void>;
  /** Within 24 hours: removes the leads it created that nobody has worked since, and its enquiries from leads it joined. */
  undoImport(id: string, staffId: string): Promise<ImportUndone>;
  /**
   * A paused import (the database refused a slice) stopped by an admin: the rows it stored so far
   * are taken out as an undo takes them out, the rest is never stored, and it is recorded undone.
   */
  stopPausedImport(id: string, staffId: string): Promise<ImportUndone>;
  discardImport(id: string): Promise<boolean>;
}

/** Everything the desk asks of the database. */
export interface DeskStore
  extends
    StaffStore,
    SessionStore,
    PasskeyStore,
    AuditStore,
    LeadReads,
    LeadChanges,
    ManualEntries,
    PrivacyDesk,
    StaffDutyStore,
    AllocationStore,
    HeldPosts,
    PushStore,
    ReportStore,
    ImportStore,
    ContentStore,
    PhotoStore,
    LaunchStore {}
