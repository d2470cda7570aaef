import type { Kysely, Selectable, Transaction } from "kysely";
import { exclusively, LOCKS } from "#server/storage/dialect.ts";
import type { GroupCommitter } from "#server/storage/group-commit.ts";
import type { LogTo } from "#server/log.ts";
import type { OutboxChannel, OutboxTable, Schema } from "#server/storage/schema.ts";
import { backsOffTogether, onOutboxWrite, type OutboxPayload, type PushMessage } from "./outbox";
import { pushSends } from "./push";

/**
 * Delivers the outbox, in the process that owns the database: due rows in the order they
 * were written, one channel at a time. When a channel fails (mail server down, wrong
 * password, webhook answering 5xx), every waiting row of that channel waits with it, with a
 * back-off that doubles up to 15 minutes; a row still undelivered 24 hours after it was
 * written is marked failed and shown to admins. A row written while its channel backs off
 * waits for the channel's next try (./outbox.ts enqueue), so the wait doubles per try, not
 * per enquiry; the first success sends everything waiting at once. Push is the exception:
 * each push goes to its own device's push service, so it backs off per device, never as a
 * channel (deliverPushes; ./outbox.ts backsOffTogether). Delivery is at least once: a crash
 * after a send and before its row is marked repeats that one send, under the same id.
 */
export type OutboxRow = Selectable<OutboxTable>;

export interface ChannelTransport {
  /**
   * Sends one message; throws with a short, personal-data-free reason on failure (retried).
   * `dropped`: it will never go, and that is no failure of the channel (a push to a device
   * its push service says is gone): the row is marked dropped with the reason.
   */
  send(row: OutboxRow, payload: OutboxPayload): Promise<void | { dropped: string }>;
  /** Lets go of open connections (the sender stops). */
  close?: () => void;
}

export interface SenderOptions {
  /** First retry after this long; doubled per failure in a row, up to 15 minutes. */
  retryBaseMs: number;
  giveUpAfterMs: number;
  pollMs: number;
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  retryBaseMs: 30_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  pollMs: 1000,
};
const MAX_BACKOFF_MS = 15 * 60 * 1000;
const BATCH = 20;
/** How long the sender waits for the writes to go quiet before a batch, at most (see tick). */
const MAX_YIELD_MS = 1000;
/** Sent rows are marked with the next visitors' commit, or on their own after this long. */
const MARK_SENT_WITHIN_MS = 100;

export function backoffMs(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

export class OutboxSender {
  private busy = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private again = false;
  private stopping = false;
  private running: Promise<number> = Promise.resolve(0);
  private stopListening = () => {};

  constructor(
    private readonly db: Kysely<Schema>,
    /** Marking rows sent joins the visitors' commits instead of a sync to disk of its own. */
    private readonly writes: GroupCommitter,
    private readonly transports: Partial<Record<OutboxChannel, ChannelTransport>>,
    private readonly clock: () => Date,
    private readonly log: LogTo,
    private readonly options: SenderOptions = DEFAULT_SENDER_OPTIONS,
  ) {}

  /**
   * Polls every `pollMs` (for retries coming due), and sends at once when a row is written
   * (./outbox.ts onOutboxWrite): a new enquiry's email leaves within milliseconds of its
   * commit, not on the next poll.
   */
  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
    this.stopListening = onOutboxWrite(() => void this.tick());
  }

  /**
   * Takes no new batch, lets the batch under way finish (its sends complete and are marked, so a
   * shutdown repeats none of them), then lets go of the transports' connections.
   */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopListening();
    this.stopping = true;
    await this.running;
    for (const transport of Object.values(this.transports)) transport?.close?.();
  }

  /**
   * Sends what is due now, and again while rows keep arriving or a full batch went out;
   * returns how many were sent. Never throws. A call while one is running asks it to look
   * once more when it ends (a row written meanwhile is not left for the next poll).
   *
   * Visitors first: the process that sends is the one that stores every submission, so
   * before each batch it waits (up to a second) for a moment when no write is waiting. A rush
   * of enquiries is answered at full speed and their emails follow within seconds
   * (`npm run bench`, notifications: stored/s with notifications on and off).
   *
   * Several app servers on one PostgreSQL database: only one sends at a time, the one that
   * holds the outbox lock (../storage/dialect.ts exclusively); another's tick returns 0 and
   * its rows go out with the holder's next batch or poll, so no row is sent twice by two
   * servers at once.
   */
  tick(): Promise<number> {
    if (this.busy) {
      this.again = true;
      return Promise.resolve(0);
    }
    if (this.stopping) return Promise.resolve(0);
    this.busy = true;
    return (this.running = this.deliverWhileDue());
  }

  private async deliverWhileDue(): Promise<number> {
    let sent = 0;
    try {
      await exclusively(this.db, LOCKS.outbox, async () => {
        for (;;) {
          this.again = false;
          await this.writes.afterWaitingWrites(MAX_YIELD_MS);
          const batch = await this.deliverDue();
          sent += batch;
          if (this.stopping || (!this.again && batch < BATCH)) return;
        }
      });
      return sent;
    } catch (error) {
      this.log("error", { event: "outbox_error", error: String(error) });
      return sent;
    } finally {
      this.busy = false;
    }
  }

  private async deliverDue(): Promise<number> {
    const now = this.clock();
    const rows = await this.db
      .selectFrom("outbox")
      .selectAll()
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now.toISOString())
      .orderBy("position")
      .limit(BATCH)
      .execute();
    const failed = new Set<OutboxChannel>();
    const sent: OutboxRow[] = [];
    try {
      await this.deliverPushes(
        rows.filter((row) => row.channel === "push"),
        sent,
      );
      for (const row of rows) {
        if (row.channel === "push") continue; // sent above, all at once
        if (failed.has(row.channel)) continue; // later rows wait for the earlier one
        const transport = this.transports[row.channel];
        if (!transport) {
          await this.markFailed(row, `${row.channel} is not configured`);
          continue;
        }
        try {
          const result = await transport.send(row, JSON.parse(row.payload) as OutboxPayload);
          sent.push(result ? { ...row, status: "dropped", lastError: result.dropped } : row);
        } catch (error) {
          // What went out before is marked first, so the failure is the channel's last word.
          await this.markSent(sent.splice(0));
          failed.add(row.channel);
          await this.recordFailure(row, error instanceof Error ? error.message : String(error));
        }
      }
    } finally {
      // The batch's sent rows are marked together, with the next visitors' commit (markSent). A
      // crash before it sends them again: delivery is at least once, and each carries its id.
      await this.markSent(sent);
    }
    return sent.length;
  }

  /**
   * A batch's pushes at once: each goes to its own device, so none waits for another (one by
   * one, a rush of enquiries queued its pushes behind each push service's round trip). A
   * device with several new leads waiting gets one summary for them (./push.ts pushSends):
   * each push costs its encryption and its request, on the machine that stores the enquiries.
   *
   * A failure is its device's alone (issue #49: one device with a broken key held 123 pushes,
   * everyone's, for 11 minutes): its rows back off by their own tries (recordDeviceFailure), a
   * row for the same device written meanwhile waits for that device's next try rather than
   * asking its failing service once more (heldByTheirDevice), and every other device's pushes
   * go on. The admins' banner shows push failing while no push in a batch gets through.
   */
  private async deliverPushes(rows: OutboxRow[], sent: OutboxRow[]) {
    if (rows.length === 0) return;
    const transport = this.transports.push;
    if (!transport) {
      for (const row of rows) await this.markFailed(row, "push is not configured");
      return;
    }
    const sends = pushSends(await this.heldByTheirDevice(rows));
    const results = await Promise.allSettled(sends.map((send) => transport.send(send.rows[0]!, send.payload)));
    const failures: { rows: OutboxRow[]; reason: string }[] = [];
    results.forEach((result, index) => {
      const delivered = sends[index]!.rows;
      if (result.status === "fulfilled")
        for (const row of delivered)
          sent.push(result.value ? { ...row, status: "dropped", lastError: result.value.dropped } : row);
      else
        failures.push({
          rows: delivered,
          reason: result.reason instanceof Error ? result.reason.message : String(result.reason),
        });
    });
    if (failures.length === 0) return;
    const anyThrough = failures.length < sends.length;
    // What went out is marked first (clearing the channel's failure), then each failed device.
    await this.markSent(sent.splice(0));
    for (const failure of failures) await this.recordDeviceFailure(failure.rows, failure.reason);
    if (!anyThrough) await this.recordChannelFailing("push", failures[0]!.reason);
  }

  /**
   * The push rows to send now. A row whose device is backing off (another of its rows waits
   * for a later try) is moved to that try, and goes with it.
   */
  private async heldByTheirDevice(rows: OutboxRow[]): Promise<OutboxRow[]> {
    const waiting = await this.db
      .selectFrom("outbox")
      .select(["payload", "nextAttemptAt"])
      .where("channel", "=", "push")
      .where("status", "=", "pending")
      .where("nextAttemptAt", ">", this.clock().toISOString())
      .execute();
    if (waiting.length === 0) return rows;
    const nextTry = new Map<string, string>();
    for (const row of waiting) {
      const device = deviceOf(row);
      const known = nextTry.get(device);
      if (known === undefined || row.nextAttemptAt > known) nextTry.set(device, row.nextAttemptAt);
    }
    const due: OutboxRow[] = [];
    const held = new Map<string, string[]>();
    for (const row of rows) {
      const at = nextTry.get(deviceOf(row));
      if (at === undefined) due.push(row);
      else held.set(at, [...(held.get(at) ?? []), row.id]);
    }
    for (const [at, ids] of held)
      await this.db.updateTable("outbox").set({ nextAttemptAt: at }).where("id", "in", ids).execute();
    return due;
  }

  /**
   * One device's failed push (its rows, several for a summary): they are tried again after a
   * back-off doubled by their tries so far, or marked failed 24 hours after each was written.
   * A device that nothing has reached since the oldest of them was written has failed for a
   * day: it is removed (its owner turns it on again), and gets no more tries.
   */
  private async recordDeviceFailure(rows: OutboxRow[], reason: string) {
    const now = this.clock();
    const expired = rows.filter((row) => now.getTime() - Date.parse(row.createdAt) >= this.options.giveUpAfterMs);
    const retried = rows.filter((row) => !expired.includes(row));
    if (retried.length) {
      const tries = Math.max(...retried.map((row) => row.attempts)) + 1;
      const next = new Date(now.getTime() + backoffMs(tries, this.options.retryBaseMs)).toISOString();
      await this.db
        .updateTable("outbox")
        .set((eb) => ({ attempts: eb("attempts", "+", 1), lastError: reason, nextAttemptAt: next }))
        .where(
          "id",
          "in",
          retried.map((row) => row.id),
        )
        .execute();
    }
    if (expired.length === 0) return;
    for (const row of expired) {
      await this.markFailed(row, reason);
      this.log("error", { event: "notification_gave_up", channel: row.channel, id: row.id, kind: row.kind });
    }
    const device = deviceOf(expired[0]!);
    const oldest = expired[0]!.createdAt;
    const removed = await this.db
      .deleteFrom("push_subscriptions")
      .where("id", "=", device)
      .where((eb) => eb.or([eb("lastSentAt", "is", null), eb("lastSentAt", "<", oldest)]))
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0)
      this.log("info", { event: "push_device_removed", why: "failing for a day", device });
  }

  /** A few statements per batch, not two per row: they run on the thread that commits visitors' enquiries. */
  private async markSent(rows: OutboxRow[]) {
    if (rows.length === 0) return;
    // With the next visitors' commit, not a sync to disk of its own between theirs.
    await this.writes.runWithNext(async (trx) => {
      const at = this.clock().toISOString();
      const delivered = rows.filter((row) => row.status !== "dropped");
      if (delivered.length)
        await trx
          .updateTable("outbox")
          .set((eb) => ({ status: "sent", sentAt: at, lastError: null, attempts: eb("attempts", "+", 1) }))
          .where(
            "id",
            "in",
            delivered.map((row) => row.id),
          )
          .execute();
      for (const row of rows)
        if (row.status === "dropped")
          await trx
            .updateTable("outbox")
            .set({ status: "dropped", sentAt: null, lastError: row.lastError, attempts: row.attempts + 1 })
            .where("id", "=", row.id)
            .execute();
      // A device's last delivered push, shown on its owner's Account page.
      const devices = new Set(
        delivered
          .filter((row) => row.channel === "push")
          .map((row) => (JSON.parse(row.payload) as { subscriptionId: string }).subscriptionId),
      );
      if (devices.size)
        await trx
          .updateTable("push_subscriptions")
          .set({ lastSentAt: at })
          .where("id", "in", [...devices])
          .execute();
      for (const channel of new Set(rows.map((row) => row.channel))) await this.recordSuccess(trx, channel);
    }, MARK_SENT_WITHIN_MS);
  }

  private async markFailed(row: OutboxRow, error: string) {
    await this.db
      .updateTable("outbox")
      .set({ status: "failed", sentAt: null, lastError: error, attempts: row.attempts + 1 })
      .where("id", "=", row.id)
      .execute();
  }

  private async recordSuccess(db: Kysely<Schema> | Transaction<Schema>, channel: OutboxChannel) {
    const now = this.clock().toISOString();
    const health = await db.selectFrom("delivery_health").selectAll().where("channel", "=", channel).executeTakeFirst();
    if (health?.failingSince)
      this.log("info", { event: "notification_recovered", channel, failingSince: health.failingSince });
    if (health?.failingSince && backsOffTogether(channel)) {
      // Everything the channel held back goes now, in this tick, not at the next try. (A push
      // device backing off keeps its own wait: another device's success says nothing of it.)
      await db
        .updateTable("outbox")
        .set({ nextAttemptAt: now })
        .where("channel", "=", channel)
        .where("status", "=", "pending")
        .where("nextAttemptAt", ">", now)
        .execute();
      this.again = true;
    }
    await db
      .insertInto("delivery_health")
      .values({ channel, failingSince: null, failures: 0, lastError: null, lastSuccessAt: now })
      .onConflict((oc) =>
        oc.column("channel").doUpdateSet({ failingSince: null, failures: 0, lastError: null, lastSuccessAt: now }),
      )
      .execute();
  }

  /**
   * The channel is failing, for the admins' banner: since when, and why (the failure's own
   * words: plain, with no address or port of the network). The log says so once per failure
   * streak, not once per try. Returns the failures in a row so far.
   */
  private async recordChannelFailing(channel: OutboxChannel, reason: string): Promise<number> {
    const now = this.clock();
    const health = await this.db
      .selectFrom("delivery_health")
      .selectAll()
      .where("channel", "=", channel)
      .executeTakeFirst();
    const failures = (health?.failures ?? 0) + 1;
    const failingSince = health?.failingSince ?? now.toISOString();
    if (!health?.failingSince) this.log("error", { event: "notification_failing", channel, reason });
    await this.db
      .insertInto("delivery_health")
      .values({ channel, failingSince, failures, lastError: reason, lastSuccessAt: health?.lastSuccessAt ?? null })
      .onConflict((oc) => oc.column("channel").doUpdateSet({ failingSince, failures, lastError: reason }))
      .execute();
    return failures;
  }

  /**
   * One failed try: the row (and every row of its channel waiting behind it) is tried again
   * after the channel's back-off, or marked failed past 24 hours. The log says so once per
   * failure streak, not once per try.
   */
  private async recordFailure(row: OutboxRow, reason: string) {
    const now = this.clock();
    const failures = await this.recordChannelFailing(row.channel, reason);
    if (now.getTime() - Date.parse(row.createdAt) >= this.options.giveUpAfterMs) {
      await this.markFailed(row, reason);
      this.log("error", { event: "notification_gave_up", channel: row.channel, id: row.id, kind: row.kind });
      return;
    }
    await this.db
      .updateTable("outbox")
      .set({ attempts: row.attempts + 1, lastError: reason })
      .where("id", "=", row.id)
      .execute();
    const next = new Date(now.getTime() + backoffMs(failures, this.options.retryBaseMs)).toISOString();
    await this.db
      .updateTable("outbox")
      .set({ nextAttemptAt: next })
      .where("channel", "=", row.channel)
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<", next)
      .execute();
  }
}

/** The device a push row is for. */
function deviceOf(row: Pick<OutboxRow, "payload">): string {
  return (JSON.parse(row.payload) as PushMessage).subscriptionId;
}
