import type { Kysely, Selectable } from "kysely";
import type { OutboxChannel, OutboxTable, Schema } from "../storage/schema";
import type { OutboxPayload } from "./outbox";

/**
 * Delivers the outbox, in the process that owns the database: due rows in the order they
 * were written, one channel at a time. When a channel fails (mail server down, wrong
 * password, webhook answering 5xx), every waiting row of that channel waits with it, with a
 * back-off that doubles up to 15 minutes; a row still undelivered 24 hours after it was
 * written is marked failed and shown to admins. Delivery is at least once: a crash after a
 * send and before its row is marked repeats that one send, under the same id.
 */
export type OutboxRow = Selectable<OutboxTable>;

export interface ChannelTransport {
  /** Sends one message; throws with a short, personal-data-free reason on failure. */
  send(row: OutboxRow, payload: OutboxPayload): Promise<void>;
}

export interface SenderOptions {
  /** First retry after this long; doubled per failure in a row, up to 15 minutes. */
  retryBaseMs: number;
  giveUpAfterMs: number;
  pollMs: number;
}

export const DEFAULT_SENDER_OPTIONS: SenderOptions = { retryBaseMs: 30_000, giveUpAfterMs: 24 * 60 * 60 * 1000, pollMs: 1000 };
const MAX_BACKOFF_MS = 15 * 60 * 1000;
const BATCH = 50;

export function backoffMs(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

type Log = (level: "info" | "error", entry: Record<string, unknown>) => void;

export class OutboxSender {
  private busy = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly transports: Partial<Record<OutboxChannel, ChannelTransport>>,
    private readonly clock: () => Date,
    private readonly log: Log,
    private readonly options: SenderOptions = DEFAULT_SENDER_OPTIONS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Sends what is due now; returns how many were sent. Never throws. */
  async tick(): Promise<number> {
    if (this.busy) return 0;
    this.busy = true;
    try {
      return await this.deliverDue();
    } catch (error) {
      this.log("error", { event: "outbox_error", message: String(error) });
      return 0;
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
      .where("next_attempt_at", "<=", now.toISOString())
      .orderBy("position")
      .limit(BATCH)
      .execute();
    const failed = new Set<OutboxChannel>();
    let sent = 0;
    for (const row of rows) {
      if (failed.has(row.channel)) continue; // later rows wait for the earlier one
      const transport = this.transports[row.channel];
      if (!transport) {
        await this.finish(row, "failed", `${row.channel} is not configured`);
        continue;
      }
      try {
        await transport.send(row, JSON.parse(row.payload) as OutboxPayload);
        await this.finish(row, "sent", null);
        await this.recordSuccess(row.channel);
        sent += 1;
      } catch (error) {
        failed.add(row.channel);
        await this.recordFailure(row, error instanceof Error ? error.message : String(error));
      }
    }
    return sent;
  }

  private async finish(row: OutboxRow, status: "sent" | "failed", error: string | null) {
    const now = this.clock().toISOString();
    await this.db
      .updateTable("outbox")
      .set({ status, sent_at: status === "sent" ? now : null, last_error: error, attempts: row.attempts + 1 })
      .where("id", "=", row.id)
      .execute();
  }

  private async recordSuccess(channel: OutboxChannel) {
    const now = this.clock().toISOString();
    const health = await this.db.selectFrom("delivery_health").selectAll().where("channel", "=", channel).executeTakeFirst();
    if (health?.failing_since) {
      this.log("info", { event: "notification_recovered", channel, failingSince: health.failing_since });
    }
    await this.db
      .insertInto("delivery_health")
      .values({ channel, failing_since: null, failures: 0, last_error: null, last_success_at: now })
      .onConflict((oc) => oc.column("channel").doUpdateSet({ failing_since: null, failures: 0, last_error: null, last_success_at: now }))
      .execute();
  }

  /**
   * One failed try: the row (and every row of its channel waiting behind it) is tried again
   * after the channel's back-off, or marked failed past 24 hours. The log says so once per
   * failure streak, not once per try.
   */
  private async recordFailure(row: OutboxRow, reason: string) {
    const now = this.clock();
    const health = await this.db.selectFrom("delivery_health").selectAll().where("channel", "=", row.channel).executeTakeFirst();
    const failures = (health?.failures ?? 0) + 1;
    const failingSince = health?.failing_since ?? now.toISOString();
    if (!health?.failing_since) this.log("error", { event: "notification_failing", channel: row.channel, reason });
    await this.db
      .insertInto("delivery_health")
      .values({ channel: row.channel, failing_since: failingSince, failures, last_error: reason, last_success_at: health?.last_success_at ?? null })
      .onConflict((oc) => oc.column("channel").doUpdateSet({ failing_since: failingSince, failures, last_error: reason }))
      .execute();

    if (now.getTime() - Date.parse(row.created_at) >= this.options.giveUpAfterMs) {
      await this.finish(row, "failed", reason);
      this.log("error", { event: "notification_gave_up", channel: row.channel, id: row.id, kind: row.kind });
      return;
    }
    await this.db.updateTable("outbox").set({ attempts: row.attempts + 1, last_error: reason }).where("id", "=", row.id).execute();
    const next = new Date(now.getTime() + backoffMs(failures, this.options.retryBaseMs)).toISOString();
    await this.db
      .updateTable("outbox")
      .set({ next_attempt_at: next })
      .where("channel", "=", row.channel)
      .where("status", "=", "pending")
      .where("next_attempt_at", "<", next)
      .execute();
  }
}
