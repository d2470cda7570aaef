import type { Page } from "@playwright/test";
import { PAGE_PATHS } from "#app/routes/paths.ts";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";
import { AXE_COURSE_SAMPLE, AXE_VIEWPORTS, axeViolations } from "#tests/support/axe.ts";

/**
 * axe-core, WCAG 2.0-2.2 A and AA rules, on every page template at both widths, and each UI
 * state. The course pages are one template: a sample of them that takes its branches
 * (AXE_COURSE_SAMPLE) is checked here; every course page, in both languages at both widths,
 * by `npm run audit` with the same rules.
 */
// A full axe run over the 22-card course list takes a while on a 2-core machine.
test.describe.configure({ timeout: 120_000 });

// Also the pages rendered on request: the form opened from an Apply Now, and the confirmation
// after an application sent without JavaScript (decision 12).
const TEMPLATES = [
  ...PAGE_PATHS,
  ...AXE_COURSE_SAMPLE.map((slug) => `/courses/${slug}`),
  "/no-such-page",
  "/admission?course=hospital-sterilization",
  "/admission/submitted",
];
for (const size of AXE_VIEWPORTS) {
  test.describe(`axe at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of TEMPLATES) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("an admission form showing its errors has no violations", async ({ page }) => {
      await page.goto("/admission");
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      // The toast fades in: judge its colours once it has come to rest, not halfway.
      await expect(page.locator("[data-sonner-toast]")).toBeVisible();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== "running"),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("axe with the mobile menu open", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("no violations", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    await page.locator('header summary[aria-controls="mobile-menu"]').click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const size of AXE_VIEWPORTS) {
  test(`axe with the popup open at ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.clock.install();
    await page.goto("/about");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.clock.fastForward(15_000);
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

/**
 * Rendered elements reaching past the viewport's right edge. A closed menu's contents are
 * not rendered (the closed <details> skips them), so they do not count.
 */
function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter(
        (element) =>
          element.checkVisibility() &&
          element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
      )
      .map((element) => `${element.tagName} "${(element.textContent ?? "").slice(0, 40)}"`),
  );
}

test.describe("keyboard", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/courses");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("focus is visible on links and buttons", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toMatch(/solid 3px/);
  });

  test("forms carry the autocomplete and input-mode hints", async ({ page }) => {
    await page.goto("/admission");
    const form = page.getByRole("form", { name: "Application form" });
    await expect(form.getByLabel("Full Name")).toHaveAttribute("autocomplete", "name");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("autocomplete", "tel");
    // The phone keypad with "+", so a number can be typed as +91 … too (decision 12).
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("inputmode", "tel");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("autocomplete", "email");
  });

  test("content reflows at 200% text size without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 900 });
    for (const path of [
      "/",
      "/courses/hospital-management",
      "/hi/courses/medical-lab-technology",
      "/admission",
      "/contact",
    ]) {
      await page.goto(path);
      await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
      expect(await tooWide(page), path).toEqual([]);
    }
    // The phone menu open, at the same size.
    await page.goto("/");
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    await page.locator('header summary[aria-controls="mobile-menu"]').click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await tooWide(page), "/ with the menu open").toEqual([]);
  });

  test("reduced motion turns animations off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const duration = await page.evaluate(() => getComputedStyle(document.querySelector("a")!).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });
});
