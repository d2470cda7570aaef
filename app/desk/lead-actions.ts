import { CALL_OUTCOMES, CORRECTABLE_FIELDS, type CallOutcome, type CorrectableField, type LeadChange } from "../../domain/desk";
import { CONFIRMATION_METHODS, type ConfirmationMethod } from "../../domain/privacy";
import { HIDDEN_IN_LINE } from "~/lib/forms/plain-text";
import { storedPhone } from "~/lib/phone";
import { parseIstLocal } from "../../domain/india-time";
import { isStatus } from "../../domain/leads";

/**
 * Reads one of the lead page's forms (its `intent` says which) into a change for the store,
 * or an error message for the field. Pure, so each rule is unit-tested.
 */
export const NOTE_MAX = 2000;

export type ParsedChange = { ok: true; change: LeadChange; version: number } | { ok: false; error: string };

export function parseLeadChange(form: FormData, viewerId: string, now: Date): ParsedChange {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.normalize("NFC").trim() : "";
  };
  const version = Number(text("version"));
  if (!Number.isInteger(version) || version < 1) return { ok: false, error: "The form is out of date. Please reload the page." };
  const ok = (change: LeadChange): ParsedChange => ({ ok: true, change, version });

  switch (text("intent")) {
    case "owner": {
      const owner = text("owner");
      return ok({ kind: "owner", ownerId: owner === "me" ? viewerId : owner === "" ? null : owner });
    }
    case "status": {
      const to = text("status");
      if (!isStatus(to)) return { ok: false, error: "Choose a status from the list." };
      return ok({ kind: "status", to, reason: text("reason") });
    }
    case "follow_up": {
      if (form.get("clear") !== null) return ok({ kind: "follow_up", at: null });
      const at = parseIstLocal(text("at"));
      if (!at) return { ok: false, error: "Choose a date and time for the follow-up." };
      if (at.getTime() < now.getTime() - 60_000) return { ok: false, error: "Choose a time in the future for the follow-up." };
      return ok({ kind: "follow_up", at: at.toISOString() });
    }
    case "note": {
      const note = text("note");
      if (!note) return { ok: false, error: "Write the note first." };
      if (note.length > NOTE_MAX) return { ok: false, error: `Keep a note under ${NOTE_MAX} characters.` };
      return ok({ kind: "note", text: note });
    }
    case "call": {
      const outcome = text("outcome");
      if (!(CALL_OUTCOMES as readonly string[]).includes(outcome)) return { ok: false, error: "Choose how the call went." };
      const note = text("note");
      if (note.length > NOTE_MAX) return { ok: false, error: `Keep a note under ${NOTE_MAX} characters.` };
      return ok({ kind: "call", outcome: outcome as CallOutcome, note });
    }
    case "guardian": {
      const name = text("guardian_name");
      if (!name) return { ok: false, error: "Give the name of the parent or guardian who confirmed." };
      if (name.length > 100 || HIDDEN_IN_LINE.test(name)) return { ok: false, error: "Give the parent's or guardian's name in plain letters (under 100 characters)." };
      const at = parseIstLocal(text("confirmed_at"));
      if (!at) return { ok: false, error: "Give the date and time of the confirmation." };
      if (at.getTime() > now.getTime() + 60_000) return { ok: false, error: "The confirmation cannot be in the future." };
      const method = text("method");
      if (!(CONFIRMATION_METHODS as readonly string[]).includes(method)) return { ok: false, error: "Choose how the parent or guardian confirmed." };
      return ok({ kind: "guardian", name, at: at.toISOString(), method: method as ConfirmationMethod });
    }
    case "correction": {
      const field = text("field");
      if (!(CORRECTABLE_FIELDS as readonly string[]).includes(field)) return { ok: false, error: "Choose the detail to correct." };
      const problem = correctionProblem(field as CorrectableField, text("value"));
      if (typeof problem === "string") return { ok: false, error: problem };
      return ok({ kind: "correction", field: field as CorrectableField, value: problem.value });
    }
    default:
      return { ok: false, error: "Unknown action. Please reload the page." };
  }
}

/** Checks a corrected name, phone or email: the value to store, or what is wrong with it. */
export function correctionProblem(field: CorrectableField, raw: string): { value: string } | string {
  const value = raw.normalize("NFC").trim();
  switch (field) {
    case "name":
      if (!value || value.length > 100 || HIDDEN_IN_LINE.test(value)) return "Give the corrected name in plain letters (under 100 characters).";
      return { value };
    case "phone": {
      const phone = storedPhone(value);
      return phone ? { value: phone } : "Give a 10-digit Indian mobile number.";
    }
    case "email":
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254 ? { value } : "Give an email address, like name@example.com.";
  }
}

export const SAVED_MESSAGES: Record<LeadChange["kind"] | "enquiry", string> = {
  enquiry: "Lead saved.",
  guardian: "Guardian's confirmation recorded.",
  correction: "Details corrected everywhere they were held.",
  owner: "Owner changed.",
  status: "Status changed.",
  follow_up: "Follow-up saved.",
  note: "Note added.",
  call: "Call logged.",
};
