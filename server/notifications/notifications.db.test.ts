import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer as createHttpServer } from "node:http";
import { createServer, type AddressInfo, type Server } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOUR_MS } from "#domain/india-time.ts";
import { workingWeek } from "#content/site.ts";
import { startMailbox, startReceiver, type TestMailbox } from "#tests/support/mail.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import type { NewEnquiry } from "#domain/submissions.ts";
import { Scheduler } from "./scheduler";
import { backoffMs, OutboxSender } from "./sender";
import { emailTransport, webhookTransport } from "./transports";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const context = { siteUrl: "https://desk.example.in", siteName: "Test Institute" };
const enquiry = (n: number): NewEnquiry => ({
  source: "admission",
  name: `Student ${n}`,
  phone: `98765${String(n).padStart(5, "0")}`,
  email: `student${n}@example.com`,
  course: "B.Voc Hotel Management",
  university: "Other",
  message: "A private question about fees",
});

describe("notifications", () => {
  let dir: string;
  let now: Date;
  let database: OpenDatabase;
  let mailbox: TestMailbox;
  let logs: Record<string, unknown>[];
  const log = (_level: string, entry: Record<string, unknown>) => void logs.push(entry);
  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "notify-"));
    now = new Date("2026-11-23T04:30:00.000Z"); // Monday 10:00 in India
    logs = [];
    database = await openDatabase(await testDatabaseUrl(join(dir, "db.sqlite")), () => now, {
      email: true,
      webhook: true,
      siteUrl: context.siteUrl,
    });
    const admin = await database.desk.createStaff(
      { email: "head@example.com", name: "Sunita Rao", role: "admin" },
      null,
    );
    if (!admin.ok) throw new Error(admin.message);
    mailbox = await startMailbox({ password: "right" });
  });

  afterEach(async () => {
    await mailbox.close();
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function sender(smtpUrl: string, webhookUrl?: string) {
    const email = emailTransport({ smtpUrl, from: "Desk <desk@example.in>", notify: [] }, database.db, context);
    const webhook = webhookUrl ? webhookTransport(webhookUrl, SECRET, context) : undefined;
    return new OutboxSender(database.db, database.writes, { email, ...(webhook ? { webhook } : {}) }, () => now, log, {
      retryBaseMs: 1000,
      giveUpAfterMs: 24 * HOUR_MS,
      pollMs: 1000,
    });
  }

  it("a stop waits for the send under way, which is then marked sent and not repeated", async () => {
    // A webhook receiver that holds its answer until released: the send is under way when the stop comes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const hook = createHttpServer((request, response) => {
      request.resume();
      arrived();
      void held.then(() => response.writeHead(200).end());
    });
    await new Promise<void>((listening) => hook.listen(0, "127.0.0.1", listening));
    try {
      await database.submissions.saveEnquiry(enquiry(1));
      const send = sender(
        mailbox.url("desk", "right"),
        `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
      );
      const ticking = send.tick();
      await arrival;
      let stopped = false;
      const stopping = send.stop().then(() => (stopped = true));
      for (let turn = 0; turn < 20; turn++) await new Promise((next) => setImmediate(next));
      expect(stopped, "the stop waited for the webhook's answer").toBe(false);
      release();
      await stopping;
      expect(await ticking).toBe(2);
      const rows = await database.db.selectFrom("outbox").select(["channel", "status"]).execute();
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
      // Stopped: a later tick sends nothing again.
      expect(await send.tick()).toBe(0);
    } finally {
      release();
      hook.closeAllConnections();
      await new Promise((closed) => hook.close(closed));
    }
  });

  it("emails the admins about a new enquiry and calls the webhook, signed; the message stays out of the email", async () => {
    const receiver = await startReceiver();
    try {
      const { id } = await database.submissions.saveEnquiry(enquiry(1));
      expect(await sender(mailbox.url("desk", "right"), receiver.url).tick()).toBe(2);

      const [mail] = await mailbox.waitFor(1);
      // Allocation is round-robin by default and nobody here is on duty: the admins are told.
      expect(mail!.subject).toBe("New enquiry: B.Voc Hotel Management (admission form), nobody on duty");
      expect(mail!.text).toMatch(/^Nobody is on duty, so this lead has no owner/);
      expect(mail!.to).toMatchObject({ text: "head@example.com" });
      expect(mail!.text).toContain("Student 1");
      expect(mail!.text).toContain("+91 98765 00001");
      expect(mail!.html).toContain('href="tel:+919876500001"');
      expect(mail!.text).toMatch(/https:\/\/desk\.example\.in\/desk\/leads\/[0-9a-f-]{36}/);
      expect(`${mail!.text}${mail!.html}`).not.toContain("private question");
      const outbox = await database.db.selectFrom("outbox").selectAll().orderBy("channel").execute();
      expect(mail!.messageId).toBe(`<${outbox[0]!.id}@desk.example.in>`);

      const [call] = receiver.calls;
      const verified = new Webhook(SECRET).verify(call!.body, call!.headers) as {
        type: string;
        data: Record<string, string>;
      };
      expect(call!.headers["webhook-id"]).toBe(outbox[1]!.id);
      expect(verified.type).toBe("enquiry.created");
      expect(verified.data).toMatchObject({
        enquiryId: id,
        name: "Student 1",
        course: "B.Voc Hotel Management",
        form: "admission",
      });
      expect(() =>
        new Webhook("whsec_" + Buffer.from("another key of 24 bytes!").toString("base64")).verify(
          call!.body,
          call!.headers,
        ),
      ).toThrow();
      expect(outbox.every((row) => row.status === "sent")).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it(
    "holds 50 enquiries while the mail server is down and delivers each once, in order, when it is back",
    { timeout: 60_000 },
    async () => {
      const port = mailbox.port;
      await mailbox.close();
      const outbox = sender(`smtp://desk:right@127.0.0.1:${port}`);
      for (let n = 1; n <= 50; n++) await database.submissions.saveEnquiry(enquiry(n));
      expect(await outbox.tick()).toBe(0);
      later(500);
      expect(await outbox.tick()).toBe(0); // waiting out the back-off: no second try yet
      expect(logs.filter((entry) => entry.event === "notification_failing")).toHaveLength(1);

      mailbox = await startMailbox({ port, password: "right" });
      later(1000);
      while ((await outbox.tick()) > 0) later(0);
      const mails = await mailbox.waitFor(50);
      expect(mails).toHaveLength(50);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(50);
      expect(mails.map((mail) => mail.text?.match(/Student (\d+)/)?.[1])).toEqual(
        Array.from({ length: 50 }, (_, i) => String(i + 1)),
      );
      expect(logs.filter((entry) => entry.event === "notification_recovered")).toHaveLength(1);
    },
  );

  for (const outage of ["closes gracefully", "is killed mid-connection", "refuses connections"] as const) {
    it(
      `enquiries arriving while the mail server ${outage} wait for the channel's next try, and all go within one retry of its return`,
      { timeout: 60_000 },
      async () => {
        const port = mailbox.port;
        const outbox = sender(`smtp://desk:right@127.0.0.1:${port}`);
        // The pool's connection is open, as in a running server.
        await database.submissions.saveEnquiry(enquiry(0));
        expect(await outbox.tick()).toBe(1);
        await mailbox.waitFor(1);

        let killer: Server | undefined;
        if (outage === "is killed mid-connection") {
          await mailbox.close();
          // Something still takes connections on the port and drops them at once, as a dying server does.
          killer = createServer((socket) => socket.destroy());
          await new Promise<void>((listening) => killer!.listen(port, "127.0.0.1", listening));
        } else {
          await mailbox.close();
        }

        // Six enquiries within the first retry interval (1 s here); each is offered to the sender at
        // once, as its commit does.
        for (let n = 1; n <= 6; n++) {
          await database.submissions.saveEnquiry(enquiry(n));
          await outbox.tick();
          later(150);
        }
        const health = await database.db
          .selectFrom("delivery_health")
          .selectAll()
          .where("channel", "=", "email")
          .executeTakeFirstOrThrow();
        // One try, when the first arrived: the other five waited for the channel's next try
        // instead of failing each, and doubling the wait each time.
        expect(health.failures).toBe(1);
        const waiting = await database.db
          .selectFrom("outbox")
          .select(["nextAttemptAt"])
          .where("status", "=", "pending")
          .execute();
        expect(waiting).toHaveLength(6);
        const nextTry = Math.max(...waiting.map((row) => Date.parse(row.nextAttemptAt)));
        expect(nextTry - now.getTime()).toBeLessThanOrEqual(backoffMs(1, 1000));

        await new Promise<void>((closed) => (killer ? killer.close(() => closed()) : closed()));
        mailbox = await startMailbox({ port, password: "right" });
        later(nextTry - now.getTime());
        expect(await outbox.tick()).toBe(6);
        const mails = await mailbox.waitFor(6);
        expect(mails.map((mail) => mail.text?.match(/Student (\d+)/)?.[1])).toEqual(["1", "2", "3", "4", "5", "6"]);
      },
    );
  }

  it("repeats a webhook with the body stored with its event, the same bytes under the same id even after SITE_URL changed", async () => {
    const receiver = await startReceiver();
    try {
      receiver.status.code = 503;
      await database.submissions.saveEnquiry(enquiry(1));
      const first = new OutboxSender(
        database.db,
        database.writes,
        { webhook: webhookTransport(receiver.url, SECRET, context) },
        () => now,
        log,
        {
          retryBaseMs: 1000,
          giveUpAfterMs: 24 * HOUR_MS,
          pollMs: 1000,
        },
      );
      expect(await first.tick()).toBe(0);
      receiver.status.code = 200;
      later(1000);
      const moved = { ...context, siteUrl: "https://new-address.example.in" };
      const second = new OutboxSender(
        database.db,
        database.writes,
        { webhook: webhookTransport(receiver.url, SECRET, moved) },
        () => now,
        log,
        {
          retryBaseMs: 1000,
          giveUpAfterMs: 24 * HOUR_MS,
          pollMs: 1000,
        },
      );
      expect(await second.tick()).toBe(1);
      const [failed, delivered] = receiver.calls;
      expect(delivered!.headers["webhook-id"]).toBe(failed!.headers["webhook-id"]);
      expect(delivered!.body).toBe(failed!.body);
      expect(delivered!.body).toContain("https://desk.example.in/desk/leads/");
      expect(new Webhook(SECRET).verify(delivered!.body, delivered!.headers)).toMatchObject({
        type: "enquiry.created",
      });
    } finally {
      await receiver.close();
    }
  });

  it("records a wrong password as a failing channel with its reason, once in the log, and gives up after 24 hours", async () => {
    await database.submissions.saveEnquiry(enquiry(1));
    const outbox = sender(mailbox.url("desk", "wrong"));
    for (let i = 0; i < 5; i++) {
      await outbox.tick();
      later(16 * 60_000);
    }
    const health = await database.db
      .selectFrom("delivery_health")
      .selectAll()
      .where("channel", "=", "email")
      .executeTakeFirstOrThrow();
    expect(health.failingSince).toBe("2026-11-23T04:30:00.000Z");
    expect(health.lastError).toMatch(/Invalid login|535/);
    expect(logs.filter((entry) => entry.event === "notification_failing")).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain("Student 1");

    later(24 * HOUR_MS);
    await outbox.tick();
    const row = await database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(mailbox.messages).toHaveLength(0);
  });

  it("emails a one-time sign-in link to the staff member it is for", async () => {
    const ravi = await database.desk.createStaff({ email: "ravi@example.com", name: "Ravi", role: "counsellor" }, null);
    if (!ravi.ok) throw new Error(ravi.message);
    expect(
      await database.desk.emailSignInLink(
        ravi.staff.id,
        "https://desk.example.in/desk/welcome/abc",
        "2026-11-24T04:30:00.000Z",
      ),
    ).toBe(true);
    await sender(mailbox.url("desk", "right")).tick();
    const [mail] = await mailbox.waitFor(1);
    expect((mail!.to as { text: string }).text).toBe("ravi@example.com");
    expect(mail!.subject).toBe("Your sign-in link for the admissions desk");
    expect(mail!.text).toContain("https://desk.example.in/desk/welcome/abc");
  });

  it("puts a sign-in link on the configured site, whatever host it was made with", async () => {
    const asha = await database.desk.createStaff({ email: "asha@example.com", name: "Asha", role: "counsellor" }, null);
    if (!asha.ok) throw new Error(asha.message);
    expect(
      await database.desk.emailSignInLink(
        asha.staff.id,
        "https://evil.example/desk/welcome/xyz",
        "2026-11-24T04:30:00.000Z",
      ),
    ).toBe(true);
    await sender(mailbox.url("desk", "right")).tick();
    const [mail] = await mailbox.waitFor(1);
    expect(mail!.text).toContain("https://desk.example.in/desk/welcome/xyz");
    expect(`${mail!.text}${String(mail!.html)}`).not.toContain("evil.example");
  });

  it("reminds the admins once about a lead still New after 4 working hours", async () => {
    const scheduler = new Scheduler(
      database.db,
      { email: true, digestTime: "off", workingWeek: () => workingWeek },
      () => now,
      log,
    );
    now = new Date("2026-11-23T11:30:00.000Z"); // Monday 17:00 in India: one working hour left today
    await database.submissions.saveEnquiry(enquiry(1));
    later(4 * HOUR_MS); // 21:00: only one working hour has passed
    expect(await scheduler.escalate()).toBe(0);
    now = new Date("2026-11-24T06:29:00.000Z"); // Tuesday 11:59: 3 h 59 min
    expect(await scheduler.escalate()).toBe(0);
    later(60_000);
    expect(await scheduler.escalate()).toBe(1);
    later(HOUR_MS);
    expect(await scheduler.escalate()).toBe(0);
    await sender(mailbox.url("desk", "right")).tick();
    const mails = await mailbox.waitFor(2);
    expect(mails.map((mail) => mail.subject)).toContain(
      "Not reached after 4 working hours: Student 1 (B.Voc Hotel Management)",
    );
  });

  it("sends the morning digest once a day, only to people with something in it", async () => {
    const counsellor = await database.desk.createStaff(
      { email: "ravi@example.com", name: "Ravi", role: "counsellor" },
      null,
    );
    const idle = await database.desk.createStaff({ email: "idle@example.com", name: "Idle", role: "counsellor" }, null);
    if (!counsellor.ok || !idle.ok) throw new Error();
    await database.submissions.saveEnquiry(enquiry(1));
    await database.submissions.saveEnquiry(enquiry(2));
    // Newest first: the first enquiry's lead is the second in the inbox.
    const first = (await database.desk.inbox({})).leads[1];
    await database.desk.changeLead(
      first!.id,
      first!.version,
      { kind: "owner", ownerId: counsellor.staff.id },
      counsellor.staff.id,
    );
    const owned = (await database.desk.lead(first!.id))!;
    await database.desk.changeLead(
      owned.id,
      owned.version,
      { kind: "follow_up", at: "2026-11-24T05:30:00.000Z" },
      counsellor.staff.id,
    );

    const scheduler = new Scheduler(
      database.db,
      { email: true, digestTime: "09:00", workingWeek: () => workingWeek },
      () => now,
      log,
    );
    now = new Date("2026-11-24T03:29:00.000Z"); // Tuesday 08:59
    expect(await scheduler.digest()).toBe(0);
    later(60_000); // 09:00
    expect(await scheduler.digest()).toBe(2); // Ravi (his follow-up) and the admin (unowned leads)
    later(HOUR_MS);
    expect(await scheduler.digest()).toBe(0); // once a day

    await sender(mailbox.url("desk", "right")).tick();
    const mails = await mailbox.waitFor(4); // two new-enquiry emails, two digests
    const digests = mails.filter((mail) => mail.subject?.startsWith("Admissions desk,"));
    expect(digests.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      "head@example.com",
      "ravi@example.com",
    ]);
    expect(digests.find((mail) => (mail.to as { text: string }).text === "ravi@example.com")!.subject).toBe(
      "Admissions desk, 24 Nov 2026: 1 due today",
    );
  });
});
