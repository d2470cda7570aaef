import { CALL_OUTCOMES, type CallOutcome, type LeadChange } from "../../domain/desk";
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
    default:
      return { ok: false, error: "Unknown action. Please reload the page." };
  }
}

export const SAVED_MESSAGES: Record<LeadChange["kind"] | "enquiry", string> = {
  enquiry: "Lead saved.",
  owner: "Owner changed.",
  status: "Status changed.",
  follow_up: "Follow-up saved.",
  note: "Note added.",
  call: "Call logged.",
};
