import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EMPTY_ATTRIBUTION, type Attribution } from "#domain/attribution.ts";
import { DAY_MS, HOUR_MS } from "#domain/india-time.ts";
import { MANUAL_SOURCES, STATUSES, type LeadStatus, type ManualSource } from "#domain/leads.ts";
import { purge } from "#server/privacy/retention.ts";
import { Migrator, SqliteDialect } from "kysely";
import { kyselyOver } from "./kysely";
import { keptConnection } from "./kept-sqlite";
import { attachEnquiry } from "./lead-writes";
import { migrations } from "./migrations/index.ts";
import { openDatabase } from "./database";
import { openSqliteDatabase, type OpenDatabase } from "./sqlite-store";
import { testDatabaseUrl, testDialect } from "#tests/support/test-database.ts";

/**
 * The overview's kept counts (server/storage/lead-counts.ts) against counting the rows, after
 * every write of a random series through the real store on a real database file: enquiries
 * that make or join leads (and reopen closed ones), contact messages, manual leads, status
 * changes, erasures and the retention purge.
 */
// Few people, so enquiries often join (and reopen) a lead.
const PEOPLE = 3;
const COURSES = ["B.Voc Hotel Management", "B.Voc Yoga", "M.Voc Medical Lab Technology"];
const SOURCES: Attribution[] = [
  EMPTY_ATTRIBUTION,
  { ...EMPTY_ATTRIBUTION, utmSource: "facebook" },
  { ...EMPTY_ATTRIBUTION, referrerHost: "www.google.com" },
];

type Step =
  | {
      kind: "enquiry";
      person: number;
      otherEmail: boolean;
      form: "admission" | "popup";
      course: number;
      source: number;
    }
  | { kind: "contact"; person: number; source: number }
  | { kind: "manual"; person: number; course: number; source: ManualSource }
  | { kind: "status"; lead: number; to: LeadStatus }
  | { kind: "call"; lead: number; to: LeadStatus }
  | { kind: "merge"; lead: number; other: number }
  | { kind: "erase"; lead: number }
  | { kind: "purge"; months: number };

const person = fc.nat({ max: PEOPLE - 1 });
const leadIndex = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("enquiry" as const),
      person,
      otherEmail: fc.boolean(),
      form: fc.constantFrom("admission" as const, "popup" as const),
      course: fc.nat({ max: COURSES.length - 1 }),
      source: fc.nat({ max: SOURCES.length - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("contact" as const),
      person,
      source: fc.nat({ max: SOURCES.length - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("manual" as const),
      person,
      course: fc.nat({ max: COURSES.length - 1 }),
      source: fc.constantFrom(...MANUAL_SOURCES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("status" as const), lead: leadIndex, to: fc.constantFrom(...STATUSES) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("call" as const), lead: leadIndex, to: fc.constantFrom(...STATUSES) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("merge" as const), lead: leadIndex, other: leadIndex }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("erase" as const), lead: leadIndex }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("purge" as const), months: fc.integer({ min: 0, max: 2 }) }) },
);

/** Every write path once, whatever the random series do: always tried first. */
const EVERY_PATH: Step[] = [
  { kind: "enquiry", person: 0, otherEmail: false, form: "admission", course: 0, source: 1 },
  { kind: "contact", person: 1, source: 0 },
  { kind: "manual", person: 2, course: 2, source: "walk-in" },
  { kind: "enquiry", person: 1, otherEmail: true, form: "popup", course: 1, source: 2 },
  { kind: "status", lead: 0, to: "enrolled" },
  { kind: "status", lead: 1, to: "not_interested" },
  // The closed lead enquires again: reopened as New.
  { kind: "enquiry", person: 0, otherEmail: false, form: "popup", course: 1, source: 0 },
  { kind: "call", lead: 0, to: "counselling" },
  { kind: "merge", lead: 0, other: 1 },
  { kind: "enquiry", person: 1, otherEmail: false, form: "popup", course: 1, source: 0 },
  { kind: "enquiry", person: 2, otherEmail: false, form: "popup", course: 1, source: 0 },
  { kind: "erase", lead: 2 },
  { kind: "purge", months: 0 },
];

type Counted = [dimension: string, value: string, count: number][];

/** What counting the rows gives, in the kept table's shape, written here apart from the module it checks. */
async function countedFromRows(database: OpenDatabase): Promise<Counted> {
  const { db } = database;
  const byColumn = async (dimension: string, column: "status" | "course" | "source", enrolledOnly = false) => {
    let query = db
      .selectFrom("leads")
      .select((eb) => [eb.ref(column).as("value"), eb.fn.countAll<number>().as("n")])
      .groupBy(column);
    if (enrolledOnly) query = query.where("status", "=", "enrolled");
    return (await query.execute()).map((row): Counted[number] => [dimension, row.value, Number(row.n)]);
  };
  const forms = await db
    .selectFrom("lead_events")
    .select((eb) => ["form", eb.fn.countAll<number>().as("n")])
    .where("kind", "=", "enquiry")
    .groupBy("form")
    .execute();
  return sorted([
    ...(await byColumn("status", "status")),
    ...(await byColumn("course", "course")),
    ...(await byColumn("source", "source")),
    ...(await byColumn("enrolled_by_source", "source", true)),
    ...forms.map((row): Counted[number] => ["form", row.form ?? "", Number(row.n)]),
  ]);
}

async function kept(database: OpenDatabase): Promise<Counted> {
  const rows = await database.db.selectFrom("lead_counts").selectAll().where("count", "<>", 0).execute();
  return sorted(rows.map((row): Counted[number] => [row.dimension, row.value, Number(row.count)]));
}

function sorted(rows: Counted): Counted {
  return rows.sort((a, b) => (a[0] + "\u0000" + a[1] < b[0] + "\u0000" + b[1] ? -1 : 1));
}

describe("the overview's kept counts", () => {
  it("equal counting the rows after every write of a random series", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const dir = mkdtempSync(join(tmpdir(), "lead-counts-"));
        let now = new Date("2026-11-20T04:30:00.000Z");
        const database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now);
        try {
          const created = await database.desk.createStaff(
            { email: "head@example.com", name: "Meera Head", role: "admin" },
            null,
          );
          if (!created.ok) throw new Error(created.message);
          const staffId = created.staff.id;
          const contact = (index: number, otherEmail = false) => ({
            name: `Person ${index}`,
            phone: `98000000${String(index).padStart(2, "0")}`,
            email: otherEmail ? `other${index}@example.com` : `person${index}@example.com`,
          });
          const pickLead = async (index: number) => {
            const { leads } = await database.desk.inbox({});
            return leads.length === 0 ? null : leads[index % leads.length]!;
          };

          for (const each of steps) {
            // Past the ten minutes in which a repeat of a submission counts as the same one.
            now = new Date(now.getTime() + HOUR_MS);
            switch (each.kind) {
              case "enquiry":
                await database.submissions.saveEnquiry({
                  ...contact(each.person, each.otherEmail),
                  source: each.form,
                  course: COURSES[each.course]!,
                  university: "Other",
                  message: "",
                  attribution: SOURCES[each.source]!,
                });
                break;
              case "contact":
                await database.submissions.saveContactMessage({
                  ...contact(each.person),
                  subject: "Fees",
                  message: "Fees?",
                  attribution: SOURCES[each.source]!,
                });
                break;
              case "manual":
                await database.desk.addManualEnquiry(
                  {
                    ...contact(each.person),
                    source: each.source,
                    sourceDetail: "",
                    course: COURSES[each.course]!,
                    message: "",
                  },
                  staffId,
                );
                break;
              case "status": {
                const lead = await pickLead(each.lead);
                if (lead)
                  await database.desk.changeLead(
                    lead.id,
                    lead.version,
                    { kind: "status", to: each.to, reason: "Chose another institute" },
                    staffId,
                  );
                break;
              }
              case "call": {
                const lead = await pickLead(each.lead);
                const nextStepAt = new Date(now.getTime() + DAY_MS).toISOString();
                if (lead)
                  await database.desk.logContact(
                    lead.id,
                    lead.version,
                    {
                      outcome: "spoke",
                      note: "",
                      nextStepAt,
                      status: { to: each.to, reason: "Chose another institute" },
                    },
                    staffId,
                  );
                break;
              }
              case "merge": {
                const [lead, other] = [await pickLead(each.lead), await pickLead(each.other)];
                if (lead && other && lead.id !== other.id)
                  expect(await database.desk.mergeLeads(lead.id, other.id, staffId)).toEqual({ ok: true });
                break;
              }
              case "erase": {
                const lead = await pickLead(each.lead);
                if (lead) expect(await database.desk.eraseLead(lead.id, staffId, null, null)).toEqual({ ok: true });
                break;
              }
              case "purge":
                // 400 days on: a retention of 12 or 13 months erases who did not enrol, 14 keeps everyone.
                now = new Date(now.getTime() + 400 * DAY_MS);
                await purge(database.db, { now, months: 12 + each.months, dryRun: false, trigger: "command" });
                break;
            }
            expect(await kept(database), JSON.stringify(each)).toEqual(await countedFromRows(database));
          }

          // The overview reads them: every lead in its status, course and source once.
          const fresh = await countedFromRows(database);
          const of = (dimension: string) =>
            new Map(fresh.filter((row) => row[0] === dimension).map((row) => [row[1], row[2]]));
          const overview = await database.desk.overview();
          expect(
            new Map(overview.byStatus.filter((row) => row.count > 0).map((row) => [row.status, row.count])),
          ).toEqual(of("status"));
          expect(new Map(overview.byCourse.map((row) => [row.course, row.count]))).toEqual(of("course"));
          expect(new Map(overview.byForm.map((row) => [row.form, row.count]))).toEqual(of("form"));
          expect(new Map(overview.bySource.map((row) => [row.source, row.leads]))).toEqual(of("source"));
          const enrolled = of("enrolled_by_source");
          for (const row of overview.bySource) expect(row.enrolled, row.source).toBe(enrolled.get(row.source) ?? 0);
          expect(overview.byCourse.map((row) => row.count)).toEqual(
            overview.byCourse.map((row) => row.count).sort((a, b) => b - a),
          );
        } finally {
          await database.submissions.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      // No shrinking: each try opens a database, and the first failure names its series and step.
      { numRuns: 20, endOnFailure: true, examples: [[EVERY_PATH]] },
    );
  }, 120_000);

  // An old SQLite file; the same migration runs on PostgreSQL in every PostgreSQL suite.
  it.runIf(testDialect === "sqlite")("are counted from the rows there are by migration 0007", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead-counts-"));
    const path = join(dir, "desk.db");
    try {
      // A database from before the counts: migrated to 0005, with leads written as then.
      const before = kyselyOver(new SqliteDialect({ database: keptConnection(path) }));
      const { error } = await new Migrator({
        db: before,
        provider: { getMigrations: async () => migrations },
      }).migrateTo("0005_privacy");
      if (error) throw error;
      const at = "2026-11-20T04:30:00.000Z";
      const enquiry = { at, staffId: null, enquiryId: "e", source: "direct" };
      await attachEnquiry(
        before,
        {
          ...enquiry,
          form: "admission",
          name: "Asha Rani",
          phone: "9876543210",
          email: "asha@example.com",
          course: COURSES[0]!,
        },
        { early: true },
      );
      await attachEnquiry(
        before,
        {
          ...enquiry,
          form: "popup",
          name: "Vikram",
          phone: "9123456789",
          email: "vikram@example.com",
          course: COURSES[1]!,
        },
        { early: true },
      );
      await attachEnquiry(
        before,
        { ...enquiry, form: "contact", name: "Asha", phone: "9876543210", email: "asha@example.com", course: "" },
        { early: true },
      );
      await before.destroy();

      const database = await openSqliteDatabase(`file:${path}`);
      try {
        const counts = await kept(database);
        expect(counts).toEqual(await countedFromRows(database));
        expect(counts).toContainEqual(["status", "new", 2]);
        expect(counts).toContainEqual(["form", "contact", 1]);
        expect(counts).toContainEqual(["source", "direct", 2]);
      } finally {
        await database.submissions.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
