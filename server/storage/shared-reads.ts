/**
 * Reads that the writes sharing one transaction may share: a group commit puts many visitors'
 * saves in one transaction (./group-commit.ts), and each save's allocation read the same rule
 * and duties again. Within one write transaction nothing else changes them (SQLite has one
 * writer; on PostgreSQL every write transaction holds the write lock, dialect.ts lockWrites),
 * except the transaction's own writes: so the committer opens sharing only for the writes that
 * say they change none of what is shared (`sharesReads`), and forgets everything shared before
 * any other write in the same transaction. Outside that, every read is made afresh.
 */
const shared = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The committer: the writes that follow, until forgetSharedReads, may share reads in `trx`. */
export function shareReads(trx: object): void {
  if (!shared.has(trx)) shared.set(trx, new Map());
}

/** The committer, before a write that may change what was shared (and when the transaction ends). */
export function forgetSharedReads(trx: object): void {
  shared.delete(trx);
}

/** `read()`, made once per transaction while sharing is open in it, else every time. */
export function sharedRead<T>(trx: object, key: string, read: () => Promise<T>): Promise<T> {
  const reads = shared.get(trx);
  if (!reads) return read();
  let value = reads.get(key) as Promise<T> | undefined;
  if (!value) reads.set(key, (value = read()));
  return value;
}
