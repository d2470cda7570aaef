import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { addStaff, query, signIn, sql } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { e2eDatabase, expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import { startMailbox, startReceiver } from "#tests/support/mail.ts";
import { freePort } from "#tests/support/server.ts";

/**
 * Notifications through the real server: a real SMTP server and a real webhook receiver in
 * this process, the server as its own processes. Each test has its own server.
 */
test.describe.configure({ timeout: 120_000 });
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

function enquiry() {
  const name = `Mail ${randomBytes(3).toString("hex")}`;
  const fields = validEnquiry({ name, phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` });
  return fields as typeof fields & { name: string; course: string; message: string };
}

test("a new enquiry reaches the staff mailbox and the webhook, signed, without the visitor waiting", async () => {
  const mailbox = await startMailbox();
  const receiver = await startReceiver();
  const server = await startProjectServer({
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
});

test("killed with notifications pending, the server delivers every one after it restarts", async () => {
  const port = await freePort(); // nothing listens there yet: the mail server is down
  const first = await startProjectServer({
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
  const second = await startProjectServer({
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
    expect(mails.map((mail) => /New enquiry from (.+)\./.exec(mail.text ?? "")?.[1]).sort()).toEqual([...names].sort());
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(5);
  } finally {
    await second.stop();
    second.cleanup();
    await mailbox.close();
  }
});

test("a wrong SMTP password shows admins a banner with the reason; counsellors see none", async ({ browser }) => {
  const mailbox = await startMailbox({ password: "right" });
  const server = await startProjectServer({
    env: { SMTP_URL: mailbox.url("desk", "wrong"), OUTBOX_RETRY_SECONDS: "1" },
  });
  try {
    const admin = await addStaff(server.databaseUrl, { role: "admin" });
    const counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    expect((await post(server.url, "/admission", enquiry())).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await query(
              server.databaseUrl,
              sql<{ failingSince: string }>`select failing_since from delivery_health where channel = 'email'`,
            )
          )[0]?.failingSince ?? null,
        {
          timeout: 30_000,
        },
      )
      .not.toBeNull();

    const page = await browser.newPage({ baseURL: server.url });
    await signIn(page, admin, "/desk/today");
    await expect(page.getByRole("alert")).toContainText(/Email is failing since .*: email: Invalid login/);
    await page.close();

    const other = await browser.newPage({ baseURL: server.url });
    await signIn(other, counsellor);
    await expect(other.getByRole("alert")).toHaveCount(0);
    await other.close();
    expect(mailbox.messages).toHaveLength(0);
  } finally {
    await server.stop();
    server.cleanup();
    await mailbox.close();
  }
});

test("without SMTP_URL admins are told that email notifications are off", async ({ browser }) => {
  const server = await startProjectServer();
  try {
    const admin = await addStaff(server.databaseUrl, { role: "admin" });
    const page = await browser.newPage({ baseURL: server.url });
    await signIn(page, admin);
    await expect(page.getByRole("status").filter({ hasText: "Email notifications are off" })).toBeVisible();
    await page.close();
  } finally {
    await server.stop();
    server.cleanup();
  }
});

test("start-up refuses a malformed SMTP_URL with one clear line", async () => {
  const started = startProjectServer({ env: { SMTP_URL: "mail.example.com:465" } });
  await expect(started).rejects.toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
});

test.describe("where an enquiry came from", () => {
  async function lastEnquiry(name: string) {
    return (
      await query(
        e2eDatabase(),
        sql`select utm_source, utm_medium, utm_campaign, referrer_host, landing_page, form_page from enquiries where name = ${name}`,
      )
    )[0];
  }

  test("with JavaScript: the landing page, its campaign tags, the referring site and the form's page", async ({
    page,
  }) => {
    const name = `Source ${randomBytes(3).toString("hex")}`;
    await page.goto("/courses/hotel-management?utm_source=Newsletter&utm_medium=email&utm_campaign=nov-2026", {
      referer: "https://www.google.com/search?q=b.voc",
    });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // On to the admission page inside the site: the visit still began on the course page.
    await page.getByRole("link", { name: "Admission", exact: true }).first().click();
    await page.waitForURL("**/admission");
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Phone Number").fill(uniquePhone());
    await page.getByLabel("Email Address").fill("source@example.com");
    await page.locator("#enquiry-admission-course").selectOption({ index: 1 });
    await page.getByLabel("University").selectOption({ index: 1 });
    await page.getByLabel("Who is filling in this form?").selectOption("student");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect
      .poll(() => lastEnquiry(name), { timeout: 15_000 })
      .toEqual({
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "nov-2026",
        referrerHost: "www.google.com",
        landingPage: "/courses/hotel-management?utm_source=Newsletter&utm_medium=email&utm_campaign=nov-2026",
        formPage: "/admission",
      });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the page the form was sent from, and nothing else", async ({ page }) => {
      const name = `NoJs ${randomBytes(3).toString("hex")}`;
      await page.goto("/admission?utm_source=newsletter");
      await page.getByLabel("Full Name").fill(name);
      await page.getByLabel("Phone Number").fill(uniquePhone());
      await page.getByLabel("Email Address").fill("source@example.com");
      await page.locator("#enquiry-admission-course").selectOption({ index: 1 });
      await page.getByLabel("University").selectOption({ index: 1 });
      await page.getByLabel("Who is filling in this form?").selectOption("student");
      await page.getByRole("button", { name: "Submit Application" }).click();
      expect(await lastEnquiry(name)).toEqual({
        utmSource: "",
        utmMedium: "",
        utmCampaign: "",
        referrerHost: "",
        landingPage: "",
        formPage: "/admission",
      });
    });
  });
});
