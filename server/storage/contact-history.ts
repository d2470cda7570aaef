import type { Kysely } from "kysely";
import { isConversation, isContactOutcome } from "#domain/contact.ts";
import type { TimelineData } from "#domain/desk.ts";
import type { Schema } from "./schema";

/**
 * Each lead's first contact, clock stop and attempts, recomputed from its timeline with the
 * rule of domain/contact.ts: only a conversation reaches the person; every other logged call
 * before it is an attempt. Run by migration 0009 over the history that was logged before the
 * rule; later writes keep the columns themselves (server/storage/desk/lead-changes.ts).
 */
export async function recomputeContact(db: Kysely<Schema>): Promise<void> {
  const leads = await db.selectFrom("leads").select(["id", "promiseFrom"]).execute();
  const promiseFrom = new Map(leads.map((lead) => [lead.id, lead.promiseFrom]));
  const calls = await db
    .selectFrom("lead_events")
    .select(["leadId", "at", "data"])
    .where("kind", "=", "call")
    .orderBy("leadId")
    .orderBy("at")
    .execute();
  const state = new Map<
    string,
    { firstContactAt: string | null; contactedAt: string | null; attempts: number; lastAttemptAt: string | null }
  >();
  for (const lead of leads)
    state.set(lead.id, { firstContactAt: null, contactedAt: null, attempts: 0, lastAttemptAt: null });
  for (const call of calls) {
    const lead = state.get(call.leadId);
    const data = JSON.parse(call.data) as TimelineData;
    if (!lead || data.kind !== "call" || !isContactOutcome(data.outcome)) continue;
    const sinceClock = call.at >= promiseFrom.get(call.leadId)!;
    if (isConversation(data.outcome)) {
      lead.firstContactAt ??= call.at;
      if (sinceClock) lead.contactedAt ??= call.at;
    } else if (sinceClock && !lead.contactedAt) {
      lead.attempts += 1;
      lead.lastAttemptAt = call.at;
    }
  }
  for (const [id, lead] of state) {
    await db
      .updateTable("leads")
      .set({
        firstContactAt: lead.firstContactAt,
        contactedAt: lead.contactedAt,
        attempts: lead.attempts,
        lastAttemptAt: lead.lastAttemptAt,
      })
      .where("id", "=", id)
      .execute();
  }
}
