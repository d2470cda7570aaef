import type { Page } from "@playwright/test";
import { DEGREE_LEVELS, type Course } from "#content/course-schema.ts";
import { courses } from "#content/courses/index.ts";
import { PAGE_PATHS } from "#app/routes/paths.ts";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";
import { axeViolations } from "#tests/support/axe.ts";

/**
 * axe-core, WCAG 2.0-2.2 A and AA rules, on every route at the phone's width, every page
 * template at both widths, and each UI state.
 */
// A full axe run over the 22-card course list takes a while on a 2-core machine.
test.describe.configure({ timeout: 120_000 });

/**
 * One course of each degree: the course pages are one template whose shape follows the
 * degree (fee table, curriculum, eligibility). Checked at both widths; every other course
 * page, the same template with other words, at the phone's width, where most visitors are.
 */
const COURSE_OF_EACH_DEGREE = DEGREE_LEVELS.map((degree) => courses.find((course) => course.degree === degree)!);
const coursePath = (course: Course) => `/courses/${course.slug}`;
// Also the pages rendered on request: the form opened from an Apply Now, and the confirmation
// after an application sent without JavaScript (decision 12).
const TEMPLATES = [
  ...PAGE_PATHS,
  ...COURSE_OF_EACH_DEGREE.map(coursePath),
  "/no-such-page",
  "/admission?course=hospital-sterilization",
  "/admission/submitted",
];
const OTHER_COURSES = courses.filter((course) => !COURSE_OF_EACH_DEGREE.includes(course)).map(coursePath);
const WIDTHS = [
  { name: "375 px", width: 375, height: 812, routes: TEMPLATES },
  { name: "1280 px", width: 1280, height: 900, routes: TEMPLATES },
];

for (const size of WIDTHS) {
  test.describe(`axe at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of size.routes) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    if (size.width === 375) {
      // One after another in one tab; a failure lists every page with violations.
      test(`the ${OTHER_COURSES.length} other course pages have no violations`, async ({ page }) => {
        for (const path of OTHER_COURSES) {
          await page.goto(path);
          expect.soft(await axeViolations(page), path).toEqual([]);
        }
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

for (const size of WIDTHS) {
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
