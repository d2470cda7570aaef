import { resolve } from "node:path";
import { expect, it } from "vitest";
import { BUDGET_BYTES, pageWeights } from "../../scripts/measure/budget";

/**
 * First-load weight of every pre-rendered page, read from the build the server runs
 * (decision 4). No server: the build's files, so it runs after the build, in this stage.
 */
it("every page stays within the first-load budgets (compressed)", () => {
  const weights = pageWeights(resolve(process.env.BUILD_DIR ?? "build", "client"));
  expect(weights.length).toBeGreaterThanOrEqual(30);
  for (const page of weights) {
    expect(page.js, `${page.path} JavaScript bytes`).toBeLessThanOrEqual(BUDGET_BYTES.js);
    expect(page.css, `${page.path} CSS bytes`).toBeLessThanOrEqual(BUDGET_BYTES.css);
    expect(page.html, `${page.path} HTML bytes`).toBeLessThanOrEqual(BUDGET_BYTES.html);
  }
});
