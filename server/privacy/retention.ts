import { randomUUID } from "node:crypto";
import { exclusively, lockWrites, LOCKS } from "#server/storage/dialect.ts";
import type { ExpressionBuilder, Kysely } from "kysely";
import { istDate } from "#domain/india-time.ts";
import { ACCESS_ACTIONS, ACCESS_LOG_MONTHS, monthsBefore } from "#domain/privacy.ts";
import type { PurgeReport } from "#domain/desk.ts";
import { logTo, type LogTo } from "#server/log.ts";
import { checkpoint, eraseLead } from "#server/storage/erasure.ts";
import type { Schema } from "#server/storage/schema.ts";

/**
 * The retention rule (docs/decisions/0011), run daily by the process that owns the
 * database (RetentionJob below) and by `npm run privacy -- purge`:
 * - leads that did not enrol, `months` after their last activity: erased (server/storage/erasure.ts);
 * - held posts (server/storage/held-posts.ts) never released or discarded, `months` after they were sent: deleted;
 * - answered rights requests that arrived more than `months` ago: deleted;
 * - records of who opened or exported personal data, after a year: deleted;
 * - notifications sent or given up more than 30 days ago (they carry names and phones): deleted.
 * A dry run counts the same and changes nothing.
 */
const SENT_NOTIFICATION_DAYS = 30;
/** Leads erased per transaction, so the server keeps answering during a large purge. */
const BATCH = 50;

interface PurgeOptions {
  now: Date;
  months: number;
  dryRun: boolean;
  trigger: "daily" | "command";
}

interface PurgePlan extends PurgeReport {
  /** The leads that go (or went): id, status and last activity; no personal data. */
  leads: { id: string; status: string; lastActivityAt: string }[];
}

/**
 * Failed and refused sign-ins (with the address they came from) are kept this long: enough
 * to look into an attack on an account, and the throttle reads only the last 15 minutes.
 */
const SIGN_IN_FAILURE_DAYS = 90;
const SIGN_IN_FAILURES = ["sign_in.failed", "sign_in.throttled", "sign_in.attempt"];

export async function purge(db: Kysely<Schema>, { now, months, dryRun, trigger }: PurgeOptions): Promise<PurgePlan> {
  const cutoff = monthsBefore(now, months).toISOString();
  const accessCutoff = monthsBefore(now, ACCESS_LOG_MONTHS).toISOString();
  const sentCutoff = new Date(now.getTime() - SENT_NOTIFICATION_DAYS * 86_400_000).toISOString();
  const signInCutoff = new Date(now.getTime() - SIGN_IN_FAILURE_DAYS * 86_400_000).toISOString();
  const importDraftCutoff = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const importRefusedCutoff = new Date(now.getTime() - 30 * 86_400_000).toISOString();

  const leads = await db
    .selectFrom("leads")
    .select(["id", "status", "lastActivityAt"])
    .where("lastActivityAt", "<", cutoff)
    .where("status", "!=", "enrolled")
    .orderBy("lastActivityAt")
    .execute();
  // Each rule once, for the dry run's count and the real run's delete.
  // By when they arrived, as the notice above the request form counts "kept for up to N months".
  const oldRequests = (eb: ExpressionBuilder<Schema, "privacy_requests">) =>
    eb.and([eb("status", "=", "done"), eb("createdAt", "<", cutoff)]);
  const oldAccess = (eb: ExpressionBuilder<Schema, "audit_log">) =>
    eb.and([eb("action", "in", [...ACCESS_ACTIONS]), eb("at", "<", accessCutoff)]);
  const oldNotifications = (eb: ExpressionBuilder<Schema, "outbox">) =>
    eb.and([eb("status", "in", ["sent", "failed", "dropped"]), eb("createdAt", "<", sentCutoff)]);
  const counted = (row: { n: number | string | bigint }) => Number(row.n);
  const [requestsRemoved, accessEntriesRemoved, notificationsRemoved] = await Promise.all([
    db
      .selectFrom("privacy_requests")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(oldRequests)
      .executeTakeFirstOrThrow()
      .then(counted),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(oldAccess)
      .executeTakeFirstOrThrow()
      .then(counted),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(oldNotifications)
      .executeTakeFirstOrThrow()
      .then(counted),
  ]);

  const report: PurgePlan = {
    ranAt: now.toISOString(),
    trigger,
    cutoff,
    dryRun,
    leadsErased: leads.length,
    requestsRemoved,
    accessEntriesRemoved,
    notificationsRemoved,
    leads: leads.map((lead) => ({ id: lead.id, status: lead.status, lastActivityAt: lead.lastActivityAt })),
  };
  if (dryRun) return report;

  for (let start = 0; start < leads.length; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      await lockWrites(trx); // as the visitors' saves do (../storage/dialect.ts)
      for (const lead of leads.slice(start, start + BATCH)) await eraseLead(trx, lead.id);
    });
  }
  await db.transaction().execute(async (trx) => {
    await lockWrites(trx);
    await trx.deleteFrom("privacy_requests").where(oldRequests).execute();
    for (const table of ["enquiries", "messages"] as const) {
      await trx
        .deleteFrom(table as "enquiries")
        .where("heldAt", "is not", null)
        .where("createdAt", "<", cutoff)
        .execute();
    }
    await trx.deleteFrom("audit_log").where(oldAccess).execute();
    await trx.deleteFrom("audit_log").where("action", "in", SIGN_IN_FAILURES).where("at", "<", signInCutoff).execute();
    await trx.deleteFrom("outbox").where(oldNotifications).execute();
    // An import's file holds people's details: a draft never committed goes after a week, and
    // the refused rows kept for their download after 30 days (the leads follow the rule above).
    await trx.deleteFrom("imports").where("status", "=", "draft").where("createdAt", "<", importDraftCutoff).execute();
    await trx
      .updateTable("imports")
      .set({ refused: "[]" })
      .where("createdAt", "<", importRefusedCutoff)
      .where("refused", "!=", "[]")
      .execute();
    await trx
      .insertInto("privacy_purges")
      .values({
        id: randomUUID(),
        ranAt: report.ranAt,
        trigger,
        cutoff,
        leadsErased: report.leadsErased,
        requestsRemoved: report.requestsRemoved,
        accessEntriesRemoved: report.accessEntriesRemoved,
        notificationsRemoved: report.notificationsRemoved,
      })
      .execute();
    await trx
      .insertInto("audit_log")
      .values({
        id: randomUUID(),
        at: report.ranAt,
        staffId: null,
        action: "privacy.purge",
        subject: null,
        ip: null,
        detail: JSON.stringify({
          trigger,
          cutoff,
          leads: report.leadsErased,
          requests: report.requestsRemoved,
          accessEntries: report.accessEntriesRemoved,
          notifications: report.notificationsRemoved,
        }),
      })
      .execute();
    await trx
      .insertInto("jobs")
      .values({ name: "retention", lastRunAt: report.ranAt })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ lastRunAt: report.ranAt }))
      .execute();
  });
  await checkpoint(db);
  return report;
}

/**
 * Runs the purge once a day (India time), in the process that owns the database: checked
 * every `everyMs`, it runs when today's has not run yet, so a restart never repeats a day.
 */
export class RetentionJob {
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly months: number,
    private readonly clock: () => Date,
    private readonly log: LogTo,
  ) {}

  start(everyMs = 15 * 60_000): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Returns the report when it ran, null when today's purge had already run. */
  async tick(): Promise<PurgePlan | null> {
    if (this.busy) return null;
    this.busy = true;
    try {
      // Several app servers on one PostgreSQL database: the one holding the lock runs it,
      // and sees the day's run of any other in `jobs` (../storage/dialect.ts exclusively).
      return await exclusively(this.db, LOCKS.retention, async () => {
        const now = this.clock();
        const last = await this.db
          .selectFrom("jobs")
          .select("lastRunAt")
          .where("name", "=", "retention")
          .executeTakeFirst();
        if (last && istDate(last.lastRunAt) === istDate(now.toISOString())) return null;
        const report = await purge(this.db, { now, months: this.months, dryRun: false, trigger: "daily" });
        const { leads: _ids, ...counts } = report;
        this.log("info", { event: "privacy_purge", ...counts });
        return report;
      });
    } catch (error) {
      this.log("error", { event: "privacy_purge_error", error: String(error) });
      return null;
    } finally {
      this.busy = false;
    }
  }
}

/** The daily purge, started by the process that owns the database. */
export function startRetention(db: Kysely<Schema>, months: number, clock: () => Date = () => new Date()): RetentionJob {
  const job = new RetentionJob(db, months, clock, logTo);
  job.start();
  return job;
}
