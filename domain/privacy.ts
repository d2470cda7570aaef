import type { LeadStatus } from "./leads";

/** The forms load this module (their answers are here), so it imports no other: India time stays out of their chunk. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Personal data under India's DPDP Act 2023, as the forms and the desk handle it: who
 * filled in an enquiry (a child's needs a guardian), the rights a person can ask for, when
 * a request is due, and which leads the retention rule erases. Pure; unit-tested in
 * privacy.db.test.ts. docs/decisions/0011 records how the law's choices were read.
 */

/** Who is filling in an enquiry form. A student under 18 is a child (the Act's section 9). */
export const APPLICANTS = ["student", "guardian", "minor"] as const;
export type Applicant = (typeof APPLICANTS)[number];
export const APPLICANT_LABELS: Record<Applicant, string> = {
  student: "A student, 18 or older",
  guardian: "A parent or guardian",
  minor: "A student under 18",
};

export function isApplicant(value: string): value is Applicant {
  return (APPLICANTS as readonly string[]).includes(value);
}

/** How a counsellor reached the parent or guardian whose confirmation they record. */
export const CONFIRMATION_METHODS = ["phone", "in_person", "email", "other"] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];
export const CONFIRMATION_METHOD_LABELS: Record<ConfirmationMethod, string> = {
  phone: "Phone call",
  in_person: "In person",
  email: "Email",
  other: "Other",
};

/**
 * For an under-18 lead, only answering the enquiry is allowed until a parent or guardian
 * has confirmed: reaching them (Contacted) is, moving on to counselling or beyond is not.
 */
const ALLOWED_BEFORE_CONFIRMATION: readonly LeadStatus[] = ["new", "contacted"];

export function needsGuardianConfirmation(
  lead: { minor: boolean; guardianConfirmedAt: string | null },
  to: LeadStatus,
): boolean {
  return (
    lead.minor &&
    lead.guardianConfirmedAt === null &&
    !ALLOWED_BEFORE_CONFIRMATION.includes(to) &&
    !to.startsWith("not_")
  );
}

export const GUARDIAN_CONFIRMATION_NEEDED =
  "This student is under 18: record the parent's or guardian's confirmation before moving the lead on.";

/** What a person may ask of the institute about their data (the Act's sections 11 to 14). */
export const REQUEST_KINDS = ["access", "correction", "erasure", "withdrawal", "nomination", "grievance"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  access: "A copy of the data you hold about me",
  correction: "Correct my details",
  erasure: "Erase my data",
  withdrawal: "Withdraw my consent (stop contacting me)",
  nomination: "Nominate someone to act for me",
  grievance: "A complaint about how my data was handled",
};
/** Short names for the desk's lists. */
export const REQUEST_KIND_NAMES: Record<RequestKind, string> = {
  access: "Access",
  correction: "Correction",
  erasure: "Erasure",
  withdrawal: "Withdrawal",
  nomination: "Nomination",
  grievance: "Grievance",
};

/** When a request must be answered: `responseDays` calendar days after it arrived. */
export function requestDueAt(receivedAt: Date, responseDays: number): Date {
  return new Date(receivedAt.getTime() + responseDays * DAY_MS);
}

/** A request's reference, as the person is told it and quotes it: "PR-" and 8 letters and digits. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: read aloud on the phone
export function requestReference(random: Uint8Array): string {
  if (random.length < 8) throw new Error("requestReference needs 8 random bytes");
  let text = "";
  for (let i = 0; i < 8; i += 1) text += REFERENCE_ALPHABET[random[i]! % REFERENCE_ALPHABET.length];
  return `PR-${text}`;
}

const MIN_RETENTION_MONTHS = 12;

/**
 * The retention period the server applies: RETENTION_MONTHS when set, else the notice's. It
 * may shorten what the privacy notice says, never lengthen it (the notice must not understate
 * how long data is kept), and never below 12 months. Returns the months or an error message.
 */
export function retentionMonthsFrom(raw: string | undefined, noticeMonths: number): number | string {
  if (raw === undefined || raw.trim() === "") return noticeMonths;
  if (!/^\d+$/.test(raw.trim())) return `RETENTION_MONTHS must be a whole number of months, got "${raw}"`;
  const months = Number(raw.trim());
  if (months < MIN_RETENTION_MONTHS) return `RETENTION_MONTHS must be at least ${MIN_RETENTION_MONTHS}, got ${months}`;
  if (months > noticeMonths) {
    return `RETENTION_MONTHS is ${months}, but the privacy notice says ${noticeMonths} months: keeping data longer than the notice says is not allowed (change retentionMonths in app/content/privacy.ts and rebuild)`;
  }
  return months;
}

/** Calendar months back from `now`, in UTC (the 31st steps back to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** Records of who opened or exported personal data are kept this long. */
export const ACCESS_LOG_MONTHS = 12;
/** Audit actions that record access to personal data (kept ACCESS_LOG_MONTHS, then removed). */
export const ACCESS_ACTIONS = ["lead.viewed", "lead.downloaded", "export"] as const;
