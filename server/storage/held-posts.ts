import { sql, type Kysely } from "kysely";
import type { Attribution } from "#domain/attribution.ts";
import { sourceLabel } from "#domain/sources.ts";
import { HELD_LIST_LIMIT, type HeldPost, type HeldPosts } from "#domain/desk.ts";
import type { EnquiryForm } from "#domain/leads.ts";
import { enqueueEnquiryCreated, type NotifySettings } from "#server/notifications/outbox.ts";
import { enqueueAllocationAlerts } from "#server/notifications/staff-alerts.ts";
import { allocateEnquiry } from "./desk/allocation";
import { DeskPart } from "./desk/context";
import { checkpoint } from "./erasure";
import { addEvent, attachEnquiry } from "./lead-writes";
import { refreshReportDays } from "./report-days";
import type { Schema } from "./schema";

/**
 * Held posts: enquiries and contact messages sent from an address above its limit
 * (SUBMIT_RATE_LIMIT per 10 minutes; server/security.ts), stored with `held_at` set and no
 * lead (migration 0013). Having no lead is what keeps them out of everything a lead is in:
 * allocation, the outbox, Today's and the inbox's queues, the 24-hour figures and the
 * overview's counts. An admin releases one (it goes through `admitSubmission`, exactly the
 * path of a post that was never held) or discards it (deleted, bytes and all, audited).
 */

/** Why a post is held: one of many from its address (above SUBMIT_RATE_LIMIT)… */
export const HELD_FOR_ADDRESS = "address";
/** …or one above SUBMIT_HARD_CAP that came with a solved proof of work (server/proof-of-work.ts). */
export const HELD_WITH_PROOF = "proof";

/**
 * Keeps the held posts (enquiries and contact messages together) to `budget`, in the
 * transaction that has just stored one: a flood spread over many addresses cannot fill the
 * disk. Over it, the oldest are dropped, those held without a proof of work before any that
 * came with one (a solved challenge cost its sender a second of work; an address's surplus
 * cost nothing). Only held rows are ever touched: a released post and one stored normally
 * have a lead and no `held_at`, so no budget reaches them. Dropped as a discard is, bytes and
 * all (secure_delete), without an audit row: no one chose it.
 */
export async function keepHeldWithinBudget(trx: Kysely<Schema>, budget: number): Promise<number> {
  const tables = ["enquiries", "messages"] as const;
  const counts = await Promise.all(
    tables.map((table) =>
      trx
        .selectFrom(table as "enquiries")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("heldAt", "is not", null)
        .executeTakeFirstOrThrow(),
    ),
  );
  const excess = counts.reduce((sum, row) => sum + Number(row.count), 0) - budget;
  if (excess <= 0) return 0;
  const unproven = sql<number>`case when held_reason = ${HELD_WITH_PROOF} then 1 else 0 end`;
  const oldest = await Promise.all(
    tables.map(async (table) =>
      (
        await trx
          .selectFrom(table as "enquiries")
          .select(["id", "heldAt", "heldReason"])
          .where("heldAt", "is not", null)
          .orderBy(unproven)
          .orderBy("heldAt")
          .orderBy("id")
          .limit(excess)
          .execute()
      ).map((row) => ({ ...row, table })),
    ),
  );
  const rank = (row: { heldReason: string | null }) => (row.heldReason === HELD_WITH_PROOF ? 1 : 0);
  const dropped = oldest
    .flat()
    .sort(
      (a, b) => rank(a) - rank(b) || (a.heldAt! < b.heldAt! ? -1 : a.heldAt! > b.heldAt! ? 1 : a.id < b.id ? -1 : 1),
    )
    .slice(0, excess);
  for (const table of tables) {
    const ids = dropped.filter((row) => row.table === table).map((row) => row.id);
    if (ids.length)
      await trx
        .deleteFrom(table as "enquiries")
        .where("id", "in", ids)
        .where("heldAt", "is not", null)
        .execute();
  }
  return dropped.length;
}

/** What a stored submission needs to become part of a lead. */
export interface Admission {
  id: string;
  form: EnquiryForm;
  at: string;
  now: Date;
  name: string;
  phone: string;
  email: string;
  course: string;
  minor: boolean;
  guardianPhone?: string;
  /** The student's name when a parent wrote: a push names the student only. */
  studentName?: string;
  /** Sent from a Hindi page: the lead prefers Hindi. */
  hindi?: boolean;
  attribution: Pick<Attribution, "utmSource" | "referrerHost">;
}

type Allocation = Awaited<ReturnType<typeof allocateEnquiry>>;
/** `allocation`: a new lead's, chosen as its row was written (undefined: the lead was found, not made). */
type AttachedLead = Awaited<ReturnType<typeof attachEnquiry>> & { allocation?: Allocation };

/**
 * The lead a submission joins (found or made, server/storage/lead-writes.ts), in the caller's
 * transaction. A new lead is given its owner by the allocation rule as it is written.
 */
export async function attachLead(trx: Kysely<Schema>, post: Admission): Promise<AttachedLead> {
  let allocation: Allocation | undefined;
  const firstOwner = async (leadId: string) => {
    allocation = await allocateEnquiry(trx, {
      leadId,
      created: true,
      reopened: false,
      ownerId: null,
      course: post.course,
      at: post.at,
      staffId: null,
      now: post.now,
      newLead: true,
    });
    return allocation;
  };
  const lead = await attachEnquiry(
    trx,
    {
      form: post.form,
      enquiryId: post.id,
      at: post.at,
      name: post.name,
      phone: post.phone,
      email: post.email,
      course: post.course,
      staffId: null,
      source: sourceLabel(post.attribution),
      minor: post.minor,
      guardianPhone: post.guardianPhone,
      hindi: post.hindi,
    },
    { firstOwner },
  );
  return lead.created ? { ...lead, allocation: allocation ?? null } : lead;
}

/**
 * The rest of the normal flow once a submission has its lead, inside the caller's
 * transaction: its owner by the allocation rule, and its notifications in the outbox. A new
 * post (server/storage/sqlite-store.ts) and a held post's release both go through
 * `attachLead` and this, so a released post is treated exactly as one just received.
 */
export async function admitAttached(
  trx: Kysely<Schema>,
  notify: NotifySettings,
  lead: AttachedLead,
  post: Admission,
): Promise<void> {
  // Its owner, by the allocation rule, in the same transaction (server/storage/desk/allocation.ts);
  // a new lead's was given as it was made (attachLead).
  const allocation =
    lead.allocation !== undefined
      ? lead.allocation
      : await allocateEnquiry(trx, {
          leadId: lead.id,
          created: lead.created,
          reopened: lead.reopened,
          ownerId: lead.ownerId,
          course: lead.course,
          at: post.at,
          staffId: null,
          now: post.now,
        });
  // The reports' days count the lead as it now is (server/storage/report-days.ts).
  await refreshReportDays(trx, [lead.id]);
  await enqueueEnquiryCreated(trx, notify, {
    ...(allocation?.unowned ? { unowned: true } : {}),
    type: "enquiry.created",
    leadId: lead.id,
    enquiryId: post.id,
    form: post.form,
    name: post.name,
    phone: post.phone,
    email: post.email,
    course: post.course,
    source: sourceLabel(post.attribution),
    reopened: lead.reopened,
    at: post.at,
  });
  // The owner's phone (Web Push) or the admins' when nobody could be given it.
  await enqueueAllocationAlerts(trx, notify, {
    leadId: lead.id,
    form: post.form,
    name: post.name,
    studentName: post.studentName ?? "",
    phone: post.phone,
    course: post.course,
    at: post.at,
    allocatedTo: allocation?.allocatedTo ?? null,
    unowned: allocation?.unowned ?? false,
    enteredBy: null,
  });
}

const HELD_ENQUIRY_COLUMNS = [
  "id",
  "createdAt",
  "heldAt",
  "source",
  "name",
  "phone",
  "email",
  "course",
  "applicant",
  "guardianPhone",
  "studentName",
  "language",
  "utmSource",
  "referrerHost",
] as const;
const HELD_MESSAGE_COLUMNS = [
  "id",
  "createdAt",
  "heldAt",
  "name",
  "phone",
  "email",
  "subject",
  "language",
  "utmSource",
  "referrerHost",
] as const;

export class HeldPostQueries extends DeskPart implements HeldPosts {
  async heldPosts(): Promise<{ items: HeldPost[]; total: number }> {
    // Each list read from its partial index (migration 0013), oldest first.
    const [enquiries, messages, counts] = await Promise.all([
      this.db
        .selectFrom("enquiries")
        .select(["id", "createdAt", "source", "name", "phone", "email", "course"])
        .where("heldAt", "is not", null)
        .orderBy("heldAt")
        .limit(HELD_LIST_LIMIT)
        .execute(),
      this.db
        .selectFrom("messages")
        .select(["id", "createdAt", "name", "phone", "email", "subject"])
        .where("heldAt", "is not", null)
        .orderBy("heldAt")
        .limit(HELD_LIST_LIMIT)
        .execute(),
      Promise.all(
        (["enquiries", "messages"] as const).map((table) =>
          this.db
            .selectFrom(table as "enquiries")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("heldAt", "is not", null)
            .executeTakeFirstOrThrow(),
        ),
      ),
    ]);
    const items: HeldPost[] = [
      ...enquiries.map((row) => ({ ...row, form: row.source as EnquiryForm, subject: "" })),
      ...messages.map((row) => ({ ...row, form: "contact" as const, course: "" })),
    ]
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1))
      .slice(0, HELD_LIST_LIMIT);
    return { items, total: counts.reduce((sum, row) => sum + Number(row.count), 0) };
  }

  releaseHeldPost(id: string, staffId: string): Promise<{ leadId: string } | null> {
    return this.writes.run(async (trx) => {
      const now = this.clock();
      const at = now.toISOString();
      const enquiry = await trx
        .selectFrom("enquiries")
        .select(HELD_ENQUIRY_COLUMNS)
        .where("id", "=", id)
        .where("heldAt", "is not", null)
        .executeTakeFirst();
      const message = enquiry
        ? undefined
        : await trx
            .selectFrom("messages")
            .select(HELD_MESSAGE_COLUMNS)
            .where("id", "=", id)
            .where("heldAt", "is not", null)
            .executeTakeFirst();
      const row = enquiry ?? message;
      if (!row) return null;
      // As if just received: the lead's clock, its allocation and its notifications start now.
      const post: Admission = {
        id,
        at,
        now,
        name: row.name,
        phone: row.phone,
        email: row.email,
        attribution: row,
        hindi: row.language === "hi",
        ...(enquiry
          ? {
              form: enquiry.source,
              course: enquiry.course,
              minor: enquiry.applicant === "minor",
              guardianPhone: enquiry.guardianPhone,
              studentName: enquiry.studentName,
            }
          : { form: "contact" as const, course: "", minor: false }),
      };
      const lead = await attachLead(trx, post);
      await trx
        .updateTable(enquiry ? "enquiries" : ("messages" as "enquiries"))
        .set({ leadId: lead.id, heldAt: null, heldReason: null })
        .where("id", "=", id)
        .execute();
      await admitAttached(trx, this.ctx.notify, lead, post);
      await addEvent(trx, lead.id, at, staffId, { kind: "released", enquiryId: id, heldAt: row.heldAt ?? at });
      await this.auditIn(trx, { action: "held_post.released", staffId, subject: lead.id, detail: { post: id } });
      return { leadId: lead.id };
    });
  }

  async discardHeldPost(id: string, staffId: string, ip: string | null): Promise<boolean> {
    const discarded = await this.writes.run(async (trx) => {
      let deleted = 0;
      for (const table of ["enquiries", "messages"] as const) {
        const result = await trx
          .deleteFrom(table as "enquiries")
          .where("id", "=", id)
          .where("heldAt", "is not", null)
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      if (deleted === 0) return false;
      // Named by its random id only: nothing of the person stays in the log.
      await this.auditIn(trx, { action: "held_post.discarded", staffId, subject: id, ip });
      return true;
    });
    // As after an erasure: no copy of the deleted row is left in the write-ahead log.
    if (discarded) await checkpoint(this.db);
    return discarded;
  }
}
