import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely, Transaction } from "kysely";
import { isPostgres, lockWrites } from "./dialect";
import type { Schema } from "./schema";
import { closeBatch, dropBatch, openBatch } from "./write-batch";

export type Write<T> = (trx: Transaction<Schema>) => Promise<T>;

interface QueuedWrite {
  write: Write<unknown>;
  /**
   * It changes none of the reads writes may share and reads none of the writes they defer
   * (./write-batch.ts): a visitor's save.
   */
  sharesReads?: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A write refused because `maxWaiting` writes already wait for the next commit: the
 * database is behind, and a visitor is better told at once ("could not be sent … call us",
 * a 503) than left waiting while the queue grows without bound (decision 15).
 */
export class TooManyWritesWaiting extends Error {
  constructor(maxWaiting: number) {
    super(`the database is busy: ${maxWaiting} saves are already waiting`);
    this.name = "TooManyWritesWaiting";
  }
}

/**
 * Group commit. Every write waits for the disk (fsync) before it is acknowledged, and an
 * fsync costs the same for one row as for a hundred, so writes arriving together share one
 * transaction: each caller's promise settles only after that commit. A write that fails
 * inside a batch is retried alone, so it cannot take the others down with it.
 */
export class GroupCommitter {
  private queue: QueuedWrite[] = [];
  /** Writes joining the next commit rather than making one (runWithNext). */
  private riders: QueuedWrite[] = [];
  private ridersDue: ReturnType<typeof setTimeout> | undefined;
  private scheduled = false;
  private flushing = 0;
  /** Called once no write waits or commits (afterWaitingWrites). */
  private readonly whenIdle = new Set<() => void>();
  /** PostgreSQL: each transaction first waits for other app servers' writes (dialect.ts lockWrites). */
  private readonly serialise: boolean;

  /** No write waiting or committing: a background job (the notification sender) may take its turn. */
  get idle(): boolean {
    return this.queue.length === 0 && this.flushing === 0;
  }

  /** `maxWaiting`: writes that may wait for the next commit; a write beyond them is refused. */
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    this.serialise = isPostgres(db);
  }

  /**
   * Resolves once no write waits or commits, or after `maxMs`: a background job (the
   * notification sender, an import's next slice) lets the writes waiting go first.
   */
  async afterWaitingWrites(maxMs: number): Promise<void> {
    const deadline = performance.now() + maxMs;
    for (;;) {
      // One turn of the event loop first: writes whose messages arrived meanwhile (a worker's
      // post, over IPC) are read in its poll phase, so they count as waiting.
      await nextTurn();
      const left = deadline - performance.now();
      if (this.idle || left <= 0) return;
      // Woken by the commit that leaves nothing waiting, not by polling: under a rush of posts
      // a poll every few milliseconds was work of its own on the thread that commits them.
      await new Promise<void>((resolve) => {
        const wake = () => (clearTimeout(timer), resolve());
        const timer = setTimeout(() => (this.whenIdle.delete(wake), resolve()), left);
        this.whenIdle.add(wake);
      });
    }
  }

  /**
   * `sharesReads`: the write changes nothing another write may have read through
   * ./write-batch.ts (the allocation rule, staff, duty and leave, devices and notification
   * choices) and reads nothing such writes defer (timeline entries, outbox rows, counts, the
   * reports' days, allocation's turns): writes so marked and committed together are one batch,
   * sharing those reads and writing those rows together.
   */
  run<T>(write: Write<T>, options: { sharesReads?: boolean } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length >= this.maxWaiting) return reject(new TooManyWritesWaiting(this.maxWaiting));
      this.queue.push({
        write,
        sharesReads: options.sharesReads,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      // PostgreSQL: while a batch commits over the network, the next one gathers, and goes
      // once it is done (see flush); batches sent meanwhile would only queue for the lock.
      if (!this.scheduled && !(this.serialise && this.flushing > 0)) this.schedule();
    });
  }

  /**
   * A write nobody waits on promptly (the notification sender marking rows sent): it joins the
   * next commit visitors' writes make, or commits on its own after `withinMs`. In a rush it
   * costs no sync to disk of its own; made at once, each of the sender's batches was one more
   * fsync on the thread that commits, between visitors' commits (docs/benchmarks.md, Web Push).
   * It does not count against `idle` or `maxWaiting`.
   */
  runWithNext<T>(write: Write<T>, withinMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.riders.push({ write, resolve: resolve as (value: unknown) => void, reject });
      this.ridersDue ??= setTimeout(() => {
        this.ridersDue = undefined;
        if (this.riders.length > 0 && !this.scheduled) this.schedule();
      }, withinMs);
    });
  }

  private schedule() {
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush() {
    this.scheduled = false;
    const batch = [...this.queue, ...this.riders];
    this.queue = [];
    this.riders = [];
    clearTimeout(this.ridersDue);
    this.ridersDue = undefined;
    this.flushing += 1;
    try {
      await this.commit(batch);
    } finally {
      this.flushing -= 1;
      if (this.serialise && this.queue.length > 0 && !this.scheduled) this.schedule();
      if (this.idle) {
        for (const wake of this.whenIdle) wake();
        this.whenIdle.clear();
      }
    }
  }

  private async commit(batch: QueuedWrite[]) {
    if (batch.length === 1) return this.runAlone(batch[0]!);
    try {
      const results = await this.db.transaction().execute(async (trx) => {
        if (this.serialise) await lockWrites(trx);
        const values: unknown[] = [];
        try {
          for (const item of batch) {
            // Any other write may change what the saves before it read, or read what they deferred:
            // their deferred rows are written before it, and their reads made again after it.
            if (item.sharesReads) openBatch(trx);
            else await closeBatch(trx);
            values.push(await item.write(trx));
          }
          await closeBatch(trx);
        } finally {
          dropBatch(trx);
        }
        return values;
      });
      batch.forEach((item, index) => item.resolve(results[index]));
    } catch {
      for (const item of batch) await this.runAlone(item);
    }
  }

  private async runAlone(item: QueuedWrite) {
    try {
      item.resolve(
        await this.db.transaction().execute(async (trx) => {
          if (this.serialise) await lockWrites(trx);
          return item.write(trx);
        }),
      );
    } catch (error) {
      item.reject(error);
    }
  }
}
