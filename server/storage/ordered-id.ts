import { randomFillSync } from "node:crypto";

/**
 * Ids in the layout of RFC 9562's UUID version 7: the time in milliseconds first, then a
 * counter, then random bits, so ids made one after another sort one after another. A table's
 * primary key (and an index led by a lead's id) then takes a batch of new rows at its end,
 * in a few pages, where random ids (randomUUID) land each row on a page of its own all over
 * an index of 800,000 entries: the pages an import's transaction had to write at its commit
 * (docs/benchmarks.md). The time an id carries is when the row was written, nothing more
 * private than the row's own `created_at`.
 */
let lastMs = 0;
let sequence = 0;
const random = Buffer.alloc(8 * 256);
let randomAt = random.length;

export function orderedId(nowMs: number = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // More than 4,096 ids in one millisecond: borrow the next one, so the order still holds.
    lastMs += 1;
    sequence = 0;
  }
  if (randomAt === random.length) {
    randomFillSync(random);
    randomAt = 0;
  }
  const bytes = random.subarray(randomAt, randomAt + 8);
  randomAt += 8;
  const time = lastMs.toString(16).padStart(12, "0");
  const tail = Buffer.from(bytes);
  tail[0] = (tail[0]! & 0x3f) | 0x80; // the variant, 10xx
  const hex = tail.toString("hex");
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${sequence.toString(16).padStart(3, "0")}-${hex.slice(0, 4)}-${hex.slice(4, 16)}`;
}
