import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { ACTIVE_STATUSES, type QueueSection } from "#domain/contact.ts";
import type { TodayCounts } from "#domain/desk.ts";
import { istDayBounds } from "#domain/india-time.ts";
import { CLOSED_STATUSES, PROMISE_MS, PROMISE_WARNING_MS } from "#domain/leads.ts";
import type { Schema } from "#server/storage/schema.ts";

/**
 * Today's sections as SQL: which leads each holds, each lead in its first section, the same
 * rule as queueSection (domain/contact.ts) reads one lead by. So a section's count is
 * counted by the database (never the length of a list cut at its limit), and every lead of
 * a section can be read a page at a time. Guarded by server/storage/today-sections.db.test.ts,
 * which checks every lead against queueSection.
 */

type LeadsBuilder = ExpressionBuilder<Schema, "leads">;
export type TodayList = QueueSection | "noNextStep";

interface Viewer {
  id: string;
  team: boolean;
}

export function sectionWhere(eb: LeadsBuilder, list: TodayList, viewer: Viewer, now: Date): Expression<SqlBool> {
  const nowIso = now.toISOString();
  const endOfDay = istDayBounds(now).end.toISOString();
  const active = eb("leads.status", "in", [...ACTIVE_STATUSES]);
  // The same leads as "active", written so SQLite walks the follow-up index in time order
  // (as Today's own list does, lead-reads.ts) instead of sorting every match.
  const stillWorked = eb("leads.status", "not in", [...CLOSED_STATUSES, "enrolled"]);
  const mine = viewer.team ? eb("leads.ownerId", "is not", null) : eb("leads.ownerId", "=", viewer.id);
  const notReached = eb("leads.contactedAt", "is", null);
  const noStep = eb("leads.nextFollowUpAt", "is", null);
  switch (list) {
    case "overdue":
      return eb.and([stillWorked, mine, eb("leads.nextFollowUpAt", "<", nowIso)]);
    case "due":
      return eb.and([
        stillWorked,
        mine,
        eb("leads.nextFollowUpAt", ">=", nowIso),
        eb("leads.nextFollowUpAt", "<", endOfDay),
      ]);
    case "new":
      return eb.and([active, mine, notReached, noStep, eb("leads.attempts", "=", 0)]);
    case "retry":
      return eb.and([active, mine, notReached, noStep, eb("leads.attempts", ">", 0)]);
    case "unowned":
      return eb.and([active, eb("leads.ownerId", "is", null), notReached]);
    case "promise": {
      // Not in an earlier section: owned, and not the viewer's with a step due today or none.
      const laterStep = eb("leads.nextFollowUpAt", ">=", endOfDay);
      return eb.and([
        active,
        eb("leads.ownerId", "is not", null),
        notReached,
        eb("leads.promiseFrom", "<", new Date(now.getTime() - (PROMISE_MS - PROMISE_WARNING_MS)).toISOString()),
        viewer.team ? laterStep : eb.or([eb("leads.ownerId", "!=", viewer.id), laterStep]),
      ]);
    }
    case "noNextStep":
      return eb.and([active, mine, noStep, eb("leads.contactedAt", "is not", null)]);
  }
}

/**
 * The order a section is worked in: the step's time, else the promise's start, oldest first.
 * The leads with no next step have none to order by: they are read in the index's order (a
 * short list to empty, not to rank), as Today reads them.
 */
export function sectionOrder(list: TodayList): "nextFollowUpAt" | "promiseFrom" {
  return list === "overdue" || list === "due" || list === "noNextStep" ? "nextFollowUpAt" : "promiseFrom";
}

const LISTS: readonly TodayList[] = ["overdue", "due", "new", "retry", "unowned", "promise", "noNextStep"];

/** How many leads each of Today's sections holds, counted by the database. */
export async function countToday(db: Kysely<Schema>, viewer: Viewer, now: Date): Promise<TodayCounts> {
  const counts = await Promise.all(
    LISTS.map(async (list) => {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where((eb) => sectionWhere(eb, list, viewer, now))
        .executeTakeFirstOrThrow();
      return [list, Number(row.count)] as const;
    }),
  );
  return Object.fromEntries(counts) as TodayCounts;
}
