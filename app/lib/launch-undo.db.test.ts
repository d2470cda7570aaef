import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeskStore, StaffMember } from "#domain/desk.ts";
import { seedDocument } from "#content/seed-document.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { launchItemsOf, undoChangedConfirmations } from "./content-readiness.server";

/**
 * A launch confirmation is of the words it was given to: a publish that changes them undoes it
 * (app/desk/routes/content.tsx calls undoChangedConfirmations before the pages are rendered again).
 */
describe("launch confirmations on a publish", () => {
  let dir: string;
  let database: OpenDatabase;
  let desk: DeskStore;
  let admin: StaffMember;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "launch-undo-"));
    const now = new Date("2026-11-23T04:30:00.000Z");
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now, {
      email: false,
      webhook: false,
      push: false,
      siteUrl: "https://desk.example.in",
    });
    desk = database.desk;
    const created = await desk.createStaff({ email: "meera@example.com", name: "Meera Admin", role: "admin" }, null);
    if (!created.ok) throw new Error(created.message);
    admin = created.staff;
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("undoes, on a publish, the confirmations whose words the published content changes, and no other", async () => {
    const course = (document: ReturnType<typeof seedDocument>, title: string) =>
      launchItemsOf(document).find(
        (item) =>
          item.where.startsWith("app/content/courses/medical-lab-technology.ts") && item.reading?.title === title,
      )!;
    for (const title of ["Duration", "Eligibility"]) {
      const item = course(seedDocument(), title);
      await desk.confirmLaunchItem(
        { key: item.key, what: item.what, source: "Prospectus 2026-27", fingerprint: item.reading!.fingerprint },
        admin.id,
      );
    }
    expect(await undoChangedConfirmations(desk, seedDocument(), admin.id)).toBe(0);
    const changed = seedDocument();
    changed.courses["medical-lab-technology"]!.duration = { en: "4 years (8 semesters)", hi: "4 साल (8 सेमेस्टर)" };
    expect(await undoChangedConfirmations(desk, changed, admin.id)).toBe(1);
    const keys = (await desk.launchConfirmations()).map((confirmation) => confirmation.key);
    expect(keys).toEqual([course(changed, "Eligibility").key]);
    const { entries } = await desk.auditLog({ page: 1 });
    expect(entries.filter((entry) => entry.action === "launch.undone").map((entry) => entry.subject)).toEqual([
      course(changed, "Duration").key,
    ]);
  });
});
