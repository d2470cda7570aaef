import { sql, type Kysely, type Transaction } from "kysely";
import { isPostgres } from "./dialect";
import { istDate } from "#domain/india-time.ts";
import { emailKey, phoneKey } from "#domain/leads.ts";
import { keptSource } from "#domain/sources.ts";
import { log } from "#server/log.ts";
import { updateLeadCounts } from "./lead-counts";
import { refreshReportDays } from "./report-days";
import type { Schema } from "./schema";

type Db = Kysely<Schema> | Transaction<Schema>;

/**
 * Erases a person: their lead and every row that holds their personal data, inside the
 * caller's transaction. What is kept is an anonymous count (the day of the first enquiry,
 * the course, the status and the source, a known name or "other": domain/sources.ts) in
 * `erased_leads`. Used by the desk's "Erase"
 * (an admin, for a request) and by the retention purge (server/privacy/retention.ts).
 *
 * - Their enquiries, contact messages, walk-ins and timeline: deleted.
 * - Notifications about them (pending or sent; a morning digest that listed them): deleted.
 * - Their rights requests: kept as a record that the request was handled, with the name,
 *   email, phone, details and outcome blanked.
 * - Audit entries whose detail mentions their email or phone (an export filtered by it):
 *   the detail is removed. The entry itself names the lead only by its random id.
 *
 * SQLite's secure_delete (on for every connection, server/storage/sqlite-store.ts) zeroes
 * the deleted bytes; `checkpoint` below then empties the write-ahead log, so the person's
 * details are nowhere in the database files (tests/e2e/privacy-desk.db.spec.ts reads them).
 *
 * On PostgreSQL the same rows are deleted and updated in the same transaction, and every
 * query stops returning them at once; but PostgreSQL keeps a deleted row's bytes in the
 * table's files until VACUUM (autovacuum) frees the space and a later write reuses it, and
 * in its write-ahead log until the segment is recycled. There, erasure means the rows are
 * gone from the database, not that the disk was overwritten: the server's disk (and any WAL
 * archive and pg_dump copy) must be encrypted and kept no longer than the retention period
 * (docs/operations/postgresql.md).
 */
export async function eraseLead(db: Db, leadId: string): Promise<boolean> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "phone", "email", "phoneKey", "emailKey", "firstEnquiryAt", "course", "status", "source"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return false;

  await db
    .insertInto("erased_leads")
    .values({
      day: istDate(lead.firstEnquiryAt),
      course: lead.course,
      status: lead.status,
      // Already kept so on every lead since migration 0027; again here, as this row outlives the lead.
      source: keptSource(lead.source),
      count: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["day", "course", "status", "source"])
        .doUpdateSet((eb) => ({ count: eb("erased_leads.count", "+", 1) })),
    )
    .execute();

  // The overview's counts lose the lead and its enquiries (server/storage/lead-counts.ts).
  const forms = await db
    .selectFrom("lead_events")
    .select(["form", (eb) => eb.fn.countAll<number>().as("count")])
    .where("leadId", "=", leadId)
    .where("kind", "=", "enquiry")
    .groupBy("form")
    .execute();
  await updateLeadCounts(db, {
    before: lead,
    after: null,
    enquiries: forms.map((row) => ({ form: row.form ?? "", delta: -Number(row.count) })),
  });

  // lead_aliases: the phones and emails of leads merged into this one.
  for (const table of [
    "enquiries",
    "messages",
    "manual_enquiries",
    "lead_events",
    "lead_aliases",
    "import_leads",
  ] as const) {
    await db.deleteFrom(table).where("leadId", "=", leadId).execute();
  }
  // A digest names many leads and carries none's id in lead_id: find it by the id in its payload.
  await db
    .deleteFrom("outbox")
    .where((eb) => eb.or([eb("leadId", "=", leadId), eb("payload", "like", `%"${leadId}"%`)]))
    .execute();

  const keys = new Set(
    [lead.phoneKey, lead.emailKey, phoneKey(lead.phone), emailKey(lead.email)].filter((key) => key.length >= 3),
  );
  const requests = await db
    .selectFrom("privacy_requests")
    .select(["id", "leadId", "email", "phone"])
    .where("name", "!=", "")
    .execute();
  const theirs = requests
    .filter(
      (request) => request.leadId === leadId || keys.has(emailKey(request.email)) || keys.has(phoneKey(request.phone)),
    )
    .map((request) => request.id);
  if (theirs.length > 0) {
    await db
      .updateTable("privacy_requests")
      .set({ name: "", email: "", phone: "", details: "", outcome: null, leadId: null })
      .where("id", "in", theirs)
      .execute();
  }

  for (const value of [lead.email, lead.phone, lead.phoneKey].filter((text) => text.length >= 5)) {
    // SQLite's LIKE ignores ASCII case; PostgreSQL's ILIKE is the same test there.
    const like = sql.raw(isPostgres(db) ? "ilike" : "like");
    await db
      .updateTable("audit_log")
      .set({ detail: null })
      .where(sql<boolean>`detail ${like} ${containing(value)} escape '\\'`)
      .execute();
  }

  await db.deleteFrom("leads").where("id", "=", leadId).execute();
  // The reports' days lose the lead (server/storage/report-days.ts).
  await refreshReportDays(db, [leadId]);
  return true;
}

/** A LIKE pattern matching text that contains `value` literally (its % and _ escaped). */
function containing(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * After an erasure has committed: copies the write-ahead log into the database file and
 * truncates the log to nothing, so no old copy of an erased page is left in it. Runs outside
 * any transaction, and never holds up the writes: the checkpoint is tried with no busy
 * timeout on the owning connection (held for the try, so no write runs meanwhile with the
 * timeout off), and while another connection is in the middle of a read (`npm run export`,
 * a second server process, a backup) it stops short at once instead of waiting out the 5 s
 * busy timeout, which froze every write of the process that owns the database (better-sqlite3
 * waits on its thread). Then it is tried again later, off the write path, until it completes
 * (`checkpointPending` tells). Resolves whether it completed now. (SQLite only: on PostgreSQL
 * there is nothing of the kind to do, see eraseLead above, and it resolves true.)
 */
export async function checkpoint(db: Kysely<Schema>): Promise<boolean> {
  if (isPostgres(db)) return true;
  const outcome = await truncateLog(db);
  if (outcome === "done") {
    stopRetrying(db);
    return true;
  }
  if (outcome === "busy") retryLater(db);
  else log.error({ event: "checkpoint_failed", error: outcome.error });
  return false;
}

/** Whether a checkpoint that stopped short is still to be retried for this database. */
export function checkpointPending(db: Kysely<Schema>): boolean {
  return retries.has(db);
}

/** The first retry after this long, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/** Said once in the log when a checkpoint has waited this long for readers. */
const RETRY_WARN_MS = 60_000;
const retries = new Map<
  Kysely<Schema>,
  { timer: ReturnType<typeof setTimeout>; since: number; delay: number; warned: boolean }
>();

async function truncateLog(db: Kysely<Schema>): Promise<"done" | "busy" | { error: string }> {
  try {
    return await db.connection().execute(async (connection) => {
      const { rows: timeout } = await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(connection);
      await sql`PRAGMA busy_timeout = 0`.execute(connection);
      try {
        const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(connection);
        return rows[0]?.busy === 0 ? ("done" as const) : ("busy" as const);
      } finally {
        await sql.raw(`PRAGMA busy_timeout = ${Number(timeout[0]?.timeout ?? 5000)}`).execute(connection);
      }
    });
  } catch (error) {
    // Another connection writing; anything else (the database closed meanwhile) ends the tries.
    return (error as { code?: string }).code?.startsWith("SQLITE_BUSY") ? "busy" : { error: String(error) };
  }
}

function stopRetrying(db: Kysely<Schema>) {
  const retry = retries.get(db);
  if (retry) clearTimeout(retry.timer);
  retries.delete(db);
}

function retryLater(db: Kysely<Schema>) {
  if (retries.has(db)) return;
  const state = {
    timer: undefined as unknown as ReturnType<typeof setTimeout>,
    since: Date.now(),
    delay: RETRY_FIRST_MS,
    warned: false,
  };
  const attempt = async () => {
    const outcome = await truncateLog(db);
    if (outcome !== "busy") {
      retries.delete(db);
      if (outcome === "done" && state.warned) log.info({ event: "checkpoint_complete" });
      if (outcome !== "done") log.error({ event: "checkpoint_failed", error: outcome.error });
      return;
    }
    if (!state.warned && Date.now() - state.since >= RETRY_WARN_MS) {
      state.warned = true;
      log.warn({ event: "checkpoint_incomplete", reason: "another connection kept reading" });
    }
    state.delay = Math.min(state.delay * 2, RETRY_MAX_MS);
    state.timer = setTimeout(() => void attempt(), state.delay);
    state.timer.unref();
  };
  state.timer = setTimeout(() => void attempt(), state.delay);
  state.timer.unref();
  retries.set(db, state);
}
