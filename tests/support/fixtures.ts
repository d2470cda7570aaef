import { test as base, expect, type Page } from "@playwright/test";

/**
 * The test every end-to-end spec uses: it fails when the page logs an error, throws, or
 * reports a Content-Security-Policy violation, so "no console errors" is checked everywhere
 * a page is used. A test that uses no page (plain HTTP, a spawned server) opens none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Checked after the page has closed (the page fixture depends on this one).
  consoleErrors: async ({ browserName: _browser }, provide) => {
    const errors: string[] = [];
    await provide(errors);
    // Responses the test provoked on purpose (404 page, 4xx posts) are logged by Chromium
    // as failed resources; they are not page errors.
    const real = errors.filter((text) => !/Failed to load resource: the server responded with a status of (4\d\d)/.test(text));
    expect(real, "errors in the browser console").toEqual([]);
  },
  page: async ({ page, consoleErrors }, provide) => {
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    await provide(page);
  },
});

export { expect };

/** Removes the console lines a test provoked on purpose, so the fixture only sees the rest. */
export function allowConsoleErrors(consoleErrors: string[], pattern: RegExp) {
  for (let index = consoleErrors.length - 1; index >= 0; index--) {
    if (pattern.test(consoleErrors[index]!)) consoleErrors.splice(index, 1);
  }
}

/** Opens a page and waits until React has hydrated it, for tests that click JavaScript controls. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
