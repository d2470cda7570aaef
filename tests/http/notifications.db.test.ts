import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { expect, it } from "vitest";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { startMailbox, startReceiver } from "#tests/support/mail.ts";
import { freePort, startServer } from "#tests/support/server.ts";

/**
 * Notifications through the real server: a real SMTP server and a real webhook receiver in
 * this process, the server as its own process, each test with its own (on PostgreSQL too:
 * startServer's database follows TEST_DATABASE). Moved from tests/e2e/notifications.db.spec.ts,
 * which keeps what needs the browser: the admins' banners and where an enquiry came from.
 */
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
/** Two servers to start and up to a minute's wait for the mail: a hang, not a budget. */
const TIMEOUT = 120_000;

function enquiry() {
  const name = `Mail ${randomBytes(3).toString("hex")}`;
  const fields = validEnquiry({ name, phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` });
  return fields as typeof fields & { name: string; course: string; message: string };
}

it(
  "a new enquiry reaches the staff mailbox and the webhook, signed, without the visitor waiting",
  async () => {
    const mailbox = await startMailbox();
    const receiver = await startReceiver();
    const server = await startServer({
      env: {
        SMTP_URL: mailbox.url(),
        MAIL_FROM: "Desk <desk@example.in>",
        NOTIFY_EMAIL: "office@example.in",
        WEBHOOK_URL: receiver.url,
        WEBHOOK_SECRET: SECRET,
        SITE_URL: "https://desk.example.in",
      },
    });
    try {
      const sent = enquiry();
      // Posted from the public site: the server checks a post's origin against SITE_URL.
      expect((await post(server.url, "/admission", sent, { origin: "https://desk.example.in" })).status).toBe(200);
      const [mail] = await mailbox.waitFor(1, 60_000);
      // Allocation is round-robin by default and nobody is on duty on a fresh database: the admins are told.
      expect(mail!.subject).toBe(`New enquiry: ${sent.course} (admission form), nobody on duty`);
      expect((mail!.to as { text: string }).text).toBe("office@example.in");
      expect(mail!.text).toContain(sent.name);
      expect(mail!.text).toMatch(/https:\/\/desk\.example\.in\/desk\/leads\/[0-9a-f-]{36}/);
      expect(mail!.text).not.toContain(sent.message);
      await expect.poll(() => receiver.calls.length, { timeout: 30_000 }).toBe(1);
      const body = new Webhook(SECRET).verify(receiver.calls[0]!.body, receiver.calls[0]!.headers) as {
        type: string;
        data: { name: string };
      };
      expect(body).toMatchObject({ type: "enquiry.created", data: { name: sent.name } });
    } finally {
      await server.stop();
      server.cleanup();
      await mailbox.close();
      await receiver.close();
    }
  },
  TIMEOUT,
);

it(
  "killed with notifications pending, the server delivers every one after it restarts",
  async () => {
    const port = await freePort(); // nothing listens there yet: the mail server is down
    const first = await startServer({
      env: {
        SMTP_URL: `smtp://desk:secret@127.0.0.1:${port}`,
        NOTIFY_EMAIL: "office@example.in",
        OUTBOX_RETRY_SECONDS: "1",
      },
    });
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = enquiry();
      names.push(sent.name);
      expect((await post(first.url, "/admission", sent)).status).toBe(200); // the visitor is answered at once
    }
    await first.kill(); // SIGKILL: nothing flushed, nothing sent

    const mailbox = await startMailbox({ port });
    const second = await startServer({
      dir: first.dir,
      databaseUrl: first.databaseUrl,
      env: {
        SMTP_URL: `smtp://desk:secret@127.0.0.1:${port}`,
        NOTIFY_EMAIL: "office@example.in",
        OUTBOX_RETRY_SECONDS: "1",
      },
    });
    try {
      const mails = await mailbox.waitFor(5, 60_000);
      expect(mails.map((mail) => /New enquiry from (.+)\./.exec(mail.text ?? "")?.[1]).sort()).toEqual(
        [...names].sort(),
      );
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(5);
    } finally {
      await second.stop();
      second.cleanup();
      await mailbox.close();
    }
  },
  TIMEOUT,
);

it("start-up refuses a malformed SMTP_URL with one clear line", async () => {
  const started = startServer({ env: { SMTP_URL: "mail.example.com:465" } });
  await expect(started).rejects.toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
});
