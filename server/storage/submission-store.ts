import type { Kysely } from "kysely";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Attribution } from "#domain/attribution.ts";
import type { Language } from "#domain/language.ts";
import type { GroupCommitter } from "./group-commit";
import { EMPTY_ATTRIBUTION } from "#domain/attribution.ts";
import type { NotifySettings } from "#server/notifications/outbox.ts";
import { requestDueAt, requestReference } from "#domain/privacy.ts";
import { findLead } from "./lead-writes";
import {
  admitAttached,
  attachLead,
  HELD_FOR_ADDRESS,
  HELD_WITH_PROOF,
  keepHeldWithinBudget,
  type Admission,
} from "./held-posts";
import { ENQUIRY_COLUMNS, MESSAGE_COLUMNS } from "#server/export.ts";
import type { Schema } from "./schema";
import type {
  NewContactMessage,
  NewEnquiry,
  NewPrivacyRequest,
  SaveResult,
  StoredContactMessage,
  StoredEnquiry,
  SubmissionStore,
  WithAttribution,
} from "#domain/submissions.ts";

/** A repeat of the same submission within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * A fingerprint of what was submitted, so a resend within the window is recognised. The
 * fields are named as their columns are (`guardian_name`), as they were when the keys stored
 * in the window were made.
 */
function dedupeKey(kind: string, fields: Record<string, string | null>): string {
  const column = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const named = Object.entries(fields).map(([key, value]) => [column(key), value] as const);
  const canonical = JSON.stringify([kind, ...named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  return createHash("sha256").update(canonical).digest("hex");
}

export class KyselySubmissionStore implements SubmissionStore {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly writes: GroupCommitter,
    private readonly clock: () => Date,
    private readonly notify: NotifySettings,
  ) {}

  saveEnquiry({
    attribution,
    noticeVersion,
    held = false,
    proven = false,
    heldBudget,
    language = "en",
    applicant,
    guardianName = "",
    guardianPhone = "",
    studentName = "",
    ...enquiry
  }: WithAttribution<NewEnquiry>): Promise<SaveResult> {
    // A guardian's details belong to a student under 18 only; the student's name to an
    // enquiry a parent or guardian filled in, and is written only then, so the duplicate
    // check of every other enquiry reads the same fields as before it existed.
    const guardian = applicant === "minor" ? { guardianName, guardianPhone } : { guardianName: "", guardianPhone: "" };
    const student: Record<string, string> = applicant === "guardian" && studentName ? { studentName } : {};
    return this.save(
      "enquiries",
      { ...enquiry, applicant: applicant ?? null, ...guardian, ...student },
      attribution ?? EMPTY_ATTRIBUTION,
      noticeVersion,
      {
        form: enquiry.source,
        course: enquiry.course,
        minor: applicant === "minor",
        guardianPhone: guardian.guardianPhone,
        held: held ? { proven, budget: heldBudget } : null,
        language,
      },
    );
  }

  saveContactMessage({
    attribution,
    noticeVersion,
    held = false,
    proven = false,
    heldBudget,
    language = "en",
    ...message
  }: WithAttribution<NewContactMessage>): Promise<SaveResult> {
    return this.save("messages", message, attribution ?? EMPTY_ATTRIBUTION, noticeVersion, {
      form: "contact",
      course: "",
      minor: false,
      held: held ? { proven, budget: heldBudget } : null,
      language,
    });
  }

  /** A rights request, matched to the lead with the same phone or email; a resend within the window is stored once. */
  savePrivacyRequest({ responseDays, noticeVersion, ...request }: NewPrivacyRequest): Promise<SaveResult> {
    const now = this.clock();
    const key = dedupeKey("privacy_requests", { ...request });
    return this.writes.run(async (trx) => {
      const windowStart = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
      const recent = await trx
        .selectFrom("privacy_requests")
        .select(["id", "kind", "name", "email", "phone", "details"])
        .where("createdAt", ">=", windowStart)
        .execute();
      const same = recent.find(
        (row) =>
          dedupeKey("privacy_requests", {
            kind: row.kind,
            name: row.name,
            email: row.email,
            phone: row.phone,
            details: row.details,
          }) === key,
      );
      if (same) return { id: same.id, duplicate: true };
      const id = requestReference(randomBytes(8));
      await trx
        .insertInto("privacy_requests")
        .values({
          ...request,
          id,
          createdAt: now.toISOString(),
          noticeVersion,
          dueAt: requestDueAt(now, responseDays).toISOString(),
          leadId: await findLead(trx, request),
          status: "open",
          closedAt: null,
          closedBy: null,
          outcome: null,
        })
        .execute();
      return { id, duplicate: false };
    });
  }

  /**
   * Looks for the same submission in the window and inserts only if there is none, attached
   * to its lead (server/storage/lead-writes.ts) and with its notifications in the outbox,
   * all in one transaction. Where it came from does not make a repeat a new submission.
   * A held post (one of many from one address) is stored alone, with no lead, owner or
   * notification until an admin releases it (./held-posts.ts).
   */
  private async save<Table extends "enquiries" | "messages">(
    table: Table,
    /** The row's own columns; name, phone and email also find its lead. */
    fields: { name: string; phone: string; email: string } & Record<string, string | null>,
    attribution: Attribution,
    noticeVersion: string | undefined,
    {
      form,
      course,
      minor,
      guardianPhone,
      held,
      language,
    }: {
      form: "admission" | "popup" | "contact";
      course: string;
      minor: boolean;
      guardianPhone?: string;
      /** A held post: whether a proof of work came with it, and the held posts' budget to keep to. */
      held: { proven: boolean; budget?: number } | null;
      /** Kept beside the row, not in its duplicate check: the same words from either page are one submission. */
      language: Language;
    },
  ): Promise<SaveResult> {
    const now = this.clock();
    const key = dedupeKey(table, { ...fields });
    const windowStart = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
    return this.writes.run(
      async (trx) => {
        const existing = await trx
          .selectFrom(table as "enquiries")
          .select("id")
          .where("dedupeKey", "=", key)
          .where("createdAt", ">=", windowStart)
          .executeTakeFirst();
        if (existing) return { id: existing.id, duplicate: true };
        const id = randomUUID();
        const at = now.toISOString();
        const row = {
          ...fields,
          ...attribution,
          noticeVersion: noticeVersion ?? null,
          language,
          id,
          createdAt: at,
          dedupeKey: key,
        };
        if (held) {
          await trx
            .insertInto(table)
            .values({
              ...row,
              leadId: null,
              heldAt: at,
              heldReason: held.proven ? HELD_WITH_PROOF : HELD_FOR_ADDRESS,
            } as never)
            .execute();
          if (held.budget !== undefined) await keepHeldWithinBudget(trx, held.budget);
          return { id, duplicate: false };
        }
        // The lead is attached first (the row names it), then allocation and the outbox.
        const post: Admission = {
          id,
          form,
          at,
          now,
          name: fields.name,
          phone: fields.phone,
          email: fields.email,
          course,
          minor,
          guardianPhone,
          studentName: fields.studentName ?? "",
          hindi: language === "hi",
          attribution,
        };
        const lead = await attachLead(trx, post);
        await trx
          .insertInto(table)
          .values({ ...row, leadId: lead.id } as never)
          .execute();
        await admitAttached(trx, this.notify, lead, post);
        return { id, duplicate: false };
      },
      // A save changes no rule, staff, duty or leave: the saves committed together read them once.
      { sharesReads: true },
    );
  }

  listEnquiries(options: { since?: Date } = {}): Promise<StoredEnquiry[]> {
    return listEnquiries(this.db, options);
  }

  listContactMessages(options: { since?: Date } = {}): Promise<StoredContactMessage[]> {
    return listContactMessages(this.db, options);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

/** Every enquiry (since a date), oldest first, as the export and the tests read them. */
export async function listEnquiries(db: Kysely<Schema>, { since }: { since?: Date } = {}): Promise<StoredEnquiry[]> {
  // Held posts are not yet the institute's enquiries: they join the export once released.
  let query = db
    .selectFrom("enquiries")
    .select(ENQUIRY_COLUMNS)
    .where("heldAt", "is", null)
    .orderBy("createdAt")
    .orderBy("id");
  if (since) query = query.where("createdAt", ">=", since.toISOString());
  return query.execute();
}

/** Every contact message (since a date), oldest first. */
export async function listContactMessages(
  db: Kysely<Schema>,
  { since }: { since?: Date } = {},
): Promise<StoredContactMessage[]> {
  let query = db
    .selectFrom("messages")
    .select(MESSAGE_COLUMNS)
    .where("heldAt", "is", null)
    .orderBy("createdAt")
    .orderBy("id");
  if (since) query = query.where("createdAt", ">=", since.toISOString());
  return query.execute();
}
