import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewEnquiry, WithAttribution } from "#domain/submissions.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";

/**
 * The held posts' global budget (HELD_POSTS_BUDGET): a held post stored over it drops the
 * oldest held posts, those held without a proof of work first, and never a released post or
 * one stored normally. On the store, SQLite and PostgreSQL, on an injected clock.
 */
describe("the held posts' budget", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "held-budget-"));
    now = new Date("2026-12-07T04:30:00.000Z");
    database = await openDatabase(await testDatabaseUrl(join(dir, "held.db")), () => now);
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let serial = 0;
  /** A distinct family's enquiry, a minute after the last. */
  async function send(name: string, extra: Partial<WithAttribution<NewEnquiry>> = {}) {
    now = new Date(now.getTime() + 60_000);
    serial++;
    return database.submissions.saveEnquiry({
      source: "admission",
      name,
      phone: `98765${String(serial).padStart(5, "0")}`,
      email: `family${serial}@example.com`,
      course: "B.Voc Medical Lab Technology",
      university: "Other",
      message: "",
      ...extra,
    });
  }
  const stored = async () =>
    (
      await database.db.selectFrom("enquiries").select(["name", "heldAt", "heldReason"]).orderBy("createdAt").execute()
    ).map((row) => `${row.name}${row.heldAt ? ` (held: ${row.heldReason})` : ""}`);

  it("drops the oldest held without a proof first, never a released one or one stored normally", async () => {
    const budget = 4;
    const flood = { held: true, heldBudget: budget };
    const proven = { held: true, proven: true, heldBudget: budget };
    const admin = await database.desk.createStaff({ email: "admin@example.com", name: "Admin", role: "admin" }, null);
    if (!admin.ok) throw new Error(admin.message);

    await send("Normal");
    // Held, then released by an admin: a lead's now, no longer held.
    const released = await send("Released", flood);
    expect(await database.desk.releaseHeldPost(released.id, admin.staff.id)).not.toBeNull();
    for (const name of ["Flood 1", "Proven 1", "Flood 2", "Flood 3", "Flood 4"])
      await send(name, name.startsWith("Proven") ? proven : flood);
    // Five held over a budget of four: the oldest without a proof went.
    expect(await stored()).toEqual([
      "Normal",
      "Released",
      "Proven 1 (held: proof)",
      "Flood 2 (held: address)",
      "Flood 3 (held: address)",
      "Flood 4 (held: address)",
    ]);

    // Proofs keep coming: every post without one goes first, then the oldest proof.
    for (const name of ["Proven 2", "Proven 3", "Proven 4", "Proven 5"]) await send(name, proven);
    expect(await stored()).toEqual([
      "Normal",
      "Released",
      "Proven 2 (held: proof)",
      "Proven 3 (held: proof)",
      "Proven 4 (held: proof)",
      "Proven 5 (held: proof)",
    ]);
  });

  it("keeps contact messages and enquiries to one budget together", async () => {
    const budget = 3;
    await send("Enquiry 1", { held: true, heldBudget: budget });
    for (const index of [1, 2, 3]) {
      now = new Date(now.getTime() + 60_000);
      await database.submissions.saveContactMessage({
        name: `Message ${index}`,
        phone: `98760${index}0000`,
        email: `m${index}@example.com`,
        subject: "Fees",
        message: "What are the fees?",
        held: true,
        heldBudget: budget,
      });
    }
    const messages = await database.db.selectFrom("messages").select("name").orderBy("createdAt").execute();
    expect([...(await stored()), ...messages.map((row) => row.name)]).toEqual(["Message 1", "Message 2", "Message 3"]);
  });
});
