import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CheckpointOptions, WRITER_CHECKPOINT_AT_FRAMES } from "./checkpoints";
import { openSqliteDatabase, type OpenDatabase } from "./sqlite-store";

/**
 * The WAL's checkpoints run in a thread of their own (./checkpoints.ts), with passes made
 * sooner than the server's and the WAL started again at 500 frames rather than 4,000, so a
 * test writes megabytes, not tens of them.
 */
const COMMITS = 100;
/**
 * Each commit's row: about 25 pages of the WAL, so that the thread's passes take a while and
 * the writer commits during them. With rows of a few pages the thread caught up between two
 * commits and the WAL started again without the writer's own checkpoint.
 */
const ROW_BYTES = 100_000;
/**
 * Each test writes megabytes with a sync to disk per commit and waits up to 10 s for the
 * thread's copy: beside the other unit tests on a busy 2-core machine, more than Vitest's
 * default 5 s (a Node 24 run timed out at 5 s).
 */
const TIMEOUT_MS = 30_000;

describe("SQLite's checkpoints off the writer", { timeout: TIMEOUT_MS }, () => {
  let dir: string;
  let path: string;
  let database: OpenDatabase | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "checkpoints-test-"));
    path = join(dir, "institute.db");
  });

  afterEach(async () => {
    await database?.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(options: CheckpointOptions): Promise<OpenDatabase> {
    database = await openSqliteDatabase(`file:${path}`, undefined, undefined, undefined, options);
    await sql`create table scratch (id integer primary key, body text not null)`.execute(database.db);
    await sql`create table later (id integer primary key)`.execute(database.db);
    return database;
  }

  /**
   * COMMITS commits through the group committer, as visitors' saves are: in a steady stream,
   * the next one always on its way, so the writer appends while the thread copies.
   */
  async function write({ writes }: OpenDatabase): Promise<void> {
    let next = 0;
    const stream = async () => {
      while (next < COMMITS) {
        next += 1;
        await writes.run((trx) => sql`insert into scratch (body) values (${"x".repeat(ROW_BYTES)})`.execute(trx));
      }
    };
    await Promise.all([stream(), stream()]);
  }

  const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
  const written = COMMITS * ROW_BYTES;

  /**
   * Until the database file holds more than `bytes`. A pass follows commits, as on a live
   * server: the frames committed during a write's last pass are copied once later commits come,
   * so each look makes one (a row of a table of its own). Without them a test could wait for a
   * pass that never came: one Node 24 run stopped at 19.86 MB of 20.
   */
  async function copiedBeyond({ writes }: OpenDatabase, bytes: number): Promise<void> {
    await expect
      .poll(
        async () => {
          await writes.run((trx) => sql`insert into later default values`.execute(trx));
          return size(path);
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(bytes);
  }

  it("copies the WAL into the database file from its thread while the writer only appends", async () => {
    // The writer's own checkpoint waits for far more frames than these commits write, and the
    // WAL is never started again: whatever reaches the database file, the thread copied.
    const database = await open({ everyMs: 0, afterCommits: 5, restartAtFrames: Number.POSITIVE_INFINITY });
    await write(database);
    await copiedBeyond(database, written);
    // Everything is still there, read through the writer's connection.
    const rows = await sql<{ n: number }>`select count(*) as n from scratch`.execute(database.db);
    expect(rows.rows[0]?.n).toBe(COMMITS);
  });

  it("has the writer start the WAL again once it is long, so it stays far shorter than what was written", async () => {
    const database = await open({ everyMs: 0, afterCommits: 5, restartAtFrames: 500 });
    // Until the thread has started and made its first pass.
    await write(database);
    await copiedBeyond(database, written);
    const walBefore = size(`${path}-wal`);
    await write(database);
    // About 2,500 frames more; with the WAL started again every 500 or so, it grew by a small
    // part of them, if at all (a WAL is reused from its start, never shrunk).
    expect(size(`${path}-wal`) - walBefore).toBeLessThan(written / 3);
    await copiedBeyond(database, 2 * written);
  });

  it("leaves the writer's own checkpoint only as a backstop, and has ended its thread when the store has closed", async () => {
    const opened = await open({ everyMs: 0, afterCommits: 5, restartAtFrames: 500 });
    const setting = await sql<Record<string, number>>`PRAGMA wal_autocheckpoint`.execute(opened.db);
    expect(Object.values(setting.rows[0] ?? {})).toEqual([WRITER_CHECKPOINT_AT_FRAMES]);
    await write(opened);
    await opened.submissions.close();
    database = undefined;
    // The last connection to close removes the WAL: the thread's had closed by the time the
    // store's close returned (so a folder can be removed, or a file copied, at once).
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});
