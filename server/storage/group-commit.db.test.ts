import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TooManyWritesWaiting } from "./group-commit";
import { sharedRead } from "./write-batch";
import { openDatabase } from "./database";
import type { OpenDatabase } from "./sqlite-store";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import type { NewEnquiry } from "#domain/submissions.ts";

const enquiry = (n: number): NewEnquiry => ({
  source: "admission",
  name: `Queue ${n}`,
  phone: `98765${String(n).padStart(5, "0")}`,
  email: `queue${n}@example.com`,
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "",
});

/**
 * A database of each test's own in a temporary folder (on PostgreSQL, a fresh database on the run's
 * server), opened before it and closed and removed after it; `maxWaitingWrites` as the server sets it.
 */
function freshDatabase(maxWaitingWrites?: number): () => OpenDatabase {
  let dir: string;
  let database: OpenDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "group-commit-test-"));
    database = await openDatabase(
      await testDatabaseUrl(join(dir, "institute.db")),
      undefined,
      undefined,
      maxWaitingWrites,
    );
  });
  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => database;
}

describe("group commit's cap on waiting writes", () => {
  const database = freshDatabase(3);

  it("refuses a save beyond the cap at once, commits the others, and takes saves again once they are in", async () => {
    const saves = [1, 2, 3, 4, 5].map((n) => database().submissions.saveEnquiry(enquiry(n)));
    const settled = await Promise.allSettled(saves);
    expect(settled.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    const refused = settled[3] as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(TooManyWritesWaiting);
    expect(String(refused.reason)).toContain("the database is busy");
    expect((await database().submissions.listEnquiries()).map((row) => row.name).sort()).toEqual([
      "Queue 1",
      "Queue 2",
      "Queue 3",
    ]);

    // The queue has drained: the next saves are taken.
    await expect(database().submissions.saveEnquiry(enquiry(6))).resolves.toMatchObject({ duplicate: false });
    expect(await database().submissions.listEnquiries()).toHaveLength(4);
  });
});

describe("a write riding with the next commit (runWithNext, the sender marking rows sent)", () => {
  const database = freshDatabase();

  it("joins the next write's transaction, without a commit of its own; alone, it commits after its wait", async () => {
    const transactions: unknown[] = [];
    const rider = database().writes.runWithNext(async (trx) => {
      transactions.push(trx);
      return "rider";
    }, 10_000);
    await new Promise((wait) => setTimeout(wait, 50));
    expect(transactions).toEqual([]);
    // It holds back no background job, and no visitor's write is refused for it.
    expect(database().writes.idle).toBe(true);
    const visitor = database().writes.run(async (trx) => {
      transactions.push(trx);
      return "visitor";
    });
    expect(await Promise.all([visitor, rider])).toEqual(["visitor", "rider"]);
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toBe(transactions[1]);

    const started = Date.now();
    await expect(database().writes.runWithNext(async () => "alone", 100)).resolves.toBe("alone");
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});

describe("reads shared by the writes committed together (./write-batch.ts)", () => {
  const database = freshDatabase();

  it("is shared among the writes marked sharesReads, made again after any other write, and never outside a commit", async () => {
    let reads = 0;
    const read = async () => ++reads;
    const seen: number[] = [];
    const sharing = (trx: object) => sharedRead(trx, "rule", read).then((value) => void seen.push(value));
    const writes = database().writes;
    // Queued in one turn of the event loop: one transaction.
    await Promise.all([
      writes.run(sharing, { sharesReads: true }),
      writes.run(sharing, { sharesReads: true }),
      writes.run(sharing), // a write that may change what was read reads afresh
      writes.run(sharing, { sharesReads: true }), // and so does the next after it
      writes.run(sharing, { sharesReads: true }),
    ]);
    expect(seen).toEqual([1, 1, 2, 3, 3]);
    // A transaction of its own, and outside any commit: read every time.
    await writes.run(sharing, { sharesReads: true });
    await sharing(database().db);
    await sharing(database().db);
    expect(seen.slice(5)).toEqual([4, 5, 6]);
  });
});

describe("a background job letting the writes waiting go first (afterWaitingWrites: the sender, an import's slices)", () => {
  const database = freshDatabase();

  /** A write that holds its transaction until `finish` is called. */
  function heldWrite() {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const committed = database().writes.run(async () => held);
    return { finish, committed };
  }

  it("goes at once when nothing waits, and otherwise as the last write waiting commits", async () => {
    const writes = database().writes;
    let started = performance.now();
    await writes.afterWaitingWrites(5_000);
    expect(performance.now() - started).toBeLessThan(1_000);

    const first = heldWrite();
    let after = false;
    const waiting = writes.afterWaitingWrites(5_000).then(() => (after = true));
    await new Promise((wait) => setTimeout(wait, 50));
    // A second write arriving meanwhile goes first too.
    const second = heldWrite();
    first.finish();
    await first.committed;
    await new Promise((wait) => setTimeout(wait, 50));
    expect(after).toBe(false);
    started = performance.now();
    second.finish();
    await second.committed;
    await waiting;
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(writes.idle).toBe(true);
  });

  it("goes after its longest wait while writes keep coming", async () => {
    const write = heldWrite();
    const started = performance.now();
    await database().writes.afterWaitingWrites(100);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(2_000);
    expect(database().writes.idle).toBe(false);
    write.finish();
    await write.committed;
  });
});
