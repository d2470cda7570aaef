import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { addStaff, signIn, type TestStaff } from "#tests/support/desk.ts";
import { expect, startProjectServer, test } from "#tests/support/fixtures.ts";
import type { TestServer } from "#tests/support/server.ts";

/**
 * The site's content kept true from the desk by an editor, on a phone (375 px): the office hours and a fee
 * changed, a bad amount refused beside its field, the draft previewed, published, and the
 * public pages (pre-rendered, hydrated in the browser) showing it in both languages; then the
 * first revision restored. On a server of its own: a publish changes every page.
 * CONTENT_SHOTS=<folder> also saves screenshots of each screen at 375 and 1280 px.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.CONTENT_SHOTS;

let server: TestServer;
let editor: TestStaff;

test.beforeAll(async () => {
  server = await startProjectServer();
  // An editor: the office or marketing person who keeps the site true and sees no student's details.
  editor = await addStaff(server.databaseUrl, { role: "editor", name: "Asha Editor" });
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function open(browser: Browser, next: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, editor, next);
  return page;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
}

/** A public page loaded in the browser with its scripts: what it shows once hydrated, and any error on the way. */
async function publicPage(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: "networkidle" });
  const text = await page.locator("body").innerText();
  await context.close();
  return { text, errors };
}

test("office hours and a fee changed on a phone, previewed, published, seen on the public pages, restored", async ({
  browser,
}) => {
  const page = await open(browser, "/desk/content");
  await expect(page.getByRole("heading", { name: "Site content" })).toBeVisible();
  await shoot(page, "content");

  // Saturday closes at 1 PM.
  await page.getByRole("link", { name: "Institute details and office hours" }).click();
  await page.locator("#field-sat-to").fill("13:00");
  await shoot(page, "content-institute");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Draft" })).toBeVisible();

  // A fee: a bad amount is refused beside its field, what was typed kept; then a good one.
  await page.getByRole("link", { name: "Fees, course by course" }).click();
  await shoot(page, "content-fees");
  await page.getByRole("link", { name: /Hotel Management/ }).click();
  await page.locator("#field-total").fill("1.85 lakh");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Write the amount in whole rupees")).toBeVisible();
  await expect(page.locator("#field-total")).toHaveValue("1.85 lakh");
  await expect(page.locator("#field-total")).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "content-course-fees-error");
  await page.locator("#field-total").fill("1,85,000");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Draft" })).toBeVisible();

  // The preview shows the draft; the site does not yet.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "A course page" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByText("Preview of the draft: not published")).toBeVisible();
  await expect(preview.getByText("₹1,85,000").first()).toBeVisible();
  await preview.close();
  expect((await publicPage(browser, "/courses/hotel-management")).text).not.toContain("₹1,85,000");

  await page.getByLabel("What changed").fill("Saturday hours, hotel management fees");
  await shoot(page, "content-draft");
  await page.getByRole("button", { name: "Publish" }).click();
  // Every page is rendered before the revision is written: seconds, not a moment.
  await expect(page.getByText("Published: revision 2 is live.")).toBeVisible({ timeout: 30_000 });

  // Pre-rendered pages, hydrated without an error, in both languages.
  const contact = await publicPage(browser, "/contact");
  expect(contact.errors).toEqual([]);
  expect(contact.text).toContain("9:00 AM - 1:00 PM");
  const hindi = await publicPage(browser, "/hi/contact");
  expect(hindi.errors).toEqual([]);
  expect(hindi.text).toContain("दोपहर 1 बजे");
  const course = await publicPage(browser, "/courses/hotel-management");
  expect(course.errors).toEqual([]);
  expect(course.text).toContain("₹1,85,000");
  expect((await publicPage(browser, "/hi/courses/hotel-management")).text).toContain("₹1,85,000");

  // The first revision back: it asks first, saying what goes off the site; Cancel does nothing.
  await page.getByRole("link", { name: "Restore… revision 1" }).click();
  const confirmation = page.getByTestId("restore-confirmation");
  await expect(confirmation.getByRole("heading")).toHaveText("Put revision 1 back on the whole site?");
  await expect(confirmation).toContainText("What revision 2 changed goes off the site.");
  await shoot(page, "content-restore-confirm");
  await confirmation.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByTestId("restore-confirmation")).toHaveCount(0);
  await expect(page.getByText("Revision 2 (live)")).toBeVisible();
  expect((await publicPage(browser, "/contact")).text).toContain("9:00 AM - 1:00 PM");
  await page.getByRole("link", { name: "Restore… revision 1" }).click();
  await page.getByRole("button", { name: "Yes, restore revision 1" }).click();
  await expect(page.getByText("Revision 1 is live again, as revision 3.")).toBeVisible({ timeout: 30_000 });
  await shoot(page, "content-restored");
  const restored = await publicPage(browser, "/contact");
  expect(restored.text).not.toContain("9:00 AM - 1:00 PM");
  expect(restored.text).toContain("9:00 AM - 4:00 PM");
});
