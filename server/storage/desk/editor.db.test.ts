import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, SqliteDialect, type Kysely, type Migration } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeskStore, StaffMember, StaffRole } from "#domain/desk.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { workingWeek } from "#content/site.ts";
import { testDatabaseUrl, testDialect } from "#tests/support/test-database.ts";
import { openDatabase } from "#server/storage/database.ts";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { kyselyOver } from "#server/storage/kysely.ts";
import { migrations } from "#server/storage/migrations/index.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import type { Schema } from "#server/storage/schema.ts";
import { enqueuePush, recipients } from "#server/notifications/staff-alerts.ts";
import { Scheduler } from "#server/notifications/scheduler.ts";

/**
 * The editor role in the store (SQLite and PostgreSQL): never given a lead, never told of
 * one; and the launch checklist's confirmations, each audit-logged.
 */
const person = (i: number): NewEnquiry => ({
  source: "admission",
  name: `Student ${i}`,
  phone: `97${String(i).padStart(8, "0")}`,
  email: `student${i}@example.com`,
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "",
});

describe("the editor role and launch confirmations", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;
  let desk: DeskStore;
  let admin: StaffMember;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "editor-"));
    now = new Date("2026-11-23T04:30:00.000Z"); // Monday 10:00 in India
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now, {
      email: true,
      webhook: false,
      push: true,
      siteUrl: "https://desk.example.in",
    });
    desk = database.desk;
    admin = await staff("Meera Admin", "admin");
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function staff(name: string, role: StaffRole = "counsellor") {
    const created = await desk.createStaff(
      { email: `${name.split(" ")[0]!.toLowerCase()}-${randomBytes(2).toString("hex")}@example.com`, name, role },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    return created.staff;
  }

  async function enquire(i: number) {
    await database.submissions.saveEnquiry(person(i));
    const { leads } = await desk.inbox({ q: person(i).phone });
    return (await desk.lead(leads[0]!.id))!;
  }

  it("stores an editor, who is never given a lead by allocation, even on duty", async () => {
    const editor = await staff("Esha Editor", "editor");
    expect((await desk.findStaff(editor.id))!.role).toBe("editor");
    // A duty row for an editor (written before the role mattered, or by hand): still no leads.
    await desk.setOnDuty(editor.id, true, admin.id);
    const alone = await enquire(1);
    expect(alone.ownerId).toBeNull();

    const counsellor = await staff("Ravi Kumar");
    await desk.setOnDuty(counsellor.id, true, admin.id);
    const owners = [];
    for (let i = 2; i <= 5; i++) owners.push((await enquire(i)).ownerId);
    expect(owners).toEqual([counsellor.id, counsellor.id, counsellor.id, counsellor.id]);
  });

  it("refuses an editor as a lead's owner, in a bulk change and in an allocation group", async () => {
    const editor = await staff("Esha Editor", "editor");
    const lead = await enquire(1);
    const changed = await desk.changeLead(lead.id, lead.version, { kind: "owner", ownerId: editor.id }, admin.id);
    expect(changed).toMatchObject({ ok: false, reason: "invalid", message: "Choose an active staff member." });
    const bulk = await desk.bulkChange(
      { kind: "ids", ids: [lead.id] },
      { kind: "owner", ownerId: editor.id },
      admin.id,
    );
    expect(bulk).toMatchObject({ changed: 0, problem: "Choose an active staff member." });
    expect(await desk.setAllocationRoute("course:B.Voc Hotel Management", [editor.id], admin.id)).toMatchObject({
      ok: false,
    });
    expect((await desk.lead(lead.id))!.ownerId).toBeNull();
  });

  it("never notifies an editor: no email, push or digest, even named as a lead's owner", async () => {
    const editor = await staff("Esha Editor", "editor");
    await desk.addPushDevice(editor.id, {
      endpoint: "https://push.example.com/editor",
      p256dh: "BElO7Qj1Y4-9u8pQZx1i0vnz0o0Y0b6wG6R3qfQq4x6XyV3Ewzq0l6J3m9Q0Z8p9n5N7Yb0bGk2L8s1u0XqkQ",
      auth: "k8bN2nQ3y7T6x9W1z2R4vA",
      label: "Chrome on Android",
    });
    // Choices saved on for every event: the role still decides.
    for (const event of ["allocated", "digest", "escalation", "new_enquiry"] as const)
      for (const channel of ["email", "push"] as const)
        await database.db
          .insertInto("notify_choices")
          .values({ staffId: editor.id, event, channel, enabled: 1 })
          .execute();
    expect(await recipients(database.db, { staffId: editor.id }, "allocated", "push")).toEqual([]);
    expect(await recipients(database.db, { staffId: editor.id }, "digest", "email")).toEqual([]);
    const lead = await enquire(1);
    const content = { title: "A lead", body: "For you", url: `/desk/leads/${lead.id}`, tag: lead.id };
    expect(
      await enqueuePush(
        database.db,
        { push: true },
        { staffId: editor.id },
        "allocated",
        content,
        now.toISOString(),
        lead.id,
      ),
    ).toBe(0);
    expect(
      await enqueuePush(database.db, { push: true }, "admins", "escalation", content, now.toISOString(), lead.id),
    ).toBe(0);

    // An editor named as an owner by hand in SQL, with a next step due today: no digest for
    // them; a counsellor with the same gets theirs, so the digest did run.
    const counsellor = await staff("Ravi Kumar");
    const theirs = await enquire(2);
    for (const [id, ownerId] of [
      [lead.id, editor.id],
      [theirs.id, counsellor.id],
    ] as const)
      await database.db
        .updateTable("leads")
        .set({ ownerId, nextFollowUpAt: "2026-11-24T05:30:00.000Z" })
        .where("id", "=", id)
        .execute();
    const log = () => undefined;
    const scheduler = new Scheduler(
      database.db,
      { email: true, digestTime: "09:00", workingWeek: () => workingWeek },
      () => now,
      log,
    );
    now = new Date("2026-11-24T03:31:00.000Z"); // Tuesday 09:01 in India
    await scheduler.digest();
    const digests = (await database.db.selectFrom("outbox").select("payload").where("channel", "=", "email").execute())
      .map((row) => JSON.parse(row.payload) as { type: string; to?: string })
      .filter((payload) => payload.type === "digest");
    expect(digests.map((digest) => digest.to)).toEqual([counsellor.email]);
    const pushes = await database.db.selectFrom("outbox").select("payload").where("channel", "=", "push").execute();
    expect(pushes).toEqual([]);
  });

  it("records a confirmation with who, when and the source, replaces it, and withdraws it, each in the audit log", async () => {
    const key = "contact:phone";
    expect(await desk.confirmLaunchItem({ key, what: "the phone is still a sample", source: "  " }, admin.id)).toEqual({
      ok: false,
      message: expect.stringContaining("Say what confirms it"),
    });
    expect(
      await desk.confirmLaunchItem({ key, what: "the phone is still a sample", source: "x".repeat(301) }, admin.id),
    ).toMatchObject({ ok: false });
    const first = await desk.confirmLaunchItem(
      { key, what: "the phone is still a sample", source: " Office phone bill, Nov 2026 " },
      admin.id,
    );
    expect(first).toEqual({
      ok: true,
      confirmation: {
        key,
        what: "the phone is still a sample",
        source: "Office phone bill, Nov 2026",
        staffId: admin.id,
        staffName: "Meera Admin",
        confirmedAt: now.toISOString(),
        fingerprint: null,
      },
    });
    now = new Date(now.getTime() + 60_000);
    const second = await staff("Sunita Rao", "admin");
    await desk.confirmLaunchItem({ key, what: "the phone is still a sample", source: "Letterhead 2026" }, second.id);
    await desk.confirmLaunchItem({ key: "claim:since", what: "Since 2015", source: "Registration 2015" }, admin.id);
    expect(await desk.launchConfirmations()).toEqual([
      expect.objectContaining({ key: "claim:since", staffName: "Meera Admin" }),
      expect.objectContaining({
        key,
        source: "Letterhead 2026",
        staffName: "Sunita Rao",
        confirmedAt: now.toISOString(),
      }),
    ]);

    expect(await desk.withdrawLaunchConfirmation(key, admin.id)).toBe(true);
    expect(await desk.withdrawLaunchConfirmation(key, admin.id)).toBe(false);
    expect((await desk.launchConfirmations()).map((confirmation) => confirmation.key)).toEqual(["claim:since"]);

    const { entries } = await desk.auditLog({ page: 1 });
    const launch = entries.filter((entry) => entry.action.startsWith("launch."));
    expect(launch.map((entry) => [entry.action, entry.subject])).toEqual(
      expect.arrayContaining([
        ["launch.confirmed", key],
        ["launch.confirmed", key],
        ["launch.confirmed", "claim:since"],
        ["launch.withdrawn", key],
      ]),
    );
    expect(launch).toHaveLength(4);
  });

  it("keeps the words' fingerprint with a confirmation, and undoes only one given to words that changed", async () => {
    const text = { en: "₹45,000 per year", hi: "₹45,000 प्रति वर्ष" };
    await desk.confirmLaunchItem(
      { key: "marker:fee", what: "fee period", source: "Fee circular 2026-27", fingerprint: "old", text },
      admin.id,
    );
    await desk.confirmLaunchItem(
      { key: "marker:kept", what: "fee period", source: "Fee circular 2026-27", fingerprint: "same" },
      admin.id,
    );
    expect(await desk.launchConfirmations()).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: "marker:fee", fingerprint: "old" })]),
    );
    // Confirmed again meanwhile (another fingerprint): not the confirmation read as stale.
    expect(await desk.undoLaunchConfirmations([{ key: "marker:fee", fingerprint: "older" }], admin.id)).toBe(0);
    expect(await desk.undoLaunchConfirmations([{ key: "marker:fee", fingerprint: "old" }], admin.id)).toBe(1);
    const keys = (await desk.launchConfirmations()).map((confirmation) => confirmation.key);
    expect(keys).toContain("marker:kept");
    expect(keys).not.toContain("marker:fee");
    const { entries } = await desk.auditLog({ page: 1 });
    const fee = entries.filter((entry) => entry.subject === "marker:fee");
    expect(fee.map((entry) => entry.action).sort()).toEqual(["launch.confirmed", "launch.undone"]);
    expect(JSON.stringify(fee.find((entry) => entry.action === "launch.confirmed")?.detail)).toContain("प्रति वर्ष");
  });

  // An old SQLite file: the staff table is built again for the new role; PostgreSQL alters its check in every suite.
  it.runIf(testDialect === "sqlite")("keeps every staff member and session through migration 0018", async () => {
    const path = join(dir, "old.db");
    const before = kyselyOver<Schema>(new SqliteDialect({ database: keptConnection(path) }));
    const { error } = await new Migrator({
      db: before,
      provider: { getMigrations: async () => migrations as Record<string, Migration> },
    }).migrateTo("0016_report_days");
    if (error) throw error;
    const old = await staffAt0016(before, now.toISOString());
    await before.destroy();
    const reopened = await openDatabase(`file:${path}`, () => now);
    try {
      const team = await reopened.desk.listStaff();
      expect(team.map((member) => [member.email, member.role, member.hasPassword])).toEqual(
        expect.arrayContaining([["old-admin@example.com", "admin", true]]),
      );
      expect((await reopened.desk.session(old.tokenHash))?.staff.email).toBe("old-admin@example.com");
      const created = await reopened.desk.createStaff({ email: "ed@example.com", name: "Ed", role: "editor" }, null);
      expect(created.ok).toBe(true);
      await expect(
        reopened.db
          .insertInto("staff")
          .values({
            id: "x",
            email: "x@example.com",
            name: "X",
            role: "owner" as StaffRole,
            active: 1,
            passwordHash: null,
            createdAt: "",
          })
          .execute(),
      ).rejects.toThrow(/CHECK/i);
    } finally {
      await reopened.submissions.close();
    }
  });
});

/** A staff member and a session written as migration 0016's schema had them. */
async function staffAt0016(db: Kysely<Schema>, at: string) {
  await db
    .insertInto("staff")
    .values({
      id: "old-admin",
      email: "old-admin@example.com",
      name: "Old Admin",
      role: "admin",
      active: 1,
      passwordHash: "scrypt$hash",
      createdAt: at,
    })
    .execute();
  const tokenHash = "a".repeat(64);
  await db.insertInto("sessions").values({ tokenHash, staffId: "old-admin", createdAt: at, lastSeenAt: at }).execute();
  return { tokenHash };
}
