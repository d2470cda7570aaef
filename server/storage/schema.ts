import type { EnquiryForm, LeadStatus, ManualSource } from "../../domain/leads";
import type { Generated } from "kysely";
import type { Attribution } from "../../domain/attribution";
import type { StaffRole } from "../../domain/desk";
import type { Applicant, RequestKind } from "../../domain/privacy";
import type { NewContactMessage, NewEnquiry } from "../../domain/submissions";

/** The tables as the database names them (snake_case, ISO 8601 UTC text timestamps). */
interface Bookkeeping {
  id: string;
  created_at: string;
  dedupe_key: string;
  /** The lead it belongs to (migration 0002). */
  lead_id: string | null;
}

/** What the privacy notice added (migration 0005): null on rows from before it. */
interface NoticeVersion {
  notice_version: string | null;
}

type EnquiriesTable = Omit<NewEnquiry, "applicant" | "guardianName" | "guardianPhone" | "studentName"> &
  Bookkeeping &
  Attribution &
  NoticeVersion & {
    applicant: Applicant | null;
    guardian_name: Generated<string>;
    guardian_phone: Generated<string>;
    /** The student's name when a parent or guardian filled in the form (migration 0010). */
    student_name: Generated<string>;
  };
type MessagesTable = NewContactMessage & Bookkeeping & Attribution & NoticeVersion;

interface ManualEnquiriesTable {
  id: string;
  created_at: string;
  lead_id: string;
  source: ManualSource;
  name: string;
  phone: string;
  email: string;
  course: string;
  message: string;
  staff_id: string;
  notice_version: Generated<string | null>;
  /** Which aggregator, fair or referrer (migration 0009). */
  source_detail: Generated<string>;
}

export interface LeadsTable {
  id: string;
  name: string;
  phone: string;
  email: string;
  phone_key: string;
  email_key: string;
  course: string;
  status: LeadStatus;
  owner_id: string | null;
  next_follow_up_at: string | null;
  first_enquiry_at: string;
  last_enquiry_at: string;
  last_activity_at: string;
  promise_from: string;
  contacted_at: string | null;
  first_contact_at: string | null;
  close_reason: string | null;
  enquiry_count: number;
  version: number;
  updated_at: string;
  updated_by: string | null;
  /** When the admins were reminded that it was still New after 4 working hours (migration 0003). */
  escalated_at: Generated<string | null>;
  /** Where the first enquiry came from (domain/attribution.ts sourceLabel; migration 0003). */
  source: Generated<string>;
  /** 1 when the person said they are a student under 18 (migration 0005). */
  minor: Generated<number>;
  /** When a counsellor recorded the parent's or guardian's confirmation. */
  guardian_confirmed_at: Generated<string | null>;
  /** Calls and messages that did not reach the person since the clock started, before reaching them (migration 0009). */
  attempts: Generated<number>;
  last_attempt_at: Generated<string | null>;
  /** The parent's or guardian's phone from the latest enquiry that gave one, and its matching key (migration 0009). */
  guardian_phone: Generated<string>;
  guardian_phone_key: Generated<string>;
  /** Ids of the leads an admin merged into this one, separated by spaces (migration 0009). */
  merged_from: Generated<string>;
}

interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  staff_id: string | null;
  kind: string;
  /** Set on enquiry events, so the inbox can filter leads by the forms they came through. */
  form: EnquiryForm | null;
  data: string;
}

/**
 * A phone or email of a lead merged into another ("p:9876543210", "e:asha@example.com"):
 * a later enquiry from it joins the survivor (migration 0009). Erased with the lead.
 */
interface LeadAliasesTable {
  key: string;
  lead_id: string;
}

/** A leads-list filter saved under a name by one staff member (migration 0009). */
interface SavedViewsTable {
  id: string;
  staff_id: string;
  name: string;
  query: string;
  created_at: string;
}

export interface StaffTable {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: number;
  password_hash: string | null;
  created_at: string;
}

interface SignInLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface SessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
}

interface PasskeysTable {
  id: string;
  staff_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

interface AuthChallengesTable {
  id: string;
  challenge: string;
  staff_id: string | null;
  expires_at: string;
}

interface AuditLogTable {
  id: string;
  at: string;
  staff_id: string | null;
  action: string;
  subject: string | null;
  ip: string | null;
  detail: string | null;
}

export type OutboxChannel = "email" | "webhook";

export interface OutboxTable {
  id: string;
  position: number;
  created_at: string;
  channel: OutboxChannel;
  kind: string;
  lead_id: string | null;
  payload: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
}

interface DeliveryHealthTable {
  channel: OutboxChannel;
  failing_since: string | null;
  /** Failed attempts in a row; the channel's back-off grows with it. */
  failures: number;
  last_error: string | null;
  last_success_at: string | null;
}

interface JobsTable {
  name: string;
  last_run_at: string;
}

export interface PrivacyRequestsTable {
  id: string;
  created_at: string;
  notice_version: string;
  kind: RequestKind;
  name: string;
  email: string;
  phone: string;
  details: string;
  due_at: string;
  lead_id: string | null;
  status: "open" | "done";
  closed_at: string | null;
  closed_by: string | null;
  outcome: string | null;
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

interface PrivacyPurgesTable {
  id: string;
  ran_at: string;
  trigger: "daily" | "command";
  cutoff: string;
  leads_erased: number;
  requests_removed: number;
  access_entries_removed: number;
  notifications_removed: number;
}

/** Form posts per visitor per window, shared by the app servers on PostgreSQL (migration 0006). */
interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** A staff member's on-duty switch and leave (migration 0011); no row: off duty, no leave. */
export interface StaffDutyTable {
  staff_id: string;
  on_duty: number;
  /** India dates, YYYY-MM-DD, both days included. */
  leave_from: string | null;
  leave_to: string | null;
  updated_at: string;
}

/** The allocation rule (one row, id "desk"; none: the default rule). */
export interface AllocationSettingsTable {
  id: string;
  rule: "round_robin" | "by_course" | "off";
  updated_at: string;
  updated_by: string | null;
}

/** Who takes leads of a course or category (target `course:…` or `category:…`): a row per member. */
export interface AllocationRoutesTable {
  target: string;
  staff_id: string;
}

/**
 * Each pool's turn: the count of leads given in it and the last one given to. Read and
 * written in the enquiry's transaction, under the write lock on PostgreSQL, so servers
 * sharing a database share one turn order.
 */
export interface AllocationTurnsTable {
  pool: string;
  turn: number;
  last_staff_id: string | null;
}

export interface Schema {
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
  outbox: OutboxTable;
  delivery_health: DeliveryHealthTable;
  jobs: JobsTable;
  privacy_requests: PrivacyRequestsTable;
  erased_leads: ErasedLeadsTable;
  privacy_purges: PrivacyPurgesTable;
  rate_limit_hits: RateLimitHitsTable;
  lead_counts: LeadCountsTable;
  saved_views: SavedViewsTable;
  lead_aliases: LeadAliasesTable;
  staff_duty: StaffDutyTable;
  allocation_settings: AllocationSettingsTable;
  allocation_routes: AllocationRoutesTable;
  allocation_turns: AllocationTurnsTable;
}
