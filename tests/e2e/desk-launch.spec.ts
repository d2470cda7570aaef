import type { Page } from "@playwright/test";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { e2eDatabase, expect, test } from "#tests/support/fixtures.ts";

/**
 * The launch checklist on a phone (375 px): an admin reaches it from the More menu, confirms a
 * sample contact detail that is in fact right with its source, sees who confirmed it and the
 * count go up, and withdraws it; an item that needs a value offers no confirmation. The same
 * without JavaScript. Each test confirms an item of its own and withdraws it, so the shared
 * database ends as it began.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
// One after the other: each reads the headline count before and after its own confirmation.
test.describe.configure({ mode: "serial" });

const count = async (page: Page) => {
  const text = (await page.getByTestId("launch-count").textContent()) ?? "";
  const [, confirmed, total] = /(\d+) of (\d+) confirmed/.exec(text) ?? [];
  return { confirmed: Number(confirmed), total: Number(total) };
};

test("an admin confirms a sample contact detail with its source in five taps, and withdraws it", async ({ page }) => {
  const admin = await addStaff(e2eDatabase(), { role: "admin", name: "Meera Launch" });
  await signIn(page, admin, "/desk/today");

  // Tap 1 and 2: More, then the checklist.
  const tabs = page.getByRole("navigation", { name: "Desk tabs" });
  await tabs.getByText("More").click();
  await tabs.getByRole("link", { name: "Launch checklist" }).click();
  await expect(page.getByRole("heading", { name: "Launch checklist" })).toBeVisible();
  const before = await count(page);
  expect(before.total).toBeGreaterThan(100);

  // Tap 3: the group. Every item says where it appears, with links to the pages.
  await page.getByText("Contact details", { exact: true }).click();
  const item = page.getByTestId("launch-item").filter({ hasText: "the email is still a sample" });
  await expect(item.getByRole("link", { name: "/contact" })).toHaveAttribute("href", "/contact");
  await expect(item).toContainText("app/content/site.ts");
  // What needs a value says so, and offers no confirmation.
  const needsValue = page.getByTestId("launch-item").filter({ hasText: "getting here:" });
  await expect(needsValue).toContainText("fill it in through Site content, Getting here");
  await expect(needsValue.getByRole("link", { name: "Site content, Getting here" })).toHaveAttribute(
    "href",
    "/desk/content/contact",
  );
  await expect(needsValue.getByRole("button")).toHaveCount(0);

  // Tap 4 and 5: the source, then Confirm.
  await item.getByLabel("Source that confirms it as it stands").fill("Letterhead 2026-27, footer");
  await item.getByRole("button", { name: /^Confirm/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirmed:" })).toContainText(
    "Confirmed: the email is still a sample.",
  );
  const confirmed = page.getByTestId("launch-item").filter({ hasText: "the email is still a sample" });
  await expect(confirmed).toContainText("Confirmed by Meera Launch");
  await expect(confirmed).toContainText("Source: Letterhead 2026-27, footer");
  await expect(confirmed).toBeInViewport();
  expect(await count(page)).toEqual({ confirmed: before.confirmed + 1, total: before.total });
  const stored = await withDesk(e2eDatabase(), (database) => database.desk.launchConfirmations());
  expect(stored).toContainEqual(
    expect.objectContaining({ key: "contact:email", source: "Letterhead 2026-27, footer", staffId: admin.id }),
  );

  await confirmed.getByRole("button", { name: /^Withdraw/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "withdrawn" })).toContainText("Confirmation withdrawn");
  await expect(page.getByTestId("launch-item").filter({ hasText: "the email is still a sample" })).toContainText(
    "Open",
  );
  expect((await count(page)).confirmed).toBe(before.confirmed);
  const audit = await withDesk(e2eDatabase(), async (database) =>
    (await database.desk.auditLog({ page: 1 })).entries
      .filter((entry) => entry.subject === "contact:email" && entry.staffId === admin.id)
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
    const item = page.getByTestId("launch-item").filter({ hasText: "the admissions email is still a sample" });
    await item.getByLabel("Source that confirms it as it stands").fill("Admissions office, 2026 prospectus p. 1");
    await item.getByRole("button", { name: /^Confirm/ }).click();
    await expect(page).toHaveURL(/\/desk\/launch\?done=confirmed&item=contact%3Aadmissions%20email#item-/);
    const confirmed = page.getByTestId("launch-item").filter({ hasText: "the admissions email is still a sample" });
    await expect(confirmed).toContainText("Confirmed by Ravi NoScript");
    expect((await count(page)).confirmed).toBe(before.confirmed + 1);
    await confirmed.getByRole("button", { name: /^Withdraw/ }).click();
    await expect(page).toHaveURL(/done=withdrawn/);
    expect((await count(page)).confirmed).toBe(before.confirmed);
  } finally {
    await context.close();
  }
});
