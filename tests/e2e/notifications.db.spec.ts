import { randomBytes } from "node:crypto";
import { addStaff, query, signIn, sql } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { e2eDatabase, expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import { startMailbox } from "#tests/support/mail.ts";

/**
 * Notifications as staff and visitors meet them in the browser: the admins' banners about
 * email, and where an enquiry came from. The deliveries themselves (the mailbox and the
 * webhook, a server killed with notifications pending, SMTP_URL at start-up) are checked
 * without a browser in tests/http/notifications.db.test.ts.
 */
test.describe.configure({ timeout: 120_000 });

function enquiry() {
  const name = `Mail ${randomBytes(3).toString("hex")}`;
  const fields = validEnquiry({ name, phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` });
  return fields as typeof fields & { name: string; course: string; message: string };
}

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
