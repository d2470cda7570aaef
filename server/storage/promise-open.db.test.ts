import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { HOUR_MS } from "#domain/india-time.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "./database";
import type { OpenDatabase } from "./sqlite-store";

/**
 * The reports count a period's leads still inside their 24 hours apart (issue 51, item 4): by
 * the store's injected clock, open until their 24 hours are over, then no longer.
 */
let dir: string;
let database: OpenDatabase;
let now = new Date("2026-12-07T05:30:00.000Z");

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "promise-open-"));
  now = new Date("2026-12-07T05:30:00.000Z");
  database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now);
});

afterEach(async () => {
  await database.submissions.close();
  rmSync(dir, { recursive: true, force: true });
});

it("counts the period's leads not reached and inside their 24 hours as open, by the clock", async () => {
  for (let i = 0; i < 3; i++)
    await database.submissions.saveEnquiry({
      source: "admission",
      name: `Open ${i}`,
      phone: `981000000${i}`,
      email: "",
      course: "B.Voc Physiotherapy",
      university: "Other",
      message: "",
    });
  const week = { from: "2026-11-30T18:30:00.000Z", to: "2026-12-07T18:30:00.000Z" };
  expect((await database.desk.reportFacts(week, "funnel")).openPromises).toBe(3);
  // A period that ended before they came holds none.
  expect((await database.desk.reportFacts({ ...week, to: "2026-12-06T18:30:00.000Z" }, "funnel")).openPromises).toBe(0);
  now = new Date(now.getTime() + 25 * HOUR_MS);
  expect((await database.desk.reportFacts(week, "funnel")).openPromises).toBe(0);
});
