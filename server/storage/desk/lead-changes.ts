import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Updateable } from "kysely";
import { isConversation, NEXT_STEP_NEEDED, needsNextStep } from "#domain/contact.ts";
import type {
  ContactLog,
  ContactLogResult,
  LeadChange,
  LeadChangeResult,
  LeadChanges,
  LeadDetail,
  MessageChannel,
  SavedView,
  TimelineData,
} from "#domain/desk.ts";
import { worksLeads } from "#domain/desk.ts";
import { isClosed, mergeLeads, statusChangeError, type LeadStatus } from "#domain/leads.ts";
import { GUARDIAN_CONFIRMATION_NEEDED, needsGuardianConfirmation } from "#domain/privacy.ts";
import { enqueueStatusChanged } from "#server/notifications/outbox.ts";
import { enqueueLeadAllocated } from "#server/notifications/staff-alerts.ts";
import { updateLeadCounts } from "#server/storage/lead-counts.ts";
import { refreshReportDays } from "#server/storage/report-days.ts";
import { addEvent, aliasKeys, savedByClient } from "#server/storage/lead-writes.ts";
import { correctPerson } from "#server/storage/privacy-store.ts";
import type { LeadsTable, Schema } from "#server/storage/schema.ts";
import { DeskPart, type DeskContext } from "./context";
import { unpackLead } from "./lead-reads";

type Lead = Selectable<LeadsTable>;
type Refusal =
  { kind: "not_found" } | { kind: "conflict"; changedBy: string | null } | { kind: "invalid"; message: string };
/** A save a phone sent again: already stored under its client id, so nothing is written (migration 0033). */
type Repeated = { kind: "repeated" };
type LoggedCall = Refusal | Repeated | { kind: "ok"; skipped: { changedBy: string | null } | null };

/** The most a person may keep as saved views, so the chips stay a short row. */
const SAVED_VIEW_LIMIT = 12;

/**
 * Every change staff make to a lead. Status, owner and next step are checked against the
 * version the person saw (someone else's change in between refuses them); notes and call
 * logs are append-only and never refused for a version, so they cannot be lost to a
 * conflict.
 */
export class LeadChangeQueries extends DeskPart implements LeadChanges {
  constructor(
    ctx: DeskContext,
    private readonly read: (id: string) => Promise<LeadDetail | null>,
  ) {
    super(ctx);
  }

  private async changedBy(db: Kysely<Schema>, lead: Lead): Promise<string | null> {
    if (!lead.updatedBy) return null;
    const changer = await db.selectFrom("staff").select("name").where("id", "=", lead.updatedBy).executeTakeFirst();
    return changer?.name ?? null;
  }

  /** Checks a status change and adds its columns to `update`: the event to record, or why it is refused. */
  private statusChange(
    lead: Lead,
    to: LeadStatus,
    reason: string,
    at: string,
    update: Updateable<LeadsTable>,
  ): TimelineData | string {
    const error = statusChangeError(lead.status, to, reason);
    if (error) return error;
    if (needsGuardianConfirmation({ minor: lead.minor === 1, guardianConfirmedAt: lead.guardianConfirmedAt }, to))
      return GUARDIAN_CONFIRMATION_NEEDED;
    update.status = to;
    update.closeReason = isClosed(to) ? reason.trim() : null;
    // A closed or enrolled lead needs no next step; one left would sit in nobody's queue.
    if (!needsNextStep(to)) update.nextFollowUpAt = null;
    // Moved back to New by hand: the lead is waiting for a call again.
    if (to === "new") {
      update.contactedAt = null;
      update.promiseFrom = at;
      update.attempts = 0;
      update.lastAttemptAt = null;
    }
    return { kind: "status", from: lead.status, to, ...(update.closeReason ? { reason: update.closeReason } : {}) };
  }

  /** Writes the lead's update, the counts and the notification a status change makes. */
  private async writeStatus(
    trx: Kysely<Schema>,
    id: string,
    lead: Lead,
    event: TimelineData,
    at: string,
    staffId: string,
  ) {
    if (event.kind !== "status") return;
    await updateLeadCounts(trx, { before: lead, after: { ...lead, status: event.to } });
    await enqueueStatusChanged(trx, this.ctx.notify, {
      type: isClosed(event.to) ? "lead.closed" : "lead.status_changed",
      leadId: id,
      from: event.from,
      to: event.to,
      reason: event.reason ?? null,
      by: staffId,
      at,
    });
  }

  private async result(id: string, refusal: Refusal | Repeated | null): Promise<LeadChangeResult> {
    if (refusal?.kind === "not_found") return { ok: false, reason: "not_found" };
    const lead = await this.read(id);
    if (!lead) return { ok: false, reason: "not_found" };
    if (refusal?.kind === "conflict") return { ok: false, reason: "conflict", changedBy: refusal.changedBy, lead };
    if (refusal?.kind === "invalid") return { ok: false, reason: "invalid", message: refusal.message, lead };
    if (refusal?.kind === "repeated") return { ok: true, lead, repeated: true };
    return { ok: true, lead };
  }

  async changeLead(
    id: string,
    version: number,
    change: LeadChange,
    staffId: string,
    clientId: string | null = null,
  ): Promise<LeadChangeResult> {
    const refusal = await this.writes.run<Refusal | Repeated | null>(async (trx) => {
      // Before the version check: the first send of this save is what moved the version on.
      if (clientId && (await savedByClient(trx, clientId))) return { kind: "repeated" };
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead) return { kind: "not_found" };
      if (lead.version !== version) return { kind: "conflict", changedBy: await this.changedBy(trx, lead) };
      const at = this.now();
      const update: Updateable<LeadsTable> = {};
      let event: TimelineData;
      switch (change.kind) {
        case "status": {
          const checked = this.statusChange(lead, change.to, change.reason, at, update);
          if (typeof checked === "string") return { kind: "invalid", message: checked };
          // Set by hand, a status still worked needs a next step, as a logged call does (issue
          // 51): a lead marked Contacted with none would fall out of every queue. New waits for
          // its first call instead.
          if (change.to !== "new" && needsNextStep(change.to) && lead.nextFollowUpAt === null)
            return { kind: "invalid", message: NEXT_STEP_NEEDED };
          event = checked;
          break;
        }
        case "owner": {
          if (change.ownerId === lead.ownerId) return { kind: "invalid", message: "That is already the lead's owner." };
          const names = await trx
            .selectFrom("staff")
            .select(["id", "name", "active", "role"])
            .where("id", "in", [change.ownerId ?? "", lead.ownerId ?? ""])
            .execute();
          const to = names.find((row) => row.id === change.ownerId);
          if (change.ownerId && (!to || to.active !== 1 || !worksLeads(to.role)))
            return { kind: "invalid", message: "Choose an active staff member." };
          update.ownerId = change.ownerId;
          event = {
            kind: "owner",
            from: lead.ownerId,
            to: change.ownerId,
            fromName: names.find((row) => row.id === lead.ownerId)?.name ?? null,
            toName: to?.name ?? null,
          };
          break;
        }
        case "follow_up":
          if (change.at === null && needsNextStep(lead.status)) return { kind: "invalid", message: NEXT_STEP_NEEDED };
          update.nextFollowUpAt = change.at;
          event = { kind: "follow_up", dueAt: change.at };
          break;
        case "guardian":
          if (lead.minor !== 1) return { kind: "invalid", message: "This lead is not marked as under 18." };
          update.guardianConfirmedAt = change.at;
          event = { kind: "guardian", name: change.name, at: change.at, method: change.method };
          break;
        case "correction":
          Object.assign(update, await correctPerson(trx, id, change.field, change.value));
          event = { kind: "correction", field: change.field };
          break;
      }
      await trx
        .updateTable("leads")
        .set({ ...update, version: lead.version + 1, updatedAt: at, updatedBy: staffId, lastActivityAt: at })
        .where("id", "=", id)
        .execute();
      await this.writeStatus(trx, id, lead, event, at, staffId);
      await addEvent(trx, id, at, staffId, event, clientId);
      // Its new owner is told, as of any lead given to them (not one who took it themselves).
      if (change.kind === "owner")
        await enqueueLeadAllocated(trx, this.ctx.notify, { leadId: id, to: change.ownerId, by: staffId, at });
      await refreshReportDays(trx, [id]);
      await this.auditIn(trx, { action: `lead.${change.kind}`, staffId, subject: id });
      return null;
    });
    return this.result(id, refusal);
  }

  async addNote(id: string, text: string, staffId: string, clientId: string | null = null) {
    const found = await this.writes.run<boolean | "repeated">(async (trx) => {
      if (clientId && (await savedByClient(trx, clientId))) return "repeated";
      const at = this.now();
      const result = await trx.updateTable("leads").set({ lastActivityAt: at }).where("id", "=", id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await addEvent(trx, id, at, staffId, { kind: "note", text }, clientId);
      await this.auditIn(trx, { action: "lead.note", staffId, subject: id });
      return true;
    });
    const lead = found ? await this.read(id) : null;
    if (!lead) return { ok: false as const, reason: "not_found" as const };
    return found === "repeated" ? { ok: true as const, lead, repeated: true } : { ok: true as const, lead };
  }

  async logContact(
    id: string,
    version: number,
    log: ContactLog,
    staffId: string,
    clientId: string | null = null,
  ): Promise<ContactLogResult> {
    const outcome = await this.writes.run<LoggedCall>(async (trx) => {
      if (clientId && (await savedByClient(trx, clientId))) return { kind: "repeated" };
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead) return { kind: "not_found" };
      const at = this.now();
      const reached = isConversation(log.outcome);
      // The call itself is append-only: it is recorded whatever else changed meanwhile.
      const update: Updateable<LeadsTable> = { lastActivityAt: at };
      if (reached) {
        update.contactedAt = lead.contactedAt ?? at;
        update.firstContactAt = lead.firstContactAt ?? at;
      } else if (!lead.contactedAt) {
        update.attempts = lead.attempts + 1;
        update.lastAttemptAt = at;
      }
      const events: TimelineData[] = [{ kind: "call", outcome: log.outcome, ...(log.note ? { note: log.note } : {}) }];

      // The status and next step go with it only if nobody changed the lead since it was shown.
      const current = lead.version === version;
      if (current) {
        // Reaching a New lead moves it to Contacted, unless another status was chosen.
        const to = log.status?.to ?? (reached && lead.status === "new" ? "contacted" : null);
        if (to && to !== lead.status) {
          const checked = this.statusChange(lead, to, log.status?.reason ?? "", at, update);
          if (typeof checked === "string") return { kind: "invalid", message: checked };
          events.push(checked);
        }
        const statusAfter = update.status ?? lead.status;
        const futureStep = lead.nextFollowUpAt !== null && lead.nextFollowUpAt > at;
        if (needsNextStep(statusAfter)) {
          if (log.nextStepAt) {
            update.nextFollowUpAt = log.nextStepAt;
            events.push({ kind: "follow_up", dueAt: log.nextStepAt });
          } else if (!futureStep) {
            return { kind: "invalid", message: NEXT_STEP_NEEDED };
          }
        }
        if (update.status !== undefined || update.nextFollowUpAt !== undefined) {
          Object.assign(update, { version: lead.version + 1, updatedAt: at, updatedBy: staffId });
        }
      }
      await trx.updateTable("leads").set(update).where("id", "=", id).execute();
      for (const event of events) {
        await this.writeStatus(trx, id, lead, event, at, staffId);
        // The phone's id goes on the call itself, the entry every send of it makes.
        await addEvent(trx, id, at, staffId, event, event.kind === "call" ? clientId : null);
      }
      await refreshReportDays(trx, [id]);
      await this.auditIn(trx, { action: "lead.call", staffId, subject: id, detail: { outcome: log.outcome } });
      return {
        kind: "ok",
        skipped: current || (!log.status && !log.nextStepAt) ? null : { changedBy: await this.changedBy(trx, lead) },
      };
    });
    if (outcome.kind === "not_found" || outcome.kind === "conflict") return { ok: false, reason: "not_found" };
    const lead = await this.read(id);
    if (!lead) return { ok: false, reason: "not_found" };
    if (outcome.kind === "invalid") return { ok: false, reason: "invalid", message: outcome.message, lead };
    if (outcome.kind === "repeated") return { ok: true, lead, skipped: null, repeated: true };
    return { ok: true, lead, skipped: outcome.skipped };
  }

  async logMessage(id: string, channel: MessageChannel, template: string, staffId: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const at = this.now();
      const result = await trx.updateTable("leads").set({ lastActivityAt: at }).where("id", "=", id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await addEvent(trx, id, at, staffId, { kind: "message", channel, template });
      await this.auditIn(trx, { action: "lead.message", staffId, subject: id, detail: { channel } });
      return true;
    });
  }

  async mergeLeads(
    survivorId: string,
    otherId: string,
    staffId: string,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    if (survivorId === otherId)
      return { ok: false, message: "Choose another lead: a lead cannot be merged into itself." };
    return this.writes.run(async (trx) => {
      const [survivor, other] = await Promise.all(
        [survivorId, otherId].map((id) => trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst()),
      );
      if (!survivor || !other)
        return { ok: false as const, message: "There is no lead at that address: copy it from the other lead's page." };
      const at = this.now();
      const merged = mergeLeads(unpackLead(survivor), unpackLead(other));
      // Everything of the other lead moves over: its enquiries, timeline, requests and notifications.
      for (const table of [
        "enquiries",
        "messages",
        "manual_enquiries",
        "lead_events",
        "privacy_requests",
        "outbox",
      ] as const) {
        await trx.updateTable(table).set({ leadId: survivorId }).where("leadId", "=", otherId).execute();
      }
      await trx.deleteFrom("leads").where("id", "=", otherId).execute();
      // The other lead's phones and email keep finding the person (server/storage/lead-writes.ts findLead).
      await trx.updateTable("lead_aliases").set({ leadId: survivorId }).where("leadId", "=", otherId).execute();
      const aliases = aliasKeys({ phoneKeys: [other.phoneKey, other.guardianPhoneKey], emailKey: other.emailKey });
      const known = await trx
        .selectFrom("lead_aliases")
        .select("key")
        .where("leadId", "=", survivorId)
        .where("key", "in", aliases.length ? aliases : [""])
        .execute();
      const fresh = aliases.filter((key) => !known.some((row) => row.key === key));
      if (fresh.length)
        await trx
          .insertInto("lead_aliases")
          .values(fresh.map((key) => ({ key, leadId: survivorId })))
          .execute();
      await trx
        .updateTable("leads")
        .set({
          ownerId: merged.ownerId,
          nextFollowUpAt: merged.nextFollowUpAt,
          firstEnquiryAt: merged.firstEnquiryAt,
          lastEnquiryAt: merged.lastEnquiryAt,
          lastActivityAt: at,
          contactedAt: merged.contactedAt,
          firstContactAt: merged.firstContactAt,
          enquiryCount: merged.enquiryCount,
          attempts: merged.attempts,
          minor: merged.minor ? 1 : 0,
          guardianConfirmedAt: merged.guardianConfirmedAt,
          guardianPhone: merged.guardianPhone,
          guardianPhoneKey: survivor.guardianPhoneKey || other.guardianPhoneKey,
          source: merged.source,
          mergedFrom: merged.mergedFrom.join(" "),
          version: survivor.version + 1,
          updatedAt: at,
          updatedBy: staffId,
        })
        .where("id", "=", survivorId)
        .execute();
      // The other lead leaves the counts; the survivor may take the older source.
      await updateLeadCounts(trx, { before: other, after: null });
      await updateLeadCounts(trx, { before: survivor, after: { ...survivor, source: merged.source } });
      await addEvent(trx, survivorId, at, staffId, { kind: "merged", fromId: otherId, fromName: other.name });
      await refreshReportDays(trx, [survivorId, otherId]);
      await this.auditIn(trx, { action: "lead.merged", staffId, subject: survivorId, detail: { from: otherId } });
      return { ok: true as const };
    });
  }

  async saveView(staffId: string, name: string, query: string): Promise<SavedView> {
    return this.writes.run(async (trx) => {
      // The same name again replaces that view's filter.
      const existing = await trx
        .selectFrom("saved_views")
        .select("id")
        .where("staffId", "=", staffId)
        .where("name", "=", name)
        .executeTakeFirst();
      if (existing) {
        await trx.updateTable("saved_views").set({ query }).where("id", "=", existing.id).execute();
        return { id: existing.id, name, query };
      }
      const count = await trx
        .selectFrom("saved_views")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("staffId", "=", staffId)
        .executeTakeFirstOrThrow();
      if (Number(count.count) >= SAVED_VIEW_LIMIT) {
        const oldest = await trx
          .selectFrom("saved_views")
          .select("id")
          .where("staffId", "=", staffId)
          .orderBy("createdAt")
          .executeTakeFirstOrThrow();
        await trx.deleteFrom("saved_views").where("id", "=", oldest.id).execute();
      }
      const view = { id: randomUUID(), name, query };
      await trx
        .insertInto("saved_views")
        .values({ ...view, staffId, createdAt: this.now() })
        .execute();
      return view;
    });
  }

  async deleteView(staffId: string, id: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .deleteFrom("saved_views")
        .where("id", "=", id)
        .where("staffId", "=", staffId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }
}
