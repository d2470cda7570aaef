import type { Locator, Page } from "@playwright/test";
import { expect, test } from "#tests/support/fixtures.ts";
import { toast, waitForHydration } from "#tests/support/forms.ts";
import { site } from "#content/site.ts";
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { demonstrationNotice, pendingTopics } from "#content/readiness.ts";
import { filesUnder } from "#server/files-under.ts";

/**
 * What the visitor sees above and over the page: the demonstration notice while the contact
 * details are samples, and where toasts appear (never over the header's navigation, nor the
 * chat button on a phone).
 */

const WIDTHS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** Everything in the header a visitor may tap, and the chat button. */
async function controlsToKeepClear(page: Page): Promise<Locator[]> {
  const header = page.getByRole("banner");
  const controls = [...(await header.getByRole("link").all()), ...(await header.locator("summary").all())];
  controls.push(page.getByRole("link", { name: /chat/i }).last());
  const visible: Locator[] = [];
  for (const control of controls) if (await control.isVisible()) visible.push(control);
  return visible;
}

for (const size of WIDTHS) {
  test(`a toast covers neither the header's links nor the chat button (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/admission");
    const form = 'form[aria-label="Application form"]';
    await waitForHydration(page, form);
    await page.locator(form).locator('button[type="submit"]').click();
    const missing = toast(page, "error", "Missing Information");
    await expect(missing).toBeVisible();
    // Sonner slides it in: measure where it comes to rest.
    await expect(async () => {
      const before = await boxOf(missing);
      await page.waitForTimeout(100);
      expect(await boxOf(missing)).toEqual(before);
    }).toPass();

    const toastBox = await boxOf(missing);
    const controls = await controlsToKeepClear(page);
    expect(controls.length, "header links and the chat button found").toBeGreaterThan(2);
    for (const control of controls) {
      const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
      expect(overlaps(toastBox, await boxOf(control)), `the toast covers "${name.trim()}"`).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`toast-${size.name}.png`) });
  });
}

test("while anything is a sample or unconfirmed, every page says so in one line above the header", async ({ page }) => {
  // The line the content's state gives (app/content/readiness.ts), naming the contact details first.
  const sources = Object.fromEntries(
    filesUnder("app/content")
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => [relative(process.cwd(), file), readFileSync(file, "utf8")]),
  );
  const line = demonstrationNotice(pendingTopics(sources));
  expect(line).toMatch(
    /^Demonstration site: contact details, fees, dates, figures and more shown here are samples or not yet confirmed\.$/,
  );
  for (const path of ["/", "/courses/hospital-management", "/admission", "/privacy", "/faq", "/recognition"]) {
    await page.goto(path);
    const notice = page.getByRole("note").first();
    await expect(notice, path).toHaveText(line!);
    // It comes before the header, so a visitor reads it before the number.
    const [noticeBox, headerBox] = [await boxOf(notice), await boxOf(page.getByRole("banner"))];
    expect(noticeBox.y + noticeBox.height, path).toBeLessThanOrEqual(headerBox.y + 1);
  }
  // The sample numbers are no subscriber's: +91 followed by 0.
  expect(site.phone.digits).toMatch(/^910/);
});
