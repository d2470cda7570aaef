import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextInTurn } from "#domain/allocation.ts";
import type { DeskStore, StaffMember, TimelineEntry } from "#domain/desk.ts";
import { DAY_MS, HOUR_MS } from "#domain/india-time.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";

/**
 * Automatic allocation in the enquiry's transaction (server/storage/desk/allocation.ts), on
 * SQLite and on PostgreSQL (scripts/run-tests.ts lists this suite for both).
 */
const person = (i: number, over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  source: "admission",
  name: `Student ${i}`,
  phone: `98${String(i).padStart(8, "0")}`,
  email: `student${i}@example.com`,
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "",
  ...over,
});

type Allocated = Extract<TimelineEntry, { kind: "allocated" }>;

describe("automatic allocation", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;
  let desk: DeskStore;
  let admin: StaffMember;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "allocation-"));
    now = new Date("2026-11-20T04:30:00.000Z"); // Friday 10:00 IST
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now, {
      email: true,
      webhook: false,
      siteUrl: "https://desk.example.in",
    });
    desk = database.desk;
    admin = await staff("Meera Admin", "admin");
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function staff(name: string, role: "admin" | "counsellor" = "counsellor") {
    const created = await desk.createStaff(
      { email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, name, role },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    return created.staff;
  }

  async function onDuty(...members: StaffMember[]) {
    for (const member of members) await desk.setOnDuty(member.id, true, member.id);
  }

  async function enquire(i: number, over: Partial<NewEnquiry> = {}) {
    await database.submissions.saveEnquiry(person(i, over));
    const { leads } = await desk.inbox({ q: person(i, over).phone });
    return (await desk.lead(leads[0]!.id))!;
  }

  const allocations = (lead: { timeline: TimelineEntry[] }) =>
    lead.timeline.filter((entry): entry is Allocated => entry.kind === "allocated");

  it("gives new leads round-robin among those on duty, and writes it on the timeline", async () => {
    const [kavya, ravi, off] = [await staff("Kavya Nair"), await staff("Ravi Kumar"), await staff("Off Duty")];
    await onDuty(kavya, ravi);
    const order = [kavya, ravi].sort((a, b) => a.id.localeCompare(b.id));
    const leads = [];
    for (let i = 1; i <= 4; i++) leads.push(await enquire(i));
    expect(leads.map((lead) => lead.ownerId)).toEqual([order[0]!.id, order[1]!.id, order[0]!.id, order[1]!.id]);
    expect(leads.some((lead) => lead.ownerId === off.id)).toBe(false);
    const [first] = allocations(leads[0]!);
    expect(first).toMatchObject({
      toId: order[0]!.id,
      toName: order[0]!.name,
      via: "round_robin",
      turn: 1,
      staffName: null,
    });
    expect(allocations(leads[3]!)[0]!.turn).toBe(4);
    // The lead reads as its owner's at once: Today's "new leads nobody owns" stays empty.
    expect((await desk.today(admin.id, "team")).items.filter((item) => item.section === "unowned")).toHaveLength(0);
  });

  it("saves committed together read the duties once, and a duty change committed among them is seen by the saves after it", async () => {
    const [kavya, ravi] = [await staff("Kavya Nair"), await staff("Ravi Kumar")];
    await onDuty(kavya, ravi);
    const [first, second] = [kavya, ravi].sort((a, b) => a.id.localeCompare(b.id));
    expect((await enquire(1)).ownerId).toBe(first!.id);
    // Asked for in one turn of the event loop, so committed in one transaction (the group commit):
    // the second in turn takes the next lead, then the first goes off duty, then two more leads.
    const together = [
      database.submissions.saveEnquiry(person(2)),
      desk.setOnDuty(first!.id, false, admin.id),
      database.submissions.saveEnquiry(person(3)),
      database.submissions.saveEnquiry(person(4)),
    ];
    await Promise.all(together);
    const owner = async (i: number) => (await enquire(i)).ownerId;
    expect(await owner(2)).toBe(second!.id);
    // Read before the change, the duties would have given lead 3 to the first, now off duty.
    expect([await owner(3), await owner(4)]).toEqual([second!.id, second!.id]);
    const turns = [2, 3, 4].map(async (i) => allocations(await enquire(i))[0]!.turn);
    expect(await Promise.all(turns)).toEqual([2, 3, 4]);
  });

  it("leaves a lead unowned when nobody is on duty, on the timeline and in the admins' email", async () => {
    const lead = await enquire(1);
    expect(lead.ownerId).toBeNull();
    expect(allocations(lead)).toEqual([expect.objectContaining({ toId: null, turn: null })]);
    const rows = await database.db.selectFrom("outbox").select("payload").where("channel", "=", "email").execute();
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({ type: "enquiry.created", unowned: true });

    const kavya = await staff("Kavya Nair");
    await onDuty(kavya);
    const next = await enquire(2);
    expect(next.ownerId).toBe(kavya.id);
    const payloads = (
      await database.db.selectFrom("outbox").select("payload").where("channel", "=", "email").execute()
    ).map((row) => JSON.parse(row.payload) as { unowned?: boolean });
    expect(payloads.filter((payload) => payload.unowned)).toHaveLength(1);
  });

  it("does nothing with the rule off, and gives by course (course, then category, then everyone) with by_course", async () => {
    const [kavya, ravi, asha] = [await staff("Kavya Nair"), await staff("Ravi Kumar"), await staff("Asha Singh")];
    await onDuty(kavya, ravi, asha);
    await desk.setAllocationRule("off", admin.id);
    const untouched = await enquire(1);
    expect(untouched.ownerId).toBeNull();
    expect(allocations(untouched)).toEqual([]);

    await desk.setAllocationRule("by_course", admin.id);
    expect(await desk.setAllocationRoute("course:B.Voc Dialysis Technology", [kavya.id], admin.id)).toEqual({
      ok: true,
    });
    expect(await desk.setAllocationRoute("category:Paramedical", [ravi.id, asha.id], admin.id)).toEqual({ ok: true });
    expect(await desk.setAllocationRoute("category:Paramedical", ["nobody"], admin.id)).toMatchObject({ ok: false });
    const settings = await desk.allocationSettings();
    expect(settings).toMatchObject({ rule: "by_course", updatedByName: "Meera Admin" });
    expect(settings.routes.map((route) => route.target).sort()).toEqual([
      "category:Paramedical",
      "course:B.Voc Dialysis Technology",
    ]);

    const dialysis = await enquire(2, { course: "B.Voc Dialysis Technology" });
    expect(dialysis.ownerId).toBe(kavya.id);
    expect(allocations(dialysis)[0]).toMatchObject({ via: "by_course", pool: "course:B.Voc Dialysis Technology" });
    // Another Paramedical course: the category's group, taking turns inside it.
    const cardiac = [
      await enquire(3, { course: "B.Voc Cardiac Care Technology" }),
      await enquire(4, { course: "B.Voc Cardiac Care Technology" }),
    ];
    expect(new Set(cardiac.map((lead) => lead.ownerId))).toEqual(new Set([ravi.id, asha.id]));
    // Kavya off duty: dialysis falls to the category.
    await desk.setOnDuty(kavya.id, false, kavya.id);
    expect([ravi.id, asha.id]).toContain((await enquire(5, { course: "B.Voc Dialysis Technology" })).ownerId);
    // The whole Paramedical group off duty, Kavya back: dialysis to Kavya again; cardiac falls back to everyone (Kavya).
    await desk.setOnDuty(kavya.id, true, kavya.id);
    await desk.setOnDuty(ravi.id, false, admin.id);
    await desk.setOnDuty(asha.id, false, admin.id);
    const fallback = await enquire(6, { course: "B.Voc Cardiac Care Technology" });
    expect(fallback.ownerId).toBe(kavya.id);
    expect(allocations(fallback)[0]).toMatchObject({ via: "round_robin", fellBackFrom: "category:Paramedical" });
    // A course no route names: round-robin among everyone on duty.
    expect((await enquire(7, { course: "B.Voc Hotel Management" })).ownerId).toBe(kavya.id);
    // An empty group removes the route.
    await desk.setAllocationRoute("course:B.Voc Dialysis Technology", [], admin.id);
    expect((await desk.allocationSettings()).routes.map((route) => route.target)).toEqual(["category:Paramedical"]);
  });

  it("skips a counsellor on leave (India days, both included) and gives them leads again after it", async () => {
    const [kavya, ravi] = [await staff("Kavya Nair"), await staff("Ravi Kumar")];
    await onDuty(kavya, ravi);
    expect(await desk.setLeave(kavya.id, { from: "2026-11-22", to: "2026-11-20" }, kavya.id)).toMatchObject({
      ok: false,
    });
    expect(await desk.setLeave(kavya.id, { from: "2026-11-20", to: "2026-11-21" }, kavya.id)).toMatchObject({
      ok: true,
      duty: { onDuty: true, leaveFrom: "2026-11-20", leaveTo: "2026-11-21" },
    });
    for (let i = 1; i <= 3; i++) expect((await enquire(i)).ownerId).toBe(ravi.id);
    // Saturday 23:59 IST: still on leave; Sunday 00:00 IST: back.
    now = new Date("2026-11-21T18:29:00.000Z");
    expect((await enquire(4)).ownerId).toBe(ravi.id);
    now = new Date("2026-11-21T18:30:00.000Z");
    expect((await enquire(5)).ownerId).toBe(kavya.id);
    expect((await desk.staffDuty()).find((duty) => duty.staffId === kavya.id)).toMatchObject({
      leaveFrom: "2026-11-20",
    });
    await desk.setLeave(kavya.id, null, admin.id);
    expect((await desk.staffDuty()).find((duty) => duty.staffId === kavya.id)).toMatchObject({
      leaveFrom: null,
      leaveTo: null,
    });
  });

  it("keeps a repeat enquiry with its lead and owner; reallocates a reopened lead whose owner is disabled or on leave", async () => {
    const [kavya, ravi] = [await staff("Kavya Nair"), await staff("Ravi Kumar")];
    await onDuty(kavya, ravi);
    const first = await enquire(1);
    const second = await enquire(2);
    const owner = first.ownerId!;
    // A repeat while the owner is off duty: joins the lead, keeps the owner, takes no turn.
    await desk.setOnDuty(owner, false, owner);
    later(HOUR_MS);
    const repeat = await enquire(1, { source: "popup" });
    expect(repeat.id).toBe(first.id);
    expect(repeat.ownerId).toBe(owner);
    expect(allocations(repeat)).toHaveLength(1);
    await desk.setOnDuty(owner, true, owner);

    // Closed, then reopened while its owner is fine: kept.
    const close = async (lead: { id: string }) => {
      const current = (await desk.lead(lead.id))!;
      expect(
        await desk.changeLead(
          lead.id,
          current.version,
          { kind: "status", to: "not_interested", reason: "Chose another institute" },
          admin.id,
        ),
      ).toMatchObject({ ok: true });
    };
    await close(first);
    later(HOUR_MS);
    expect((await enquire(1, { message: "again" })).ownerId).toBe(owner);

    // Reopened while its owner is on leave: the other counsellor.
    await close(first);
    await desk.setLeave(owner, { from: "2026-11-20", to: "2026-11-30" }, owner);
    later(HOUR_MS);
    const reopened = await enquire(1, { message: "once more" });
    const other = owner === kavya.id ? ravi.id : kavya.id;
    expect(reopened.ownerId).toBe(other);
    expect(allocations(reopened).find((entry) => entry.fromName)).toMatchObject({
      toId: other,
      fromName: owner === kavya.id ? "Kavya Nair" : "Ravi Kumar",
    });

    // Reopened while its owner is disabled, and nobody else on duty: let go, unowned.
    await close(second);
    await desk.setStaffActive(second.ownerId!, false, admin.id);
    await desk.setOnDuty(owner === second.ownerId ? other : owner, false, admin.id);
    later(HOUR_MS);
    const orphan = await enquire(2, { message: "hello?" });
    expect(orphan.ownerId).toBeNull();
  });

  function later(ms: number) {
    now = new Date(now.getTime() + ms);
  }

  it("allocates a manual entry unless staff chose its owner", async () => {
    const [kavya, ravi] = [await staff("Kavya Nair"), await staff("Ravi Kumar")];
    await onDuty(kavya);
    const walkIn = {
      source: "walk-in" as const,
      sourceDetail: "",
      name: "Walk In",
      phone: "9812345678",
      email: "",
      course: "B.Voc Hotel Management",
      message: "",
    };
    const given = await desk.addManualEnquiry(walkIn, ravi.id);
    expect((await desk.lead(given.leadId))!.ownerId).toBe(kavya.id);
    const chosen = await desk.addManualEnquiry({ ...walkIn, phone: "9812345679", ownerId: ravi.id }, ravi.id);
    const lead = (await desk.lead(chosen.leadId))!;
    expect(lead.ownerId).toBe(ravi.id);
    expect(allocations(lead)).toEqual([]);
  });

  it("moves a counsellor's open leads in bulk: to another counsellor, back to round-robin; status and next step for many", async () => {
    const [kavya, ravi, asha] = [await staff("Kavya Nair"), await staff("Ravi Kumar"), await staff("Asha Singh")];
    await onDuty(kavya);
    const leads = [];
    for (let i = 1; i <= 4; i++) leads.push(await enquire(i));
    expect(leads.every((lead) => lead.ownerId === kavya.id)).toBe(true);
    const closed = leads[3]!;
    await desk.changeLead(closed.id, closed.version, { kind: "status", to: "not_eligible", reason: "Age" }, admin.id);

    // Kavya's open leads to Ravi: three move, the closed one stays.
    const moved = await desk.bulkChange(
      { kind: "filter", filter: { owner: { kind: "staff", id: kavya.id }, status: "open" } },
      { kind: "owner", ownerId: ravi.id },
      admin.id,
    );
    expect(moved).toEqual({ changed: 3, skipped: 0, problem: null });
    expect((await desk.inbox({ owner: { kind: "staff", id: ravi.id } })).total).toBe(3);
    expect((await desk.lead(closed.id))!.ownerId).toBe(kavya.id);
    const timeline = (await desk.lead(leads[0]!.id))!.timeline.find((entry) => entry.kind === "owner")!;
    expect(timeline).toMatchObject({
      kind: "owner",
      toName: "Ravi Kumar",
      fromName: "Kavya Nair",
      staffName: "Meera Admin",
    });
    const audit = await desk.auditLog({ page: 1, action: "lead.bulk_owner" });
    expect(audit.entries.map((entry) => entry.subject).sort()).toEqual(
      leads
        .slice(0, 3)
        .map((lead) => lead.id)
        .sort(),
    );

    // Back to round-robin, with Kavya and Asha on duty: shared between them, never Ravi (who is leaving them).
    await onDuty(asha, ravi);
    const back = await desk.bulkChange(
      { kind: "ids", ids: leads.slice(0, 3).map((lead) => lead.id) },
      { kind: "allocate" },
      admin.id,
    );
    expect(back.changed).toBe(3);
    const owners = await Promise.all(leads.slice(0, 3).map(async (lead) => (await desk.lead(lead.id))!.ownerId));
    expect(owners).not.toContain(ravi.id);
    expect(new Set(owners)).toEqual(new Set([kavya.id, asha.id]));
    const entry = allocations((await desk.lead(leads[0]!.id))!).find((each) => each.staffName)!;
    expect(entry).toMatchObject({ via: "round_robin", fromName: "Ravi Kumar", staffName: "Meera Admin" });

    // Status for many, with the closing reason; a rule's refusal is counted and said.
    expect(
      await desk.bulkChange(
        { kind: "ids", ids: [leads[0]!.id] },
        { kind: "status", to: "not_interested", reason: "" },
        admin.id,
      ),
    ).toMatchObject({ changed: 0, skipped: 1, problem: expect.any(String) });
    expect(
      await desk.bulkChange(
        { kind: "ids", ids: leads.slice(0, 2).map((lead) => lead.id) },
        { kind: "status", to: "not_interested", reason: "Fees" },
        admin.id,
      ),
    ).toEqual({ changed: 2, skipped: 0, problem: null });
    expect((await desk.lead(leads[0]!.id))!).toMatchObject({ status: "not_interested", closeReason: "Fees" });
    expect((await desk.overview()).byStatus.find((row) => row.status === "not_interested")?.count).toBe(2);

    // A next step for many: the closed ones are refused.
    const at = new Date(now.getTime() + DAY_MS).toISOString();
    expect(
      await desk.bulkChange({ kind: "ids", ids: leads.map((lead) => lead.id) }, { kind: "follow_up", at }, admin.id),
    ).toMatchObject({ changed: 1, skipped: 3 });
    expect((await desk.lead(leads[2]!.id))!.nextFollowUpAt).toBe(at);
  });

  it("is fair over 1,000 random enquiries with counsellors going on and off duty: turn by turn, no lead skipped", async () => {
    const team = [
      await staff("Aarav One"),
      await staff("Bina Two"),
      await staff("Chetan Three"),
      await staff("Divya Four"),
    ];
    const ids = team.map((member) => member.id);
    let seed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            { weight: 9, arbitrary: fc.constant({ kind: "enquiry" as const }) },
            {
              weight: 1,
              arbitrary: fc.record({ kind: fc.constant("toggle" as const), who: fc.integer({ min: 0, max: 3 }) }),
            },
          ),
          {
            minLength: 1000,
            maxLength: 1000,
          },
        ),
        async (steps) => {
          // Each run starts where the last left off (the turn rows stay): the model starts from the database.
          const duty = new Map((await desk.staffDuty()).map((row) => [row.staffId, row.onDuty]));
          const turnRow = await database.db
            .selectFrom("allocation_turns")
            .selectAll()
            .where("pool", "=", "everyone")
            .executeTakeFirst();
          let last = turnRow?.lastStaffId ?? null;
          let turn = Number(turnRow?.turn ?? 0);
          const span = new Map<string, number>();
          let spanSet = "";
          for (const step of steps) {
            if (step.kind === "toggle") {
              const id = ids[step.who]!;
              duty.set(id, !duty.get(id));
              await desk.setOnDuty(id, duty.get(id)!, admin.id);
              continue;
            }
            const free = ids.filter((id) => duty.get(id)).sort();
            seed += 1;
            const lead = await enquire(10_000 + seed);
            const entry = allocations(lead)[0]!;
            if (free.length === 0) {
              expect(lead.ownerId).toBeNull();
              continue;
            }
            // Given to someone on duty, the next in turn, with the next turn number.
            expect(free).toContain(lead.ownerId);
            expect(lead.ownerId).toBe(nextInTurn(free, last));
            expect(entry.turn).toBe(++turn);
            last = lead.ownerId;
            // While the same people are on duty, nobody is more than one lead ahead of another.
            const key = free.join(",");
            if (key !== spanSet) {
              span.clear();
              spanSet = key;
            }
            span.set(lead.ownerId!, (span.get(lead.ownerId!) ?? 0) + 1);
            const counts = free.map((id) => span.get(id) ?? 0);
            expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 1 },
    );
  }, 240_000);
});

/**
 * A group commit's saves are one batch (server/storage/write-batch.ts): the turn read and
 * written once, the timeline entries, outbox rows, counts and report days written together.
 * What is committed must be exactly what the same saves one by one commit.
 */
describe("saves committed together, against the same saves one by one", () => {
  const now = new Date("2026-11-20T04:30:00.000Z"); // Friday 10:00 IST
  const dirs: string[] = [];
  const opened: OpenDatabase[] = [];

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.submissions.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function open(): Promise<OpenDatabase> {
    const dir = mkdtempSync(join(tmpdir(), "allocation-batch-"));
    dirs.push(dir);
    const database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now, {
      email: true,
      webhook: true,
      push: true,
      siteUrl: "https://desk.example.in",
    });
    opened.push(database);
    return database;
  }

  /** Everything the saves write, with the ids each database makes for itself (all but the staff's) left out. */
  async function written(database: OpenDatabase, staffIds: Set<string>) {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const plain = (text: string) => text.replace(uuid, (id) => (staffIds.has(id) ? id : "<id>"));
    const { db } = database;
    const phones = new Map(
      (await db.selectFrom("leads").select(["id", "phone"]).execute()).map((r) => [r.id, r.phone]),
    );
    const leads = await db
      .selectFrom("leads")
      .select(["phone", "ownerId", "status", "enquiryCount", "minor", "prefersHindi", "course", "version"])
      .orderBy("phone")
      .execute();
    const timeline = (
      await db
        .selectFrom("lead_events")
        .select(["leadId", "kind", "staffId", "form", "at", "data"])
        .orderBy("at")
        .orderBy("id")
        .execute()
    )
      .map(({ leadId, data, ...entry }) => ({ lead: phones.get(leadId), ...entry, data: plain(data) }))
      .sort((a, b) => (a.lead! < b.lead! ? -1 : a.lead! > b.lead! ? 1 : 0));
    const outbox = await db.selectFrom("outbox").selectAll().orderBy("position").execute();
    const first = outbox[0]?.position ?? 0;
    return {
      leads,
      timeline,
      // Each database makes its own row ids: the order is the position's.
      outbox: outbox.map(({ id: _id, leadId, payload, position, ...row }) => ({
        ...row,
        position: Number(position) - Number(first),
        lead: leadId === null ? null : phones.get(leadId),
        payload: plain(payload),
      })),
      counts: await db.selectFrom("lead_counts").selectAll().orderBy("dimension").orderBy("value").execute(),
      days: await db.selectFrom("report_days").selectAll().orderBy("dimension").orderBy("day").orderBy("key").execute(),
      dirty: await db.selectFrom("report_dirty").selectAll().execute(),
      turns: await db.selectFrom("allocation_turns").selectAll().orderBy("pool").execute(),
      enquiries: (await db.selectFrom("enquiries").select(["phone", "heldAt"]).orderBy("phone").execute()).length,
    };
  }

  it("gives the same owners and turns, and writes the same timeline, outbox rows, counts and report days", async () => {
    const [one, together] = [await open(), await open()];
    const made: Record<string, StaffMember> = {};
    for (const [name, role] of [
      ["Meera Admin", "admin"],
      ["Kavya Nair", "counsellor"],
      ["Ravi Kumar", "counsellor"],
      ["Asha Singh", "counsellor"],
    ] as const) {
      const created = await one.desk.createStaff(
        { email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, name, role },
        null,
      );
      if (!created.ok) throw new Error(created.message);
      made[name.split(" ")[0]!] = created.staff;
    }
    // The same people, with the same ids, in both databases: the turn order follows the ids.
    await together.db
      .insertInto("staff")
      .values(await one.db.selectFrom("staff").selectAll().execute())
      .execute();
    const { Meera: admin, Kavya: kavya, Ravi: ravi, Asha: asha } = made as Record<string, StaffMember>;
    const key = Buffer.alloc(65, 4).toString("base64url");
    const before = async (database: OpenDatabase) => {
      for (const member of [kavya!, ravi!, asha!]) await database.desk.setOnDuty(member.id, true, member.id);
      await database.desk.addPushDevice(kavya!.id, {
        endpoint: "https://push.example.com/kavya",
        p256dh: key,
        auth: Buffer.alloc(16, 1).toString("base64url"),
        label: "Kavya's phone",
      });
      await database.desk.setAllocationRule("by_course", admin!.id);
      await database.desk.setAllocationRoute("B.Voc Medical Lab Technology", [asha!.id], admin!.id);
      // A lead, closed, that a save will reopen.
      await database.submissions.saveEnquiry(person(1));
      const [lead] = (await database.desk.inbox({ q: person(1).phone })).leads;
      await database.desk.changeLead(
        lead!.id,
        (await database.desk.lead(lead!.id))!.version,
        { kind: "status", to: "not_interested", reason: "Chose another institute" },
        admin!.id,
      );
      // Email is backing off: a new email row waits for its next try.
      await database.db
        .updateTable("outbox")
        .set({ nextAttemptAt: new Date(now.getTime() + HOUR_MS).toISOString() })
        .where("channel", "=", "email")
        .where("status", "=", "pending")
        .execute();
    };
    await before(one);
    await before(together);

    const saves = (database: OpenDatabase): (() => Promise<unknown>)[] => [
      () => database.submissions.saveEnquiry(person(2)),
      () =>
        database.submissions.saveEnquiry(
          person(3, { applicant: "minor", guardianName: "Sunita", guardianPhone: "9811111111" }),
        ),
      () => database.submissions.saveEnquiry(person(2, { source: "popup", message: "again" })),
      () => database.submissions.saveEnquiry(person(1, { message: "back again" })),
      () => database.submissions.saveEnquiry(person(4, { course: "B.Voc Medical Lab Technology" })),
      // Not a save: the batch so far is written before it, and the saves after it read the duties afresh.
      () => database.desk.setOnDuty(made.Kavya!.id, false, admin!.id),
      () =>
        database.submissions.saveContactMessage({
          name: "Contact Five",
          phone: "9800000005",
          email: "c5@example.com",
          subject: "Fees",
          message: "",
        }),
      () => database.submissions.saveEnquiry(person(6)),
      () => database.submissions.saveEnquiry({ ...person(7), language: "hi" }),
      () => database.submissions.saveEnquiry({ ...person(8), held: true }),
      () => database.submissions.saveEnquiry(person(9, { course: "B.Voc Medical Lab Technology" })),
      () => database.desk.setOnDuty(made.Kavya!.id, true, admin!.id),
      () => database.submissions.saveEnquiry(person(10)),
      () => database.submissions.saveEnquiry(person(10)),
    ];
    for (const save of saves(one)) await save();
    // Asked for in one turn of the event loop: one transaction (the group commit).
    await Promise.all(saves(together).map((save) => save()));

    const ids = new Set(Object.values(made).map((member) => member.id));
    const expected = await written(one, ids);
    expect(expected.timeline.filter((entry) => entry.kind === "allocated")).toHaveLength(9);
    expect(expected.outbox.filter((row) => row.channel === "push").length).toBeGreaterThan(0);
    expect(await written(together, ids)).toEqual(expected);
  });
});
