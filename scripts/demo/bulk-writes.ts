import type Database from "better-sqlite3";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { randomUUID } from "node:crypto";
import type { TimelineData } from "#domain/desk.ts";
import { isConversation, needsNextStep } from "#domain/contact.ts";
import { emailKey, isClosed, phoneKey, statusChangeError, type EnquiryForm } from "#domain/leads.ts";
import {
  DummyDriver,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Selectable,
} from "kysely";
import { ATTRIBUTION_FIELDS } from "#domain/attribution.ts";
import { sourceLabel } from "#domain/sources.ts";
import { recountQueries } from "#server/storage/lead-counts.ts";
import { recountReportDays } from "#server/storage/report-days.ts";
import { kyselyOver } from "#server/storage/kysely.ts";
import type { LeadsTable as LeadsColumns } from "#server/storage/schema.ts";
import type { DemoPerson, DemoStep } from "./people";

/**
 * Writes people's steps straight into the tables, in the caller's one transaction: the
 * bench's 100,000 leads take seconds this way, against many minutes through the store
 * (one durable commit per step). It applies the rules of server/storage/lead-writes.ts
 * attachEnquiry and server/storage/desk/lead-changes.ts to each lead in memory and inserts the lead
 * once, at its final state; scripts/demo/bulk-writes.test.ts checks that it leaves the same rows
 * as writeThroughStore, so the two cannot drift apart unnoticed.
 */
/** A lead's row as it is read back (no column left to its default). */
type LeadsTable = Selectable<LeadsColumns>;

interface BulkStaff {
  id: string;
  name: string;
}

interface BulkCounts {
  leads: number;
  events: number;
  submissions: number;
}

const ATTRIBUTION_COLUMNS = ATTRIBUTION_FIELDS.join(", ");

/**
 * Fills the database at `dbPath` (migrated, with the staff accounts made) as fast as SQLite
 * goes, for a throw-away file only: no journal and no fsync (a crash leaves a broken file),
 * the tables' indexes dropped while the rows go in and built again after (sorting once
 * beats 1.3 million random inserts), foreign keys checked once at the end instead of row
 * by row (a lead's row goes in after its timeline, at its final state).
 */
export function fillInBulk(
  dbPath: string,
  people: Iterable<DemoPerson>,
  staff: ReadonlyMap<string, BulkStaff>,
): BulkCounts {
  const sqlite = keptConnection(dbPath);
  try {
    sqlite.exec("PRAGMA journal_mode = OFF;");
    sqlite.exec("PRAGMA synchronous = OFF;");
    sqlite.exec("PRAGMA foreign_keys = OFF;");
    sqlite.exec("PRAGMA cache_size = -1000000;"); // 1 GB: the indexes' pages stay in memory while they are built
    const tables = ["leads", "lead_events", "enquiries", "messages", "manual_enquiries", "audit_log"];
    const indexes = sqlite
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables.map(() => "?").join(", ")})`,
      )
      .all(...tables) as { name: string; sql: string }[];
    const counts = sqlite.transaction(() => {
      for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
      const written = writeInBulk(sqlite, people, staff);
      for (const index of indexes) sqlite.exec(index.sql);
      countAfresh(sqlite);
      return written;
    })();
    const broken = sqlite.prepare("PRAGMA foreign_key_check").all();
    if (broken.length > 0)
      throw new Error(
        `The bulk writer left ${broken.length} rows pointing at nothing, e.g. ${JSON.stringify(broken[0])}.`,
      );
    sqlite.exec("PRAGMA journal_mode = WAL;");
    return counts;
  } finally {
    sqlite.close();
  }
}

/**
 * The overview's kept counts (server/storage/lead-counts.ts), counted from the rows just
 * written: the same statements migration 0007 runs, compiled for this connection.
 */
function countAfresh(sqlite: Database.Database): void {
  const compiler = kyselyOver({
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  });
  for (const query of recountQueries(compiler)) {
    const { sql, parameters } = query.compile();
    sqlite.prepare(sql).run(...parameters);
  }
}

/**
 * The reports' days (server/storage/report-days.ts), counted from the rows fillInBulk wrote:
 * the same recount migration 0016 runs, in one transaction (a few seconds at 100,000 leads).
 */
export async function countReportDaysInBulk(dbPath: string): Promise<void> {
  const db = kyselyOver(new SqliteDialect({ database: keptConnection(dbPath) }));
  try {
    await db.transaction().execute((trx) => recountReportDays(trx));
  } finally {
    await db.destroy();
  }
}

/** The rows themselves, inside the caller's transaction. */
function writeInBulk(
  sqlite: Database.Database,
  people: Iterable<DemoPerson>,
  staff: ReadonlyMap<string, BulkStaff>,
): BulkCounts {
  const insert = {
    lead: sqlite.prepare(
      `insert into leads (id, name, phone, email, phone_key, email_key, course, status, owner_id, next_follow_up_at, first_enquiry_at,
        last_enquiry_at, last_activity_at, promise_from, contacted_at, first_contact_at, close_reason, enquiry_count, version, updated_at, updated_by,
        escalated_at, source, attempts, last_attempt_at)
       values (@id, @name, @phone, @email, @phoneKey, @emailKey, @course, @status, @ownerId, @nextFollowUpAt, @firstEnquiryAt,
        @lastEnquiryAt, @lastActivityAt, @promiseFrom, @contactedAt, @firstContactAt, @closeReason, @enquiryCount, @version, @updatedAt, @updatedBy,
        @escalatedAt, @source, @attempts, @lastAttemptAt)`,
    ),
    event: sqlite.prepare(
      "insert into lead_events (id, lead_id, at, staff_id, kind, form, data) values (?, ?, ?, ?, ?, ?, ?)",
    ),
    enquiry: sqlite.prepare(
      `insert into enquiries (id, created_at, source, name, phone, email, course, university, message, dedupe_key, lead_id, ${ATTRIBUTION_COLUMNS})
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, @utmSource, @utmMedium, @utmCampaign, @referrerHost, @landingPage, @formPage)`,
    ),
    message: sqlite.prepare(
      `insert into messages (id, created_at, name, email, phone, subject, message, dedupe_key, lead_id, ${ATTRIBUTION_COLUMNS})
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, @utmSource, @utmMedium, @utmCampaign, @referrerHost, @landingPage, @formPage)`,
    ),
    manual: sqlite.prepare(
      "insert into manual_enquiries (id, created_at, lead_id, source, name, phone, email, course, message, staff_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    audit: sqlite.prepare(
      "insert into audit_log (id, at, staff_id, action, subject, ip, detail) values (?, ?, ?, ?, ?, null, null)",
    ),
  };
  const counts: BulkCounts = { leads: 0, events: 0, submissions: 0 };
  const staffOf = (key: string) => {
    const member = staff.get(key);
    if (!member) throw new Error(`No demo staff account for "${key}".`);
    return member;
  };
  const event = (leadId: string, at: string, staffId: string | null, data: TimelineData) => {
    insert.event.run(
      randomUUID(),
      leadId,
      at,
      staffId,
      data.kind,
      data.kind === "enquiry" ? data.form : null,
      JSON.stringify(data),
    );
    counts.events++;
  };

  /** attachEnquiry, for a lead that only this person's enquiries join. */
  const attach = (
    lead: LeadsTable | null,
    step: DemoStep,
    form: EnquiryForm,
    fields: { name: string; phone: string; email: string; course: string },
    staffId: string | null,
    enquiryId: string,
    source: string,
  ): LeadsTable => {
    const keys = { phoneKey: phoneKey(fields.phone), emailKey: emailKey(fields.email) };
    if (!lead) {
      const created: LeadsTable = {
        id: randomUUID(),
        ...fields,
        ...keys,
        status: "new",
        ownerId: null,
        nextFollowUpAt: null,
        firstEnquiryAt: step.at,
        lastEnquiryAt: step.at,
        lastActivityAt: step.at,
        promiseFrom: step.at,
        contactedAt: null,
        firstContactAt: null,
        closeReason: null,
        enquiryCount: 1,
        version: 1,
        updatedAt: step.at,
        updatedBy: staffId,
        // The scheduler's (notifications): never set by an enquiry or a change.
        escalatedAt: null,
        stepRemindedFor: null,
        promiseRemindedAt: null,
        source,
        minor: 0,
        prefersHindi: 0,
        guardianConfirmedAt: null,
        attempts: 0,
        lastAttemptAt: null,
        guardianPhone: "",
        guardianPhoneKey: "",
        mergedFrom: "",
      };
      event(created.id, step.at, staffId, { kind: "enquiry", form, enquiryId });
      return created;
    }
    const reopen = isClosed(lead.status);
    const updated: LeadsTable = {
      ...lead,
      course: fields.course || lead.course,
      phone: lead.phone || fields.phone,
      email: lead.email || fields.email,
      phoneKey: lead.phoneKey || keys.phoneKey,
      emailKey: lead.emailKey || keys.emailKey,
      lastEnquiryAt: step.at,
      lastActivityAt: step.at,
      enquiryCount: lead.enquiryCount + 1,
      ...(reopen
        ? {
            status: "new" as const,
            closeReason: null,
            promiseFrom: step.at,
            contactedAt: null,
            attempts: 0,
            lastAttemptAt: null,
            version: lead.version + 1,
            updatedAt: step.at,
            updatedBy: staffId,
          }
        : {}),
    };
    event(lead.id, step.at, staffId, { kind: "enquiry", form, enquiryId, ...(reopen ? { reopened: true } : {}) });
    return updated;
  };

  /** The store's changeLead, logContact and addNote, for a change the plan made valid. */
  const change = (lead: LeadsTable, step: Extract<DemoStep, { kind: "change" }>): LeadsTable => {
    const at = step.at;
    const by = staffOf(step.by).id;
    const what = step.change;
    const update: Partial<LeadsTable> = {};
    const events: TimelineData[] = [];
    // Notes and calls are append-only: the version moves only with a status, owner or next step.
    let versioned = true;
    switch (what.kind) {
      case "status": {
        const error = statusChangeError(lead.status, what.to, what.reason);
        if (error) throw new Error(`Demo change on ${lead.phone} refused: ${error}`);
        update.status = what.to;
        update.closeReason = isClosed(what.to) ? what.reason.trim() : null;
        if (!needsNextStep(what.to)) update.nextFollowUpAt = null;
        events.push({
          kind: "status",
          from: lead.status,
          to: what.to,
          ...(update.closeReason ? { reason: update.closeReason } : {}),
        });
        if (what.to === "new")
          Object.assign(update, { contactedAt: null, promiseFrom: at, attempts: 0, lastAttemptAt: null });
        break;
      }
      case "owner": {
        const to = what.ownerId === null ? null : staffOf(what.ownerId);
        if ((to?.id ?? null) === lead.ownerId)
          throw new Error(`Demo change on ${lead.phone} refused: already the owner.`);
        const from = lead.ownerId ? [...staff.values()].find((member) => member.id === lead.ownerId) : undefined;
        update.ownerId = to?.id ?? null;
        events.push({
          kind: "owner",
          from: lead.ownerId,
          to: to?.id ?? null,
          fromName: from?.name ?? null,
          toName: to?.name ?? null,
        });
        break;
      }
      case "follow_up":
        update.nextFollowUpAt = what.at;
        events.push({ kind: "follow_up", dueAt: what.at });
        break;
      case "note":
        events.push({ kind: "note", text: what.text });
        versioned = false;
        break;
      case "call": {
        events.push({ kind: "call", outcome: what.outcome, ...(what.note ? { note: what.note } : {}) });
        if (isConversation(what.outcome)) {
          update.contactedAt = lead.contactedAt ?? at;
          update.firstContactAt = lead.firstContactAt ?? at;
        } else if (!lead.contactedAt) {
          update.attempts = lead.attempts + 1;
          update.lastAttemptAt = at;
        }
        if (isConversation(what.outcome) && lead.status === "new") {
          update.status = "contacted";
          update.closeReason = null;
          events.push({ kind: "status", from: "new", to: "contacted" });
        }
        versioned = needsNextStep(update.status ?? lead.status) || update.status !== undefined;
        if (needsNextStep(update.status ?? lead.status)) {
          update.nextFollowUpAt = what.nextStepAt;
          events.push({ kind: "follow_up", dueAt: what.nextStepAt });
        }
        break;
      }
    }
    for (const data of events) event(lead.id, at, by, data);
    insert.audit.run(randomUUID(), at, by, `lead.${what.kind}`, lead.id);
    return {
      ...lead,
      ...update,
      ...(versioned ? { version: lead.version + 1, updatedAt: at, updatedBy: by } : {}),
      lastActivityAt: at,
    };
  };

  for (const person of people) {
    let lead: LeadsTable | null = null;
    for (const step of person.steps) {
      const id = randomUUID();
      switch (step.kind) {
        case "form": {
          const e = step.enquiry;
          lead = attach(lead, step, e.source, e, null, id, sourceLabel(e.attribution));
          insert.enquiry.run(
            id,
            step.at,
            e.source,
            e.name,
            e.phone,
            e.email,
            e.course,
            e.university,
            e.message,
            `bulk:${id}`,
            lead.id,
            e.attribution,
          );
          counts.submissions++;
          break;
        }
        case "contact": {
          const m = step.message;
          // A contact message names no course: the lead keeps the one it had.
          lead = attach(lead, step, "contact", { ...m, course: "" }, null, id, sourceLabel(m.attribution));
          insert.message.run(
            id,
            step.at,
            m.name,
            m.email,
            m.phone,
            m.subject,
            m.message,
            `bulk:${id}`,
            lead.id,
            m.attribution,
          );
          counts.submissions++;
          break;
        }
        case "manual": {
          const e = step.enquiry;
          const by = staffOf(step.by).id;
          lead = attach(lead, step, e.source, e, by, id, e.source);
          insert.manual.run(id, step.at, lead.id, e.source, e.name, e.phone, e.email, e.course, e.message, by);
          insert.audit.run(randomUUID(), step.at, by, "lead.manual_enquiry", lead.id);
          counts.submissions++;
          break;
        }
        case "change":
          if (!lead) throw new Error(`Demo person ${person.phone} has a change before any enquiry.`);
          lead = change(lead, step);
          break;
      }
    }
    if (lead) {
      insert.lead.run(lead);
      counts.leads++;
    }
  }
  return counts;
}
