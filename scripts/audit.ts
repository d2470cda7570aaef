import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { existsSync } from "node:fs";
import { courses } from "../app/content/courses";
import { PAGE_PATHS } from "../app/routes/paths";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/browser";
import { startServer } from "../tests/support/server";

/**
 * npm run audit: Lighthouse (mobile, default simulated throttling) on every route with the
 * local Chromium. Prints the four scores with LCP, TBT and CLS, and exits non-zero when a
 * page misses a target. AUDIT_PATHS=/,/about limits the run.
 *
 * Simulated throttling scales the CPU time the page took on this machine, so a busy moment
 * moves the figures: each page is measured AUDIT_RUNS times (5 by default: Lighthouse's
 * variability guide finds the median of five halves the spread) and judged by
 * Lighthouse's own median run, as Lighthouse's documentation recommends.
 */
const TARGETS = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`AUDIT_RUNS must be a whole number of runs, 1 or more (got "${process.env.AUDIT_RUNS}").`);
  process.exit(1);
}
const paths = process.env.AUDIT_PATHS?.split(",") ?? [...PAGE_PATHS, ...courses.map((course) => `/courses/${course.slug}`)];

if (!existsSync("build/server/index.js")) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const failures: string[] = [];
// Chrome's first page load pays for its own start-up (caches, compilers): not scored.
await lighthouse(`${server.url}${paths[0]}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
console.info(`Median of ${RUNS} Lighthouse run(s) per page, after one unscored warm-up run`);
console.info(`${"page".padEnd(46)} perf  a11y  best   seo   LCP ms  TBT ms    CLS`);
try {
  for (const path of paths) {
    const runs = [];
    // A run Lighthouse could not complete (now and then its trace lacks the navigation start,
    // NO_NAVSTART) is run again, up to twice the runs asked for.
    for (let attempt = 0; filterToValidRuns(runs).length < RUNS && attempt < 2 * RUNS; attempt++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      runs.push(result.lhr);
    }
    const valid = filterToValidRuns(runs);
    if (!valid.length) {
      // Runs Lighthouse itself could not complete: say why instead of a bare 0.
      const { code, message } = runs[0]!.runtimeError ?? { code: "NO_RESULT", message: "no complete run" };
      failures.push(`${path}: Lighthouse could not measure it (${code}: ${message})`);
      console.info(`${path.padEnd(46)} not measured`);
      continue;
    }
    const { categories, audits } = computeMedianRun(valid);
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
    const lcp = audits["largest-contentful-paint"]?.numericValue ?? Infinity;
    const tbt = audits["total-blocking-time"]?.numericValue ?? Infinity;
    const cls = audits["cumulative-layout-shift"]?.numericValue ?? Infinity;
    console.info(
      `${path.padEnd(46)} ${CATEGORIES.map((id) => String(score(id)).padStart(4)).join("  ")}   ${lcp.toFixed(0).padStart(6)}  ${tbt.toFixed(0).padStart(6)}  ${cls.toFixed(3).padStart(5)}`,
    );
    for (const id of CATEGORIES) if (score(id) < TARGETS[id]) failures.push(`${path}: ${id} ${score(id)} < ${TARGETS[id]}`);
    if (lcp > TARGETS.lcpMs) failures.push(`${path}: LCP ${lcp.toFixed(0)} ms > ${TARGETS.lcpMs} ms`);
    if (tbt > TARGETS.tbtMs) failures.push(`${path}: TBT ${tbt.toFixed(0)} ms > ${TARGETS.tbtMs} ms`);
    if (cls > TARGETS.cls) {
      // Name what moved: a shift too small for three decimals is still a shift.
      const shifted = ((audits["layout-shifts"]?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [])
        .map((item) => item.node?.selector)
        .filter(Boolean);
      failures.push(`${path}: CLS ${cls.toPrecision(2)} > ${TARGETS.cls}${shifted.length ? ` (moved: ${shifted.join(", ")})` : ""}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  server.cleanup();
}

if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.info(`\nAll ${paths.length} pages meet the targets.`);
