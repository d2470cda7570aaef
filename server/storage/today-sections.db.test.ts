import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { ACTIVE_STATUSES, QUEUE_SECTIONS, queueSection, type QueueSection } from "#domain/contact.ts";
import { TODAY_LIST_LIMIT } from "#domain/desk.ts";
import { HOUR_MS } from "#domain/india-time.ts";
import { STATUSES } from "#domain/leads.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "./database";
import type { OpenDatabase } from "./sqlite-store";

/**
 * Today's sections counted and paged by the database (server/storage/desk/today-sections.ts)
 * hold exactly the leads queueSection (domain/contact.ts) puts in each, whatever their state:
 * the counts are true and "Show all" reaches every lead (issue 51, item 3).
 */
let dir: string;
let database: OpenDatabase;
const now = new Date("2026-11-20T08:30:00.000Z"); // 14:00 IST

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "today-sections-"));
  database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now);
});

afterEach(async () => {
  await database.submissions.close();
  rmSync(dir, { recursive: true, force: true });
});

it("counts each section as queueSection sorts its leads, and pages reach every one", async () => {
  const { desk } = database;
  const made = await desk.createStaff({ email: "ravi@example.com", name: "Ravi", role: "counsellor" }, null);
  const other = await desk.createStaff({ email: "kavya@example.com", name: "Kavya", role: "counsellor" }, null);
  if (!made.ok || !other.ok) throw new Error("staff");
  const ravi = made.staff.id;
  // A seeded walk over states: owner, status, next step (overdue, due, later, none), reached, attempts, age.
  let seed = 7;
  const pick = <T>(items: readonly T[]) => items[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % items.length]!;
  for (let i = 0; i < 180; i++) {
    await database.submissions.saveEnquiry({
      source: "admission",
      name: `Lead ${i}`,
      phone: `98${String(10_000_000 + i).padStart(8, "0")}`,
      email: "",
      course: "B.Voc Physiotherapy",
      university: "Other",
      message: "",
    });
  }
  const leads = await database.db.selectFrom("leads").select("id").execute();
  for (const { id } of leads) {
    const step = pick([null, -30 * HOUR_MS, -HOUR_MS, 2 * HOUR_MS, 30 * HOUR_MS]);
    const reached = pick([false, false, true]);
    await database.db
      .updateTable("leads")
      .set({
        ownerId: pick([ravi, ravi, other.staff.id, null]),
        status: pick([...ACTIVE_STATUSES, ...ACTIVE_STATUSES, ...STATUSES]),
        nextFollowUpAt: step === null ? null : new Date(now.getTime() + step).toISOString(),
        contactedAt: reached ? new Date(now.getTime() - 5 * HOUR_MS).toISOString() : null,
        attempts: pick([0, 0, 2]),
        promiseFrom: new Date(now.getTime() - pick([1, 10, 21, 40]) * HOUR_MS).toISOString(),
      })
      .where("id", "=", id)
      .execute();
  }
  const all = (await desk.exportLeads({})).filter((lead) => lead.name.startsWith("Lead "));
  for (const scope of ["mine", "team"] as const) {
    const viewer = { id: ravi, team: scope === "team" };
    const expected = new Map<QueueSection, string[]>(QUEUE_SECTIONS.map((section) => [section, []]));
    for (const lead of all) {
      const section = queueSection(lead, viewer, now);
      if (section) expected.get(section)!.push(lead.id);
    }
    const queue = await desk.today(ravi, scope);
    for (const section of QUEUE_SECTIONS) {
      const want = expected.get(section)!.sort();
      expect(queue.counts[section], `${scope} ${section}`).toBe(want.length);
      // Every item Today lists in the section is one of its leads.
      for (const item of queue.items.filter((each) => each.section === section)) expect(want).toContain(item.lead.id);
      const got: string[] = [];
      for (let page = 1; ; page++) {
        const whole = await desk.todaySection(ravi, scope, section, page);
        expect(whole.total).toBe(want.length);
        got.push(...whole.items.map((item) => item.lead.id));
        if (page >= whole.pageCount) break;
      }
      expect(got.sort(), `${scope} ${section} paged`).toEqual(want);
    }
    const noStep = all.filter(
      (lead) =>
        (scope === "team" ? lead.ownerId !== null : lead.ownerId === ravi) &&
        lead.nextFollowUpAt === null &&
        lead.contactedAt !== null &&
        (ACTIVE_STATUSES as readonly string[]).includes(lead.status),
    );
    expect(queue.counts.noNextStep).toBe(noStep.length);
  }
  // Some section holds more than Today lists of it, so its count is more than its list's length.
  const team = await desk.today(ravi, "team");
  expect(Math.max(...QUEUE_SECTIONS.map((section) => team.counts[section]))).toBeGreaterThan(TODAY_LIST_LIMIT);
});

it("finds the open leads that enquired again this week while their owner is away, the latest first", async () => {
  const { desk } = database;
  const away = await desk.createStaff({ email: "away@example.com", name: "Away", role: "counsellor" }, null);
  const here = await desk.createStaff({ email: "here@example.com", name: "Here", role: "counsellor" }, null);
  if (!away.ok || !here.ok) throw new Error("staff");
  const cases = [
    { name: "Warm", owner: away.staff.id, count: 2, agoH: 2, status: "contacted" },
    { name: "Warmer", owner: away.staff.id, count: 3, agoH: 1, status: "new" },
    { name: "Once only", owner: away.staff.id, count: 1, agoH: 1, status: "new" },
    { name: "Cold", owner: away.staff.id, count: 2, agoH: 24 * 9, status: "new" },
    { name: "Closed", owner: away.staff.id, count: 2, agoH: 1, status: "not_interested" },
    { name: "Someone here", owner: here.staff.id, count: 2, agoH: 1, status: "new" },
  ];
  for (const [i, item] of cases.entries()) {
    await database.submissions.saveEnquiry({
      source: "admission",
      name: item.name,
      phone: `97${String(10_000_000 + i).padStart(8, "0")}`,
      email: "",
      course: "B.Voc Physiotherapy",
      university: "Other",
      message: "",
    });
    await database.db
      .updateTable("leads")
      .set({
        ownerId: item.owner,
        enquiryCount: item.count,
        status: item.status as "new",
        lastEnquiryAt: new Date(now.getTime() - item.agoH * HOUR_MS).toISOString(),
      })
      .where("name", "=", item.name)
      .execute();
  }
  const since = new Date(now.getTime() - 7 * 24 * HOUR_MS).toISOString();
  const warm = await desk.warmLeadsAway([away.staff.id], since);
  expect(warm.total).toBe(2);
  expect(warm.leads.map((lead) => lead.name)).toEqual(["Warmer", "Warm"]);
  expect(await desk.warmLeadsAway([], since)).toEqual({ total: 0, leads: [] });
});
