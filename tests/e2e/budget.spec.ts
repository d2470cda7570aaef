import { expect, test } from "#tests/support/fixtures.ts";

/**
 * What the browser fetches before the first paint. The pages' first-load weights, read from
 * the build, are checked in tests/http/budget.test.ts.
 */
test("no third-party request before first paint", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") foreign.push(request.url());
  });
  for (const path of ["/", "/courses/hotel-management", "/contact"])
    await page.goto(path, { waitUntil: "networkidle" });
  expect(foreign).toEqual([]);
});
