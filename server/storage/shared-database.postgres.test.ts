import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { openDatabase, openReader } from "./database";
import { exclusively, LOCKS } from "./dialect";
import { databaseAnswers } from "./health";
import { DatabaseRateLimitStore } from "./rate-limit-store";
import type { OpenDatabase } from "./sqlite-store";
import type { Options } from "express-rate-limit";

/**
 * PostgreSQL only (run with TEST_DATABASE=postgres, scripts/test/run-tests.ts): two app servers'
 * stores on one database, as two servers behind a load balancer hold them. What the rest of
 * the storage suites test runs on both dialects; this is what only several servers can break.
 */
const enquiry: NewEnquiry = {
  source: "admission",
  name: "Shared Person",
  phone: "9876500001",
  email: "shared@example.com",
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "",
};

describe("two app servers on one PostgreSQL database", () => {
  let url: string;
  let one: OpenDatabase;
  let two: OpenDatabase;

  beforeEach(async () => {
    url = await testDatabaseUrl("unused");
    // Opened together, as servers starting at once: the migrations run once.
    [one, two] = await Promise.all([openDatabase(url), openDatabase(url)]);
  });

  afterEach(async () => {
    await Promise.all([one.submissions.close(), two.submissions.close()]);
  });

  it("migrates once and answers the health check; counts come back as numbers", async () => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(one.db);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(6);
    await expect(databaseAnswers(two.db)).resolves.toBeUndefined();
    expect(await one.desk.countAdmins()).toBe(0);
  });

  it("stores a submission sent to both servers at once once, and a burst from both in full", async () => {
    const results = await Promise.all([one.submissions.saveEnquiry(enquiry), two.submissions.saveEnquiry(enquiry)]);
    expect(results.map((result) => result.duplicate).sort()).toEqual([false, true]);
    expect(results[0]!.id).toBe(results[1]!.id);

    const burst = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? one : two).submissions.saveEnquiry({
        ...enquiry,
        name: `Burst ${i}`,
        phone: `98766${String(i).padStart(5, "0")}`,
        email: `burst${i}@example.com`,
      }),
    );
    expect((await Promise.all(burst)).every((result) => !result.duplicate)).toBe(true);
    expect(await one.submissions.listEnquiries()).toHaveLength(41);
  });

  it("gives one person one lead when their enquiries reach both servers together", async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? one : two).submissions.saveEnquiry({
          ...enquiry,
          name: "Same Phone",
          phone: "9876500002",
          email: "",
          message: `try ${i}`,
        }),
      ),
    );
    const { leads } = await one.desk.inbox({ q: "9876500002" });
    expect(leads.map((lead) => lead.enquiryCount)).toEqual([10]);
  });

  it("isolates a write the database refuses, in a batch shared with others", async () => {
    const writes = Array.from({ length: 20 }, (_, i) =>
      one.submissions.saveEnquiry({
        ...enquiry,
        name: `Checked ${i}`,
        message: String(i),
        source: i === 7 ? ("bad" as "popup") : "popup",
      }),
    );
    const results = await Promise.allSettled(writes);
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(1);
    expect(String((results[7] as PromiseRejectedResult).reason)).toMatch(/check constraint/);
  });

  it("counts a visitor's posts against one limit whichever server answers, and forgets them after the window", async () => {
    let now = Date.parse("2026-11-20T10:00:00.000Z");
    const stores = [new DatabaseRateLimitStore(one.db, () => now), new DatabaseRateLimitStore(two.db, () => now)];
    for (const store of stores) store.init({ windowMs: 60_000 } as Options);
    const hits = [];
    for (let i = 0; i < 6; i++) hits.push((await stores[i % 2]!.increment("enquiry:192.0.2.1")).totalHits);
    expect(hits).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await stores[0]!.increment("enquiry:192.0.2.2")).totalHits).toBe(1);
    await stores[1]!.decrement("enquiry:192.0.2.1");
    expect((await stores[0]!.increment("enquiry:192.0.2.1")).totalHits).toBe(6);
    now += 60_000;
    expect((await stores[1]!.increment("enquiry:192.0.2.1")).totalHits).toBe(1);
    // Ended windows are swept: the other address's row is gone.
    await new Promise((wait) => setTimeout(wait, 100));
    const keys = await one.db.selectFrom("rate_limit_hits").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["enquiry:192.0.2.1"]);
  });

  it("runs a job (the outbox sender, the scheduler, the purge) on one server at a time", async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const first = exclusively(one.db, LOCKS.outbox, async () => {
      await held;
      return "first";
    });
    await new Promise((wait) => setTimeout(wait, 100));
    expect(await exclusively(two.db, LOCKS.outbox, async () => "second")).toBeNull();
    // Another job's lock is free meanwhile.
    expect(await exclusively(two.db, LOCKS.retention, async () => "retention")).toBe("retention");
    release();
    expect(await first).toBe("first");
    expect(await exclusively(two.db, LOCKS.outbox, async () => "second")).toBe("second");
  });

  it("exports through a read-only connection that refuses to write, and refuses a database of another site", async () => {
    await one.submissions.saveEnquiry(enquiry);
    const reader = await openReader(url);
    try {
      expect((await reader.listEnquiries()).map((row) => row.name)).toEqual([enquiry.name]);
      await expect(reader.db.deleteFrom("enquiries").execute()).rejects.toThrow(/read-only transaction/);
    } finally {
      await reader.close();
    }
    const empty = await testDatabaseUrl("unused");
    await expect(openReader(empty)).rejects.toThrow(/not a database of this site/);
  });

  it("shares one turn order between both servers under concurrent posts: no turn given twice, none skipped", async () => {
    const team = [];
    for (const name of ["Kavya Nair", "Ravi Kumar", "Asha Singh"]) {
      const created = await one.desk.createStaff(
        { email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, name, role: "counsellor" },
        null,
      );
      if (!created.ok) throw new Error(created.message);
      await (team.length % 2 ? two : one).desk.setOnDuty(created.staff.id, true, created.staff.id);
      team.push(created.staff.id);
    }
    const posts = 60;
    await Promise.all(
      Array.from({ length: posts }, (_, i) =>
        (i % 2 ? one : two).submissions.saveEnquiry({
          ...enquiry,
          name: `Turn ${i}`,
          phone: `98767${String(i).padStart(5, "0")}`,
          email: `turn${i}@example.com`,
        }),
      ),
    );
    const rows = await one.db
      .selectFrom("lead_events")
      .select(["leadId", "data"])
      .where("kind", "=", "allocated")
      .execute();
    const given = rows
      .map((row) => JSON.parse(row.data) as { toId: string; turn: number })
      .sort((a, b) => a.turn - b.turn);
    // Every lead got one turn, numbered 1 to 60 without a gap or a repeat…
    expect(new Set(rows.map((row) => row.leadId)).size).toBe(posts);
    expect(given.map((entry) => entry.turn)).toEqual(Array.from({ length: posts }, (_, i) => i + 1));
    // …given in the one cyclic order, so each counsellor has exactly a third.
    const order = [...team].sort();
    given.forEach((entry, i) => expect(entry.toId).toBe(order[i % 3]));
  });
});
