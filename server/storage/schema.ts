import type { EnquiryForm, LeadStatus, ManualSource } from "../../domain/leads";
import type { Generated } from "kysely";
import type { Attribution } from "../../domain/attribution";
import type { StaffRole } from "../../domain/desk";
import type { NewContactMessage, NewEnquiry } from "./types";

/** The tables as the database names them (snake_case, ISO 8601 UTC text timestamps). */
interface Bookkeeping {
  id: string;
  created_at: string;
  dedupe_key: string;
  /** The lead it belongs to (migration 0002). */
  lead_id: string | null;
}

export type EnquiriesTable = NewEnquiry & Bookkeeping & Attribution;
export type MessagesTable = NewContactMessage & Bookkeeping & Attribution;

export interface ManualEnquiriesTable {
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
}

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  staff_id: string | null;
  kind: string;
  /** Set on enquiry events, so the inbox can filter leads by the forms they came through. */
  form: EnquiryForm | null;
  data: string;
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

export interface SignInLinksTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
}

export interface PasskeysTable {
  id: string;
  staff_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export interface AuthChallengesTable {
  id: string;
  challenge: string;
  staff_id: string | null;
  expires_at: string;
}

export interface AuditLogTable {
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

export interface DeliveryHealthTable {
  channel: OutboxChannel;
  failing_since: string | null;
  /** Failed attempts in a row; the channel's back-off grows with it. */
  failures: number;
  last_error: string | null;
  last_success_at: string | null;
}

export interface JobsTable {
  name: string;
  last_run_at: string;
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
}
