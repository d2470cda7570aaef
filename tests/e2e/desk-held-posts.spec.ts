import { randomBytes } from "node:crypto";
import { addStaff, signIn, withDesk } from "#tests/support/desk.ts";
import { axeViolations } from "#tests/support/axe.ts";
import { uniquePhone } from "#tests/support/forms.ts";
import { e2eDatabase, expect, test } from "#tests/support/fixtures.ts";

/**
 * Held posts on a phone (375 px): an admin sees Today's "Held: many posts from one address"
 * section, releases one with one tap and discards another after confirming; a counsellor
 * never sees the section. The posts are stored held directly (what holds them, the counts
 * per address, is tested over HTTP in tests/http/held-posts.db.test.ts).
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

async function holdEnquiry(db: string, name: string): Promise<string> {
  return withDesk(db, async (database) => {
    const saved = await database.submissions.saveEnquiry({
      source: "admission",
      name,
      phone: uniquePhone(),
      email: `${randomBytes(5).toString("hex")}@example.com`,
      course: "B.Voc Medical Lab Technology",
      university: "Other",
      message: "Please call after 5 pm.",
      held: true,
    });
    return saved.id;
  });
}

test("an admin releases a held post with one tap and discards another; a counsellor sees none", async ({
  page,
  browser,
  baseURL,
}) => {
  const db = e2eDatabase();
  const admin = await addStaff(db, { role: "admin" });
  const counsellor = await addStaff(db, { role: "counsellor" });
  const tag = randomBytes(3).toString("hex");
  const first = `Held Asha ${tag}`;
  const second = `Held Ravi ${tag}`;
  const firstId = await holdEnquiry(db, first);
  const secondId = await holdEnquiry(db, second);

  await signIn(page, admin, "/desk/today");
  const held = page.getByRole("region", { name: /Held: many posts from one address/ });
  await expect(held).toBeVisible();
  await expect(held.getByText(first)).toBeVisible();
  const release = held.getByRole("button", { name: `Release ${first}'s post` });
  const box = await release.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/shots-held/today-held-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/shots-held/today-held-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });

  // One tap: it is a lead now, and gone from the held list.
  await release.click();
  await expect(page.getByRole("status").filter({ hasText: "Released" })).toBeVisible();
  await expect(held.getByText(first)).toHaveCount(0);
  const lead = await withDesk(db, async (database) => (await database.desk.inbox({ q: first })).leads);
  expect(lead.map((each) => each.name)).toEqual([first]);
  await page.getByRole("link", { name: "Open the lead" }).click();
  await expect(page.getByRole("heading", { name: first })).toBeVisible();
  await expect(page.getByText(`Released by ${admin.name}`)).toBeVisible();
  expect(firstId).not.toBe(secondId);

  // Discard asks first.
  await page.goto("/desk/today");
  await held.getByRole("link", { name: `Discard ${second}'s post…` }).click();
  const confirm = held.getByRole("form", { name: `Discard ${second}'s post` });
  await expect(confirm.getByText("Erase this post for good?")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/shots-held/today-discard-375.png", fullPage: true });
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Discarded" })).toBeVisible();
  await expect(page.getByText(second)).toHaveCount(0);
  expect(
    await withDesk(db, async (database) => (await database.desk.heldPosts()).items.map((item) => item.id)),
  ).not.toContain(secondId);

  // A counsellor: no section, even with a held post waiting.
  const third = `Held Meena ${tag}`;
  const thirdId = await holdEnquiry(db, third);
  const other = await (await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } })).newPage();
  await signIn(other, counsellor, "/desk/today");
  await expect(other.getByRole("heading", { name: "Today" })).toBeVisible();
  await expect(other.getByText("Held: many posts from one address")).toHaveCount(0);
  await expect(other.getByText(third)).toHaveCount(0);
  await other.screenshot({ path: "/tmp/shots-held/today-counsellor-375.png", fullPage: true });
  // Leave nothing held for the other specs' admins.
  await withDesk(db, (database) => database.desk.discardHeldPost(thirdId, admin.id, null));
});
