import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { existsSync } from "node:fs";
import { courses } from "../app/content/courses";
import { PAGE_PATHS } from "../app/routes/paths";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/browser";
import { startServer } from "../tests/support/server";
import { CATEGORIES, missedTargets, pageFigures, type RunFigures } from "./audit-verdict";

/**
 * npm run audit: Lighthouse (mobile, default simulated throttling) on every route with the
 * local Chromium. Prints the four scores with LCP, TBT and CLS, and exits non-zero when a
 * page misses a target. AUDIT_PATHS=/,/about limits the run.
 *
 * Simulated throttling scales the CPU time the page took on this machine, so a busy moment
 * moves the timings. Each page is measured AUDIT_RUNS times (5 by default: Lighthouse's
 * variability guide finds that five runs halve the spread), in passes over all the pages,
 * and judged as audit-verdict.ts explains.
 */
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

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

async function measure(path: string, categories: readonly string[] = CATEGORIES): Promise<Lhr> {
  const result = await lighthouse(`${server.url}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result.lhr;
}

function figuresOf(lhr: Lhr): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Infinity;
  const shifts = lhr.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string } }[] } | undefined;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as RunFigures["scores"],
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    shifted: (shifts?.items ?? []).flatMap((item) => (item.node?.selector ? [item.node.selector] : [])),
  };
}

const runs = new Map<string, Lhr[]>(paths.map((path) => [path, []]));
const failures: string[] = [];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
try {
  // Chrome's first page load pays for its own start-up (caches, compilers): not scored.
  await measure(paths[0]!, ["performance"]);
  // Pass after pass over all the pages: a busy minute on the machine then touches one run
  // of several pages, not every run of one page.
  for (let pass = 1; pass <= RUNS; pass++) {
    for (const path of paths) runs.get(path)!.push(await measure(path));
    console.error(`pass ${pass} of ${RUNS} done (${elapsed()})`);
  }
  // A run Lighthouse could not complete (now and then its trace lacks the navigation start,
  // NO_NAVSTART) is run again, up to twice the runs asked for.
  for (const [path, pageRuns] of runs) {
    while (filterToValidRuns(pageRuns).length < RUNS && pageRuns.length < 2 * RUNS) pageRuns.push(await measure(path));
  }
} finally {
  chrome.kill();
  await server.stop();
  server.cleanup();
}

console.info(`\nTimings: median of ${RUNS} Lighthouse run(s) per page; a11y, best practices, SEO and CLS: worst run`);
console.info(`${"page".padEnd(46)} perf  a11y  best   seo   LCP ms  TBT ms  (worst)    CLS`);
for (const [path, pageRuns] of runs) {
  const valid = filterToValidRuns(pageRuns);
  if (!valid.length) {
    // Runs Lighthouse itself could not complete: say why instead of a bare 0.
    const { code, message } = pageRuns[0]?.runtimeError ?? { code: "NO_RESULT", message: "no complete run" };
    failures.push(`${path}: Lighthouse could not measure it (${code}: ${message})`);
    console.info(`${path.padEnd(46)} not measured`);
    continue;
  }
  const figures = pageFigures(valid.map(figuresOf));
  const scores = CATEGORIES.map((id) => String(figures.scores[id]).padStart(4)).join("  ");
  console.info(
    `${path.padEnd(46)} ${scores}   ${figures.lcpMs.toFixed(0).padStart(6)}  ${figures.tbtMs.toFixed(0).padStart(6)}  ${`(${figures.worstTbtMs.toFixed(0)})`.padStart(7)}  ${figures.cls.toFixed(3).padStart(5)}`,
  );
  failures.push(...missedTargets(path, figures));
}

if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.info(`\nAll ${paths.length} pages meet the targets (${elapsed()}).`);
