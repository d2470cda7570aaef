import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImportCommit, StaffMember } from "#domain/desk.ts";
import type { ImportRow } from "#domain/import.ts";
import { openDatabase } from "#server/storage/database.ts";
import { isPostgres } from "#server/storage/dialect.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";

/**
 * An import's commit and its undo (server/storage/desk/imports.ts) on the rows themselves, on
 * SQLite and on PostgreSQL: the undo takes the import's rows out set by set, and the reports'
 * days are counted after each transaction, in slices nobody waits for, leaving no lead for
 * the triggers' safety net.
 */
const row = (line: number, over: Partial<ImportRow>): ImportRow => ({
  line,
  name: `Person ${line}`,
  phone: "",
  email: "",
  course: "B.Voc Hotel Management",
  city: "",
  guardianName: "",
  guardianPhone: "",
  notes: "",
  date: "",
  ...over,
});

describe("an import's commit and undo", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;
  let url: string;
  let admin: StaffMember;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "imports-"));
    now = new Date("2026-11-20T04:30:00.000Z");
    url = await testDatabaseUrl(join(dir, "desk.db"));
    database = await openDatabase(url, () => now);
    const created = await database.desk.createStaff({ email: "meera@example.com", name: "Meera", role: "admin" }, null);
    if (!created.ok) throw new Error(created.message);
    admin = created.staff;
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function commit(accepted: ImportRow[]) {
    const { id } = await database.desk.saveImportDraft(
      { fileName: "fair.csv", source: "fair", sourceDetail: "Career Expo", sourceDate: "", headers: [], cells: [] },
      admin.id,
    );
    const done: ImportCommit = { mapping: {}, accepted, refused: [], repeated: 0 };
    expect(await database.desk.commitImport(id, done, admin.id)).toMatchObject({ ok: true });
    return id;
  }

  /** The import's slices counting its leads' report days, which nobody awaits, have all run. */
  const counted = () =>
    vi.waitFor(async () => expect(await database.db.selectFrom("report_dirty").selectAll().execute()).toEqual([]), {
      timeout: 10_000,
    });

  const leadsByName = async () =>
    new Map(
      (await database.db.selectFrom("leads").select(["id", "name", "enquiryCount"]).execute()).map((lead) => [
        lead.name,
        { id: lead.id, enquiries: Number(lead.enquiryCount) },
      ]),
    );

  it("takes out a lead nobody worked, keeps one worked since, and takes two rows' enquiries off a lead they joined", async () => {
    await database.submissions.saveEnquiry({
      source: "admission",
      name: "Asha Existing",
      phone: "9876500001",
      email: "asha@example.com",
      course: "B.Voc Hotel Management",
      university: "Other",
      message: "",
    });
    const id = await commit([
      row(2, { name: "Nobody Worked", phone: "+919876500002" }),
      row(3, { name: "Worked Since", phone: "+919876500003" }),
      // Asha's lead, once by her phone and once by her email.
      row(4, { name: "Asha by phone", phone: "+919876500001" }),
      row(5, { name: "Asha by email", email: "asha@example.com" }),
    ]);
    const leads = await leadsByName();
    expect(leads.get("Asha Existing")!.enquiries).toBe(3);
    await counted();

    now = new Date(now.getTime() + 60_000);
    expect(
      await database.desk.addNote(leads.get("Worked Since")!.id, "Called back at the fair.", admin.id),
    ).toMatchObject({ ok: true });
    now = new Date(now.getTime() + 60_000);
    expect(await database.desk.undoImport(id, admin.id)).toEqual({ ok: true, removed: 1, kept: 1, unjoined: 2 });

    const after = await leadsByName();
    expect([...after.keys()].sort()).toEqual(["Asha Existing", "Worked Since"]);
    expect(after.get("Asha Existing")!.enquiries).toBe(1);
    const kept = after.get("Worked Since")!.id;
    // Kept because worked, it lost its one enquiry with the undo: it counts none (issue 51, item 8).
    expect(after.get("Worked Since")!.enquiries).toBe(0);
    const manual = await database.db.selectFrom("manual_enquiries").select("leadId").execute();
    expect(manual).toEqual([]);
    const enquiryEvents = await database.db
      .selectFrom("lead_events")
      .select(["leadId", "form"])
      .where("kind", "=", "enquiry")
      .execute();
    // Asha's own enquiry from the form is all that is left of anyone's enquiries.
    expect(enquiryEvents).toEqual([{ leadId: after.get("Asha Existing")!.id, form: "admission" }]);
    const undone = await database.db
      .selectFrom("lead_events")
      .select(["leadId", "data"])
      .where("kind", "=", "import")
      .execute();
    const undoneOn = undone.filter((event) => JSON.parse(event.data).undone).map((event) => event.leadId);
    expect(undoneOn.sort()).toEqual([after.get("Asha Existing")!.id, after.get("Asha Existing")!.id, kept].sort());
    // Nothing of the removed leads is left anywhere.
    const gone = [leads.get("Nobody Worked")!.id];
    for (const table of ["lead_events", "manual_enquiries", "import_leads"] as const)
      expect(await database.db.selectFrom(table).select("leadId").where("leadId", "in", gone).execute()).toEqual([]);
    expect(await database.db.selectFrom("import_leads").selectAll().execute()).toEqual([]);
    await counted();
    // The overview's kept counts: two leads, each with the one enquiry left (Asha's form, the kept lead's import).
    const overview = await database.desk.overview();
    expect(overview.byStatus.reduce((sum, entry) => sum + entry.count, 0)).toBe(2);
    expect(overview.byForm.filter((entry) => entry.count > 0)).toEqual(
      expect.arrayContaining([expect.objectContaining({ form: "admission", count: 1 })]),
    );
  });

  it("stores a large import a slice at a time, and a finisher started meanwhile stores no row twice", async () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => row(i + 2, { phone: `+91${7_200_000_000 + i}` }));
    const { id } = await database.desk.saveImportDraft(
      { fileName: "big.csv", source: "fair", sourceDetail: "Career Expo", sourceDate: "", headers: [], cells: [] },
      admin.id,
    );
    const committing = database.desk.commitImport(
      id,
      { mapping: {}, accepted: rows, refused: [], repeated: 0 },
      admin.id,
    );
    const stored = async () =>
      await database.db
        .selectFrom("imports")
        .select(["status", "storedCount"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    // Part way through: committing, some rows stored and visible, not all.
    await vi.waitFor(async () => expect((await stored()).storedCount).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 1,
    });
    const partWay = await stored();
    expect(partWay.status).toBe("committing");
    expect(Number(partWay.storedCount)).toBeLessThan(rows.length);
    // What the server's minute loop does meanwhile (server/database-owner.ts), or on PostgreSQL
    // another app server starting: finish committing imports. This server's own leaves it to the
    // commit under way; another server's shares the slices with it.
    const other = isPostgres(database.db) ? await openDatabase(url, () => now) : null;
    const finishing = (other ?? database).desk.finishCommittingImports();
    expect(await committing).toEqual({ ok: true, created: rows.length, joined: 0 });
    await finishing;
    const count = async (table: "leads" | "import_leads" | "manual_enquiries") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count("leads"), await count("import_leads"), await count("manual_enquiries")]).toEqual([
      rows.length,
      rows.length,
      rows.length,
    ]);
    expect(await stored()).toMatchObject({ status: "committed" });
    const audited = await database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "import.committed")
      .execute();
    expect(audited.map((entry) => JSON.parse(entry.detail ?? "{}"))).toEqual([
      expect.objectContaining({ created: rows.length }),
    ]);
    // Each server counts the report days of the leads its own slices stored.
    await counted();
    await other?.submissions.close();
  });

  it("refuses a second commit of the same draft, and an undo after 24 hours", async () => {
    const id = await commit([row(2, { phone: "+919876500010" })]);
    expect(
      await database.desk.commitImport(id, { mapping: {}, accepted: [], refused: [], repeated: 0 }, admin.id),
    ).toEqual({ ok: false, message: "This import was already committed." });
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect(await database.desk.undoImport(id, admin.id)).toEqual({
      ok: false,
      message: "An import can be undone for 24 hours only; this one is older.",
    });
  });

  /** The database refuses the 46th row's new lead, as a full disk would refuse a write. */
  async function refuseTheRow() {
    if (isPostgres(database.db)) {
      await sql`create function refuse_row() returns trigger language plpgsql as $$
        begin if new.name = 'Refused Row' then raise exception 'No space left on device'; end if; return new; end $$`.execute(
        database.db,
      );
      await sql`create trigger refuse_row before insert on leads for each row execute function refuse_row()`.execute(
        database.db,
      );
    } else {
      await sql`create trigger refuse_row before insert on leads when new.name = 'Refused Row'
        begin select raise(abort, 'No space left on device'); end`.execute(database.db);
    }
  }

  /** An import of 60 rows whose 46th the database refuses: paused part way. */
  async function pausedImport(refused: ImportCommit["refused"] = []) {
    await refuseTheRow();
    const rows = Array.from({ length: 60 }, (_, i) =>
      row(i + 2, { name: i === 45 ? "Refused Row" : `Person ${i + 2}`, phone: `+91${7_300_000_000 + i}` }),
    );
    const { id } = await database.desk.saveImportDraft(
      { fileName: "fair.csv", source: "fair", sourceDetail: "Career Expo", sourceDate: "", headers: [], cells: [] },
      admin.id,
    );
    const result = await database.desk.commitImport(
      id,
      { mapping: {}, accepted: rows, refused, repeated: 0 },
      admin.id,
    );
    expect(result).toMatchObject({ ok: false, paused: true, message: expect.stringContaining("No space left") });
    return id;
  }

  const leadCount = async () => (await database.db.selectFrom("leads").select("name").execute()).length;

  it("pauses where the database refuses a slice, says why, keeps what is stored, and goes on once it can", async () => {
    const id = await pausedImport();
    const paused = (await database.desk.importRecord(id))!;
    expect(paused).toMatchObject({ status: "committing", accepted: 60, problem: expect.stringContaining("No space") });
    // The first slice (20 rows) went in before the refused one; nothing after it did.
    expect(paused.stored).toBeGreaterThanOrEqual(20);
    expect(paused.stored).toBeLessThanOrEqual(45);
    expect(await leadCount()).toBe(paused.stored);

    // Tried again while the database still refuses: it stores up to the refused row again, and says so.
    await expect(database.desk.finishCommittingImports()).rejects.toThrow(`${id}: No space left on device`);
    const still = (await database.desk.importRecord(id))!;
    expect(still).toMatchObject({ status: "committing", problem: expect.stringContaining("No space") });
    expect(still.stored).toBeLessThanOrEqual(45);
    expect(await leadCount()).toBe(still.stored);

    // Space again: the next try stores the rest, each row once.
    await sql`drop trigger refuse_row${sql.raw(isPostgres(database.db) ? " on leads" : "")}`.execute(database.db);
    await database.desk.finishCommittingImports();
    expect(await database.desk.importRecord(id)).toMatchObject({
      status: "committed",
      created: 60,
      stored: 60,
      problem: null,
    });
    expect(await leadCount()).toBe(60);
    await counted();
  });

  it("an admin stops a paused import: what it stored is taken out, the rest is never stored, its refused rows stay", async () => {
    const refusedRow = { line: 70, cells: ["", "12"], reasons: ["No name and no valid phone"] };
    const id = await pausedImport([refusedRow]);
    expect(await leadCount()).toBeGreaterThanOrEqual(20);
    // Only a paused import can be stopped; a committed one is undone instead.
    expect(await database.desk.stopPausedImport(await commit([row(2, { phone: "+919876500011" })]), admin.id)).toEqual({
      ok: false,
      message: "Only a paused import can be stopped.",
    });
    const before = await leadCount();

    const stopped = await database.desk.stopPausedImport(id, admin.id);
    expect(stopped).toEqual({ ok: true, removed: before - 1, kept: 0, unjoined: 0 });
    expect(await leadCount()).toBe(1);
    expect(await database.desk.importRecord(id)).toMatchObject({
      status: "undone",
      removed: before - 1,
      problem: null,
    });
    expect(await database.db.selectFrom("import_pending").selectAll().execute()).toEqual([]);
    expect((await database.desk.importRecord(id))!.refusedRows).toEqual([refusedRow]);
    const [entry] = await database.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("subject", "=", id)
      .where("action", "=", "import.stopped")
      .execute();
    expect(JSON.parse(entry!.detail!)).toMatchObject({
      accepted: 60,
      removed: before - 1,
      problem: expect.stringContaining("No space"),
    });

    // Stopped is stopped: the minute's retry finds nothing to store, a second stop is refused.
    await sql`drop trigger refuse_row${sql.raw(isPostgres(database.db) ? " on leads" : "")}`.execute(database.db);
    await database.desk.finishCommittingImports();
    expect(await leadCount()).toBe(1);
    expect((await database.desk.stopPausedImport(id, admin.id)).ok).toBe(false);
    await counted();
  });
});
