import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeskStore, StaffMember } from "#domain/desk.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";

/**
 * A save a phone sends more than once (app/desk/offline/: kept without a connection, sent
 * again; or a post that arrived but whose answer was lost) is stored once: its client id is
 * kept on its timeline entry under a unique index (migration 0033), and the store answers a
 * second send `repeated`, writing nothing. SQLite and PostgreSQL.
 */
const person: NewEnquiry = {
  source: "admission",
  name: "Asha Verma",
  phone: "9712345678",
  email: "asha@example.com",
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "",
};

describe("saves sent more than once from a phone", () => {
  let dir: string;
  let database: OpenDatabase;
  let desk: DeskStore;
  let ravi: StaffMember;
  let asha: StaffMember;
  const now = new Date("2026-11-23T04:30:00.000Z"); // Monday 10:00 in India
  const later = "2026-11-24T05:00:00.000Z";

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "client-saves-"));
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now, {
      email: false,
      webhook: false,
      push: false,
      siteUrl: "https://desk.example.in",
    });
    desk = database.desk;
    const staff = async (name: string) => {
      const created = await desk.createStaff({ email: `${randomUUID()}@example.com`, name, role: "counsellor" }, null);
      if (!created.ok) throw new Error(created.message);
      return created.staff;
    };
    ravi = await staff("Ravi Kumar");
    asha = await staff("Asha Rani");
    await database.submissions.saveEnquiry(person);
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const theLead = async () => (await desk.lead((await desk.inbox({ q: person.phone })).leads[0]!.id))!;
  const entries = async (kind: string) => (await theLead()).timeline.filter((entry) => entry.kind === kind);

  it("logs a call once however often it is sent, in turn or at the same moment", async () => {
    const lead = await theLead();
    const call = { outcome: "no_answer" as const, note: "Busy", nextStepAt: later, status: null };
    const id = randomUUID();
    const first = await desk.logContact(lead.id, lead.version, call, ravi.id, id);
    expect(first).toMatchObject({ ok: true, skipped: null });
    expect(first.ok && first.repeated).toBeFalsy();
    const again = await desk.logContact(lead.id, lead.version, call, ravi.id, id);
    expect(again).toMatchObject({ ok: true, repeated: true });

    const together = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => desk.logContact(lead.id, lead.version + 1, call, ravi.id, together)),
    );
    expect(answers.filter((answer) => answer.ok && answer.repeated)).toHaveLength(2);
    expect(await entries("call")).toHaveLength(2);
    expect((await theLead()).attempts).toBe(2);
  });

  it("adds a note once, and a next step once, not refused as a conflict with itself", async () => {
    const lead = await theLead();
    const note = randomUUID();
    expect(await desk.addNote(lead.id, "Father will call back", ravi.id, note)).toMatchObject({ ok: true });
    expect(await desk.addNote(lead.id, "Father will call back", ravi.id, note)).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect(await entries("note")).toHaveLength(1);

    const step = randomUUID();
    const change = { kind: "follow_up" as const, at: later };
    expect(await desk.changeLead(lead.id, lead.version, change, ravi.id, step)).toMatchObject({ ok: true });
    // The first send moved the version on: the second is the same save, not someone else's change.
    expect(await desk.changeLead(lead.id, lead.version, change, ravi.id, step)).toMatchObject({
      ok: true,
      repeated: true,
    });
    expect(await entries("follow_up")).toHaveLength(1);
  });

  it("keeps a call sent after another's change, skipping its status and next step, as an online one", async () => {
    const shown = await theLead();
    // Another counsellor sets a next step, then a status (one still worked needs the step first).
    expect((await desk.changeLead(shown.id, shown.version, { kind: "follow_up", at: later }, asha.id)).ok).toBe(true);
    const stepped = await theLead();
    expect(
      (await desk.changeLead(stepped.id, stepped.version, { kind: "status", to: "counselling", reason: "" }, asha.id))
        .ok,
    ).toBe(true);
    const sent = await desk.logContact(
      shown.id,
      shown.version,
      { outcome: "spoke", note: "Wants hostel", nextStepAt: later, status: { to: "applied", reason: "" } },
      ravi.id,
      randomUUID(),
    );
    expect(sent).toMatchObject({ ok: true, skipped: { changedBy: "Asha Rani" } });
    const lead = await theLead();
    expect(lead.status).toBe("counselling");
    expect(await entries("call")).toHaveLength(1);
  });

  it("refuses a second timeline entry with the same client id (the unique index)", async () => {
    const lead = await theLead();
    const id = randomUUID();
    await desk.addNote(lead.id, "First", ravi.id, id);
    const row = { leadId: lead.id, at: now.toISOString(), staffId: ravi.id, kind: "note", form: null, data: "{}" };
    await expect(
      database.db
        .insertInto("lead_events")
        .values({ ...row, id: randomUUID(), clientId: id })
        .execute(),
    ).rejects.toThrow();
    // Entries without one are as many as ever.
    await database.db
      .insertInto("lead_events")
      .values([
        { ...row, id: randomUUID(), clientId: null },
        { ...row, id: randomUUID(), clientId: null },
      ])
      .execute();
  });
});
