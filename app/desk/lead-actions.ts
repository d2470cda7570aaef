import * as z from "zod/mini";
import {
  CORRECTABLE_FIELDS,
  MESSAGE_CHANNELS,
  type ContactLog,
  type LeadChange,
  type LeadDetail,
  type MessageChannel,
} from "#domain/desk.ts";
import { CONFIRMATION_METHODS } from "#domain/privacy.ts";
import { CONTACT_OUTCOMES, isNextStepPreset, NEXT_STEP_NEEDED, needsNextStep, nextStepTime } from "#domain/contact.ts";
import { parseIstLocal } from "#domain/india-time.ts";
import { CLOSE_REASON_MAX, STATUSES, statusChangeError } from "#domain/leads.ts";
import type { WorkingWeek } from "#domain/working-hours.ts";
import { LIMITS } from "#app/lib/forms/fields.ts";
import { emailAddress, mobilePhone, personName } from "#app/lib/forms/field-rules.ts";
import { optionalText, requiredText } from "#app/lib/forms/validation.ts";
import { MESSAGE_TEMPLATE_IDS, type MessageTemplateId } from "#content/message-templates.ts";

/**
 * Reads the lead page's forms (their `intent` says which) with zod schemas into what the
 * store is asked to do, or the message to show by the form. Pure, so each rule is
 * unit-tested (lead-actions.test.ts). Names, phones and emails follow the rules of every
 * other form (app/lib/forms/field-rules.ts).
 */
export const NOTE_MAX = LIMITS.message;

/** A form of the lead page, read. */
type LeadForm =
  /** Status, owner, next step, guardian, correction: checked against the lead's version. */
  | { intent: "change"; version: number; change: LeadChange }
  /** Append-only: no version. */
  | { intent: "note"; text: string }
  | { intent: "log"; version: number; log: ContactLog }
  /** `viaScript`: posted by the page's script, which opens the chat itself; else the answer links to it. */
  | {
      intent: "message";
      channel: MessageChannel;
      template: MessageTemplateId;
      to: MessageRecipient;
      viaScript: boolean;
    }
  | { intent: "merge"; otherId: string };

type ParsedLeadForm = { ok: true; form: LeadForm } | { ok: false; error: string };

/** Whom a message goes to: the student, or (under 18) their parent or guardian. */
export type MessageRecipient = "student" | "guardian";

const OUT_OF_DATE = "The form is out of date. Please reload the page.";

/** The text of a field, "" when absent (zod then says what is missing). */
function fields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

const version = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, { error: OUT_OF_DATE })),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number().check(z.minimum(1, { error: OUT_OF_DATE })),
  ),
);

const choice = <const T extends readonly string[]>(options: T, error: string) => z.enum(options, { error });

const note = (missing: boolean) =>
  missing
    ? requiredText("Write the note first.", "A note", NOTE_MAX)
    : z._default(optionalText("A note", NOTE_MAX), "");

const schemas = {
  owner: z.object({ version, owner: z._default(z.string(), "") }),
  status: z.object({
    version,
    status: choice(STATUSES, "Choose a status from the list."),
    reason: z._default(optionalText("The reason", CLOSE_REASON_MAX), ""),
  }),
  follow_up: z.object({ version, at: z._default(z.string(), ""), clear: z.optional(z.string()) }),
  note: z.object({ note: note(true) }),
  guardian: z.object({
    version,
    guardianName: personName("Give the name of the parent or guardian who confirmed."),
    confirmed_at: z._default(z.string(), ""),
    method: choice(CONFIRMATION_METHODS, "Choose how the parent or guardian confirmed."),
  }),
  correction: z.object({
    version,
    field: choice(CORRECTABLE_FIELDS, "Choose the detail to correct."),
    value: z._default(z.string(), ""),
  }),
  log: z.object({
    version,
    outcome: choice(CONTACT_OUTCOMES, "Choose what happened: tap one of the outcomes."),
    next: z._default(z.string(), ""),
    at: z._default(z.string(), ""),
    status: z._default(z.string(), ""),
    reason: z._default(optionalText("The reason", CLOSE_REASON_MAX), ""),
    note: note(false),
  }),
  message: z.object({
    channel: choice(MESSAGE_CHANNELS, "Choose WhatsApp or email."),
    template: choice(MESSAGE_TEMPLATE_IDS, "Choose one of the messages."),
    to: z._default(z.string(), ""),
    via: z._default(z.string(), ""),
  }),
  merge: z.object({
    other: requiredText("Paste the other lead's address or id.", "The address", 300),
    confirm: z._default(z.string(), ""),
  }),
};

/** Corrected values: the rules every form has for a name, a phone and an email (app/lib/forms/field-rules.ts). */
const correctionSchemas = {
  name: personName("Give the corrected name."),
  phone: mobilePhone("Give the corrected phone number."),
  email: emailAddress("Give the corrected email address."),
} as const;

function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? "Check the form and try again.";
}

/** A lead's id from what an admin pasted: its address on the desk (`…/desk/leads/<id>…`) or the id itself. */
export function leadIdFrom(pasted: string): string | null {
  const value = pasted.trim();
  const fromAddress = /\/desk\/leads\/([A-Za-z0-9-]{6,64})(?:[/?#]|$)/.exec(value)?.[1];
  if (fromAddress) return fromAddress;
  return /^[A-Za-z0-9-]{6,64}$/.test(value) ? value : null;
}

/** The next step a Log a call form asks for: a preset's time, a picked time, or none ("" keeps the lead's). */
function nextStepAt(
  next: string,
  at: string,
  now: Date,
  week: WorkingWeek,
): { ok: true; at: string | null } | { ok: false; error: string } {
  if (next === "") return { ok: true, at: null };
  if (next === "pick") {
    const picked = parseIstLocal(at.trim());
    if (!picked) return { ok: false, error: "Pick a date and time for the next step." };
    if (picked.getTime() < now.getTime() - 60_000)
      return { ok: false, error: "Pick a time in the future for the next step." };
    return { ok: true, at: picked.toISOString() };
  }
  if (!isNextStepPreset(next)) return { ok: false, error: "Choose when to follow up next." };
  const time = nextStepTime(next, now, week);
  return time ? { ok: true, at: time.toISOString() } : { ok: false, error: "That time has passed; choose another." };
}

export function parseLeadForm(
  form: FormData,
  context: { viewerId: string; now: Date; week: WorkingWeek },
): ParsedLeadForm {
  const values = fields(form);
  const intent = values.intent ?? "";
  const ok = (parsed: LeadForm): ParsedLeadForm => ({ ok: true, form: parsed });
  const change = (versionNumber: number, leadChange: LeadChange) =>
    ok({ intent: "change", version: versionNumber, change: leadChange });

  switch (intent) {
    case "owner": {
      const parsed = schemas.owner.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      const owner = parsed.data.owner.trim();
      return change(parsed.data.version, {
        kind: "owner",
        ownerId: owner === "me" ? context.viewerId : owner === "" ? null : owner,
      });
    }
    case "status": {
      const parsed = schemas.status.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      return change(parsed.data.version, { kind: "status", to: parsed.data.status, reason: parsed.data.reason });
    }
    case "follow_up": {
      const parsed = schemas.follow_up.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      if (parsed.data.clear !== undefined) return change(parsed.data.version, { kind: "follow_up", at: null });
      const at = parseIstLocal(parsed.data.at.trim());
      if (!at) return { ok: false, error: "Choose a date and time for the next step." };
      if (at.getTime() < context.now.getTime() - 60_000)
        return { ok: false, error: "Choose a time in the future for the next step." };
      return change(parsed.data.version, { kind: "follow_up", at: at.toISOString() });
    }
    case "note": {
      const parsed = schemas.note.safeParse(values);
      return parsed.success
        ? ok({ intent: "note", text: parsed.data.note })
        : { ok: false, error: firstIssue(parsed.error) };
    }
    case "guardian": {
      const parsed = schemas.guardian.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      const at = parseIstLocal(parsed.data.confirmed_at.trim());
      if (!at) return { ok: false, error: "Give the date and time of the confirmation." };
      if (at.getTime() > context.now.getTime() + 60_000)
        return { ok: false, error: "The confirmation cannot be in the future." };
      return change(parsed.data.version, {
        kind: "guardian",
        name: parsed.data.guardianName,
        at: at.toISOString(),
        method: parsed.data.method,
      });
    }
    case "correction": {
      const parsed = schemas.correction.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      const value = correctionSchemas[parsed.data.field].safeParse(parsed.data.value);
      if (!value.success) return { ok: false, error: firstIssue(value.error) };
      return change(parsed.data.version, { kind: "correction", field: parsed.data.field, value: value.data });
    }
    case "log": {
      const parsed = schemas.log.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      const { outcome, next, at, status, reason } = parsed.data;
      const step = nextStepAt(next, at, context.now, context.week);
      if (!step.ok) return step;
      if (status !== "" && !(STATUSES as readonly string[]).includes(status))
        return { ok: false, error: "Choose a status from the list." };
      return ok({
        intent: "log",
        version: parsed.data.version,
        log: {
          outcome,
          note: parsed.data.note,
          nextStepAt: step.at,
          status: status === "" ? null : { to: status as (typeof STATUSES)[number], reason },
        },
      });
    }
    case "message": {
      const parsed = schemas.message.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      return ok({
        intent: "message",
        channel: parsed.data.channel,
        template: parsed.data.template,
        to: parsed.data.to === "guardian" ? "guardian" : "student",
        viaScript: parsed.data.via === "script",
      });
    }
    case "merge": {
      const parsed = schemas.merge.safeParse(values);
      if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
      const otherId = leadIdFrom(parsed.data.other);
      if (!otherId) return { ok: false, error: "Paste the other lead's address (…/desk/leads/…) or its id." };
      if (parsed.data.confirm !== "yes") return { ok: false, error: "Tick the box to confirm the merge." };
      return ok({ intent: "merge", otherId });
    }
    default:
      return { ok: false, error: "Unknown action. Please reload the page." };
  }
}

/**
 * Checks a logged call against the lead as it is: a status that would not change is left
 * out, closing needs a reason, and an open lead needs a next step (one chosen now, or a
 * future one it has). Returns the log to save, or what is wrong.
 */
export function checkContactLog(
  log: ContactLog,
  lead: Pick<LeadDetail, "status" | "nextFollowUpAt">,
  now: Date,
): { ok: true; log: ContactLog } | { ok: false; error: string } {
  const status = log.status && log.status.to !== lead.status ? log.status : null;
  if (status) {
    const problem = statusChangeError(lead.status, status.to, status.reason);
    if (problem) return { ok: false, error: problem };
  }
  const after = status?.to ?? lead.status;
  const pending = lead.nextFollowUpAt !== null && Date.parse(lead.nextFollowUpAt) > now.getTime();
  if (needsNextStep(after) && log.nextStepAt === null && !pending) return { ok: false, error: NEXT_STEP_NEEDED };
  return { ok: true, log: { ...log, status } };
}

/** What the page says after a save (`?saved=` in the address it returns to). */
export const SAVED_MESSAGES = {
  enquiry: "Lead saved.",
  guardian: "Guardian's confirmation recorded.",
  correction: "Details corrected everywhere they were held.",
  owner: "Owner changed.",
  status: "Status changed.",
  follow_up: "Next step saved.",
  note: "Note added.",
  log: "Call logged.",
  merge: "Leads merged: the other lead's enquiries and timeline are now on this one.",
} as const;

type SavedKind = keyof typeof SAVED_MESSAGES;

export function isSavedKind(value: string | null): value is SavedKind {
  return value !== null && Object.hasOwn(SAVED_MESSAGES, value);
}
