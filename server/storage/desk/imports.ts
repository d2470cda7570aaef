import { setImmediate as nextTurn } from "node:timers/promises";
import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type {
  ImportCommit,
  ImportCommitted,
  ImportDraft,
  ImportRecord,
  ImportStore,
  ImportUndone,
  RefusedImportRow,
  TimelineData,
} from "#domain/desk.ts";
import {
  IMPORT_SOURCE_LABELS,
  IMPORT_UNDO_MS,
  importSourceKey,
  type ColumnMapping,
  type ImportSource,
} from "#domain/import.ts";
import type { CourseChoices } from "#domain/import-values.ts";
import { formatIstDay } from "#domain/india-time.ts";
import { emailKey, isClosed, phoneKey } from "#domain/leads.ts";
import { updateLeadCountsOfMany, type CountChange } from "#server/storage/lead-counts.ts";
import { LeadMatcher } from "#server/storage/lead-writes.ts";
import { orderedId } from "#server/storage/ordered-id.ts";
import { refreshReportDays } from "#server/storage/report-days.ts";
import type { ImportsTable, LeadsTable, Schema } from "#server/storage/schema.ts";
import { decideEnquiryAllocation, readAllocationState, writeTurns } from "./allocation";
import { DeskPart } from "./context";

type ImportRow = Selectable<ImportsTable> & { staffName: string | null; problem: string | null };

/** "Education fair: Career Expo", "Aggregator: Shiksha", "Referral". */
export function importSourceLabel(source: string, detail: string): string {
  const label = IMPORT_SOURCE_LABELS[source as keyof typeof IMPORT_SOURCE_LABELS] ?? source;
  return detail ? `${label}: ${detail}` : label;
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let at = 0; at < items.length; at += size) parts.push(items.slice(at, at + size));
  return parts;
}

/**
 * An import's commit, one slice of rows per transaction (storeSlices, decision 25): on SQLite
 * a transaction holds the one writer (on PostgreSQL the write lock), and a visitor's post
 * that arrives meanwhile waits for it. A slice is sized to hold it about SLICE_TARGET_MS
 * (10,000 rows in one transaction held it 3.5 s of CPU on the bench, docs/benchmarks.md),
 * from FIRST_SLICE rows, between MIN_SLICE and MAX_SLICE (well inside the databases' limits
 * on bound values in the few queries that read the leads a slice's rows match). Small, because
 * a post waits for the slice it arrives during: a smaller slice is a shorter wait for visitors
 * and a longer import (each slice is a commit of its own; docs/benchmarks.md, the import).
 */
const SLICE_TARGET_MS = 2;
const FIRST_SLICE = 20;
const MIN_SLICE = 5;
const MAX_SLICE = 500;
/** Rows an import's preview matches against the leads at a time (matchImportRows). */
const MATCH_SLICE = 250;
/** Before each slice, how long it waits for the writes already waiting to commit, at most. */
const MAX_WAIT_FOR_VISITORS_MS = 100;

/**
 * What a committing import stores, kept in import_pending until its last slice: its own row,
 * which every slice updates, stays small (SQLite writes a changed row whole, and a 10,000-row
 * sheet is about 1.5 MB), so its refused rows join it only at the end.
 */
interface PendingImport {
  commit: ImportCommit;
  staffId: string;
}

/** Ids per `in (…)` list: well inside SQLite's and PostgreSQL's limits on bound values. */
const ID_LIST = 500;

/** A joined lead's columns that change on every join (commitRows): its last enquiry and activity, its count. */
const PLAIN_JOIN = new Set(["lastEnquiryAt", "lastActivityAt", "enquiryCount"]);

/** Leads whose report days one transaction counts after an import's commit or undo (countReportDaysLater). */
const REPORT_SLICE = 250;

/** Timeline kinds that mean someone worked the lead (an import's own enquiry and allocation do not). */
const WORK_KINDS = ["status", "owner", "follow_up", "note", "call", "message", "merged", "guardian", "correction"];

/**
 * CSV imports: the draft (the file's cells, kept in the database and never as a file), the
 * commit (every accepted row in one transaction, as a manual entry of the import's source,
 * allocated by the rule like any new lead), and the undo within 24 hours.
 */
export class ImportQueries extends DeskPart implements ImportStore {
  /** Imports this server is storing now: finishCommittingImports leaves them to it. */
  private readonly storing = new Set<string>();

  private select() {
    return this.db
      .selectFrom("imports")
      .leftJoin("staff", "staff.id", "imports.staffId")
      .leftJoin("import_pending", "import_pending.importId", "imports.id")
      .selectAll("imports")
      .select(["staff.name as staffName", "import_pending.problem"]);
  }

  private async record(row: ImportRow | undefined, withMapping = true): Promise<ImportRecord | null> {
    if (!row) return null;
    let mapping = JSON.parse(row.mapping) as ColumnMapping;
    let courseChoices = JSON.parse(row.courseChoices) as CourseChoices;
    const firstLook = Object.keys(mapping).length === 0 || Object.keys(courseChoices).length === 0;
    if (withMapping && row.status === "draft" && firstLook) {
      // A first look: the columns and courses last used for this source, if any.
      const remembered = await this.db
        .selectFrom("import_mappings")
        .select(["mapping", "courseChoices"])
        .where("sourceKey", "=", importSourceKey(row.source as ImportRecord["source"], row.sourceDetail))
        .executeTakeFirst();
      if (Object.keys(mapping).length === 0)
        mapping = remembered ? (JSON.parse(remembered.mapping) as ColumnMapping) : {};
      if (Object.keys(courseChoices).length === 0)
        courseChoices = remembered ? (JSON.parse(remembered.courseChoices) as CourseChoices) : {};
    }
    return {
      id: row.id,
      createdAt: row.createdAt,
      staffName: row.staffName,
      fileName: row.fileName,
      source: row.source as ImportRecord["source"],
      sourceDetail: row.sourceDetail,
      sourceDate: row.sourceDate,
      status: row.status,
      headers: JSON.parse(row.headers) as string[],
      cells: JSON.parse(row.cells) as string[][],
      mapping: Object.keys(mapping).length ? mapping : null,
      courseChoices,
      created: row.createdCount,
      joined: row.joinedCount,
      refused: row.refusedCount,
      repeated: row.repeatedCount,
      refusedRows: JSON.parse(row.refused) as RefusedImportRow[],
      committedAt: row.committedAt,
      undoneAt: row.undoneAt,
      removed: row.removedCount,
      kept: row.keptCount,
      accepted: row.acceptedCount,
      stored: row.storedCount,
      problem: row.problem,
    };
  }

  async saveImportDraft(draft: ImportDraft, staffId: string): Promise<{ id: string }> {
    const id = randomUUID();
    await this.writes.run(async (trx) => {
      await trx
        .insertInto("imports")
        .values({
          id,
          createdAt: this.now(),
          staffId,
          fileName: draft.fileName,
          source: draft.source,
          sourceDetail: draft.sourceDetail,
          sourceDate: draft.sourceDate,
          status: "draft",
          headers: JSON.stringify(draft.headers),
          cells: JSON.stringify(draft.cells),
        })
        .execute();
    });
    return { id };
  }

  async importRecord(id: string): Promise<ImportRecord | null> {
    return this.record(await this.select().where("imports.id", "=", id).executeTakeFirst());
  }

  async recentImports(): Promise<ImportRecord[]> {
    const rows = await this.select()
      .where("imports.status", "!=", "draft")
      .orderBy("imports.createdAt", "desc")
      .limit(20)
      .execute();
    return Promise.all(rows.map(async (row) => (await this.record({ ...row, headers: "[]", cells: "[]" }, false))!));
  }

  async setImportMapping(id: string, mapping: ColumnMapping): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .updateTable("imports")
        .set({ mapping: JSON.stringify(mapping) })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  async setImportCourses(id: string, choices: CourseChoices): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .updateTable("imports")
        .set({ courseChoices: JSON.stringify(choices) })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  /**
   * MATCH_SLICE rows at a time, with a turn of the event loop between: on SQLite the reads run
   * on the thread that commits visitors' posts, and a 10,000-row sheet read at once held it
   * about 100 ms.
   */
  async matchImportRows(rows: { phone: string; guardianPhone: string; email: string }[]): Promise<(string | null)[]> {
    const matches: (string | null)[] = [];
    for (const part of chunked(rows, MATCH_SLICE)) {
      const matcher = await LeadMatcher.read(this.db, part);
      for (const row of part) matches.push(matcher.match(row));
      await nextTurn();
    }
    return matches;
  }

  /**
   * Every accepted row, as attachEnquiry and allocateEnquiry would store each
   * (server/storage/lead-writes.ts, ./allocation.ts), a slice of rows per transaction
   * (storeSlices, decision 25). The claim comes first, in a transaction of its own: the
   * import becomes `committing`, with what is to be stored kept in it, so a second commit of
   * the draft (a double click) finds it taken, and a server that stops part way through
   * finishes it when it starts again (finishCommittingImports).
   */
  async commitImport(id: string, commit: ImportCommit, staffId: string): Promise<ImportCommitted> {
    const claimed = await this.writes.run(async (trx) => {
      const now = this.now();
      const result = await trx
        .updateTable("imports")
        .set({
          status: "committing",
          committedAt: now,
          mapping: JSON.stringify(commit.mapping),
          courseChoices: JSON.stringify(commit.courseChoices ?? {}),
          // The header stays: the refused rows' file is written under it, to be imported again as it is.
          cells: "[]",
          acceptedCount: commit.accepted.length,
          storedCount: 0,
          refusedCount: commit.refused.length,
          repeatedCount: commit.repeated,
        })
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      await trx
        .insertInto("import_pending")
        .values({ importId: id, pending: JSON.stringify({ commit, staffId } satisfies PendingImport) })
        .execute();
      const draft = await trx
        .selectFrom("imports")
        .select(["source", "sourceDetail"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const sourceKey = importSourceKey(draft.source as ImportRecord["source"], draft.sourceDetail);
      // The courses chosen before for this source stay, those chosen now on top.
      const before = await trx
        .selectFrom("import_mappings")
        .select("courseChoices")
        .where("sourceKey", "=", sourceKey)
        .executeTakeFirst();
      const courses = {
        ...(before ? (JSON.parse(before.courseChoices) as CourseChoices) : {}),
        ...commit.courseChoices,
      };
      const remembered = {
        mapping: JSON.stringify(commit.mapping),
        courseChoices: JSON.stringify(courses),
        updatedAt: now,
      };
      await trx
        .insertInto("import_mappings")
        .values({ sourceKey, ...remembered })
        .onConflict((conflict) => conflict.column("sourceKey").doUpdateSet(remembered))
        .execute();
      return true;
    });
    if (!claimed) return { ok: false, message: "This import was already committed." };
    return this.storeSlices(id, { commit, staffId });
  }

  async finishCommittingImports(): Promise<void> {
    const left = await this.db
      .selectFrom("import_pending")
      .innerJoin("imports", "imports.id", "import_pending.importId")
      .select(["importId", "pending"])
      .where("imports.status", "=", "committing")
      .execute();
    const refused: string[] = [];
    for (const { importId, pending } of left) {
      if (this.storing.has(importId)) continue;
      const result = await this.storeSlices(importId, JSON.parse(pending) as PendingImport);
      if (!result.ok && result.paused) refused.push(`${importId}: ${result.message}`);
    }
    if (refused.length > 0) throw new Error(`imports still paused: ${refused.join("; ")}`);
  }

  /**
   * Stores a committing import's rows from where it stands, one slice per transaction, until
   * the last slice marks it committed and audits it. Each slice reads how many rows are
   * stored inside its own transaction (under the write lock), so two servers finishing the
   * same import would share the work, never store a row twice. A slice's size is set so it
   * holds the writer about SLICE_TARGET_MS, and before each the writes waiting (visitors'
   * posts) go first: a post never waits for more than one slice.
   */
  private async storeSlices(id: string, { commit, staffId }: PendingImport): Promise<ImportCommitted> {
    const touched = new Set<string>();
    let size = FIRST_SLICE;
    let first = true;
    this.storing.add(id);
    try {
      for (;;) {
        await this.writes.afterWaitingWrites(MAX_WAIT_FOR_VISITORS_MS);
        let tookMs = 0;
        const outcome = await this.writes.run(async (trx) => {
          const started = performance.now();
          const current = await trx
            .selectFrom("imports")
            .select(["id", "source", "sourceDetail", "sourceDate", "fileName", "status"])
            .select(["storedCount", "createdCount", "joinedCount"])
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          if (current.status !== "committing")
            return current.status === "committed"
              ? { ok: true as const, created: current.createdCount, joined: current.joinedCount }
              : { ok: false as const, message: "This import was already committed." };
          // A problem recorded by an earlier attempt is over once a slice stores again.
          if (first)
            await trx.updateTable("import_pending").set({ problem: null }).where("importId", "=", id).execute();
          const rows = commit.accepted.slice(current.storedCount, current.storedCount + size);
          const done = await this.commitRows(trx, current, rows, staffId, touched);
          const stored = current.storedCount + rows.length;
          const created = current.createdCount + done.created;
          const joined = current.joinedCount + done.joined;
          const last = stored >= commit.accepted.length;
          await trx
            .updateTable("imports")
            .set(
              last
                ? {
                    status: "committed",
                    refused: JSON.stringify(commit.refused),
                    storedCount: stored,
                    createdCount: created,
                    joinedCount: joined,
                  }
                : { storedCount: stored, createdCount: created, joinedCount: joined },
            )
            .where("id", "=", id)
            .execute();
          if (last) {
            await trx.deleteFrom("import_pending").where("importId", "=", id).execute();
            await this.auditIn(trx, {
              action: "import.committed",
              staffId,
              subject: id,
              detail: {
                file: current.fileName,
                source: importSourceLabel(current.source, current.sourceDetail),
                created,
                joined,
                refused: commit.refused.length,
                repeated: commit.repeated,
              },
            });
          }
          tookMs = performance.now() - started;
          return last ? { ok: true as const, created, joined } : null;
        });
        if (outcome) return outcome;
        first = false;
        size = Math.min(MAX_SLICE, Math.max(MIN_SLICE, Math.round((size * SLICE_TARGET_MS) / Math.max(tookMs, 1))));
      }
    } catch (error) {
      // The database refused a slice (a full disk, say): what is stored stays, and the rest waits
      // in import_pending with why, for finishCommittingImports to go on from.
      const message = error instanceof Error ? error.message : String(error);
      await this.writes
        .run((trx) => trx.updateTable("import_pending").set({ problem: message }).where("importId", "=", id).execute())
        .catch(() => undefined);
      return { ok: false, paused: true, message };
    } finally {
      this.storing.delete(id);
      this.countReportDaysLater(touched);
    }
  }

  /**
   * The reports' share of an import's leads (server/storage/report-days.ts), counted after the
   * commit or undo that changed them, REPORT_SLICE leads per transaction: counting 10,000 leads
   * inside the import's own transaction took 1.7–3.6 s of it, a wait for every visitor's post.
   * Until each slice is counted the triggers' `report_dirty` marks those leads (written in the
   * import's transaction), and a report read meanwhile counts them first, so no report ever
   * shows the import half counted. So the admin is answered once the rows are stored, not
   * after the counting; a slice that fails (the server stopping) leaves its leads marked,
   * for the next report to count.
   */
  private countReportDaysLater(leadIds: Iterable<string>): void {
    const parts = chunked([...leadIds], REPORT_SLICE);
    void (async () => {
      for (const part of parts) await this.writes.run((trx) => refreshReportDays(trx, part));
    })().catch(() => {});
  }

  /**
   * One slice of an import's rows, in its own transaction (storeSlices): as attachEnquiry
   * and allocateEnquiry would store each (server/storage/lead-writes.ts, ./allocation.ts), but
   * read once and written together.
   */
  private async commitRows(
    trx: Kysely<Schema>,
    record: Pick<Selectable<ImportsTable>, "id" | "source" | "sourceDetail" | "sourceDate" | "fileName">,
    accepted: ImportCommit["accepted"],
    staffId: string,
    touched: Set<string>,
  ): Promise<{ created: number; joined: number }> {
    const id = record.id;
    const now = this.now();
    const clock = this.clock();
    const form = record.source as ImportSource;
    const sourceLabel = importSourceLabel(record.source, record.sourceDetail ?? "");
    const matcher = await LeadMatcher.read(trx, accepted);
    const allocation = await readAllocationState(trx);
    let created = 0;
    let joined = 0;
    const newLeads: Insertable<LeadsTable>[] = [];
    const joinedLeads = new Map<string, Updateable<LeadsTable>>();
    const joinCounts = new Map<string, number>();
    const events: Insertable<Schema["lead_events"]>[] = [];
    const manual: Insertable<Schema["manual_enquiries"]>[] = [];
    const links: Insertable<Schema["import_leads"]>[] = [];
    const counts: CountChange[] = [];
    const event = (leadId: string, by: string | null, data: TimelineData) =>
      events.push({
        id: orderedId(),
        leadId,
        at: now,
        staffId: by,
        kind: data.kind,
        form: data.kind === "enquiry" ? data.form : null,
        data: JSON.stringify(data),
      });
    for (const row of accepted) {
      const enquiryId = orderedId();
      const keys = { phoneKey: phoneKey(row.phone), emailKey: emailKey(row.email) };
      const guardian = row.guardianPhone
        ? { guardianPhone: row.guardianPhone, guardianPhoneKey: phoneKey(row.guardianPhone) }
        : {};
      const existingId = matcher.match(row);
      let lead: { id: string; created: boolean; reopened: boolean; ownerId: string | null; course: string };
      // attachEnquiry's rules (server/storage/lead-writes.ts): the 24-hour promise starts at
      // the import, not at the fair; the sheet's date goes in the message.
      if (!existingId) {
        const leadId = orderedId();
        newLeads.push({
          id: leadId,
          name: row.name,
          phone: row.phone,
          email: row.email,
          phoneKey: keys.phoneKey,
          emailKey: keys.emailKey,
          course: row.course,
          status: "new",
          ownerId: null,
          nextFollowUpAt: null,
          firstEnquiryAt: now,
          lastEnquiryAt: now,
          lastActivityAt: now,
          promiseFrom: now,
          contactedAt: null,
          firstContactAt: null,
          closeReason: null,
          enquiryCount: 1,
          version: 1,
          updatedAt: now,
          updatedBy: staffId,
          source: record.source,
          guardianPhone: "",
          guardianPhoneKey: "",
          ...guardian,
        });
        event(leadId, staffId, { kind: "enquiry", form, enquiryId });
        counts.push({
          before: null,
          after: { status: "new", course: row.course, source: record.source },
          enquiries: [{ form, delta: 1 }],
        });
        lead = { id: leadId, created: true, reopened: false, ownerId: null, course: row.course };
      } else {
        // Found through a merged lead's alias: not among the rows read by key.
        const was =
          matcher.leads.get(existingId) ??
          (await trx.selectFrom("leads").selectAll().where("id", "=", existingId).executeTakeFirstOrThrow());
        matcher.leads.set(existingId, was);
        const reopen = isClosed(was.status);
        const course = row.course || was.course;
        // Only the columns that change: each column set rewrites every index that holds it
        // (on SQLite a lead's last enquiry alone is in six), even when the value is the same.
        const update: Updateable<LeadsTable> = {
          ...(course !== was.course ? { course } : {}),
          ...(!was.phone && row.phone ? { phone: row.phone } : {}),
          ...(!was.email && row.email ? { email: row.email } : {}),
          ...(!was.phoneKey && keys.phoneKey ? { phoneKey: keys.phoneKey } : {}),
          ...(!was.emailKey && keys.emailKey ? { emailKey: keys.emailKey } : {}),
          lastEnquiryAt: now,
          lastActivityAt: now,
          enquiryCount: was.enquiryCount + 1,
          ...(row.guardianPhone && row.guardianPhone !== was.guardianPhone ? guardian : {}),
          ...(reopen
            ? {
                status: "new" as const,
                closeReason: null,
                promiseFrom: now,
                contactedAt: null,
                attempts: 0,
                lastAttemptAt: null,
                version: was.version + 1,
                updatedAt: now,
                updatedBy: staffId,
              }
            : {}),
        };
        // Two rows may join one lead (one by phone, one by email): the second's update goes on the first's.
        joinedLeads.set(existingId, { ...joinedLeads.get(existingId), ...update });
        joinCounts.set(existingId, (joinCounts.get(existingId) ?? 0) + 1);
        event(existingId, staffId, { kind: "enquiry", form, enquiryId, ...(reopen ? { reopened: true } : {}) });
        counts.push({
          before: { status: was.status, course: was.course, source: was.source },
          after: { status: reopen ? "new" : was.status, course, source: was.source },
          enquiries: [{ form, delta: 1 }],
        });
        // The lead as it now is, for the rows after it (pickLead orders by recency).
        Object.assign(was, update);
        lead = { id: existingId, created: false, reopened: reopen, ownerId: was.ownerId, course };
      }
      const met = row.date || (record.sourceDate ? `${record.sourceDate}T06:30:00.000Z` : "");
      const message = [
        `Imported from ${sourceLabel} (${record.fileName}, row ${row.line}).`,
        met ? `Enquired on ${formatIstDay(met)}.` : "",
        row.courseAsWritten ? `Course on the sheet: ${row.courseAsWritten}.` : "",
        row.city ? `City: ${row.city}.` : "",
        row.guardianName || row.guardianPhone
          ? `Parent or guardian: ${[row.guardianName, row.guardianPhone].filter(Boolean).join(", ")}.`
          : "",
        row.notes,
      ]
        .filter(Boolean)
        .join("\n");
      manual.push({
        id: enquiryId,
        createdAt: now,
        leadId: lead.id,
        staffId,
        source: form,
        sourceDetail: record.sourceDetail ?? "",
        name: row.name,
        phone: row.phone,
        email: row.email,
        course: row.course,
        message,
      });
      links.push({ importId: id, leadId: lead.id, enquiryId, created: lead.created ? 1 : 0 });
      event(lead.id, staffId, { kind: "import", importId: id, fileName: record.fileName, source: sourceLabel });
      // allocateEnquiry's decision (./allocation.ts), the turns moving on in memory.
      const given = decideEnquiryAllocation(allocation, { ...lead, now: clock })?.given;
      if (given?.event) {
        if (given.ownerId !== lead.ownerId) {
          const pending = lead.created ? newLeads[newLeads.length - 1]! : joinedLeads.get(lead.id)!;
          pending.ownerId = given.ownerId;
          const known = matcher.leads.get(lead.id);
          if (known) known.ownerId = given.ownerId;
        }
        event(lead.id, null, given.event);
      }
      if (lead.created) created += 1;
      else joined += 1;
    }
    for (const part of chunked(newLeads, 200)) await trx.insertInto("leads").values(part).execute();
    // Most joined leads change only their last enquiry and count: those go in one statement
    // per list of ids (by how many of the rows joined each), the rest one by one.
    const plain = new Map<number, string[]>();
    for (const [leadId, update] of joinedLeads) {
      const joins = joinCounts.get(leadId)!;
      if (Object.keys(update).every((column) => PLAIN_JOIN.has(column)))
        plain.set(joins, [...(plain.get(joins) ?? []), leadId]);
      else await trx.updateTable("leads").set(update).where("id", "=", leadId).execute();
    }
    for (const [joins, ids] of plain)
      for (const part of chunked(ids, ID_LIST))
        await trx
          .updateTable("leads")
          .set((eb) => ({
            lastEnquiryAt: now,
            lastActivityAt: now,
            enquiryCount: eb("enquiryCount", "+", joins),
          }))
          .where("id", "in", part)
          .execute();
    for (const part of chunked(events, 1000)) await trx.insertInto("lead_events").values(part).execute();
    for (const part of chunked(manual, 500)) await trx.insertInto("manual_enquiries").values(part).execute();
    for (const part of chunked(links, 1000)) await trx.insertInto("import_leads").values(part).execute();
    await writeTurns(trx, allocation);
    await updateLeadCountsOfMany(trx, counts);
    for (const link of links) touched.add(link.leadId);
    return { created, joined };
  }

  async undoImport(id: string, staffId: string): Promise<ImportUndone> {
    const touched = new Set<string>();
    const outcome = await this.writes.run(async (trx) => {
      const record = await trx.selectFrom("imports").selectAll().where("id", "=", id).executeTakeFirst();
      if (!record || record.status !== "committed" || !record.committedAt)
        return { ok: false as const, message: "Only a committed import can be undone." };
      if (this.clock().getTime() - Date.parse(record.committedAt) > IMPORT_UNDO_MS)
        return { ok: false as const, message: "An import can be undone for 24 hours only; this one is older." };
      return this.undoneIn(trx, record, record.committedAt, staffId, touched, "import.undone", {});
    });
    if (outcome.ok) this.countReportDaysLater(touched);
    return outcome;
  }

  async stopPausedImport(id: string, staffId: string): Promise<ImportUndone> {
    // Storing here now (the minute's retry): it either pauses again or finishes; stop it then.
    if (this.storing.has(id))
      return { ok: false, message: "The server is trying this import again right now: reload the page in a moment." };
    const touched = new Set<string>();
    const outcome = await this.writes.run(async (trx) => {
      const record = await trx.selectFrom("imports").selectAll().where("id", "=", id).executeTakeFirst();
      const pending = await trx
        .selectFrom("import_pending")
        .select(["pending", "problem"])
        .where("importId", "=", id)
        .executeTakeFirst();
      if (!record || record.status !== "committing" || !pending?.problem)
        return { ok: false as const, message: "Only a paused import can be stopped." };
      const { commit } = JSON.parse(pending.pending) as PendingImport;
      // Its refused rows stay downloadable, as a committed import's are.
      await trx
        .updateTable("imports")
        .set({ refused: JSON.stringify(commit.refused) })
        .where("id", "=", id)
        .execute();
      await trx.deleteFrom("import_pending").where("importId", "=", id).execute();
      return this.undoneIn(trx, record, record.committedAt ?? this.now(), staffId, touched, "import.stopped", {
        stored: record.storedCount,
        accepted: record.acceptedCount,
        problem: pending.problem,
      });
    });
    if (outcome.ok) this.countReportDaysLater(touched);
    return outcome;
  }

  /** What an undo and a stop share: the rows taken out (takeOut), the import marked undone, the audit entry. */
  private async undoneIn(
    trx: Kysely<Schema>,
    record: Selectable<ImportsTable>,
    since: string,
    staffId: string,
    touched: Set<string>,
    action: "import.undone" | "import.stopped",
    detail: Record<string, unknown>,
  ) {
    const { removed, kept, unjoined } = await this.takeOut(trx, record, since, staffId, touched);
    await trx
      .updateTable("imports")
      .set({ status: "undone", undoneAt: this.now(), undoneBy: staffId, removedCount: removed, keptCount: kept })
      .where("id", "=", record.id)
      .execute();
    await this.auditIn(trx, {
      action,
      staffId,
      subject: record.id,
      detail: { file: record.fileName, ...detail, removed, kept, unjoined },
    });
    return { ok: true as const, removed, kept, unjoined };
  }

  /**
   * Takes an import's rows out (an undo): a lead it created that nobody has worked since
   * `since` and that nothing else joined goes; from any other lead only the import's
   * enquiries leave, and the timeline says so. Set by set: the links and their leads in one
   * read, the worked ones in another, then each table's rows deleted or changed by lists of
   * ids (row by row it took 27–36 s for 10,000 rows, docs/benchmarks.md). The reports' share
   * is counted after the undo's transaction (countReportDaysLater); `touched` collects the leads.
   */
  private async takeOut(
    trx: Kysely<Schema>,
    record: Selectable<ImportsTable>,
    since: string,
    staffId: string,
    touched: Set<string>,
  ): Promise<{ removed: number; kept: number; unjoined: number }> {
    const id = record.id;
    const now = this.now();
    const links = await trx
      .selectFrom("import_leads")
      .innerJoin("leads", "leads.id", "import_leads.leadId")
      .select([
        "import_leads.leadId",
        "import_leads.enquiryId",
        "import_leads.created",
        "leads.status",
        "leads.course",
        "leads.source",
        "leads.enquiryCount",
      ])
      .where("import_leads.importId", "=", id)
      .execute();
    // Leads erased or merged away since have no row to join: their links just go.
    const leadIds = [...new Set(links.map((link) => link.leadId))];
    const worked = new Set<string>();
    for (const part of chunked(leadIds, ID_LIST))
      for (const row of await trx
        .selectFrom("lead_events")
        .select("leadId")
        .distinct()
        .where("leadId", "in", part)
        .where("at", ">=", since)
        .where("kind", "in", WORK_KINDS)
        .execute())
        worked.add(row.leadId);
    const byLead = new Map<string, typeof links>();
    for (const link of links) byLead.set(link.leadId, [...(byLead.get(link.leadId) ?? []), link]);
    const gone: string[] = [];
    /** Leads that stay, with how many of the import's enquiries leave each. */
    const keep = new Map<string, number>();
    const leaving: string[] = [];
    const counts: CountChange[] = [];
    const events: Insertable<Schema["lead_events"]>[] = [];
    const sourceLabel = importSourceLabel(record.source, record.sourceDetail);
    let kept = 0;
    let unjoined = 0;
    for (const [leadId, own] of byLead) {
      const lead = own[0]!;
      const enquiries = [{ form: record.source, delta: -own.length }];
      if (own.some((link) => link.created) && !worked.has(leadId) && lead.enquiryCount === own.length) {
        // Nobody has worked it and nothing else came in: it goes, as if never imported.
        counts.push({ before: lead, after: null, enquiries });
        gone.push(leadId);
        continue;
      }
      // Worked since, or a lead it joined: only its enquiries leave, and the timeline says so.
      counts.push({ before: lead, after: lead, enquiries });
      keep.set(leadId, own.length);
      for (const link of own) {
        leaving.push(link.enquiryId);
        events.push({
          id: randomUUID(),
          leadId,
          at: now,
          staffId,
          kind: "import",
          form: null,
          data: JSON.stringify({
            kind: "import",
            importId: id,
            fileName: record.fileName,
            source: sourceLabel,
            undone: true,
          }),
        });
        if (link.created) kept += 1;
        else unjoined += 1;
      }
    }
    await updateLeadCountsOfMany(trx, counts);
    for (const part of chunked(gone, ID_LIST)) {
      for (const table of ["manual_enquiries", "lead_events", "lead_aliases", "outbox"] as const)
        await trx.deleteFrom(table).where("leadId", "in", part).execute();
      await trx.deleteFrom("leads").where("id", "in", part).execute();
    }
    // The enquiries' timeline entries name them in their JSON: read the leads' enquiry entries, delete the import's.
    const leavingSet = new Set(leaving);
    for (const part of chunked([...keep.keys()], ID_LIST)) {
      const entries = await trx
        .selectFrom("lead_events")
        .select(["id", "data"])
        .where("leadId", "in", part)
        .where("kind", "=", "enquiry")
        .execute();
      const theirs = entries
        .filter((entry) => leavingSet.has((JSON.parse(entry.data) as { enquiryId?: string }).enquiryId ?? ""))
        .map((entry) => entry.id);
      if (theirs.length) await trx.deleteFrom("lead_events").where("id", "in", theirs).execute();
    }
    for (const part of chunked(leaving, ID_LIST))
      await trx.deleteFrom("manual_enquiries").where("id", "in", part).execute();
    // Most leads lose one enquiry; one that two rows joined (by phone and by email) loses two. A
    // lead the import created and someone worked since keeps none: its count goes to 0, never
    // left counting the enquiry it lost.
    const byCount = new Map<number, string[]>();
    for (const [leadId, n] of keep) byCount.set(n, [...(byCount.get(n) ?? []), leadId]);
    for (const [n, ids] of byCount)
      for (const part of chunked(ids, ID_LIST))
        await trx
          .updateTable("leads")
          .set((eb) => ({
            enquiryCount: eb
              .case()
              .when("enquiryCount", ">=", n)
              .then(eb("enquiryCount", "-", n))
              .else(0)
              .end(),
          }))
          .where("id", "in", part)
          .execute();
    for (const part of chunked(events, 1000)) await trx.insertInto("lead_events").values(part).execute();
    await trx.deleteFrom("import_leads").where("importId", "=", id).execute();
    for (const leadId of leadIds) touched.add(leadId);
    return { removed: gone.length, kept, unjoined };
  }

  async discardImport(id: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .deleteFrom("imports")
        .where("id", "=", id)
        .where("status", "=", "draft")
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }
}
