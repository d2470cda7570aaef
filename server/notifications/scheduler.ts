import type { Kysely } from "kysely";
import { exclusively, lockWrites, LOCKS } from "#server/storage/dialect.ts";
import { HOUR_MS, istDate, istDayBounds, toIstLocal } from "#domain/india-time.ts";
import { ACTIVE_STATUSES } from "#domain/contact.ts";
import { OPEN_STATUSES, PROMISE_MS } from "#domain/leads.ts";
import { LEAD_ROLES } from "#domain/desk.ts";
import { workingMsBetween, type WorkingWeek } from "#domain/working-hours.ts";
import type { LogTo } from "#server/log.ts";
import type { Schema } from "#server/storage/schema.ts";
import { firstName, pushContent, PROMISE_REMINDER_MS, STEP_REMINDER_MS } from "#domain/push.ts";
import { enqueue, type DigestEntry } from "./outbox";
import { enqueuePush } from "./staff-alerts";

/**
 * The desk's clockwork, in the process that owns the database, once a minute:
 * - escalation: a lead nobody has reached (a conversation, domain/contact.ts) 4 working hours after its enquiry sends one reminder to
 *   the admins;
 * - the morning digest at DIGEST_TIME (India time): each staff member's follow-ups due today
 *   and overdue; for admins also new leads nobody owns and leads past the 24-hour promise.
 *   Nobody gets an empty digest, and a restart never sends a day's digest twice.
 * - with Web Push on, reminders to a lead's owner: a next step due in 10 minutes, and a lead not
 *   yet reached an hour before the 24-hour promise ends; each once (the lead keeps which step
 *   and which promise it was reminded of).
 * All only write outbox rows; the sender delivers them. Times come from the injected clock.
 */
export const ESCALATE_AFTER_MS = 4 * HOUR_MS;
/** Leads older than this when escalation first runs are left alone (no flood on the first deploy). */
const ESCALATION_LOOKBACK_MS = 7 * 24 * HOUR_MS;
const DIGEST_LIST_LIMIT = 50;

export interface SchedulerSettings {
  email: boolean;
  /** Web Push is configured (VAPID keys): escalations and reminders go to devices too. */
  push?: boolean;
  /** "09:00" (India time) or "off". */
  digestTime: string;
  /** The office week as published now (app/content/live.ts): staff may change the hours while the server runs. */
  workingWeek: () => WorkingWeek;
}

export class Scheduler {
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly settings: SchedulerSettings,
    private readonly clock: () => Date,
    private readonly log: LogTo,
  ) {}

  start(everyMs = 60_000): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async tick(): Promise<void> {
    if (this.busy || !(this.settings.email || this.settings.push)) return;
    this.busy = true;
    try {
      // One app server at a time on a shared PostgreSQL database (../storage/dialect.ts).
      await exclusively(this.db, LOCKS.scheduler, async () => {
        await this.escalate();
        await this.remind();
        await this.digest();
      });
    } catch (error) {
      this.log("error", { event: "scheduler_error", error: String(error) });
    } finally {
      this.busy = false;
    }
  }

  /** Returns how many reminders were queued. */
  async escalate(): Promise<number> {
    const now = this.clock();
    const candidates = await this.db
      .selectFrom("leads")
      .select(["id", "name", "phone", "course", "promiseFrom"])
      .where("status", "in", [...ACTIVE_STATUSES])
      .where("contactedAt", "is", null)
      .where("escalatedAt", "is", null)
      .where("promiseFrom", "<=", new Date(now.getTime() - ESCALATE_AFTER_MS).toISOString())
      .where("promiseFrom", ">=", new Date(now.getTime() - ESCALATION_LOOKBACK_MS).toISOString())
      .execute();
    let queued = 0;
    for (const lead of candidates) {
      if (workingMsBetween(new Date(lead.promiseFrom), now, this.settings.workingWeek()) < ESCALATE_AFTER_MS) continue;
      await this.db.transaction().execute(async (trx) => {
        await lockWrites(trx); // the outbox's next position (../storage/dialect.ts)
        const at = now.toISOString();
        await trx.updateTable("leads").set({ escalatedAt: at }).where("id", "=", lead.id).execute();
        if (this.settings.email)
          await enqueue(
            trx,
            "email",
            {
              type: "lead.escalated",
              leadId: lead.id,
              name: lead.name,
              phone: lead.phone,
              course: lead.course,
              enquiredAt: lead.promiseFrom,
            },
            at,
            lead.id,
          );
        await enqueuePush(
          trx,
          this.settings,
          "admins",
          "escalation",
          pushContent("escalation", { leadId: lead.id, course: lead.course, name: lead.name }),
          at,
          lead.id,
        );
      });
      queued += 1;
    }
    return queued;
  }

  /**
   * The owners' reminders by push (none without it): a next step due within 10 minutes (not
   * one already past), and a lead nobody has reached with under an hour left of the 24-hour
   * promise (not one already past it). Returns how many leads were reminded about.
   */
  async remind(): Promise<number> {
    if (!this.settings.push) return 0;
    const now = this.clock();
    const at = now.toISOString();
    const steps = await this.db
      .selectFrom("leads")
      .select(["id", "name", "course", "ownerId", "nextFollowUpAt"])
      .where("status", "in", [...OPEN_STATUSES])
      .where("ownerId", "is not", null)
      .where("nextFollowUpAt", ">", at)
      .where("nextFollowUpAt", "<=", new Date(now.getTime() + STEP_REMINDER_MS).toISOString())
      .where((eb) => eb.or([eb("stepRemindedFor", "is", null), eb("stepRemindedFor", "!=", eb.ref("nextFollowUpAt"))]))
      .execute();
    const promises = await this.db
      .selectFrom("leads")
      .select(["id", "name", "course", "ownerId", "promiseFrom"])
      .where("status", "in", [...ACTIVE_STATUSES])
      .where("ownerId", "is not", null)
      .where("contactedAt", "is", null)
      .where("promiseRemindedAt", "is", null)
      .where("promiseFrom", "<=", new Date(now.getTime() - PROMISE_MS + PROMISE_REMINDER_MS).toISOString())
      .where("promiseFrom", ">", new Date(now.getTime() - PROMISE_MS).toISOString())
      .execute();
    for (const lead of steps) {
      await this.db.transaction().execute(async (trx) => {
        await lockWrites(trx);
        await trx
          .updateTable("leads")
          .set({ stepRemindedFor: lead.nextFollowUpAt })
          .where("id", "=", lead.id)
          .execute();
        const dueAt = toIstLocal(new Date(lead.nextFollowUpAt!)).slice(11, 16);
        await enqueuePush(
          trx,
          this.settings,
          { staffId: lead.ownerId! },
          "step_due",
          pushContent("step_due", { leadId: lead.id, course: lead.course, name: firstName(lead.name), dueAt }),
          at,
          lead.id,
        );
      });
    }
    for (const lead of promises) {
      await this.db.transaction().execute(async (trx) => {
        await lockWrites(trx);
        await trx.updateTable("leads").set({ promiseRemindedAt: at }).where("id", "=", lead.id).execute();
        await enqueuePush(
          trx,
          this.settings,
          { staffId: lead.ownerId! },
          "promise",
          pushContent("promise", { leadId: lead.id, course: lead.course, name: firstName(lead.name) }),
          at,
          lead.id,
        );
      });
    }
    return steps.length + promises.length;
  }

  /** Returns how many digests were queued (0 when it is not yet time, or today's went out). */
  async digest(): Promise<number> {
    const { digestTime } = this.settings;
    if (digestTime === "off" || !this.settings.email) return 0;
    const now = this.clock();
    const local = toIstLocal(now);
    if (local.slice(11) < digestTime) return 0;
    const today = local.slice(0, 10);
    const last = await this.db.selectFrom("jobs").select("lastRunAt").where("name", "=", "digest").executeTakeFirst();
    if (last && istDate(last.lastRunAt) === today) return 0;

    const { end } = istDayBounds(now);
    const open = [...OPEN_STATUSES];
    const entry = (row: { id: string; name: string; course: string; phone: string }, at: string): DigestEntry => ({
      leadId: row.id,
      name: row.name,
      course: row.course,
      phone: row.phone,
      at,
    });
    const staff = await this.db
      .selectFrom("staff")
      .select(["id", "name", "email", "role"])
      .where("active", "=", 1)
      // The digest lists leads: editors get none.
      .where("role", "in", LEAD_ROLES)
      .execute();
    const [unowned, pastPromise] = await Promise.all([
      this.db
        .selectFrom("leads")
        .select(["id", "name", "course", "phone", "promiseFrom"])
        .where("status", "in", [...ACTIVE_STATUSES])
        .where("ownerId", "is", null)
        .where("contactedAt", "is", null)
        .orderBy("promiseFrom")
        .limit(DIGEST_LIST_LIMIT)
        .execute(),
      this.db
        .selectFrom("leads")
        .select(["id", "name", "course", "phone", "promiseFrom"])
        .where("status", "in", [...ACTIVE_STATUSES])
        .where("contactedAt", "is", null)
        .where("promiseFrom", "<", new Date(now.getTime() - PROMISE_MS).toISOString())
        .orderBy("promiseFrom")
        .limit(DIGEST_LIST_LIMIT)
        .execute(),
    ]);

    // Those who turned the digest off on their Account page.
    const declined = new Set(
      (
        await this.db
          .selectFrom("notify_choices")
          .select("staffId")
          .where("event", "=", "digest")
          .where("channel", "=", "email")
          .where("enabled", "=", 0)
          .execute()
      ).map((row) => row.staffId),
    );
    let queued = 0;
    await this.db.transaction().execute(async (trx) => {
      await lockWrites(trx);
      for (const member of staff) {
        if (declined.has(member.id)) continue;
        const mine = trx
          .selectFrom("leads")
          .select(["id", "name", "course", "phone", "nextFollowUpAt"])
          .where("ownerId", "=", member.id)
          .where("status", "in", open)
          .orderBy("nextFollowUpAt")
          .limit(DIGEST_LIST_LIMIT);
        const [dueToday, overdue] = await Promise.all([
          mine
            .where("nextFollowUpAt", ">=", now.toISOString())
            .where("nextFollowUpAt", "<", end.toISOString())
            .execute(),
          mine.where("nextFollowUpAt", "<", now.toISOString()).execute(),
        ]);
        const admin = member.role === "admin";
        const digest = {
          type: "digest" as const,
          to: member.email,
          name: member.name,
          day: today,
          dueToday: dueToday.map((row) => entry(row, row.nextFollowUpAt!)),
          overdue: overdue.map((row) => entry(row, row.nextFollowUpAt!)),
          unowned: admin ? unowned.map((row) => entry(row, row.promiseFrom)) : [],
          pastPromise: admin ? pastPromise.map((row) => entry(row, row.promiseFrom)) : [],
        };
        if (digest.dueToday.length + digest.overdue.length + digest.unowned.length + digest.pastPromise.length === 0)
          continue;
        await enqueue(trx, "email", digest, now.toISOString());
        queued += 1;
      }
      await trx
        .insertInto("jobs")
        .values({ name: "digest", lastRunAt: now.toISOString() })
        .onConflict((oc) => oc.column("name").doUpdateSet({ lastRunAt: now.toISOString() }))
        .execute();
    });
    if (queued > 0) this.log("info", { event: "digest_queued", count: queued });
    return queued;
  }
}
