import type { Page } from "@playwright/test";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { e2eDatabase, expect, test } from "#tests/support/fixtures.ts";

/**
 * The launch checklist on a phone (375 px), the editor's: they reach it from their tabs, read an
 * item as families read it (the words in English and Hindi, the course or page it belongs to, the
 * desk screen that changes it, never a file or a developer's note), confirm it with its source,
 * and the confirmation survives a reload with who gave it; then withdraw it. One item at a time:
 * there is no "Confirm all". An item that needs a value offers no confirmation. The same
 * without JavaScript. Each test confirms an item of its own and withdraws it, so the shared
 * database ends as it began. LAUNCH_SHOTS=<folder> also saves screenshots at 375 and 1280 px.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
// One after the other: each reads the headline count before and after its own confirmation.
test.describe.configure({ mode: "serial" });

const SHOTS = process.env.LAUNCH_SHOTS;

const count = async (page: Page) => {
  const text = (await page.getByTestId("launch-count").textContent()) ?? "";
  const [, confirmed, total] = /(\d+) of (\d+) confirmed/.exec(text) ?? [];
  return { confirmed: Number(confirmed), total: Number(total) };
};

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test("an editor reads a home page fee as families do, confirms it, and the confirmation survives a reload", async ({
  page,
}) => {
  const editor = await addStaff(e2eDatabase(), { role: "editor", name: "Meera Editor" });
  await signIn(page, editor, "/desk/content");

  // One tap from the editor's tabs, which then mark it as the page they are on.
  const tabs = page.getByRole("navigation", { name: "Desk tabs" });
  await expect(tabs.getByRole("link", { name: /Content/ })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: /Checklist/ }).click();
  await expect(page.getByRole("heading", { name: "Launch checklist" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: /Checklist/ })).toHaveAttribute("aria-current", "page");
  const before = await count(page);
  expect(before.total).toBeGreaterThan(100);

  await page.getByText("Fees", { exact: true }).click();
  const items = page.getByTestId("launch-item");
  await expect(items.first()).toBeVisible();
  // Nothing a developer wrote for developers, and no rubber stamp.
  const text = (await page.locator("main").innerText()).toLowerCase();
  expect(text).not.toContain("app/content");
  expect(text).not.toMatch(/\.ts\b/);
  expect(text).not.toMatch(/\bspec\b/);
  expect(text).not.toContain("npm");
  await expect(page.getByRole("button", { name: /Confirm all/ })).toHaveCount(0);

  // The three home page cards' fee periods are three items, each naming its course, in both languages.
  const fee = items.filter({ hasText: "Home page, course card: Radiology & Medical Imaging" }).filter({
    hasText: "Fee period",
  });
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText("₹50,000 per year");
  await expect(fee.locator('[lang="hi"]')).toHaveText("₹50,000 प्रति वर्ष");
  await expect(fee.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  await expect(items.filter({ hasText: "Home page, course card: Medical Lab Technology" }).first()).toBeVisible();
  // What needs a value says so, links the desk screen that fills it in, and offers no confirmation.
  const needsValue = items.filter({ hasText: "Tuition (amount and when it is paid)" });
  await expect(needsValue).toContainText("To be confirmed");
  await expect(needsValue.getByRole("link", { name: "Site content, Fees" })).toHaveAttribute(
    "href",
    "/desk/content/fees",
  );
  await expect(needsValue.getByRole("button")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, "launch-fees");

  await fee.getByLabel("What confirms it as it stands").fill("Fee circular 2026-27, page 1");
  await fee.getByRole("button", { name: /^Confirm/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirmed:" })).toContainText("Confirmed: Fee period.");
  const confirmed = items.filter({ hasText: "Home page, course card: Radiology & Medical Imaging" }).filter({
    hasText: "Fee period",
  });
  await expect(confirmed).toContainText("Confirmed by Meera Editor");
  await expect(confirmed).toContainText("Source: Fee circular 2026-27, page 1");
  expect(await count(page)).toEqual({ confirmed: before.confirmed + 1, total: before.total });

  // A reload: still confirmed, still saying who.
  await page.reload();
  await expect(confirmed).toContainText("Confirmed by Meera Editor");
  expect((await count(page)).confirmed).toBe(before.confirmed + 1);
  await shoot(page, "launch-confirmed");

  const stored = await withDesk(e2eDatabase(), (database) => database.desk.launchConfirmations());
  const row = stored.find((each) => each.staffId === editor.id);
  expect(row).toMatchObject({ source: "Fee circular 2026-27, page 1", fingerprint: expect.any(String) });
  expect(row!.key).toContain("home");

  await confirmed.getByRole("button", { name: /^Withdraw/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "withdrawn" })).toContainText("Confirmation withdrawn");
  expect((await count(page)).confirmed).toBe(before.confirmed);
  const audit = await withDesk(e2eDatabase(), async (database) =>
    (await database.desk.auditLog({ page: 1 })).entries
      .filter((entry) => entry.staffId === editor.id && entry.action.startsWith("launch."))
      .map((entry) => entry.action),
  );
  expect(audit.sort()).toEqual(["launch.confirmed", "launch.withdrawn"]);
});

test("without JavaScript an admin confirms and withdraws all the same", async ({ browser, baseURL }) => {
  const admin = await addStaff(e2eDatabase(), { role: "admin", name: "Ravi NoScript" });
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await signIn(page, admin, "/desk/launch");
    const before = await count(page);
    await page.getByText("Contact details", { exact: true }).click();
    const item = page.getByTestId("launch-item").filter({ hasText: "Admissions email: still a sample" });
    await expect(item).toContainText("admissions@example.com");
    await item.getByLabel("What confirms it as it stands").fill("Admissions office, 2026 prospectus p. 1");
    await item.getByRole("button", { name: /^Confirm/ }).click();
    await expect(page).toHaveURL(/\/desk\/launch\?done=confirmed&item=contact%3Aadmissions%20email#item-/);
    const confirmed = page.getByTestId("launch-item").filter({ hasText: "Admissions email: still a sample" });
    await expect(confirmed).toContainText("Confirmed by Ravi NoScript");
    expect((await count(page)).confirmed).toBe(before.confirmed + 1);
    await confirmed.getByRole("button", { name: /^Withdraw/ }).click();
    await expect(page).toHaveURL(/done=withdrawn/);
    expect((await count(page)).confirmed).toBe(before.confirmed);
  } finally {
    await context.close();
  }
});

test("a counsellor is refused the checklist", async ({ page }) => {
  const counsellor = await addStaff(e2eDatabase(), { role: "counsellor" });
  await signIn(page, counsellor, "/desk/today");
  const response = await page.goto("/desk/launch");
  expect(response?.status()).toBe(403);
});
