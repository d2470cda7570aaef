/**
 * The run of visitors' saves that a group commit puts in one transaction (./group-commit.ts),
 * treated as one batch: what they read is read once, and what every save writes alike is
 * written once for all of them, just before the transaction leaves the batch.
 *
 * Shared reads (`sharedRead`): each save's allocation and push read the same rule, duties and
 * devices. Within one write transaction nothing else changes them (SQLite has one writer; on
 * PostgreSQL every write transaction holds the write lock, dialect.ts lockWrites), except the
 * transaction's own writes: so the committer opens a batch only for the writes that say they
 * change none of what is shared (`sharesReads`), and closes it before any other write in the
 * same transaction. Outside a batch, every read is made afresh.
 *
 * Deferred writes (`deferredIn`): the timeline's entries (./lead-writes.ts addEvent), the
 * outbox's rows (server/notifications/outbox.ts enqueue), the overview's counts
 * (./lead-counts.ts), the reports' days (./report-days.ts) and allocation's turns
 * (./desk/allocation.ts) are gathered in the batch and written by one statement each (or a
 * few) when it closes, in the order the saves made them, in the same transaction: what is
 * committed is what the saves one by one would have written. This holds because no write in a
 * batch reads what is deferred (a save reads leads, enquiries and aliases, which it writes at
 * once); the reports' days, which read the timeline, are counted last. A write that must read
 * one of those tables is not a `sharesReads` write. Outside a batch each is written at once.
 */
export interface Deferred {
  /** Written after every deferred write of a lower phase (the reports' days read the timeline's entries). */
  readonly phase: number;
  flush(trx: object): Promise<void>;
}

interface Batch {
  reads: Map<string, Promise<unknown>>;
  deferred: Map<string, Deferred>;
}

const batches = new WeakMap<object, Batch>();

/** The committer: the writes that follow, until closeBatch, are one batch in `trx`. */
export function openBatch(trx: object): void {
  if (!batches.has(trx)) batches.set(trx, { reads: new Map(), deferred: new Map() });
}

/**
 * The committer, before a write that is not part of the batch and before the commit: the
 * deferred writes are written (by then no longer deferred), and the shared reads forgotten.
 */
export async function closeBatch(trx: object): Promise<void> {
  const batch = batches.get(trx);
  if (!batch) return;
  batches.delete(trx);
  const deferred = [...batch.deferred.values()].sort((a, b) => a.phase - b.phase);
  for (const writes of deferred) await writes.flush(trx);
}

/** The committer, when the transaction failed: nothing deferred is written (it is rolled back anyway). */
export function dropBatch(trx: object): void {
  batches.delete(trx);
}

/** `read()`, made once per batch while one is open in `trx`, else every time. */
export function sharedRead<T>(trx: object, key: string, read: () => Promise<T>): Promise<T> {
  const reads = batches.get(trx)?.reads;
  if (!reads) return read();
  let value = reads.get(key) as Promise<T> | undefined;
  if (!value) reads.set(key, (value = read()));
  return value;
}

/** The batch's gathering of one kind of write (made by `create` on first use), or null outside a batch: write at once. */
export function deferredIn<D extends Deferred>(trx: object, key: string, create: () => D): D | null {
  const batch = batches.get(trx);
  if (!batch) return null;
  let deferred = batch.deferred.get(key) as D | undefined;
  if (!deferred) batch.deferred.set(key, (deferred = create()));
  return deferred;
}
