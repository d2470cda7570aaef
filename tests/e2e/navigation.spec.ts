import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";
import { allCourseSlugs } from "#content/courses/index.ts";
import { site } from "#content/site.ts";
import { testimonials } from "#content/testimonials.ts";
import { successStoriesText } from "#content/translations/success-stories.ts";

/** Shared elements of every page: header navigation, mobile menu, scroll, chat button. */

const NAV = [
  { label: "Home", path: "/" },
  { label: "About", path: "/about" },
  { label: "Courses", path: "/courses" },
  { label: "Success Stories", path: "/success-stories" },
  { label: "Admission", path: "/admission" },
  { label: "Contact", path: "/contact" },
] as const;

const PAGES = NAV.map((item) => item.path);

function pathRegex(path: string): RegExp {
  return path === "/" ? /^[^/]+\/\/[^/]+\/$/ : new RegExp(`${path.replace(/\//g, "\\/")}$`);
}

/** The phone menu's toggle: a native disclosure's summary (app/components/site-header.tsx). */
function menuToggle(page: Page) {
  return page.locator('header summary[aria-controls="mobile-menu"]');
}

async function expectMenuOpen(page: Page, open: boolean) {
  await expect(page.locator("header details")).toHaveJSProperty("open", open);
  if (open) await expect(page.locator("#mobile-menu")).toBeVisible();
  else await expect(page.locator("#mobile-menu")).toBeHidden();
}

async function expectCurrent(page: Page, navName: "Main" | "Mobile", label: string) {
  const nav = page.locator(`nav[aria-label="${navName}"]`);
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(label);
}

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const item of NAV) {
    test(`on ${item.path} only the ${item.label} link is marked current`, async ({ page }) => {
      await page.goto(item.path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(NAV.map((n) => n.label));
      await expectCurrent(page, "Main", item.label);
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("aria-current", "page");
    });
  }

  test("clicking each nav item updates the URL and the current marker", async ({ page }) => {
    await page.goto("/contact");
    await expectCurrent(page, "Main", "Contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of [...NAV].reverse().concat(NAV)) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(pathRegex(item.path));
      await expectCurrent(page, "Main", item.label);
    }
  });

  test("no nav item is current on a course detail page", async ({ page }) => {
    await page.goto("/courses/hospital-management");
    await expect(page.locator('nav[aria-label="Main"] [aria-current="page"]')).toHaveCount(0);
  });

  test("the header shows the institute name, caption, phone number and Apply Now", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header.getByText(site.name, { exact: true })).toBeVisible();
    await expect(header.getByText("Medical Institute", { exact: true })).toBeVisible();

    const phone = header.getByRole("link", { name: `Call ${site.phone.display}` }).filter({ visible: true });
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute("href", `tel:+${site.phone.digits}`);
    await expect(phone).toHaveText(site.phone.display);

    const apply = header.getByRole("link", { name: "Apply Now" }).filter({ visible: true });
    await expect(apply).toHaveCount(1);
    await expect(apply).toHaveAttribute("href", "/admission");
    await apply.click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for admission");
    await expectCurrent(page, "Main", "Admission");
  });
});

test.describe("mobile menu (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the toggle opens and closes a menu with the six items, a phone link and Apply Now", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    const toggle = menuToggle(page);
    const menu = page.locator("#mobile-menu");
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Menu");
    await expectMenuOpen(page, false);

    await toggle.click();
    await expectMenuOpen(page, true);
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("list").first().getByRole("link")).toHaveText(NAV.map((n) => n.label));
    await expectCurrent(page, "Mobile", "About");
    const phone = menu.getByRole("link", { name: `Call ${site.phone.display}` });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", `tel:+${site.phone.digits}`);
    await expect(menu.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/admission");

    await toggle.click();
    await expectMenuOpen(page, false);

    // Escape closes it too, and gives the focus back to the toggle.
    await toggle.click();
    await expectMenuOpen(page, true);
    await page.keyboard.press("Escape");
    await expectMenuOpen(page, false);
    await expect(toggle).toBeFocused();
  });
});

test.describe("mobile menu before the page's script has run (375 px)", () => {
  // What a slow phone has in its first seconds: the HTML and CSS, no script yet.
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

  test("a tap opens the menu, and its links work", async ({ page }) => {
    await page.goto("/about");
    await menuToggle(page).click();
    await expectMenuOpen(page, true);
    await page.locator("#mobile-menu").getByRole("link", { name: "Courses", exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("mobile menu, more (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const item of NAV.filter((n) => n.path !== "/about")) {
    test(`choosing ${item.label} navigates and closes the menu`, async ({ page }) => {
      await gotoHydrated(page, "/about");
      const toggle = menuToggle(page);
      const menu = page.locator("#mobile-menu");
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(pathRegex(item.path));
      await expectMenuOpen(page, false);
      await expect(menu.getByRole("link", { name: item.label, exact: true, includeHidden: true })).toBeHidden();
      // Reopening shows the new page as current.
      await toggle.click();
      await expectCurrent(page, "Mobile", item.label);
    });
  }

  test("Apply Now in the menu closes it and goes to /admission", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const toggle = menuToggle(page);
    const menu = page.locator("#mobile-menu");
    await toggle.click();
    await menu.getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for admission");
    await expectMenuOpen(page, false);
  });

  test("the phone stays reachable in the header without opening the menu", async ({ page }) => {
    await page.goto("/");
    const phone = page
      .getByRole("banner")
      .getByRole("link", { name: `Call ${site.phone.display}` })
      .filter({ visible: true });
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute("href", `tel:+${site.phone.digits}`);
  });

  // One page after another in one tab (a test's own tab costs more than the check); each
  // page's widths are checked softly, so a failure lists every page that scrolls.
  for (const [name, paths] of [
    ["the six pages", PAGES],
    ["every course page, aliases included", allCourseSlugs.map((slug) => `/courses/${slug}`)],
  ] as const) {
    test(`no horizontal scroll at 375 px on ${name}`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("h1")).toBeVisible();
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
        }));
        expect.soft(widths.scroll, `document scrollWidth on ${path}`).toBeLessThanOrEqual(375);
        expect.soft(widths.body, `body scrollWidth on ${path}`).toBeLessThanOrEqual(375);
      }
    });
  }

  test("no horizontal scroll at 375 px with the mobile menu open", async ({ page }) => {
    await gotoHydrated(page, "/success-stories");
    await menuToggle(page).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("route changes", () => {
  test("a footer link far down the page opens the new page scrolled to the top, focus on its h1", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Success Stories", exact: true }).click();
    await expect(page).toHaveURL(/\/success-stories$/);
    // The heading the content gives: it names no graduates while the stories are examples.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      testimonials.some((story) => story.example)
        ? successStoriesText.en.examplesTitle
        : successStoriesText.en.realTitle,
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main h1")).toBeFocused();

    // Again from the bottom of that page, to a course page through the footer's course list.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole("link", { name: "Hospital Management", exact: true }).click();
    await expect(page).toHaveURL(/\/courses\/hospital-management$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("B.Voc in Hospital Management");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main h1")).toBeFocused();
  });

  test("header navigation also scrolls to the top and focuses the new h1", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main h1")).toBeFocused();
    await expect(page.locator("main h1")).toHaveText("Get in touch");
  });

  test("a fresh page load leaves focus alone", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("main h1")).not.toBeFocused();
  });
});

test.describe("floating chat button", () => {
  for (const path of [...PAGES, "/courses/cardiac-care-technology", "/courses/multimedia-animation"]) {
    test(`is on ${path} and opens the greeting chat in a new tab`, async ({ page }) => {
      await page.goto(path);
      const button = page.getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
      await expect(button).toHaveCount(1);
      await expect(button).toBeVisible();
      await expect(button).toHaveCSS("position", "fixed");

      const href = await button.getAttribute("href");
      expect(href!.startsWith(`https://wa.me/${site.chat.digits}`)).toBe(true);
      const url = new URL(href!);
      expect(url.pathname).toBe(`/${site.chat.digits}`);
      const text = url.searchParams.get("text") ?? "";
      expect(text).toMatch(/more information about the B\.Voc courses/i);
      await expect(button).toHaveAttribute("target", "_blank");
      const rel = ((await button.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

      // Fixed at the bottom right of the viewport.
      const box = await button.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 60);
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 60);
    });
  }
});
