import type { Kysely, Selectable } from "kysely";
import { categoryOf } from "#content/course-categories.ts";
import {
  allocationPool,
  available,
  DEFAULT_ALLOCATION_RULE,
  EVERYONE_POOL,
  isAllocationRule,
  needsAllocation,
  nextInTurn,
  type AllocationRule,
  type Duty,
} from "#domain/allocation.ts";
import { needsNextStep } from "#domain/contact.ts";
import {
  BULK_LIMIT,
  LEAD_ROLES,
  worksLeads,
  type AllocationRoute,
  type AllocationSettings,
  type AllocationStore,
  type BulkChange,
  type BulkResult,
  type BulkSelection,
  type TimelineData,
} from "#domain/desk.ts";
import { isClosed, statusChangeError } from "#domain/leads.ts";
import { needsGuardianConfirmation, GUARDIAN_CONFIRMATION_NEEDED } from "#domain/privacy.ts";
import { enqueueStatusChanged } from "#server/notifications/outbox.ts";
import { enqueueLeadAllocated } from "#server/notifications/staff-alerts.ts";
import { updateLeadCounts } from "#server/storage/lead-counts.ts";
import { compiledOnce, compiledWith } from "#server/storage/kysely.ts";
import { deferredIn, sharedRead, type Deferred } from "#server/storage/write-batch.ts";
import { refreshReportDays } from "#server/storage/report-days.ts";
import { addEvent } from "#server/storage/lead-writes.ts";
import type { LeadsTable, Schema } from "#server/storage/schema.ts";
import { DeskPart, type DeskContext } from "./context";
import type { LeadReadQueries } from "./lead-reads";

const SETTINGS_ID = "desk";

// Read for every enquiry while allocation is on: compiled once (../kysely.ts compiledOnce).
const dutiesQuery = compiledOnce((db) =>
  db
    .selectFrom("staff")
    .leftJoin("staff_duty", "staff_duty.staffId", "staff.id")
    .select([
      "staff.id",
      "staff.name",
      "staff.active",
      "staff.role",
      "staff_duty.onDuty",
      "staff_duty.leaveFrom",
      "staff_duty.leaveTo",
    ]),
);
const turnsQuery = compiledOnce((db) => db.selectFrom("allocation_turns").select(["pool", "turn", "lastStaffId"]));
const ruleQuery = compiledOnce((db) =>
  db.selectFrom("allocation_settings").select("rule").where("id", "=", SETTINGS_ID),
);

/** Every staff member's duty as the rules read it (no row: off duty), with their name. */
export async function readDuties(db: Kysely<Schema>): Promise<(Duty & { name: string })[]> {
  return (await dutiesQuery(db)).map((row) => ({
    staffId: row.id,
    name: row.name,
    // An editor is never given a lead, whatever their duty row says (one set before the role changed).
    active: row.active === 1 && worksLeads(row.role),
    onDuty: row.onDuty === 1,
    leaveFrom: row.leaveFrom ?? null,
    leaveTo: row.leaveTo ?? null,
  }));
}

export async function readRule(db: Kysely<Schema>): Promise<AllocationRule> {
  const [row] = await ruleQuery(db);
  return row && isAllocationRule(row.rule) ? row.rule : DEFAULT_ALLOCATION_RULE;
}

export async function readRoutes(db: Kysely<Schema>): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom("allocation_routes")
    .select(["target", "staffId"])
    .orderBy("target")
    .orderBy("staffId")
    .execute();
  const routes = new Map<string, string[]>();
  for (const row of rows) routes.set(row.target, [...(routes.get(row.target) ?? []), row.staffId]);
  return routes;
}

/**
 * What allocating reads: the rule, everyone's duty, the routes, each pool's turn and staff
 * names. Read once per enquiry, or once per import for all its rows (the tables hold a few
 * dozen rows); `turns` moves on in memory as leads are given, and the caller writes it back.
 */
export interface AllocationState {
  rule: AllocationRule;
  duties: Duty[];
  routes: Map<string, string[]>;
  turns: Map<string, { turn: number; lastStaffId: string | null; changed: boolean }>;
  names: Map<string, string>;
}

export async function readAllocationState(db: Kysely<Schema>, rule?: AllocationRule): Promise<AllocationState> {
  const chosen = rule ?? (await readRule(db));
  const [inputs, turns] = await Promise.all([readAllocationInputs(db, chosen), readTurns(db)]);
  return { ...inputs, turns };
}

/** What allocating reads apart from the turns: the rule, everyone's duty and name, the routes. */
async function readAllocationInputs(db: Kysely<Schema>, rule: AllocationRule): Promise<Omit<AllocationState, "turns">> {
  const [duties, routes] = await Promise.all([
    readDuties(db),
    rule === "by_course" ? readRoutes(db) : Promise.resolve(new Map<string, string[]>()),
  ]);
  // Every staff member's name came with their duty: no query of its own.
  return { rule, duties, routes, names: new Map(duties.map((duty) => [duty.staffId, duty.name])) };
}

async function readTurns(db: Kysely<Schema>): Promise<AllocationState["turns"]> {
  return new Map(
    (await turnsQuery(db)).map((row) => [
      row.pool,
      { turn: Number(row.turn), lastStaffId: row.lastStaffId, changed: false },
    ]),
  );
}

// Written for every allocation: compiled once (../kysely.ts compiledWith).
const writeTurn = compiledWith<{ pool: string; turn: number; lastStaffId: string | null }>(
  ["pool", "turn", "lastStaffId"],
  (db, { pool, turn, lastStaffId }) =>
    db
      .insertInto("allocation_turns")
      .values({ pool, turn, lastStaffId })
      .onConflict((conflict) => conflict.column("pool").doUpdateSet({ turn, lastStaffId })),
);

/** Writes back the turns allocating moved on. */
export async function writeTurns(db: Kysely<Schema>, state: Pick<AllocationState, "turns">): Promise<void> {
  for (const [pool, entry] of state.turns) {
    if (!entry.changed) continue;
    await writeTurn(db, { pool, turn: entry.turn, lastStaffId: entry.lastStaffId });
    entry.changed = false;
  }
}

/**
 * A batch of saves' turns (../write-batch.ts): read once, when its first lead is allocated,
 * moved on in memory lead by lead in the saves' order, and written once when the batch
 * closes. Read and written in the one write transaction, as one by one.
 */
class TurnsInBatch implements Deferred {
  readonly phase = 0;
  turns: Promise<AllocationState["turns"]> | undefined;
  async flush(trx: object): Promise<void> {
    if (this.turns) await writeTurns(trx as Kysely<Schema>, { turns: await this.turns });
  }
}

/**
 * Who gets the lead, by the state read (its turn moved on in memory): the owner and the
 * timeline entry, or null when the rule is off. Writes nothing.
 */
export function decideAllocation(
  state: AllocationState,
  input: {
    course: string;
    fromOwner: string | null;
    keepOwner: string | null;
    skip?: string | null;
    now: Date;
    recordNobody?: boolean;
  },
): { ownerId: string | null; event: TimelineData | null } | null {
  const { rule } = state;
  if (rule === "off") return null;
  const free = new Set(state.duties.filter((duty) => available(duty, input.now)).map((duty) => duty.staffId));
  if (input.skip && free.size > 1) free.delete(input.skip);
  const plan = allocationPool({
    rule,
    routes: rule === "by_course" ? state.routes : new Map(),
    course: input.course,
    category: categoryOf(input.course),
    available: free,
  });
  const name = (id: string | null) => (id === null ? null : (state.names.get(id) ?? null));
  if (!plan) {
    if (input.recordNobody === false) return { ownerId: null, event: null };
    const event: TimelineData = {
      kind: "allocated",
      toId: null,
      toName: null,
      via: "round_robin",
      pool: EVERYONE_POOL,
      turn: null,
      ...(input.fromOwner ? { fromName: name(input.fromOwner) } : {}),
    };
    return { ownerId: input.keepOwner, event };
  }
  const turnRow = state.turns.get(plan.pool);
  const ownerId = nextInTurn(plan.candidates, turnRow?.lastStaffId ?? null);
  const turn = (turnRow?.turn ?? 0) + 1;
  state.turns.set(plan.pool, { turn, lastStaffId: ownerId, changed: true });
  const event: TimelineData = {
    kind: "allocated",
    toId: ownerId,
    toName: name(ownerId),
    via: plan.via,
    pool: plan.pool,
    turn,
    ...(plan.fellBackFrom ? { fellBackFrom: plan.fellBackFrom } : {}),
    ...(input.fromOwner ? { fromName: name(input.fromOwner) } : {}),
  };
  return { ownerId, event };
}

/**
 * Gives the lead the next owner in turn, inside the caller's transaction: the rule, its pool,
 * the pool's turn row read and moved on, the lead's owner set, and the timeline entry. The
 * turn row is read and written within the write transaction, which on PostgreSQL holds the
 * one write lock (lockWrites), so two servers never give the same turn. `skip`: an owner the
 * lead is leaving (a bulk "back to round-robin"), passed over when anyone else is available.
 * Returns the owner given, or null when nobody is available (the lead keeps `keepOwner`).
 */
export async function allocate(
  db: Kysely<Schema>,
  input: {
    leadId: string;
    course: string;
    at: string;
    staffId: string | null;
    fromOwner: string | null;
    keepOwner: string | null;
    skip?: string | null;
    now: Date;
    rule?: AllocationRule;
    /** Write "nobody was available" on the timeline (an enquiry's allocation); a bulk action skips the lead instead. */
    recordNobody?: boolean;
  },
): Promise<{ ownerId: string | null; event: TimelineData | null } | null> {
  const rule = input.rule ?? (await readRule(db));
  if (rule === "off") return null;
  const state = await readAllocationState(db, rule);
  const given = decideAllocation(state, input);
  if (!given || !given.event) return given;
  if (given.ownerId !== input.fromOwner)
    await db.updateTable("leads").set({ ownerId: given.ownerId }).where("id", "=", input.leadId).execute();
  await writeTurns(db, state);
  await addEvent(db, input.leadId, input.at, input.staffId, given.event);
  return given;
}

/**
 * After an enquiry joined its lead (server/storage/lead-writes.ts attachEnquiry), in the same
 * transaction: a new or unowned lead, or a reopened one whose owner is disabled or on leave,
 * is allocated; a repeat keeps its owner. `chosenOwner`: staff entering a lead by hand named
 * one. Returns whether the lead was left without an owner because nobody was available (the
 * admins' alert), or null when allocation did not apply.
 */
export async function allocateEnquiry(
  db: Kysely<Schema>,
  input: {
    leadId: string;
    created: boolean;
    reopened: boolean;
    ownerId: string | null;
    course: string;
    at: string;
    staffId: string | null;
    now: Date;
    /**
     * The lead's row is not written yet (attachEnquiry's firstOwner): its insert takes the
     * owner, and the entry follows the enquiry's, rather than an update writing each of the
     * lead's owner indexes a second time.
     */
    newLead?: boolean;
  },
): Promise<{
  unowned: boolean;
  allocatedTo: string | null;
  ownerId: string | null;
  event: TimelineData | null;
} | null> {
  // The rule, the duties and the routes, shared by the saves committed together (../write-batch.ts).
  const settled = await sharedRead(db, "allocation", async () => {
    const rule = await readRule(db);
    return rule === "off" ? null : readAllocationInputs(db, rule);
  });
  if (!settled) return null;
  // In a batch of saves, its turns: read by the first, moved on by each, written when it closes.
  const batch = deferredIn(db, "allocation_turns", () => new TurnsInBatch());
  const turns = batch ? await (batch.turns ??= readTurns(db)) : await readTurns(db);
  const state: AllocationState = { ...settled, turns };
  const decided = decideEnquiryAllocation(state, input);
  if (!decided) return null;
  const { given } = decided;
  if (given?.event) {
    if (!batch) await writeTurns(db, state);
    if (!input.newLead) {
      if (given.ownerId !== input.ownerId)
        await db.updateTable("leads").set({ ownerId: given.ownerId }).where("id", "=", input.leadId).execute();
      // The allocation's entry is the system's, not the staff member who entered the lead.
      await addEvent(db, input.leadId, input.at, null, given.event);
    }
  }
  return {
    unowned: decided.unowned,
    allocatedTo: decided.allocatedTo,
    ownerId: given?.ownerId ?? null,
    event: given?.event ?? null,
  };
}

/**
 * allocateEnquiry's decision, by the state read (its turn moved on in memory): whether the
 * lead is allocated and to whom, with the timeline entry to write. Writes nothing: the import
 * decides all its rows this way and writes them together.
 */
export function decideEnquiryAllocation(
  state: AllocationState,
  input: { created: boolean; reopened: boolean; ownerId: string | null; course: string; now: Date },
): {
  given: { ownerId: string | null; event: TimelineData | null } | null;
  unowned: boolean;
  allocatedTo: string | null;
} | null {
  if (state.rule === "off") return null;
  const owner = input.ownerId ? (state.duties.find((duty) => duty.staffId === input.ownerId) ?? null) : null;
  if (!needsAllocation(input, owner, input.now)) return null;
  // A disabled owner is let go even when nobody can take over; one on leave keeps the lead until someone can.
  const keepOwner = input.ownerId && owner?.active ? input.ownerId : null;
  const given = decideAllocation(state, {
    course: input.course,
    fromOwner: input.ownerId,
    keepOwner,
    now: input.now,
  });
  const allocatedTo = given?.event && "toId" in given.event ? given.event.toId : null;
  return { given, unowned: given?.ownerId === null || given === null, allocatedTo };
}

type Lead = Selectable<LeadsTable>;

/** The allocation rule and routes, and admins' bulk changes to many leads at once. */
export class AllocationQueries extends DeskPart implements AllocationStore {
  constructor(
    ctx: DeskContext,
    private readonly reads: LeadReadQueries,
  ) {
    super(ctx);
  }

  async allocationSettings(): Promise<AllocationSettings> {
    const [row, routes] = await Promise.all([
      this.db
        .selectFrom("allocation_settings")
        .leftJoin("staff", "staff.id", "allocation_settings.updatedBy")
        .select(["allocation_settings.rule", "allocation_settings.updatedAt", "staff.name"])
        .where("allocation_settings.id", "=", SETTINGS_ID)
        .executeTakeFirst(),
      readRoutes(this.db),
    ]);
    return {
      rule: row && isAllocationRule(row.rule) ? row.rule : DEFAULT_ALLOCATION_RULE,
      routes: [...routes].map(([target, staffIds]): AllocationRoute => ({ target, staffIds })),
      updatedAt: row?.updatedAt ?? null,
      updatedByName: row?.name ?? null,
    };
  }

  async setAllocationRule(rule: AllocationRule, by: string): Promise<void> {
    await this.writes.run(async (trx) => {
      const at = this.now();
      const existing = await trx
        .selectFrom("allocation_settings")
        .select("rule")
        .where("id", "=", SETTINGS_ID)
        .executeTakeFirst();
      if (existing)
        await trx
          .updateTable("allocation_settings")
          .set({ rule, updatedAt: at, updatedBy: by })
          .where("id", "=", SETTINGS_ID)
          .execute();
      else
        await trx
          .insertInto("allocation_settings")
          .values({ id: SETTINGS_ID, rule, updatedAt: at, updatedBy: by })
          .execute();
      await this.auditIn(trx, {
        action: "allocation.rule",
        staffId: by,
        detail: { from: existing?.rule ?? DEFAULT_ALLOCATION_RULE, to: rule },
      });
    });
  }

  async setAllocationRoute(
    target: string,
    staffIds: string[],
    by: string,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    return this.writes.run(async (trx) => {
      const ids = [...new Set(staffIds)];
      if (ids.length) {
        const found = await trx
          .selectFrom("staff")
          .select("id")
          .where("id", "in", ids)
          .where("active", "=", 1)
          .where("role", "in", LEAD_ROLES)
          .execute();
        if (found.length !== ids.length)
          return { ok: false as const, message: "Choose active staff members for the group." };
      }
      await trx.deleteFrom("allocation_routes").where("target", "=", target).execute();
      if (ids.length)
        await trx
          .insertInto("allocation_routes")
          .values(ids.map((staffId) => ({ target, staffId })))
          .execute();
      await this.auditIn(trx, { action: "allocation.route", staffId: by, subject: target, detail: { staff: ids } });
      return { ok: true as const };
    });
  }

  async bulkChange(selection: BulkSelection, change: BulkChange, by: string): Promise<BulkResult> {
    // The filter's leads are read in the transaction, so the action reaches the leads as they are when it runs.
    return this.writes.run(async (trx) => {
      const ids =
        selection.kind === "ids"
          ? [...new Set(selection.ids)].slice(0, BULK_LIMIT)
          : (
              await this.reads
                .applyFilter(
                  trx.selectFrom("leads").leftJoin("staff as owner", "owner.id", "leads.ownerId").select("leads.id"),
                  selection.filter,
                )
                .orderBy("leads.lastEnquiryAt", "desc")
                .orderBy("leads.id", "desc")
                .limit(BULK_LIMIT)
                .execute()
            ).map((row) => row.id);
      const leads = ids.length
        ? await trx
            .selectFrom("leads")
            .selectAll()
            .where("id", "in", ids)
            .orderBy("firstEnquiryAt")
            .orderBy("id")
            .execute()
        : [];
      const at = this.now();
      const now = this.clock();
      let changed = 0;
      let problem: string | null = null;
      const rule = change.kind === "allocate" ? await readRule(trx) : null;
      let target: { id: string; name: string } | null = null;
      if (change.kind === "owner" && change.ownerId) {
        const row = await trx
          .selectFrom("staff")
          .select(["id", "name", "active", "role"])
          .where("id", "=", change.ownerId)
          .executeTakeFirst();
        if (!row || row.active !== 1 || !worksLeads(row.role))
          return { changed: 0, skipped: leads.length, problem: "Choose an active staff member." };
        target = { id: row.id, name: row.name };
      }
      const ownerNames = new Map(
        (await trx.selectFrom("staff").select(["id", "name"]).execute()).map((row) => [row.id, row.name] as const),
      );
      const detail = {
        bulk: leads.length,
        ...(change.kind === "owner" ? { to: change.ownerId } : {}),
        ...(change.kind === "status" ? { to: change.to } : {}),
      };
      for (const lead of leads) {
        const outcome = await this.bulkOne(trx, lead, change, { at, now, by, rule, target, ownerNames });
        if (outcome === true) {
          changed += 1;
          // One entry per lead, as a change on its page makes: who changed which lead, and that it was one of a bulk action.
          await this.auditIn(trx, { action: `lead.bulk_${change.kind}`, staffId: by, subject: lead.id, detail });
        } else if (typeof outcome === "string") problem ??= outcome;
      }
      await refreshReportDays(
        trx,
        leads.map((lead) => lead.id),
      );
      return { changed, skipped: leads.length - changed, problem };
    });
  }

  /** One lead of a bulk change: true when changed, false when already so, or the rule's refusal. */
  private async bulkOne(
    trx: Kysely<Schema>,
    lead: Lead,
    change: BulkChange,
    context: {
      at: string;
      now: Date;
      by: string;
      rule: AllocationRule | null;
      target: { id: string; name: string } | null;
      ownerNames: Map<string, string>;
    },
  ): Promise<boolean | string> {
    const { at, by } = context;
    const touch = { version: lead.version + 1, updatedAt: at, updatedBy: by, lastActivityAt: at };
    switch (change.kind) {
      case "owner": {
        if (lead.ownerId === change.ownerId) return false;
        await trx
          .updateTable("leads")
          .set({ ownerId: change.ownerId, ...touch })
          .where("id", "=", lead.id)
          .execute();
        await addEvent(trx, lead.id, at, by, {
          kind: "owner",
          from: lead.ownerId,
          to: change.ownerId,
          fromName: lead.ownerId ? (context.ownerNames.get(lead.ownerId) ?? null) : null,
          toName: context.target?.name ?? null,
        });
        await enqueueLeadAllocated(trx, this.ctx.notify, { leadId: lead.id, to: change.ownerId, by, at });
        return true;
      }
      case "allocate": {
        if (isClosed(lead.status)) return "Closed leads are not allocated: reopen them first.";
        const given = await allocate(trx, {
          leadId: lead.id,
          course: lead.course,
          at,
          staffId: by,
          fromOwner: lead.ownerId,
          keepOwner: lead.ownerId,
          skip: lead.ownerId,
          now: context.now,
          // "Back to round-robin" works even with the rule off: round-robin among those on duty.
          rule: context.rule === "off" ? "round_robin" : (context.rule ?? undefined),
          recordNobody: false,
        });
        if (!given || given.ownerId === null || given.ownerId === lead.ownerId)
          return given?.ownerId === null ? "Nobody is on duty to take them." : false;
        await trx.updateTable("leads").set(touch).where("id", "=", lead.id).execute();
        await enqueueLeadAllocated(trx, this.ctx.notify, { leadId: lead.id, to: given.ownerId, by, at });
        return true;
      }
      case "status": {
        if (lead.status === change.to) return false;
        const error = statusChangeError(lead.status, change.to, change.reason);
        if (error) return error;
        if (
          needsGuardianConfirmation(
            { minor: lead.minor === 1, guardianConfirmedAt: lead.guardianConfirmedAt },
            change.to,
          )
        )
          return GUARDIAN_CONFIRMATION_NEEDED;
        const closeReason = isClosed(change.to) ? change.reason.trim() : null;
        await trx
          .updateTable("leads")
          .set({
            status: change.to,
            closeReason,
            ...(needsNextStep(change.to) ? {} : { nextFollowUpAt: null }),
            ...(change.to === "new" ? { contactedAt: null, promiseFrom: at, attempts: 0, lastAttemptAt: null } : {}),
            ...touch,
          })
          .where("id", "=", lead.id)
          .execute();
        await updateLeadCounts(trx, { before: lead, after: { ...lead, status: change.to } });
        await enqueueStatusChanged(trx, this.ctx.notify, {
          type: isClosed(change.to) ? "lead.closed" : "lead.status_changed",
          leadId: lead.id,
          from: lead.status,
          to: change.to,
          reason: closeReason,
          by,
          at,
        });
        await addEvent(trx, lead.id, at, by, {
          kind: "status",
          from: lead.status,
          to: change.to,
          ...(closeReason ? { reason: closeReason } : {}),
        });
        return true;
      }
      case "follow_up": {
        if (!needsNextStep(lead.status)) return "Closed and enrolled leads take no next step.";
        if (lead.nextFollowUpAt === change.at) return false;
        await trx
          .updateTable("leads")
          .set({ nextFollowUpAt: change.at, ...touch })
          .where("id", "=", lead.id)
          .execute();
        await addEvent(trx, lead.id, at, by, { kind: "follow_up", dueAt: change.at });
        return true;
      }
    }
  }
}
