import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "#domain/india-time.ts";
import { monthsBefore } from "#domain/privacy.ts";
import { totalsOf } from "#domain/reports.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { testDatabaseUrl, testDialect } from "#tests/support/test-database.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { purge, RetentionJob } from "./retention";
import { checkpointPending } from "#server/storage/erasure.ts";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { EMPTY_ATTRIBUTION } from "#domain/attribution.ts";
import { migrations } from "#server/storage/migrations/index.ts";
import { recountLeadCounts } from "#server/storage/lead-counts.ts";
import type { Kysely } from "kysely";

/**
 * Erasure and retention on real database files: after an erasure, the person's
 * details are nowhere in the files; the retention rule erases who did not enrol, on an
 * injected clock.
 */
const minor: NewEnquiry = {
  source: "admission",
  name: "Kavya Erasable",
  phone: "9811100011",
  email: "kavya.erasable@example.com",
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "Please call my mother first.",
  applicant: "minor",
  guardianName: "Sunita Guardianname",
  guardianPhone: "9811100022",
};

describe("privacy", () => {
  let dir: string;
  let path: string;
  let now: Date;
  let database: OpenDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "privacy-"));
    path = join(dir, "institute.db");
    now = new Date("2026-11-20T04:30:00.000Z");
    // Both notification channels on: their outbox rows carry the person's details too.
    database = await openDatabase(await testDatabaseUrl(path), () => now, { email: true, webhook: true });
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table: "enquiries" | "messages" | "leads" | "lead_events" | "outbox" | "privacy_requests") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function admin() {
    const created = await database.desk.createStaff(
      { email: "head@example.com", name: "Meera Head", role: "admin" },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    return created.staff;
  }

  /**
   * SQLite: the database file and its write-ahead log, as bytes. PostgreSQL keeps deleted
   * rows' bytes in its files until vacuum (server/storage/erasure.ts says what erasure means
   * there): every row of every table, as any query sees them.
   */
  async function files(): Promise<string> {
    if (testDialect === "postgres") {
      const { rows } = await sql<{
        name: string;
      }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(database.db);
      const tables = await Promise.all(
        rows.map(({ name }) => sql`select * from ${sql.table(name)}`.execute(database.db)),
      );
      return JSON.stringify(tables.map((table) => table.rows));
    }
    return [path, `${path}-wal`]
      .map((file) => {
        try {
          return readFileSync(file).toString("latin1");
        } catch {
          return "";
        }
      })
      .join("");
  }

  it("marks an under-18 enquiry's lead and keeps the guardian's details and the notice version with it", async () => {
    await database.submissions.saveEnquiry({ ...minor, noticeVersion: "1" });
    await database.submissions.saveEnquiry({
      ...minor,
      applicant: "student",
      guardianName: "Ignored",
      guardianPhone: "1",
      phone: "9811100099",
      email: "adult@example.com",
      noticeVersion: "1",
    });
    const rows = await database.db
      .selectFrom("enquiries")
      .select(["applicant", "guardianName", "guardianPhone", "noticeVersion"])
      .orderBy("createdAt")
      .execute();
    expect(rows).toEqual([
      { applicant: "minor", guardianName: "Sunita Guardianname", guardianPhone: "9811100022", noticeVersion: "1" },
      { applicant: "student", guardianName: "", guardianPhone: "", noticeVersion: "1" },
    ]);
    const { leads } = await database.desk.inbox({});
    expect(Object.fromEntries(leads.map((lead) => [lead.email, [lead.minor, lead.guardianConfirmedAt]]))).toEqual({
      [minor.email]: [true, null],
      "adult@example.com": [false, null],
    });
  });

  it("erases a person from every table, the outbox included, leaving their details nowhere in the files", async () => {
    const head = await admin();
    await database.submissions.saveEnquiry({ ...minor, noticeVersion: "1" });
    await database.submissions.saveContactMessage({
      name: minor.name,
      email: minor.email,
      phone: minor.phone,
      subject: "Hostel",
      message: "Is there a hostel?",
    });
    const request = await database.submissions.savePrivacyRequest({
      kind: "erasure",
      name: minor.name,
      email: minor.email,
      phone: minor.phone,
      details: "Please erase me.",
      noticeVersion: "1",
      responseDays: 30,
    });
    expect(request.id).toMatch(/^PR-[A-Z2-9]{8}$/);
    // Someone else, who stays.
    await database.submissions.saveEnquiry({
      ...minor,
      name: "Other Person",
      phone: "9822200033",
      email: "other@example.com",
      applicant: "student",
    });

    const leadId = (await database.desk.inbox({ q: minor.email })).leads[0]!.id;
    expect(await count("outbox")).toBeGreaterThan(2);
    const [open] = await database.desk.privacyRequests("open");
    expect(open).toMatchObject({ id: request.id, leadId, dueAt: new Date(now.getTime() + 30 * DAY_MS).toISOString() });

    expect(await database.desk.eraseLead(leadId, head.id, "127.0.0.1", request.id)).toEqual({ ok: true });

    expect(await database.desk.lead(leadId)).toBeNull();
    expect(await count("leads")).toBe(1);
    expect(await count("enquiries")).toBe(1);
    expect(await count("messages")).toBe(0);
    const outbox = await database.db.selectFrom("outbox").select("payload").execute();
    expect(outbox.every((row) => !row.payload.includes(minor.email) && !row.payload.includes(leadId))).toBe(true);
    // The request stays as a record that it was answered, without the person.
    expect(await database.desk.privacyRequests("done")).toMatchObject([
      { id: request.id, name: "", email: "", phone: "", details: "", status: "done", outcome: "Erased" },
    ]);
    expect(await database.db.selectFrom("erased_leads").selectAll().execute()).toEqual([
      { day: "2026-11-20", course: minor.course, status: "new", source: "direct", count: 1 },
    ]);
    const { entries } = await database.desk.auditLog({ page: 1, action: "lead.erased" });
    expect(entries).toMatchObject([{ staffId: head.id, subject: leadId, detail: { request: request.id } }]);

    const bytes = await files();
    for (const trace of [
      minor.email,
      minor.phone,
      minor.guardianPhone!,
      minor.guardianName!,
      minor.name,
      "Please erase me",
      "Is there a hostel",
    ]) {
      expect(bytes.includes(trace), `"${trace}" is still in the database files`).toBe(false);
    }
    // The other person is still there: the search above is not blind.
    expect(bytes.includes("other@example.com")).toBe(true);
  });

  it.skipIf(testDialect === "postgres")(
    "an erasure while another connection reads holds up no write, and its bytes leave the files once the reader is gone",
    async () => {
      const head = await admin();
      await database.submissions.saveEnquiry({ ...minor, noticeVersion: "1" });
      const leadId = (await database.desk.inbox({ q: minor.email })).leads[0]!.id;
      // Another connection in the middle of a read (an export, a backup): its snapshot pins the log.
      const reader = keptConnection(path, { readonly: true });
      const read = reader.prepare("select count(*) as n from leads");
      reader.prepare("begin").run();
      read.get();
      try {
        const started = performance.now();
        expect(await database.desk.eraseLead(leadId, head.id, "127.0.0.1", null)).toEqual({ ok: true });
        await database.submissions.saveEnquiry({
          ...minor,
          name: "Next Person",
          phone: "9833300044",
          email: "next@example.com",
          applicant: "student",
        });
        // Before, each checkpoint try waited out the 5 s busy timeout, and every write with it.
        expect(performance.now() - started).toBeLessThan(1500);
        expect(checkpointPending(database.db)).toBe(true);
      } finally {
        reader.prepare("commit").run();
      }
      // The reader gone, a retry completes the checkpoint off the write path.
      const deadline = Date.now() + 10_000;
      while (checkpointPending(database.db) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 50));
      expect(checkpointPending(database.db)).toBe(false);
      const bytes = await files();
      for (const trace of [minor.email, minor.phone, minor.guardianPhone!])
        expect(bytes.includes(trace), trace).toBe(false);
      expect(bytes.includes("next@example.com")).toBe(true);
    },
    30_000,
  );

  it("corrects a detail on the lead and on every enquiry, keeping no copy of the old value", async () => {
    const head = await admin();
    await database.submissions.saveEnquiry({ ...minor, email: "kavya.typo@example.com" });
    const lead = (await database.desk.inbox({ q: "kavya.typo" })).leads[0]!;
    now = new Date(now.getTime() + 60_000);
    const result = await database.desk.changeLead(
      lead.id,
      lead.version,
      { kind: "correction", field: "email", value: "kavya@example.com" },
      head.id,
    );
    expect(result).toMatchObject({ ok: true, lead: { email: "kavya@example.com" } });
    // The allocation's entry (nobody on duty here) shares the enquiry's time; the rest in order.
    expect(result.ok && result.lead.timeline.filter((entry) => entry.kind !== "allocated")).toMatchObject([
      { kind: "correction", field: "email" },
      { kind: "enquiry" },
    ]);
    const row = await database.db.selectFrom("enquiries").select("email").executeTakeFirstOrThrow();
    expect(row.email).toBe("kavya@example.com");
    expect((await database.desk.inbox({ q: "kavya@example.com" })).total).toBe(1);
  });

  it("asks for the guardian's confirmation before an under-18 lead moves beyond Contacted", async () => {
    const head = await admin();
    await database.submissions.saveEnquiry(minor);
    let lead = (await database.desk.inbox({})).leads[0]!;
    const refused = await database.desk.changeLead(
      lead.id,
      lead.version,
      { kind: "status", to: "counselling", reason: "" },
      head.id,
    );
    expect(refused).toMatchObject({ ok: false, reason: "invalid", message: expect.stringContaining("under 18") });
    const confirmed = await database.desk.changeLead(
      lead.id,
      lead.version,
      { kind: "guardian", name: "Sunita", at: now.toISOString(), method: "phone" },
      head.id,
    );
    expect(confirmed).toMatchObject({ ok: true, lead: { guardianConfirmedAt: now.toISOString() } });
    lead = (await database.desk.inbox({})).leads[0]!;
    // A status still worked needs a next step (issue 51).
    const step = new Date(now.getTime() + 86_400_000).toISOString();
    await database.desk.changeLead(lead.id, lead.version, { kind: "follow_up", at: step }, head.id);
    lead = (await database.desk.inbox({})).leads[0]!;
    expect(
      await database.desk.changeLead(lead.id, lead.version, { kind: "status", to: "counselling", reason: "" }, head.id),
    ).toMatchObject({ ok: true });
  });

  it("purges, on an injected clock, who did not enrol after the retention period; a dry run changes nothing", async () => {
    const head = await admin();
    const start = now;
    now = monthsBefore(start, 25);
    // Each with a parent's phone of their own: a shared one would join them into one lead.
    await database.submissions.saveEnquiry({
      ...minor,
      name: "Old Unenrolled",
      phone: "9800000001",
      email: "old1@example.com",
      guardianPhone: "9800000011",
    });
    await database.submissions.saveEnquiry({
      ...minor,
      name: "Old Enrolled",
      phone: "9800000002",
      email: "old2@example.com",
      guardianPhone: "9800000012",
    });
    const enrolled = (await database.desk.inbox({ q: "Old Enrolled" })).leads[0]!;
    // Confirmed by a guardian, then enrolled: the institute keeps its students' records.
    const confirmed = await database.desk.changeLead(
      enrolled.id,
      enrolled.version,
      { kind: "guardian", name: "Parent", at: now.toISOString(), method: "in_person" },
      head.id,
    );
    if (!confirmed.ok) throw new Error("not confirmed");
    await database.desk.changeLead(
      enrolled.id,
      confirmed.lead.version,
      { kind: "status", to: "enrolled", reason: "" },
      head.id,
    );
    await database.desk.audit({ action: "lead.viewed", staffId: head.id, subject: enrolled.id });
    await database.desk.audit({ action: "staff.created", staffId: head.id, subject: head.id });
    now = new Date(start.getTime() - 10 * DAY_MS);
    await database.submissions.saveEnquiry({
      ...minor,
      name: "Recent Person",
      phone: "9800000003",
      email: "recent@example.com",
    });
    now = start;

    const dry = await purge(database.db, { now, months: 24, dryRun: true, trigger: "command" });
    expect(dry).toMatchObject({ dryRun: true, leadsErased: 1, accessEntriesRemoved: 1 });
    expect(dry.leads).toHaveLength(1);
    expect(await count("leads")).toBe(3);
    expect(await database.desk.lastPurge()).toBeNull();

    const job = new RetentionJob(
      database.db,
      24,
      () => now,
      () => {},
    );
    const report = await job.tick();
    expect(report).toMatchObject({ dryRun: false, trigger: "daily", leadsErased: 1, accessEntriesRemoved: 1 });
    expect((await database.desk.inbox({})).leads.map((lead) => lead.name).sort()).toEqual([
      "Old Enrolled",
      "Recent Person",
    ]);
    expect((await files()).includes("old1@example.com")).toBe(false);
    // Only the access record went; the rest of the audit log stays.
    expect((await database.desk.auditLog({ page: 1, action: "staff.created" })).total).toBe(2);
    expect(await database.desk.lastPurge()).toMatchObject({
      ranAt: now.toISOString(),
      trigger: "daily",
      leadsErased: 1,
    });

    // Once a day: the same day again does nothing; the next day runs again.
    expect(await job.tick()).toBeNull();
    now = new Date(start.getTime() + DAY_MS);
    expect(await job.tick()).toMatchObject({ leadsErased: 0 });
  });

  it("purges failed and refused sign-ins, with their addresses, after 90 days; successful ones stay", async () => {
    const start = now;
    now = new Date(start.getTime() - 91 * DAY_MS);
    await database.desk.audit({ action: "sign_in.failed", subject: "email:old", ip: "203.0.113.1" });
    await database.desk.audit({ action: "sign_in.throttled", subject: "email:old", ip: "203.0.113.1" });
    await database.desk.audit({ action: "sign_in", subject: "someone", ip: "203.0.113.1" });
    now = new Date(start.getTime() - 89 * DAY_MS);
    await database.desk.audit({ action: "sign_in.failed", subject: "email:recent", ip: "203.0.113.2" });
    now = start;
    await purge(database.db, { now, months: 24, dryRun: false, trigger: "command" });
    const left = (await database.desk.auditLog({ page: 1, action: "sign_in" })).entries
      .map((entry) => `${entry.action} ${entry.subject}`)
      .sort();
    expect(left).toEqual(["sign_in someone", "sign_in.failed email:recent"]);
  });

  it("deletes a held post nobody released or discarded once it is as old as the retention period", async () => {
    const start = now;
    const held = (name: string, phone: string) =>
      database.submissions.saveEnquiry({ ...minor, applicant: "student", name, phone, email: "", held: true });
    now = monthsBefore(start, 25);
    await held("Old Heldpost", "9811100033");
    now = monthsBefore(start, 1);
    await held("Recent Heldpost", "9811100044");
    now = start;
    await purge(database.db, { now, months: 24, dryRun: false, trigger: "command" });
    const left = await database.db.selectFrom("enquiries").select(["name", "heldAt"]).execute();
    expect(left.map((row) => row.name)).toEqual(["Recent Heldpost"]);
    expect(await count("leads")).toBe(0);
  });

  it("deletes import drafts never committed after a week; newer drafts stay", async () => {
    const admin = await database.desk.createStaff(
      { email: "imports@example.com", name: "Importer", role: "admin" },
      null,
    );
    if (!admin.ok) throw new Error(admin.message);
    const draft = (fileName: string) =>
      database.desk.saveImportDraft(
        { fileName, source: "fair", sourceDetail: "Expo", sourceDate: "", headers: ["Name"], cells: [["Asha"]] },
        admin.staff.id,
      );
    const start = now;
    now = new Date(start.getTime() - 8 * DAY_MS);
    const old = await draft("old.csv");
    now = new Date(start.getTime() - 6 * DAY_MS);
    const recent = await draft("recent.csv");
    now = start;
    await purge(database.db, { now, months: 24, dryRun: false, trigger: "command" });
    expect(await database.desk.importRecord(old.id)).toBeNull();
    expect((await database.desk.importRecord(recent.id))?.cells).toEqual([["Asha"]]);
  });
  describe("a rights request matched by phone alone (issue #49, finding 4)", () => {
    const priya: NewEnquiry = {
      ...minor,
      applicant: "student",
      name: "Priya Sharma",
      email: "priya@example.com",
      phone: "9811100077",
      guardianName: "",
      guardianPhone: "",
    };

    it("shows which details differ, and refuses a download or an erasure until the lead confirms it through their stored phone", async () => {
      const head = await admin();
      await database.submissions.saveEnquiry(priya);
      const leadId = (await database.desk.inbox({ q: priya.email })).leads[0]!.id;
      // Someone else, with another name and email and Priya's phone, through the public form.
      const imposter = await database.submissions.savePrivacyRequest({
        kind: "erasure",
        name: "Rohit Verma",
        email: "rohit.v@example.net",
        phone: "+91 98111 00077",
        details: "Delete everything and send me a copy.",
        noticeVersion: "1",
        responseDays: 30,
      });

      const [open] = await database.desk.privacyRequests("open");
      expect(open).toMatchObject({
        id: imposter.id,
        leadId,
        leadName: "Priya Sharma",
        leadPhone: priya.phone,
        leadEmail: priya.email,
        identity: { name: "differs", phone: "same", email: "differs", needsVerification: true },
        verification: null,
        awaitingVerification: true,
      });

      expect(await database.desk.personalData(leadId, head.id, null)).toEqual({
        ok: false,
        reason: "unverified",
        requests: [imposter.id],
      });
      expect(await database.desk.eraseLead(leadId, head.id, null, imposter.id)).toEqual({
        ok: false,
        reason: "unverified",
        requests: [imposter.id],
      });
      // Choosing no request does not get round it.
      expect(await database.desk.eraseLead(leadId, head.id, null, null)).toMatchObject({ reason: "unverified" });
      expect(await database.desk.lead(leadId)).not.toBeNull();
      expect((await database.desk.auditLog({ page: 1, action: "lead.downloaded" })).total).toBe(0);

      // A request with no confirmation to record, and a method through a detail the lead has not got, are refused.
      expect(await database.desk.verifyPrivacyRequest("PR-NOSUCH00", "called_stored_phone", head.id)).toBe("not_found");

      now = new Date(now.getTime() + 60 * 60_000);
      expect(await database.desk.verifyPrivacyRequest(imposter.id, "called_stored_phone", head.id)).toBe("verified");
      const [verified] = await database.desk.privacyRequests("open");
      expect(verified).toMatchObject({
        awaitingVerification: false,
        verification: { at: now.toISOString(), byName: "Meera Head", method: "called_stored_phone" },
      });
      const { entries } = await database.desk.auditLog({ page: 1, action: "privacy.request_verified" });
      expect(entries).toMatchObject([
        { staffId: head.id, subject: imposter.id, detail: { lead: leadId, method: "called_stored_phone" } },
      ]);
      expect(await database.desk.verifyPrivacyRequest(imposter.id, "called_stored_phone", head.id)).toBe("not_needed");

      const download = await database.desk.personalData(leadId, head.id, null);
      expect(download.ok && download.data.lead.email).toBe(priya.email);
      expect(await database.desk.eraseLead(leadId, head.id, null, imposter.id)).toEqual({ ok: true });
      // The record of the confirmation stays with the answered request; it names no one.
      expect(await database.desk.privacyRequests("done")).toMatchObject([
        { id: imposter.id, name: "", email: "", outcome: "Erased", verification: { byName: "Meera Head" } },
      ]);
    });

    it("refuses a confirmation through a contact detail the lead never gave", async () => {
      const head = await admin();
      await database.submissions.saveEnquiry({ ...priya, email: "" });
      const request = await database.submissions.savePrivacyRequest({
        kind: "access",
        name: "Priya Sharma",
        email: "someone@example.net",
        phone: priya.phone,
        details: "",
        noticeVersion: "1",
        responseDays: 30,
      });
      expect((await database.desk.privacyRequests("open"))[0]).toMatchObject({
        identity: { name: "same", phone: "same", email: "missing", needsVerification: true },
      });
      expect(await database.desk.verifyPrivacyRequest(request.id, "emailed_stored_email", head.id)).toBe(
        "no_stored_contact",
      );
      expect((await database.desk.privacyRequests("open"))[0]!.awaitingVerification).toBe(true);
    });

    it("proceeds as before when the request's name, phone and email are all the lead's", async () => {
      const head = await admin();
      await database.submissions.saveEnquiry(priya);
      const leadId = (await database.desk.inbox({ q: priya.email })).leads[0]!.id;
      const request = await database.submissions.savePrivacyRequest({
        kind: "erasure",
        // Spacing, case and the phone's form do not make a difference.
        name: "  priya  SHARMA ",
        email: "Priya@Example.com",
        phone: "+91 98111-00077",
        details: "",
        noticeVersion: "1",
        responseDays: 30,
      });
      expect((await database.desk.privacyRequests("open"))[0]).toMatchObject({
        identity: { name: "same", phone: "same", email: "same", needsVerification: false },
        awaitingVerification: false,
      });
      expect(await database.desk.verifyPrivacyRequest(request.id, "called_stored_phone", head.id)).toBe("not_needed");
      expect((await database.desk.personalData(leadId, head.id, null)).ok).toBe(true);
      expect(await database.desk.eraseLead(leadId, head.id, null, request.id)).toEqual({ ok: true });
    });

    it("refuses an erasure that names a request of another lead", async () => {
      const head = await admin();
      await database.submissions.saveEnquiry(priya);
      await database.submissions.saveEnquiry({
        ...priya,
        name: "Other Person",
        email: "o@example.com",
        phone: "9822200099",
      });
      const leadId = (await database.desk.inbox({ q: priya.email })).leads[0]!.id;
      const theirs = await database.submissions.savePrivacyRequest({
        kind: "erasure",
        name: "Other Person",
        email: "o@example.com",
        phone: "9822200099",
        details: "",
        noticeVersion: "1",
        responseDays: 30,
      });
      expect(await database.desk.eraseLead(leadId, head.id, null, theirs.id)).toEqual({
        ok: false,
        reason: "not_this_lead",
      });
      expect(await database.desk.lead(leadId)).not.toBeNull();
    });
  });

  describe("a free-text campaign source (issue #49, finding 5)", () => {
    const tagged = (utmSource: string) => ({ ...EMPTY_ATTRIBUTION, utmSource });
    const period = { from: "2026-11-19T18:30:00.000Z", to: "2026-11-20T18:30:00.000Z" };
    const people: NewEnquiry[] = [
      { ...minor, applicant: "student", name: "Priya Tagged", phone: "9811100101", email: "p.tagged@example.com" },
      { ...minor, applicant: "student", name: "Rahul Tagged", phone: "9811100102", email: "r.tagged@example.com" },
      { ...minor, applicant: "student", name: "Stays Here", phone: "9811100103", email: "stays@example.com" },
    ].map((person) => ({ ...person, applicant: "student" as const, guardianName: "", guardianPhone: "" }));
    const TRACES = ["priya.sharma.x@gmail.com", "+91 98111 22233", "9811122233"];

    /** Every row of every table that outlives an erased lead, and the source report, as text. */
    async function outliving(): Promise<string> {
      return JSON.stringify({
        erased: await database.db.selectFrom("erased_leads").selectAll().execute(),
        counts: await database.db.selectFrom("lead_counts").selectAll().execute(),
        days: await database.db.selectFrom("report_days").selectAll().execute(),
        shares: await database.db.selectFrom("report_leads").selectAll().execute(),
        outbox: await database.db.selectFrom("outbox").selectAll().execute(),
        audit: await database.db.selectFrom("audit_log").selectAll().execute(),
        requests: await database.db.selectFrom("privacy_requests").selectAll().execute(),
        purges: await database.db.selectFrom("privacy_purges").selectAll().execute(),
        report: (await database.desk.reportFacts(period, "source")).facts,
      }).toLowerCase();
    }

    it("an email or a phone in utm_source survives an erasure nowhere: the counts keep 'other'", async () => {
      const head = await admin();
      await database.submissions.saveEnquiry({ ...people[0]!, attribution: tagged("priya.sharma.x@gmail.com") });
      await database.submissions.saveEnquiry({ ...people[1]!, attribution: tagged("+91 98111 22233") });
      await database.submissions.saveEnquiry({ ...people[2]!, attribution: tagged("adwords") });
      // The reports count the leads as they are before the erasure.
      await database.desk.reportFacts(period, "source");
      for (const person of people.slice(0, 2)) {
        const leadId = (await database.desk.inbox({ q: person.email })).leads[0]!.id;
        await database.desk.eraseLead(leadId, head.id, null, null);
        expect(await database.desk.lead(leadId)).toBeNull();
      }

      const kept = await outliving();
      for (const trace of TRACES) expect(kept.includes(trace), `"${trace}" outlives the lead`).toBe(false);
      expect(
        (await database.db.selectFrom("erased_leads").select(["source", "count"]).execute()).map((row) => ({
          ...row,
          count: Number(row.count),
        })),
      ).toEqual([{ source: "other", count: 2 }]);
      const { facts } = await database.desk.reportFacts(period, "source");
      expect(facts.filter((fact) => totalsOf(fact).leads > 0).map((fact) => fact.key)).toEqual([
        expect.stringMatching(/^google-ads/),
      ]);
      const bytes = await files();
      for (const trace of TRACES)
        expect(bytes.includes(trace), `"${trace}" is still in the database files`).toBe(false);
      expect(bytes.includes("stays@example.com")).toBe(true);
    });

    it("migration 0027 mends sources stored before: the leads', the erased leads' and every count's", async () => {
      for (const person of people) await database.submissions.saveEnquiry(person);
      const [priyaId, rahulId] = await Promise.all(
        people.slice(0, 2).map(async (person) => (await database.desk.inbox({ q: person.email })).leads[0]!.id),
      );
      // Rows as the code before kept them: the tag verbatim on the lead and in every count.
      await database.db
        .updateTable("leads")
        .set({ source: "priya.sharma.x@gmail.com" })
        .where("id", "=", priyaId!)
        .execute();
      await database.db.updateTable("leads").set({ source: "+91 98111 22233" }).where("id", "=", rahulId!).execute();
      await database.db
        .updateTable("leads")
        .set({ source: "www.Example.org" })
        .where("source", "=", "direct")
        .execute();
      await recountLeadCounts(database.db);
      await database.desk.reportFacts(period, "source");
      // An earlier erasure's count, and a count an erased lead left at zero.
      await database.db
        .insertInto("erased_leads")
        .values([
          { day: "2026-10-01", course: "B.Voc Yoga", status: "new", source: "+91 98111 22233", count: 2 },
          { day: "2026-10-01", course: "B.Voc Yoga", status: "new", source: "someone@example.net", count: 1 },
          { day: "2026-10-01", course: "B.Voc Yoga", status: "new", source: "facebook", count: 1 },
        ])
        .execute();
      await database.db
        .insertInto("lead_counts")
        .values({ dimension: "source", value: "9811122233", count: 0 })
        .execute();
      await database.desk.audit({
        action: "export",
        staffId: null,
        detail: { rows: 1, source: "priya.sharma.x@gmail.com" },
      });
      expect((await outliving()).includes("priya.sharma.x@gmail.com")).toBe(true);

      await migrations["0027_kept_sources"]!.up(database.db as unknown as Kysely<unknown>);

      const kept = await outliving();
      for (const trace of TRACES) expect(kept.includes(trace), `"${trace}" is still kept`).toBe(false);
      const leads = await database.db.selectFrom("leads").select(["name", "source"]).orderBy("name").execute();
      expect(leads).toEqual([
        { name: "Priya Tagged", source: "other" },
        { name: "Rahul Tagged", source: "other" },
        { name: "Stays Here", source: "example.org" },
      ]);
      const erased = await database.db
        .selectFrom("erased_leads")
        .select(["source", "count"])
        .orderBy("source")
        .execute();
      expect(erased.map((row) => [row.source, Number(row.count)])).toEqual([
        ["facebook", 1],
        ["other", 3],
      ]);
      const counts = await database.db
        .selectFrom("lead_counts")
        .select(["value", "count"])
        .where("dimension", "=", "source")
        .orderBy("value")
        .execute();
      expect(counts.map((row) => [row.value, Number(row.count)])).toEqual([
        ["example.org", 1],
        ["other", 2],
      ]);
      const { facts } = await database.desk.reportFacts(period, "source");
      expect(
        facts
          .filter((fact) => totalsOf(fact).leads > 0)
          .map((fact) => [fact.key.split("\u001f")[0], totalsOf(fact).leads]),
      ).toEqual([
        ["example.org", 1],
        ["other", 2],
      ]);
      // Run again, it changes nothing.
      await migrations["0027_kept_sources"]!.up(database.db as unknown as Kysely<unknown>);
      expect(await outliving()).toBe(kept);
    });
  });
});
