import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpush from "web-push";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { workingWeek } from "#content/site.ts";
import { HOUR_MS } from "#domain/india-time.ts";
import { MAX_PUSH_DEVICES } from "#domain/push.ts";
import type { PushEndpointPolicy } from "#domain/push-subscription.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { startPushReceiver, type PushReceiver, type TestSubscription } from "#tests/support/push-receiver.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { pushTransport } from "./push";
import { Scheduler } from "./scheduler";
import { OutboxSender } from "./sender";

/**
 * Web Push through the outbox, against a real push service in this process
 * (tests/support/push-receiver.ts: it checks the VAPID JWT and decrypts each message with the
 * subscription's private key, which only the test holds). The server's code is the real one:
 * the store writes the rows in the enquiry's transaction, the sender sends them.
 */
const VAPID = { ...webpush.generateVAPIDKeys(), subject: "mailto:desk@example.in" };
/** The tests' receiver listens on 127.0.0.1: allowed as PUSH_LOOPBACK_FOR_TESTS allows it. */
const TEST_RECEIVER: PushEndpointPolicy = { moreHosts: [], loopbackForTests: true };
const enquiry = (n: number, extra: Partial<NewEnquiry> = {}): NewEnquiry => ({
  source: "admission",
  name: `Priya${n} Kumari Sharma`,
  phone: `98765${String(n).padStart(5, "0")}`,
  email: `priya${n}@example.com`,
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "A private question about fees",
  ...extra,
});

describe("push notifications", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;
  let receiver: PushReceiver;
  let logs: Record<string, unknown>[];
  let adminId: string;
  let counsellorId: string;
  const log = (_level: string, entry: Record<string, unknown>) => void logs.push(entry);
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "push-"));
    now = new Date("2026-11-23T04:30:00.000Z"); // Monday 10:00 in India
    logs = [];
    database = await openDatabase(await testDatabaseUrl(join(dir, "db.sqlite")), () => now, {
      email: false,
      webhook: false,
      push: true,
      pushPublicKey: VAPID.publicKey,
      siteUrl: "https://desk.example.in",
    });
    const admin = await database.desk.createStaff(
      { email: "head@example.com", name: "Sunita Rao", role: "admin" },
      null,
    );
    const counsellor = await database.desk.createStaff(
      { email: "kavya@example.com", name: "Kavya", role: "counsellor" },
      null,
    );
    if (!admin.ok || !counsellor.ok) throw new Error("staff");
    adminId = admin.staff.id;
    counsellorId = counsellor.staff.id;
    receiver = await startPushReceiver({ publicKey: VAPID.publicKey, subject: VAPID.subject });
    endpoints = TEST_RECEIVER;
  });

  afterEach(async () => {
    await receiver.close();
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sender = () =>
    new OutboxSender(
      database.db,
      database.writes,
      { push: pushTransport(VAPID, database.db, log, { endpoints }) },
      () => now,
      log,
      { retryBaseMs: 1000, giveUpAfterMs: 24 * HOUR_MS, pollMs: 1000 },
    );
  let endpoints: PushEndpointPolicy;

  async function device(staffId: string, label = "Chrome on Android"): Promise<TestSubscription & { id: string }> {
    const subscription = receiver.subscribe();
    const added = await database.desk.addPushDevice(staffId, {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      label,
    });
    return { ...subscription, id: added.id };
  }

  const pushRows = () =>
    database.db.selectFrom("outbox").selectAll().where("channel", "=", "push").orderBy("position").execute();

  it("a lead given to a counsellor reaches their phone: the course, the form and a first name, nothing more", async () => {
    await database.desk.setOnDuty(counsellorId, true, adminId);
    const phone = await device(counsellorId);
    const laptop = await device(counsellorId, "Firefox on Windows");
    await device(adminId); // an admin hears nothing of a lead that has an owner
    await database.submissions.saveEnquiry(enquiry(1));

    // Written with the enquiry, in its transaction: one row per device of the owner.
    const rows = await pushRows();
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["push.allocated", "pending"],
      ["push.allocated", "pending"],
    ]);
    expect(await sender().tick()).toBe(2);
    const messages = await receiver.waitFor(2);
    expect(messages.map((message) => message.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const lead = (await database.desk.inbox({})).leads[0]!;
    for (const message of messages) {
      expect(message.payload).toEqual({
        title: "New lead for you",
        body: "Priya1 · B.Voc Hotel Management · admission form",
        url: `/desk/leads/${lead.id}`,
        tag: `lead-${lead.id}`,
      });
      // What a lock screen could show, and what the push service stores: no personal data beyond a first name.
      const text = JSON.stringify(message.payload);
      for (const secret of ["98765", "priya1@example.com", "Sharma", "Kumari", "private question"])
        expect(text).not.toContain(secret);
      expect(message.claims.aud).toBe(receiver.url);
      expect(message.claims.sub).toBe("mailto:desk@example.in");
      expect(Number(message.headers.ttl)).toBe(24 * 3600);
    }
    expect(receiver.refused).toEqual([]);
    // One signed VAPID header per push service, reused (signing one per push was most of the CPU a push took).
    expect(messages[0]!.headers.authorization).toBe(messages[1]!.headers.authorization);
    expect((await pushRows()).every((row) => row.status === "sent")).toBe(true);
    const devices = (await database.desk.notificationSettings(counsellorId)).devices;
    expect(devices.every((each) => each.lastSentAt === now.toISOString())).toBe(true);
  });

  it("every lead given to someone reaches their phone: Assign to, an admin's bulk reassignment and round-robin, a reopened lead; never one who took it", async () => {
    const ravi = await database.desk.createStaff({ email: "ravi@example.com", name: "Ravi", role: "counsellor" }, null);
    if (!ravi.ok) throw new Error("staff");
    const raviId = ravi.staff.id;
    await database.desk.setOnDuty(counsellorId, true, adminId);
    const phones = new Map([
      [(await device(counsellorId)).endpoint, "Kavya"],
      [(await device(raviId)).endpoint, "Ravi"],
      [(await device(adminId)).endpoint, "Sunita"],
    ]);
    let seen = 0;
    /** The pushes sent since the last look: whose phone, and what it said. */
    const delivered = async () => {
      await sender().tick();
      const sent = (await pushRows()).filter((row) => row.status === "sent").length;
      const messages = (await receiver.waitFor(sent)).slice(seen);
      seen = sent;
      return messages.map((message) => [phones.get(message.endpoint), message.payload.title, message.payload.body]);
    };
    const body = "Priya20 · B.Voc Hotel Management · admission form";
    const version = async () => (await database.desk.lead(leadId))!.version;
    const assign = async (ownerId: string, by: string) =>
      expect(await database.desk.changeLead(leadId, await version(), { kind: "owner", ownerId }, by)).toMatchObject({
        ok: true,
      });

    await database.submissions.saveEnquiry(enquiry(20)); // Kavya is the only one on duty
    const leadId = (await database.desk.inbox({})).leads[0]!.id;
    expect(await delivered()).toEqual([["Kavya", "New lead for you", body]]);

    // An admin's "Assign to": the new owner is told.
    await assign(raviId, adminId);
    expect(await delivered()).toEqual([["Ravi", "New lead for you", body]]);
    // Someone taking a lead themselves is not.
    await assign(counsellorId, counsellorId);
    expect(await delivered()).toEqual([]);

    // An admin's bulk reassignment, then "back to round-robin" (Kavya, its owner, is passed over for Ravi).
    await database.desk.bulkChange({ kind: "ids", ids: [leadId] }, { kind: "owner", ownerId: raviId }, adminId);
    expect(await delivered()).toEqual([["Ravi", "New lead for you", body]]);
    await database.desk.setOnDuty(raviId, true, adminId);
    await database.desk.bulkChange({ kind: "ids", ids: [leadId] }, { kind: "allocate" }, adminId);
    expect(await delivered()).toEqual([["Kavya", "New lead for you", body]]);

    // Closed, and reopened by a new enquiry while its owner is on leave: given to Ravi, who is told.
    const closed = await database.desk.changeLead(
      leadId,
      await version(),
      { kind: "status", to: "not_interested", reason: "Chose another institute" },
      adminId,
    );
    expect(closed).toMatchObject({ ok: true });
    await database.desk.setLeave(counsellorId, { from: "2026-11-20", to: "2026-11-30" }, counsellorId);
    later(HOUR_MS);
    await database.submissions.saveEnquiry(enquiry(20, { message: "Once more" }));
    expect((await database.desk.lead(leadId))!.ownerId).toBe(raviId);
    expect(await delivered()).toEqual([["Ravi", "New lead for you", body]]);

    // An admin who takes the lead hears nothing; a person who turned these pushes off neither.
    await assign(adminId, adminId);
    await database.desk.setNotifyChoices(raviId, [{ event: "allocated", channel: "push", on: false }]);
    await assign(raviId, adminId);
    expect(await delivered()).toEqual([]);
    expect(receiver.refused).toEqual([]);
  }, 20_000);

  it("new leads waiting together for one device go as one summary that names nobody; each row is marked sent", async () => {
    const ravi = await database.desk.createStaff({ email: "ravi@example.com", name: "Ravi", role: "counsellor" }, null);
    if (!ravi.ok) throw new Error("staff");
    await database.desk.setOnDuty(counsellorId, true, adminId);
    await database.desk.setOnDuty(ravi.staff.id, true, adminId);
    const kavyaPhone = await device(counsellorId);
    const kavyaLaptop = await device(counsellorId, "Firefox on Windows");
    const raviPhone = await device(ravi.staff.id);
    // Five enquiries before the sender looks: round-robin gives one of them three, the other two.
    for (let n = 30; n < 35; n++) await database.submissions.saveEnquiry(enquiry(n));
    const owners = (await database.desk.inbox({})).leads.map((lead) => lead.ownerId);
    const kavyas = owners.filter((id) => id === counsellorId).length;
    expect([kavyas, owners.length - kavyas].sort()).toEqual([2, 3]);
    const rows = 2 * kavyas + (5 - kavyas); // a row per lead per device
    expect((await pushRows()).filter((row) => row.status === "pending")).toHaveLength(rows);

    expect(await sender().tick()).toBe(rows); // every row delivered
    const messages = await receiver.waitFor(3);
    await new Promise((settle) => setTimeout(settle, 200));
    expect(receiver.messages).toHaveLength(3); // one request per device, not one per row
    const to = (endpoint: string) => receiver.messages.filter((message) => message.endpoint === endpoint);
    const summary = (count: number) => ({
      title: `${count} new leads for you`,
      body: "Tap to see your new leads",
      url: "/desk/leads?owner=me&status=new",
      tag: "new-leads",
    });
    expect(to(kavyaPhone.endpoint).map((message) => message.payload)).toEqual([summary(kavyas)]);
    expect(to(kavyaLaptop.endpoint).map((message) => message.payload)).toEqual([summary(kavyas)]);
    expect(to(raviPhone.endpoint).map((message) => message.payload)).toEqual([summary(5 - kavyas)]);
    for (const message of messages) {
      // A lock screen's summary: how many, and no name, course or contact of anyone.
      const text = JSON.stringify(message.payload);
      for (const secret of ["Priya", "98765", "example.com", "Sharma", "Hotel", "private question"])
        expect(text).not.toContain(secret);
      expect(Number(message.headers.ttl)).toBe(24 * 3600);
    }
    expect((await pushRows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    expect(receiver.refused).toEqual([]);

    // The next lead alone is its own push again, with the first name and the course.
    await database.submissions.saveEnquiry(enquiry(35));
    await sender().tick();
    const [single] = (await receiver.waitFor(4)).slice(3);
    expect(single!.payload).toMatchObject({
      title: "New lead for you",
      body: "Priya35 · B.Voc Hotel Management · admission form",
    });
  });

  it("a summary the push service fails is retried for every lead in it; one to a device that is gone drops them all", async () => {
    await database.desk.setOnDuty(counsellorId, true, adminId);
    const phone = await device(counsellorId);
    receiver.answer(phone.endpoint, 500);
    for (let n = 40; n < 43; n++) await database.submissions.saveEnquiry(enquiry(n));
    const send = sender();
    expect(await send.tick()).toBe(0);
    expect(receiver.requests).toHaveLength(1); // the three as one request, failed once
    let rows = await pushRows();
    expect(rows.map((row) => row.status)).toEqual(["pending", "pending", "pending"]);
    expect(rows.every((row) => Date.parse(row.nextAttemptAt) === now.getTime() + 1000)).toBe(true);

    receiver.answer(phone.endpoint, null);
    later(1000);
    expect(await send.tick()).toBe(3);
    const [message] = await receiver.waitFor(1);
    expect(message!.payload).toMatchObject({ title: "3 new leads for you" });
    rows = await pushRows();
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);

    receiver.answer(phone.endpoint, 410);
    for (let n = 43; n < 45; n++) await database.submissions.saveEnquiry(enquiry(n));
    expect(await send.tick()).toBe(2);
    rows = await pushRows();
    expect(rows.slice(3).map((row) => [row.status, row.lastError])).toEqual([
      ["dropped", "the push service answered 410: the device was removed"],
      ["dropped", "the push service answered 410: the device was removed"],
    ]);
    expect((await database.desk.notificationSettings(counsellorId)).devices).toEqual([]);
  });

  it("a lead nobody could be given goes to the admins' devices; a counsellor who turned pushes off gets none", async () => {
    const adminPhone = await device(adminId);
    await device(counsellorId);
    await database.submissions.saveEnquiry(enquiry(2)); // nobody on duty
    await sender().tick();
    const [message] = await receiver.waitFor(1);
    expect(message!.endpoint).toBe(adminPhone.endpoint);
    expect(message!.payload).toMatchObject({ title: "New lead, nobody on duty" });

    await database.desk.setOnDuty(counsellorId, true, adminId);
    await database.desk.setNotifyChoices(counsellorId, [{ event: "allocated", channel: "push", on: false }]);
    await database.submissions.saveEnquiry(enquiry(3));
    expect((await pushRows()).length).toBe(1);
  });

  it("a device the push service says is gone (410, 404) is removed and its push dropped, not retried", async () => {
    await database.desk.setOnDuty(counsellorId, true, adminId);
    const gone = await device(counsellorId);
    const unknown = await device(counsellorId, "Safari on iPhone");
    const kept = await device(counsellorId, "Firefox on Android");
    receiver.answer(gone.endpoint, 410);
    receiver.answer(unknown.endpoint, 404);
    await database.submissions.saveEnquiry(enquiry(4));
    await sender().tick();
    await receiver.waitFor(1);
    expect(receiver.messages.map((message) => message.endpoint)).toEqual([kept.endpoint]);
    const rows = await pushRows();
    expect(rows.map((row) => row.status).sort()).toEqual(["dropped", "dropped", "sent"]);
    expect(rows.find((row) => row.status === "dropped")!.lastError).toMatch(
      /answered 4(04|10): the device was removed/,
    );
    expect((await database.desk.notificationSettings(counsellorId)).devices.map((each) => each.id)).toEqual([kept.id]);
    // Neither is a failure of the channel: no banner, no back-off.
    const health = await database.db.selectFrom("delivery_health").selectAll().where("channel", "=", "push").execute();
    expect(health.every((row) => row.failingSince === null)).toBe(true);
    expect((await database.desk.notificationStatus()).failed).toBe(0);
    // Nothing more goes to them.
    await database.submissions.saveEnquiry(enquiry(5));
    expect((await pushRows()).length).toBe(4);
  });

  it("a push service failing (500) is retried with back-off, and the push arrives once it answers", async () => {
    await database.desk.setOnDuty(counsellorId, true, adminId);
    const phone = await device(counsellorId);
    receiver.answer(phone.endpoint, 500);
    await database.submissions.saveEnquiry(enquiry(6));
    const send = sender();
    expect(await send.tick()).toBe(0);
    let [row] = await pushRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/HTTP 500/) });
    expect(Date.parse(row!.nextAttemptAt)).toBe(now.getTime() + 1000);
    later(500);
    expect(await send.tick()).toBe(0); // not due yet
    expect(receiver.requests.length).toBe(1);
    later(500);
    expect(await send.tick()).toBe(0); // due, fails again: the wait doubles
    [row] = await pushRows();
    expect(Date.parse(row!.nextAttemptAt)).toBe(now.getTime() + 2000);
    receiver.answer(phone.endpoint, null);
    later(2000);
    expect(await send.tick()).toBe(1);
    await receiver.waitFor(1);
    [row] = await pushRows();
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    expect(logs.filter((entry) => entry.event === "notification_failing")).toHaveLength(1);
  });

  it("disabling an account or signing out everywhere removes every device at once; a push already queued is dropped", async () => {
    await database.desk.setOnDuty(counsellorId, true, adminId);
    await device(counsellorId);
    await device(counsellorId);
    await database.submissions.saveEnquiry(enquiry(7));
    await database.desk.setStaffActive(counsellorId, false, adminId);
    expect((await database.desk.notificationSettings(counsellorId)).devices).toEqual([]);
    await sender().tick();
    expect(receiver.requests).toEqual([]);
    expect((await pushRows()).map((row) => row.status)).toEqual(["dropped", "dropped"]);

    await device(adminId);
    await device(adminId);
    expect((await database.desk.notificationSettings(adminId)).devices).toHaveLength(2);
    await database.desk.endAllSessions(adminId);
    expect((await database.desk.notificationSettings(adminId)).devices).toEqual([]);
  });

  it("a person removes only their own device", async () => {
    const theirs = await device(adminId);
    expect(await database.desk.removePushDevice(counsellorId, theirs.id)).toBe(false);
    expect((await database.desk.notificationSettings(adminId)).devices).toHaveLength(1);
    expect(await database.desk.removePushDevice(adminId, theirs.id)).toBe(true);
    expect((await database.desk.notificationSettings(adminId)).devices).toEqual([]);
  });

  it("reminds the owner once of a next step 10 minutes ahead and of a promise an hour from its end; escalations reach admins", async () => {
    await database.desk.setOnDuty(counsellorId, true, adminId);
    const phone = await device(counsellorId);
    const adminPhone = await device(adminId);
    await database.submissions.saveEnquiry(enquiry(8));
    await database.submissions.saveEnquiry(enquiry(9));
    const [second, first] = (await database.desk.inbox({})).leads;
    const scheduler = new Scheduler(
      database.db,
      { email: false, push: true, digestTime: "off", workingWeek: () => workingWeek },
      () => now,
      log,
    );
    const step = new Date(now.getTime() + 30 * 60_000).toISOString(); // 10:30 India time
    await database.db.updateTable("leads").set({ nextFollowUpAt: step }).where("id", "=", first!.id).execute();
    await database.db
      .updateTable("leads")
      .set({ contactedAt: now.toISOString() })
      .where("id", "=", first!.id)
      .execute();

    expect(await scheduler.remind()).toBe(0); // 30 minutes ahead
    later(20 * 60_000);
    expect(await scheduler.remind()).toBe(1); // 10 minutes ahead
    later(60_000);
    expect(await scheduler.remind()).toBe(0); // once
    // A new time is a new reminder.
    const moved = new Date(now.getTime() + 5 * 60_000).toISOString();
    await database.db.updateTable("leads").set({ nextFollowUpAt: moved }).where("id", "=", first!.id).execute();
    expect(await scheduler.remind()).toBe(1);

    // The second lead, never reached: an hour before its 24 hours end (escalated on the way, 4 working hours in).
    now = new Date(Date.parse(second!.promiseFrom!) + 23 * HOUR_MS - 60_000);
    expect(await scheduler.remind()).toBe(0);
    expect(await scheduler.escalate()).toBe(1); // the first was reached
    later(60_000);
    expect(await scheduler.remind()).toBe(1);
    later(60_000);
    expect(await scheduler.remind()).toBe(0);

    await sender().tick();
    const messages = await receiver.waitFor(5);
    // One batch is sent at once, so the push service may take them in any order. The two new
    // leads, waiting together for the same phone, go as one summary; reminders each as its own.
    const toPhone = messages.filter((message) => message.endpoint === phone.endpoint).map((each) => each.payload);
    expect(toPhone.map((payload) => payload.title).sort()).toEqual(
      ["2 new leads for you", "Next step at 10:30", "Next step at 10:26", "1 hour left on the 24-hour promise"].sort(),
    );
    expect(
      messages.filter((message) => message.endpoint === adminPhone.endpoint).map((each) => each.payload.title),
    ).toEqual(["Not reached after 4 working hours"]);
    // How long a push service may keep each: until it is stale (10 minutes for a step due soon).
    const ttl = messages.map((message) => `${message.payload.title}: ${message.headers.ttl}`);
    expect(ttl.sort()).toEqual(
      [
        "2 new leads for you: 86400",
        "Next step at 10:30: 600",
        "Next step at 10:26: 600",
        "1 hour left on the 24-hour promise: 3600",
        "Not reached after 4 working hours: 86400",
      ].sort(),
    );
  });

  /** A device written straight into the table, as a subscription accepted before issue #49's checks may be. */
  async function storedDevice(staffId: string, fields: { endpoint: string; p256dh: string; auth: string }) {
    const id = randomUUID();
    await database.db
      .insertInto("push_subscriptions")
      .values({ id, staffId, ...fields, label: "Chrome on Android", createdAt: now.toISOString(), lastSentAt: null })
      .execute();
    return id;
  }

  /** 65 bytes shaped like a P-256 key (0x04, x, y) that are no point on the curve. */
  function offCurveKey(): string {
    for (;;) {
      const bytes = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
      try {
        createECDH("prime256v1").computeSecret(bytes);
      } catch {
        return bytes.toString("base64url");
      }
    }
  }

  it("a stored device whose key is no P-256 point fails alone: it is removed, and another person's pushes go at once", async () => {
    const ravi = await database.desk.createStaff({ email: "ravi@example.com", name: "Ravi", role: "counsellor" }, null);
    if (!ravi.ok) throw new Error("staff");
    const bad = await storedDevice(counsellorId, {
      ...receiver.subscribe().keys,
      endpoint: receiver.subscribe().endpoint,
      p256dh: offCurveKey(),
    });
    const raviPhone = await device(ravi.staff.id);
    await database.desk.setOnDuty(counsellorId, true, adminId);
    await database.submissions.saveEnquiry(enquiry(50)); // Kavya's: her only device is the bad one
    await database.desk.setOnDuty(counsellorId, false, adminId);
    await database.desk.setOnDuty(ravi.staff.id, true, adminId);
    await database.submissions.saveEnquiry(enquiry(51)); // Ravi's
    const send = sender();
    await send.tick();
    expect((await receiver.waitFor(1)).map((message) => message.endpoint)).toEqual([raviPhone.endpoint]);
    const rows = await pushRows();
    expect(rows.map((row) => [row.status, row.lastError])).toEqual([
      ["dropped", "this device's push key cannot be used: the device was removed"],
      ["sent", null],
    ]);
    expect((await database.desk.notificationSettings(counsellorId)).devices.map((each) => each.id)).not.toContain(bad);
    // Nothing of the channel waits: the next lead's push goes in the next tick, with no time passing.
    await database.submissions.saveEnquiry(enquiry(52));
    expect(await send.tick()).toBe(1);
    await receiver.waitFor(2);
    const health = await database.db.selectFrom("delivery_health").selectAll().where("channel", "=", "push").execute();
    expect(health.every((row) => row.failingSince === null)).toBe(true);
  });

  it("a device whose push service fails backs off alone, others' pushes are not held, and after a day of failing it is removed", async () => {
    const ravi = await database.desk.createStaff({ email: "ravi@example.com", name: "Ravi", role: "counsellor" }, null);
    if (!ravi.ok) throw new Error("staff");
    const failing = await device(counsellorId);
    receiver.answer(failing.endpoint, 500);
    const raviPhone = await device(ravi.staff.id);
    const send = sender();
    const toKavya = async (n: number) => {
      await database.desk.setOnDuty(ravi.staff.id, false, adminId);
      await database.desk.setOnDuty(counsellorId, true, adminId);
      await database.submissions.saveEnquiry(enquiry(n));
    };
    const toRavi = async (n: number) => {
      await database.desk.setOnDuty(counsellorId, false, adminId);
      await database.desk.setOnDuty(ravi.staff.id, true, adminId);
      await database.submissions.saveEnquiry(enquiry(n));
    };
    const requestsTo = (endpoint: string) => receiver.requests.filter(([to]) => to === endpoint).length;

    await toKavya(60);
    expect(await send.tick()).toBe(0);
    expect(requestsTo(failing.endpoint)).toBe(1);
    // Ravi's lead, written while Kavya's device backs off: sent at once.
    await toRavi(61);
    expect(await send.tick()).toBe(1);
    expect((await receiver.waitFor(1))[0]!.endpoint).toBe(raviPhone.endpoint);
    // Kavya's next lead waits for her device's next try rather than asking its service again now.
    await toKavya(62);
    expect(await send.tick()).toBe(0);
    expect(requestsTo(failing.endpoint)).toBe(1);
    const kavyas = (await pushRows()).filter((row) => row.status === "pending");
    expect(kavyas).toHaveLength(2);
    expect(kavyas.every((row) => Date.parse(row.nextAttemptAt) === now.getTime() + 1000)).toBe(true);

    // Its retries fail for a day: given up on, and the device removed (nothing reached it all day).
    later(24 * HOUR_MS);
    expect(await send.tick()).toBe(0);
    expect(requestsTo(failing.endpoint)).toBe(2); // both leads in one summary
    expect((await pushRows()).map((row) => row.status)).toEqual(["failed", "sent", "failed"]);
    expect((await database.desk.notificationSettings(counsellorId)).devices).toEqual([]);
    expect((await database.desk.notificationSettings(ravi.staff.id)).devices).toHaveLength(1);
    expect(logs.some((entry) => entry.event === "push_device_removed" && entry.why === "failing for a day")).toBe(true);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per person: the 11th replaces the oldest`, async () => {
    const added: string[] = [];
    for (let n = 0; n < 11; n++) {
      added.push((await device(counsellorId, `Phone ${n}`)).id);
      later(1000);
    }
    const kept = (await database.desk.notificationSettings(counsellorId)).devices.map((each) => each.id);
    expect(kept).toHaveLength(10);
    expect(kept).toEqual(added.slice(1));
    // Someone else's devices are not counted against them.
    await device(adminId);
    expect((await database.desk.notificationSettings(counsellorId)).devices).toHaveLength(10);
  });

  it("a stored device whose address is not a push service's is removed without a connection", async () => {
    const connections: unknown[] = [];
    const listener = createTcpServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((listening) => listener.listen(0, "127.0.0.1", listening));
    try {
      endpoints = { moreHosts: [], loopbackForTests: false };
      const { port } = listener.address() as AddressInfo;
      await storedDevice(counsellorId, { ...receiver.subscribe().keys, endpoint: `https://127.0.0.1:${port}/push` });
      await database.desk.setOnDuty(counsellorId, true, adminId);
      await database.submissions.saveEnquiry(enquiry(70));
      await sender().tick();
      expect((await pushRows()).map((row) => [row.status, row.lastError])).toEqual([
        ["dropped", "this device's push address is not a push service's: the device was removed"],
      ]);
      expect((await database.desk.notificationSettings(counsellorId)).devices).toEqual([]);
      expect(connections).toEqual([]);
    } finally {
      listener.close();
    }
  });

  it("a push service's name that resolves inside the network is refused when connecting: nothing reaches the listener", async () => {
    const connections: unknown[] = [];
    const listener = createTcpServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((listening) => listener.listen(0, "127.0.0.1", listening));
    try {
      // An operator's extra push service whose name (as DNS rebinding would make it) points at this machine.
      endpoints = { moreHosts: ["localhost"], loopbackForTests: false };
      const { port } = listener.address() as AddressInfo;
      const phone = receiver.subscribe();
      await database.desk.addPushDevice(counsellorId, {
        endpoint: `https://localhost:${port}/push/rebound`,
        ...phone.keys,
        label: "Chrome on Android",
      });
      await database.desk.setOnDuty(counsellorId, true, adminId);
      await database.submissions.saveEnquiry(enquiry(71));
      expect(await sender().tick()).toBe(0);
      const [row] = await pushRows();
      expect(row).toMatchObject({
        status: "pending",
        lastError: "the push service's address is inside a private network",
      });
      expect(connections).toEqual([]);
      expect(logs.some((entry) => entry.event === "push_failed" && /127\.0\.0\.1|::1/.test(String(entry.error)))).toBe(
        true,
      );
    } finally {
      listener.close();
    }
  });
});
