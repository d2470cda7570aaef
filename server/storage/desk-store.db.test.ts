import { keptConnection } from "./kept-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeskStore } from "#domain/desk.ts";
import { HOUR_MS } from "#domain/india-time.ts";
import { NEXT_STEP_NEEDED } from "#domain/contact.ts";
import { SqliteDialect, type CompiledQuery } from "kysely";
import { kyselyOver } from "./kysely";
import { createDeskStore, SESSION_IDLE_MS, SESSION_MAX_MS } from "./desk";
import { openDatabase } from "./database";
import { openSqliteDatabase, type OpenDatabase } from "./sqlite-store";
import { testDatabaseUrl, testDialect } from "#tests/support/test-database.ts";
import type { NewEnquiry } from "#domain/submissions.ts";

const asha: NewEnquiry = {
  source: "admission",
  name: "Asha Rani",
  phone: "9876543210",
  email: "Asha@Example.com",
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "",
};

describe("desk store", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;
  let desk: DeskStore;
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "desk-store-"));
    now = new Date("2026-11-20T04:30:00.000Z"); // 10:00 IST
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => now);
    desk = database.desk;
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function staff(role: "admin" | "counsellor" = "counsellor", email = `${role}@example.com`) {
    const created = await desk.createStaff(
      { email, name: role === "admin" ? "Meera Admin" : "Ravi Counsellor", role },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    return created.staff;
  }

  it("records the language of the page each enquiry came from, and marks a lead who wrote from a Hindi page", async () => {
    await database.submissions.saveEnquiry(asha);
    await database.submissions.saveEnquiry({
      ...asha,
      name: "सीमा देवी",
      phone: "9811111111",
      email: "seema@example.com",
      language: "hi",
    });
    later(HOUR_MS);
    // A later message from an English page leaves the lead preferring Hindi.
    await database.submissions.saveContactMessage({
      name: "सीमा देवी",
      email: "seema@example.com",
      phone: "+91 98111 11111",
      subject: "",
      message: "फीस कितनी है?",
    });
    const all = await desk.inbox({});
    expect(all.leads.map((lead) => [lead.name, lead.prefersHindi]).sort()).toEqual([
      ["Asha Rani", false],
      ["सीमा देवी", true],
    ]);
    const hindi = await desk.inbox({ language: "hi" });
    expect(hindi.leads.map((lead) => lead.name)).toEqual(["सीमा देवी"]);
    const rows = await database.db.selectFrom("enquiries").select(["name", "language"]).orderBy("name").execute();
    expect(rows).toEqual([
      { name: "Asha Rani", language: "en" },
      { name: "सीमा देवी", language: "hi" },
    ]);
    const messages = await database.db.selectFrom("messages").select("language").execute();
    expect(messages).toEqual([{ language: "en" }]);
  });

  it("joins a person's enquiries from every form into one lead, by phone or email", async () => {
    await database.submissions.saveEnquiry(asha);
    later(HOUR_MS);
    await database.submissions.saveContactMessage({
      name: "Asha",
      email: " asha@example.com ",
      phone: "+91 12345 67890",
      subject: "Fees",
      message: "Fees?",
    });
    later(HOUR_MS);
    await database.submissions.saveEnquiry({
      ...asha,
      source: "popup",
      email: "other@example.com",
      phone: "9876543210",
      course: "B.Voc Yoga",
    });
    await database.submissions.saveEnquiry({
      ...asha,
      name: "Someone Else",
      phone: "9123456789",
      email: "else@example.com",
    });

    const inbox = await desk.inbox({});
    expect(inbox.total).toBe(2);
    const lead = (await desk.lead(inbox.leads.find((each) => each.name === "Asha Rani")!.id))!;
    expect(lead.enquiryCount).toBe(3);
    expect(lead.course).toBe("B.Voc Yoga");
    expect(lead.enquiries.map((each) => each.form)).toEqual(["popup", "contact", "admission"]);
    expect(lead.timeline.filter((event) => event.kind === "enquiry")).toHaveLength(3);
  });

  it("joins an enquiry stored as +91 and 10 digits to a lead stored with the 10 digits alone", async () => {
    await database.submissions.saveEnquiry({ ...asha, phone: "9876543210" });
    later(HOUR_MS);
    await database.submissions.saveEnquiry({ ...asha, email: "new.address@example.com", phone: "+919876543210" });
    const inbox = await desk.inbox({});
    expect(inbox.total).toBe(1);
    for (const q of ["+91 98765 43210", "9876543210", "+919876543210"])
      expect((await desk.inbox({ q })).total, q).toBe(1);
    const lead = (await desk.lead(inbox.leads[0]!.id))!;
    expect(lead.enquiries.map((each) => each.phone)).toEqual(["+919876543210", "9876543210"]);
  });

  it("finds a lead by any spelling of its phone, by name and by email", async () => {
    await database.submissions.saveEnquiry(asha);
    await database.submissions.saveEnquiry({
      ...asha,
      name: "Vikram Singh",
      phone: "9123456789",
      email: "vikram@example.com",
    });
    for (const q of ["+91 98765 43210", "098765-43210", "9876543210", "98765", "asha", "ASHA@example"]) {
      const { leads } = await desk.inbox({ q });
      expect(
        leads.map((lead) => lead.name),
        q,
      ).toEqual(["Asha Rani"]);
    }
    expect((await desk.inbox({ q: "100%" })).total).toBe(0);
  });

  it("walks the status path, counts only a conversation as reaching the person, and reopens a closed lead on a new enquiry", async () => {
    const counsellor = await staff();
    await database.submissions.saveEnquiry(asha);
    let lead = (await desk.lead((await desk.inbox({})).leads[0]!.id))!;
    expect(lead.status).toBe("new");
    const tomorrow = () => new Date(now.getTime() + 24 * HOUR_MS).toISOString();

    // Unanswered calls are attempts: the clock keeps running.
    for (const outcome of ["no_answer", "busy", "switched_off", "call_back"] as const) {
      later(HOUR_MS);
      const logged = await desk.logContact(
        lead.id,
        lead.version,
        { outcome, note: "", nextStepAt: tomorrow(), status: null },
        counsellor.id,
      );
      if (!logged.ok) throw new Error(JSON.stringify(logged));
      lead = logged.lead;
    }
    expect(lead).toMatchObject({
      status: "new",
      contactedAt: null,
      firstContactAt: null,
      attempts: 4,
      lastAttemptAt: now.toISOString(),
    });
    // A note or a status change is no contact either.
    await desk.addNote(lead.id, "Tried the landline too", counsellor.id);
    expect((await desk.lead(lead.id))!.contactedAt).toBeNull();

    later(HOUR_MS);
    const spoke = await desk.logContact(
      lead.id,
      lead.version,
      { outcome: "spoke_guardian", note: "Father will visit", nextStepAt: tomorrow(), status: null },
      counsellor.id,
    );
    if (!spoke.ok) throw new Error(JSON.stringify(spoke));
    const contactedAt = now.toISOString();
    // Reaching a New lead moves it to Contacted.
    expect(spoke.lead).toMatchObject({ status: "contacted", contactedAt, firstContactAt: contactedAt, attempts: 4 });
    lead = spoke.lead;
    for (const to of ["counselling", "applied"] as const) {
      later(HOUR_MS);
      const result = await desk.changeLead(lead.id, lead.version, { kind: "status", to, reason: "" }, counsellor.id);
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.lead.status).toBe(to);
      lead = result.lead;
    }
    expect(lead.firstContactAt).toBe(contactedAt);

    const noReason = await desk.changeLead(
      lead.id,
      lead.version,
      { kind: "status", to: "not_interested", reason: " " },
      counsellor.id,
    );
    expect(noReason).toMatchObject({ ok: false, reason: "invalid" });
    const result = await desk.changeLead(
      lead.id,
      lead.version,
      { kind: "status", to: "not_interested", reason: "Chose another college" },
      counsellor.id,
    );
    if (!result.ok) throw new Error();
    expect(result.lead.closeReason).toBe("Chose another college");
    expect(result.lead.nextFollowUpAt).toBeNull();

    later(24 * HOUR_MS);
    await database.submissions.saveEnquiry({ ...asha, message: "I would like to apply after all" });
    const reopened = (await desk.inbox({})).leads[0]!;
    expect(reopened).toMatchObject({ status: "new", contactedAt: null, attempts: 0, promiseFrom: now.toISOString() });
  });

  it("asks every open lead for a next step, and keeps a call whose other changes came too late", async () => {
    const ravi = await staff();
    const meera = await staff("admin");
    await database.submissions.saveEnquiry(asha);
    const lead = (await desk.lead((await desk.inbox({})).leads[0]!.id))!;
    const noStep = await desk.logContact(
      lead.id,
      lead.version,
      { outcome: "no_answer", note: "", nextStepAt: null, status: null },
      ravi.id,
    );
    expect(noStep).toMatchObject({
      ok: false,
      reason: "invalid",
      message: "Choose when to follow up next, or close the lead with a reason.",
    });
    expect((await desk.lead(lead.id))!.attempts).toBe(0);
    // Closing with a reason needs no next step.
    const closed = await desk.logContact(
      lead.id,
      lead.version,
      {
        outcome: "wrong_number",
        note: "",
        nextStepAt: null,
        status: { to: "not_reachable", reason: "Wrong number, no other" },
      },
      ravi.id,
    );
    expect(closed).toMatchObject({ ok: true, skipped: null, lead: { status: "not_reachable", attempts: 1 } });
    if (!closed.ok) throw new Error();

    // Meera reopens it by hand; Ravi's call, logged from the page he still had open, is kept,
    // but the status he chose with it is not applied over hers.
    const moved = await desk.changeLead(
      lead.id,
      closed.lead.version,
      { kind: "status", to: "new", reason: "" },
      meera.id,
    );
    if (!moved.ok) throw new Error(JSON.stringify(moved));
    const late = await desk.logContact(
      lead.id,
      closed.lead.version,
      { outcome: "spoke", note: "Will apply", nextStepAt: null, status: { to: "applied", reason: "" } },
      ravi.id,
    );
    expect(late).toMatchObject({ ok: true, skipped: { changedBy: "Meera Admin" }, lead: { status: "new" } });
    if (!late.ok) throw new Error();
    expect(late.lead.contactedAt).toBe(now.toISOString());
    expect(late.lead.timeline.filter((entry) => entry.kind === "call").length).toBe(2);
  });

  it("refuses Contacted set by hand with no next step, as a logged call does, and takes it with one", async () => {
    const meera = await staff("admin");
    await database.submissions.saveEnquiry(asha);
    let lead = (await desk.inbox({})).leads[0]!;
    const refused = await desk.changeLead(
      lead.id,
      lead.version,
      { kind: "status", to: "contacted", reason: "" },
      meera.id,
    );
    expect(refused).toMatchObject({ ok: false, reason: "invalid", message: NEXT_STEP_NEEDED });
    const step = new Date(now.getTime() + 2 * HOUR_MS).toISOString();
    expect(await desk.changeLead(lead.id, lead.version, { kind: "follow_up", at: step }, meera.id)).toMatchObject({
      ok: true,
    });
    lead = (await desk.inbox({})).leads[0]!;
    expect(
      await desk.changeLead(lead.id, lead.version, { kind: "status", to: "contacted", reason: "" }, meera.id),
    ).toMatchObject({ ok: true, lead: { status: "contacted" } });
    // Closing needs none.
    lead = (await desk.inbox({})).leads[0]!;
    expect(
      await desk.changeLead(lead.id, lead.version, { kind: "status", to: "not_interested", reason: "Fees" }, meera.id),
    ).toMatchObject({ ok: true });
  });

  it("refuses a status or owner change made against an old version and says who changed the lead; notes are never refused", async () => {
    const ravi = await staff();
    const meera = await staff("admin");
    await database.submissions.saveEnquiry(asha);
    const lead = (await desk.inbox({})).leads[0]!;
    const first = await desk.changeLead(lead.id, lead.version, { kind: "owner", ownerId: ravi.id }, ravi.id);
    expect(first.ok).toBe(true);
    const second = await desk.changeLead(
      lead.id,
      lead.version,
      { kind: "status", to: "contacted", reason: "" },
      meera.id,
    );
    expect(second).toMatchObject({ ok: false, reason: "conflict", changedBy: "Ravi Counsellor" });
    if (second.ok || second.reason !== "conflict") throw new Error();
    expect(second.lead.ownerName).toBe("Ravi Counsellor");
    expect(second.lead.status).toBe("new");
    const note = await desk.addNote(lead.id, "Asked about hostel", meera.id);
    expect(note.ok).toBe(true);
    expect((await desk.lead(lead.id))!.timeline.filter((event) => event.kind === "note").length).toBe(1);
  });

  it("joins a parent's phone to the student's lead, and merges two leads of one person", async () => {
    const admin = await staff("admin");
    await database.submissions.saveEnquiry({
      ...asha,
      applicant: "minor",
      guardianName: "Ramesh",
      guardianPhone: "9811111111",
    });
    later(HOUR_MS);
    // The father enquires from his own phone and email: the same lead.
    await database.submissions.saveEnquiry({
      ...asha,
      name: "Ramesh",
      phone: "+91 98111 11111",
      email: "ramesh@example.com",
    });
    expect((await desk.inbox({})).total).toBe(1);
    const [joined] = (await desk.inbox({ q: "98111 11111" })).leads;
    expect(joined).toMatchObject({ name: "Asha Rani", enquiryCount: 2, guardianPhone: "9811111111", minor: true });

    later(HOUR_MS);
    await database.submissions.saveContactMessage({
      name: "Asha R",
      email: "asha.r@example.com",
      phone: "9000000001",
      subject: "",
      message: "Fees?",
    });
    const other = (await desk.inbox({ q: "asha.r@" })).leads[0]!;
    expect(await desk.mergeLeads(joined!.id, joined!.id, admin.id)).toMatchObject({ ok: false });
    expect(await desk.mergeLeads(joined!.id, other.id, admin.id)).toEqual({ ok: true });
    const merged = (await desk.lead(joined!.id))!;
    expect(merged).toMatchObject({ enquiryCount: 3, firstEnquiryAt: joined!.firstEnquiryAt, mergedFrom: [other.id] });
    expect(merged.enquiries.length).toBe(3);
    expect(merged.timeline.find((entry) => entry.kind === "merged")).toMatchObject({
      fromId: other.id,
      fromName: "Asha R",
    });
    expect(await desk.lead(other.id)).toBeNull();
    // The merged lead's own phone and email still find the person.
    later(HOUR_MS);
    await database.submissions.saveContactMessage({
      name: "Asha R",
      email: "ASHA.R@example.com",
      phone: "9000000009",
      subject: "",
      message: "Me again",
    });
    later(HOUR_MS);
    await database.submissions.saveEnquiry({ ...asha, name: "Asha R", phone: "9000000001", email: "new@example.com" });
    expect((await desk.inbox({})).total).toBe(1);
    expect((await desk.lead(joined!.id))!.enquiryCount).toBe(5);
    expect((await desk.overview()).byStatus.find((row) => row.status === "new")?.count).toBe(1);
    const audit = await desk.auditLog({ page: 1, action: "lead.merged" });
    expect(audit.entries[0]).toMatchObject({ subject: joined!.id, detail: { from: other.id } });
  });

  it("lists Today as my queue, each lead once, in the order a counsellor works it", async () => {
    const ravi = await staff();
    const meera = await staff("admin");
    const names: Record<string, string> = {};
    const enquire = async (name: string, phone: string) => {
      await database.submissions.saveEnquiry({ ...asha, name, phone, email: `${phone}@example.com` });
      const lead = (await desk.inbox({ q: phone })).leads[0]!;
      names[lead.id] = name;
      return lead;
    };
    const own = async (lead: { id: string }, by = ravi.id) => {
      const current = (await desk.lead(lead.id))!;
      return desk.changeLead(lead.id, current.version, { kind: "owner", ownerId: by }, by);
    };
    const followUp = async (lead: { id: string }, at: number) => {
      const current = (await desk.lead(lead.id))!;
      return desk.changeLead(lead.id, current.version, { kind: "follow_up", at: new Date(at).toISOString() }, ravi.id);
    };
    const oldUnowned = await enquire("Old unowned", "9000000011"); // 22 h before "now": near the promise
    later(12 * HOUR_MS);
    const overdue = await enquire("Overdue", "9000000012");
    await own(overdue);
    await followUp(overdue, now.getTime() + HOUR_MS);
    const due = await enquire("Due later today", "9000000013");
    await own(due);
    await followUp(due, now.getTime() + 4 * HOUR_MS);
    const fresh = await enquire("Mine, new", "9000000014");
    await own(fresh);
    const someoneElses = await enquire("Meera's", "9000000015");
    await own(someoneElses, meera.id);
    await followUp(someoneElses, now.getTime() + 2 * HOUR_MS);
    const unowned = await enquire("Unowned", "9000000016");
    later(10 * HOUR_MS); // 2 h before the first lead's promise; 4:30 → 20:30 IST
    // A reached lead with no next step is listed apart.
    const reached = await enquire("Reached, no step", "9000000017");
    await own(reached);
    const current = (await desk.lead(reached.id))!;
    await desk.logContact(
      reached.id,
      current.version,
      { outcome: "spoke", note: "", nextStepAt: new Date(now.getTime() + HOUR_MS).toISOString(), status: null },
      ravi.id,
    );
    const after = (await desk.lead(reached.id))!;
    await database.db.updateTable("leads").set({ nextFollowUpAt: null }).where("id", "=", after.id).execute();

    const mine = await desk.today(ravi.id, "mine");
    expect(mine.items.map((item) => [item.section, names[item.lead.id]])).toEqual([
      ["overdue", "Overdue"],
      ["overdue", "Due later today"],
      ["new", "Mine, new"],
      ["unowned", "Old unowned"],
      ["unowned", "Unowned"],
    ]);
    expect(mine.items[0]!.reason).toBe("Follow-up overdue since an earlier day");
    expect(mine.items[2]!.reason).toMatch(/^Not called yet · \d+ h left$/);
    expect(new Set(mine.items.map((item) => item.lead.id)).size).toBe(mine.items.length);
    expect(mine.noNextStep.map((lead) => names[lead.id])).toEqual(["Reached, no step"]);
    expect(await desk.dueCount(ravi.id)).toBe(2);
    const team = await desk.today(meera.id, "team");
    expect(team.items.filter((item) => item.section === "overdue").map((item) => names[item.lead.id])).toEqual([
      "Overdue",
      "Meera's",
      "Due later today",
    ]);
    expect(unowned && oldUnowned).toBeTruthy();
  });

  it("keeps each person's saved views under their names", async () => {
    const ravi = await staff();
    const meera = await staff("admin");
    await desk.saveView(ravi.id, "Fair leads", "source=fair");
    await desk.saveView(ravi.id, "Fair leads", "source=fair&status=new");
    const [view] = await desk.savedViews(ravi.id);
    expect(view).toMatchObject({ name: "Fair leads", query: "source=fair&status=new" });
    expect(await desk.savedViews(meera.id)).toEqual([]);
    expect(await desk.deleteView(meera.id, view!.id)).toBe(false);
    expect(await desk.deleteView(ravi.id, view!.id)).toBe(true);
    expect(await desk.savedViews(ravi.id)).toEqual([]);
  });

  it("filters by status, owner, form, course, date and follow-up", async () => {
    const ravi = await staff();
    await database.submissions.saveEnquiry(asha);
    later(1000); // newest first: Vikram, then Asha
    await database.submissions.saveContactMessage({
      name: "Vikram",
      email: "v@example.com",
      phone: "9123456789",
      subject: "",
      message: "Hi",
    });
    const [vikram, ashaLead] = (await desk.inbox({})).leads;
    await desk.changeLead(ashaLead!.id, ashaLead!.version, { kind: "owner", ownerId: ravi.id }, ravi.id);
    const tomorrow = new Date(now.getTime() + 24 * HOUR_MS).toISOString();
    const lead = (await desk.lead(vikram!.id))!;
    await desk.changeLead(
      lead.id,
      lead.version,
      { kind: "follow_up", at: new Date(now.getTime() + HOUR_MS).toISOString() },
      ravi.id,
    );

    const names = async (filter: Parameters<DeskStore["inbox"]>[0]) =>
      (await desk.inbox(filter)).leads.map((each) => each.name);
    expect(await names({ owner: { kind: "staff", id: ravi.id } })).toEqual(["Asha Rani"]);
    expect(await names({ owner: { kind: "nobody" } })).toEqual(["Vikram"]);
    expect(await names({ form: "contact" })).toEqual(["Vikram"]);
    expect(await names({ course: asha.course })).toEqual(["Asha Rani"]);
    expect(await names({ status: "closed" })).toEqual([]);
    expect(await names({ followUp: "today" })).toEqual(["Vikram"]);
    expect(await names({ followUp: "overdue" })).toEqual([]);
    expect(await names({ from: tomorrow })).toEqual([]);
    later(2 * HOUR_MS);
    expect(await names({ followUp: "overdue" })).toEqual(["Vikram"]);
    expect(await names({ reached: "no" })).toEqual(["Vikram", "Asha Rani"]);
  });

  it("ends sessions after 12 hours idle, 14 days in all, and when the account is disabled", async () => {
    const ravi = await staff();
    await desk.createSession("idle", ravi.id);
    later(SESSION_IDLE_MS - 1000);
    expect(await desk.session("idle")).not.toBeNull();
    later(SESSION_IDLE_MS + 1000);
    expect(await desk.session("idle")).toBeNull();

    await desk.createSession("busy", ravi.id);
    for (let spent = 0; spent < SESSION_MAX_MS; spent += 10 * HOUR_MS) {
      expect(await desk.session("busy")).not.toBeNull();
      later(10 * HOUR_MS);
    }
    expect(await desk.session("busy")).toBeNull();

    await desk.createSession("fresh", ravi.id);
    await desk.setStaffActive(ravi.id, false, null);
    expect(await desk.session("fresh")).toBeNull();
  });

  it("uses a sign-in link once, and not after it expires", async () => {
    const ravi = await staff();
    await desk.createSignInLink(ravi.id, "link", new Date(now.getTime() + 24 * HOUR_MS).toISOString(), null);
    expect((await desk.staffForLink("link"))?.id).toBe(ravi.id);
    expect(await desk.setPasswordWithLink("link", "hash")).not.toBeNull();
    expect(await desk.setPasswordWithLink("link", "hash2")).toBeNull();
    await desk.createSignInLink(ravi.id, "old", new Date(now.getTime() + 24 * HOUR_MS).toISOString(), null);
    later(25 * HOUR_MS);
    expect(await desk.staffForLink("old")).toBeNull();
  });

  // A SQLite file written by the first version; PostgreSQL came after the desk.
  it.runIf(testDialect === "sqlite")(
    "brings submissions stored before the desk existed into leads (migration 0002)",
    async () => {
      await database.submissions.close();
      const path = join(dir, "old.db");
      const old = keptConnection(path);
      old.exec(`
      create table kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null);
      insert into kysely_migration values ('0001_submissions', '2026-11-01T00:00:00.000Z');
      create table enquiries (id text primary key, created_at text not null, source text not null, name text not null, phone text not null, email text not null, course text not null, university text not null, message text not null default '', dedupe_key text not null);
      create table messages (id text primary key, created_at text not null, name text not null, email text not null, phone text not null, subject text not null default '', message text not null, dedupe_key text not null);
      insert into enquiries values ('e1', '2026-11-01T10:00:00.000Z', 'admission', 'Asha', '9876543210', 'asha@example.com', 'B.Voc Yoga', 'Other', '', 'k1');
      insert into enquiries values ('e2', '2026-11-02T10:00:00.000Z', 'popup', 'Vikram', '9123456789', 'v@example.com', 'B.Voc Yoga', 'Other', '', 'k2');
      insert into messages values ('m1', '2026-11-03T10:00:00.000Z', 'Asha R', 'ASHA@example.com', '', 'Hi', 'Hello', 'k3');
    `);
      old.close();
      database = await openSqliteDatabase(`file:${path}`, () => now);
      const { leads } = await database.desk.inbox({});
      expect(leads.map((lead) => [lead.name, lead.enquiryCount])).toEqual([
        ["Asha", 2],
        ["Vikram", 1],
      ]);
      expect((await database.submissions.listEnquiries()).map((each) => each.id)).toEqual(["e1", "e2"]);
      // Migration 0007 counted the leads 0002 made (server/storage/lead-counts.ts).
      const overview = await database.desk.overview();
      expect(overview.byStatus.find((row) => row.status === "new")?.count).toBe(2);
      expect(overview.byForm).toEqual([
        { form: "admission", count: 1 },
        { form: "contact", count: 1 },
        { form: "popup", count: 1 },
      ]);
    },
  );

  // Migrations 0004, 0007 and 0008: at 100,000 leads a whole-table read or a
  // sort of every matching lead costs these pages tens of milliseconds. SQLite plans the
  // same without statistics on an empty database as on a full one (the server never runs
  // ANALYZE), so the plans here are the server's.
  // SQLite's plans; PostgreSQL plans by its statistics, so a plan on a near-empty database says nothing.
  it.runIf(testDialect === "sqlite")(
    "reads Today's lists and the overview from indexes: no whole leads or timeline table, no sort",
    async () => {
      const ravi = await staff();
      const sqlite = keptConnection(join(dir, "desk.db"), { readonly: true });
      const queries: CompiledQuery[] = [];
      const logged = kyselyOver(new SqliteDialect({ database: sqlite }), {
        log: (event) => {
          if (event.level === "query") queries.push(event.query);
        },
      });
      try {
        const store = createDeskStore(logged, database.writes, () => now);
        await store.today(ravi.id, "mine");
        await store.today(ravi.id, "team");
        // Each section whole ("Show all"): counted and paged from indexes too.
        for (const section of ["overdue", "due", "new", "retry", "unowned", "promise", "noNextStep"] as const) {
          await store.todaySection(ravi.id, "mine", section, 1);
          await store.todaySection(ravi.id, "team", section, 1);
        }
        await store.dueCount(ravi.id);
        await store.overview();
        // Admins' held posts (migration 0013's partial indexes): never the whole enquiries or messages.
        await store.heldPosts();
        expect(queries.length).toBeGreaterThan(4);
        for (const query of queries) {
          const plan = (
            sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as { detail: string }[]
          )
            .map((row) => row.detail)
            .join(" | ");
          expect(plan, query.sql).not.toMatch(/\bSCAN (leads|lead_events|enquiries|messages)\b|TEMP B-TREE/);
        }
      } finally {
        await logged.destroy();
      }
    },
  );
});
