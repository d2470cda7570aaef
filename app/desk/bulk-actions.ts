import { BULK_LIMIT, type BulkChange, type BulkSelection } from "#domain/desk.ts";
import { isNextStepPreset, nextStepTime } from "#domain/contact.ts";
import { CLOSE_REASON_MAX, STATUSES, type LeadStatus } from "#domain/leads.ts";
import type { WorkingWeek } from "#domain/working-hours.ts";
import { readFilterParams, toInboxFilter } from "./inbox-filter";

/** The owner choice that hands leads back to the allocation rule. */
export const BY_RULE = "rule";

export type ParsedBulk = { ok: true; selection: BulkSelection; change: BulkChange } | { ok: false; error: string };

/**
 * Reads the leads list's bulk form (admins): which leads (`scope` ids with each ticked
 * `lead`, or `filter` with the list's query string) and what to do (`intent`: bulk-owner with
 * `owner` a staff id, "" for nobody or BY_RULE; bulk-status with `status` and `reason`;
 * bulk-step with a next-step preset). Pure, unit-tested in bulk-actions.test.ts.
 */
export function parseBulkForm(form: FormData, context: { viewerId: string; now: Date; week: WorkingWeek }): ParsedBulk {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  let selection: BulkSelection;
  if (text("scope") === "filter") {
    const query = text("query");
    selection = {
      kind: "filter",
      filter: toInboxFilter(
        readFilterParams(new URLSearchParams(query.startsWith("?") ? query.slice(1) : query)),
        context.viewerId,
      ),
    };
  } else {
    const ids = form
      .getAll("lead")
      .map(String)
      .filter((id) => /^[0-9a-f-]{36}$/.test(id));
    if (ids.length === 0)
      return { ok: false, error: "Tick the leads to change first, or choose every lead of the filter." };
    if (ids.length > BULK_LIMIT) return { ok: false, error: `At most ${BULK_LIMIT} leads at a time.` };
    selection = { kind: "ids", ids };
  }
  switch (text("intent")) {
    case "bulk-owner": {
      const owner = text("owner");
      if (owner === BY_RULE) return { ok: true, selection, change: { kind: "allocate" } };
      return { ok: true, selection, change: { kind: "owner", ownerId: owner || null } };
    }
    case "bulk-status": {
      const status = text("status");
      if (!(STATUSES as readonly string[]).includes(status))
        return { ok: false, error: "Choose a status from the list." };
      const reason = text("reason");
      if (reason.length > CLOSE_REASON_MAX)
        return { ok: false, error: `Please keep the reason under ${CLOSE_REASON_MAX} characters.` };
      return { ok: true, selection, change: { kind: "status", to: status as LeadStatus, reason } };
    }
    case "bulk-step": {
      const preset = text("step");
      const at = isNextStepPreset(preset) ? nextStepTime(preset, context.now, context.week) : null;
      if (!at) return { ok: false, error: "Choose when to follow up next." };
      return { ok: true, selection, change: { kind: "follow_up", at: at.toISOString() } };
    }
    default:
      return { ok: false, error: "Unknown action. Please reload the page." };
  }
}
