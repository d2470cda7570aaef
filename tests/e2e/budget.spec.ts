import { resolve } from "node:path";
import { BUDGET_BYTES, pageWeights } from "../../scripts/measure/budget";
import { expect, test } from "#tests/support/fixtures.ts";

/** First-load weight of every pre-rendered page, read from the build the server runs. */
test("every page stays within the first-load budgets (compressed)", () => {
  const weights = pageWeights(resolve(process.env.BUILD_DIR ?? "build", "client"));
  expect(weights.length).toBeGreaterThanOrEqual(30);
  for (const page of weights) {
    expect(page.js, `${page.path} JavaScript bytes`).toBeLessThanOrEqual(BUDGET_BYTES.js);
    expect(page.css, `${page.path} CSS bytes`).toBeLessThanOrEqual(BUDGET_BYTES.css);
    expect(page.html, `${page.path} HTML bytes`).toBeLessThanOrEqual(BUDGET_BYTES.html);
  }
});

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
