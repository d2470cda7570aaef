import { courses } from "#content/courses/index.ts";
import { privacy } from "#content/privacy.ts";
import { site } from "#content/site.ts";
import { PAGE_PATHS } from "#app/routes/paths.ts";
import { expect, gotoHydrated, test } from "#tests/support/fixtures.ts";

/**
 * The privacy notice: pre-rendered, its facts from the privacy configuration
 * (app/content/privacy.ts), linked from the footer of every page (listed in the sitemap:
 * tests/http/pages.db.test.ts).
 * Expected values come from the configuration, so the test holds when the institute
 * replaces the sample values.
 */

/** The date as a reader sees it, e.g. "23 November 2026". */
const PUBLISHED = new Date(`${privacy.publishedOn}T00:00:00Z`).toLocaleDateString("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

test.describe("without JavaScript, as pre-rendered", () => {
  test.use({ javaScriptEnabled: false });

  test("/privacy shows the configuration's facts", async ({ page }) => {
    const response = await page.goto("/privacy");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Privacy Notice | ${site.name}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
    const main = page.getByRole("main");

    // Version and date, at the top and in "Who we are".
    await expect(main.locator(`time[datetime="${privacy.publishedOn}"]`)).toHaveText(PUBLISHED);
    await expect(main.getByText(`Version ${privacy.version} · published ${PUBLISHED}`)).toBeVisible();
    const who = main.getByRole("region", { name: "Who we are" });
    await expect(who).toContainText(privacy.fiduciary.name);
    await expect(who).toContainText(privacy.fiduciary.address);
    await expect(who).toContainText(`version ${privacy.version} of this notice, published on ${PUBLISHED}`);

    // The person who answers data questions, with working links.
    const contact = main.getByRole("region", { name: "Who to contact" });
    await expect(contact).toContainText(privacy.contact.name);
    await expect(contact).toContainText(privacy.contact.role);
    await expect(contact.getByRole("link", { name: privacy.contact.email })).toHaveAttribute(
      "href",
      `mailto:${privacy.contact.email}`,
    );
    await expect(contact.getByRole("link", { name: privacy.contact.phone.display })).toHaveAttribute(
      "href",
      `tel:+${privacy.contact.phone.digits}`,
    );

    // The response time, the retention period and the processors.
    const rights = main.getByRole("region", { name: "Your rights, and how to use them" });
    await expect(rights).toContainText(`We answer within ${privacy.responseDays} days.`);
    await expect(main.getByRole("region", { name: "How long we keep it" })).toContainText(
      `erased at most ${privacy.retentionMonths} months after the last activity on your enquiry`,
    );
    const processors = main.getByRole("region", { name: "Who handles it for us" });
    await expect(processors).toContainText(privacy.processors.hosting);
    await expect(processors).toContainText(privacy.processors.mail);

    // Each right, and the ways to use them: the request form, email and phone.
    await expect(rights.locator("dt")).toHaveText([
      "Get a copy",
      "Correct",
      "Erase",
      "Withdraw your consent",
      "Nominate someone",
      "Raise a grievance",
    ]);
    await expect(rights.getByRole("link", { name: "privacy request form" })).toHaveAttribute(
      "href",
      "/privacy/request",
    );
    await expect(rights.getByRole("link", { name: privacy.contact.email })).toHaveAttribute(
      "href",
      `mailto:${privacy.contact.email}`,
    );

    // Complaints go to the Board after our own grievance redressal.
    const complaints = main.getByRole("region", { name: "If you are not satisfied" });
    await expect(complaints).toContainText("Data Protection Board of India");
    await expect(complaints).toContainText("section 13(3)");
  });

  test("its table of contents leads to each section", async ({ page }) => {
    await page.goto("/privacy");
    const contents = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await contents.count()).toBeGreaterThanOrEqual(8);
    for (const link of await contents.all()) {
      const id = (await link.getAttribute("href"))!.replace(/^#/, "");
      await expect(page.getByRole("heading", { level: 2, name: (await link.textContent())! })).toHaveAttribute(
        "id",
        id,
      );
    }
  });

  test("every page type links to it from the footer", async ({ page }) => {
    for (const path of [...PAGE_PATHS, `/courses/${courses[0]!.slug}`, "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }), path).toHaveAttribute(
        "href",
        "/privacy",
      );
    }
  });
});

test("the footer link opens the notice in the browser, which keeps no cookie", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
  await expect(page.getByRole("main")).toContainText(privacy.contact.name);
  // The notice says the public pages set no cookies.
  expect(await context.cookies()).toEqual([]);
});
