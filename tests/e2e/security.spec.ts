import { courses } from "#content/courses/index.ts";
import { PAGE_PATHS } from "#app/routes/paths.ts";
import { expect, test } from "#tests/support/fixtures.ts";
import { waitForHydration } from "#tests/support/forms.ts";

/**
 * Security as the browser meets it: each page's scripts within its own policy, links to new
 * tabs, the post the page's script makes. The headers, nonces and hashes, caching and
 * compression of each answer are checked over plain HTTP in tests/http/security.db.test.ts.
 */

const ROUTES = [...PAGE_PATHS, ...courses.map((course) => `/courses/${course.slug}`)];

test("no page breaks its own Content-Security-Policy, and each hydrates", async ({ page }) => {
  // Some thirty pages, each loaded and hydrated: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  // Pre-rendered pages (their scripts allowed by hash), and pages rendered on request (by
  // the response's nonce): a 404 and the desk's sign-in page.
  for (const path of [...ROUTES, "/no-such-page", "/desk/sign-in"]) {
    await page.goto(path);
    // Hydrated: React Router's client router exists and a client-side link works.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  }
  await page.goto("/courses");
  await page.getByRole("link", { name: /^More Info about B\.Voc in Hotel Management/ }).click();
  await expect(page).toHaveURL(/\/courses\/hotel-management$/);
  expect(violations).toEqual([]);
});

test("every link that opens a new tab has rel=noopener noreferrer", async ({ page }) => {
  for (const path of ["/", "/courses", "/courses/hotel-management", "/contact", "/admission"]) {
    await page.goto(path);
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("rel")));
    expect(rels.length, path).toBeGreaterThan(0);
    for (const rel of rels) expect(rel, path).toBe("noopener noreferrer");
  }
});

test.describe("answers to posts repeat what was typed: never stored by a browser or a proxy", () => {
  // The answers to plain posts and the .data fetches: tests/http/security.db.test.ts.
  test("the post the browser makes with JavaScript is answered no-store", async ({ page }) => {
    await page.goto("/contact");
    const selector = 'form[aria-label="Send us a message"]';
    await waitForHydration(page, selector);
    const form = page.locator(selector);
    await form.getByLabel("Full Name").fill("Browser No-Store");
    await form.getByLabel("Email Address").fill("browser@example.com");
    await form.getByLabel("Phone Number").fill("9876543210");
    await form.getByLabel("Message").fill("Is the hostel open in June?");
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    const answer = await answered;
    expect(new URL(answer.url()).pathname).toBe("/contact.data");
    expect(answer.status()).toBe(200);
    expect(await answer.headerValue("cache-control")).toBe("no-store");
  });
});
