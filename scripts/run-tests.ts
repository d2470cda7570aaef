import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { testBrowserPath } from "../tests/browser";

/**
 * `npm test`: every check, in order, stopping at the first failure: typecheck and lint (at
 * the same time), unit tests, the storage suites again on PostgreSQL, the production build,
 * the HTTP tests (in-process over the build: Vitest's `http` project), end-to-end tests in
 * Chromium's headless shell. Prints
 * each stage's time and the total, and ends with one line counting all tests,
 * "N passed, N failed".
 */
// Outside test-results/, which Playwright empties when it starts.
const REPORTS = "test-reports";
// An earlier run's reports must not be counted for a stage that did not run this time.
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

try {
  testBrowserPath();
} catch (error) {
  console.error(`\n${(error as Error).message}\nThe end-to-end tests need it; nothing was skipped.`);
  process.exit(1);
}

/**
 * The suites run a second time on PostgreSQL (TEST_DATABASE=postgres: vitest's global setup
 * starts a throwaway server, tests/support/postgres.ts): the stores, the desk, the
 * notifications, privacy, and several app servers on one database (*.postgres.test.ts).
 */
const POSTGRES_SUITES = [
  "server/storage/desk-store.test.ts",
  "server/storage/group-commit.test.ts",
  "server/storage/lead-counts.test.ts",
  "server/storage/shared-database.postgres.test.ts",
  "server/notifications/notifications.test.ts",
  "server/privacy/privacy.test.ts",
];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const startedAll = Date.now();
const times: string[] = [];

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Step {
  return { name, command, args, env };
}

/** Runs one step with its output shown as it comes; true when it passed. */
function run({ name, command, args, env }: Step): boolean {
  console.info(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.info(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds(started)}`);
  times.push(`${name} ${seconds(started)}`);
  return result.status === 0;
}

/**
 * Runs steps at the same time, each on a core of its own (typecheck and lint are each one
 * thread), printing each one's output whole when it ends so the two never interleave.
 */
async function runTogether(steps: Step[]): Promise<boolean> {
  const results = await Promise.all(
    steps.map(
      ({ name, command, args, env }) =>
        new Promise<boolean>((finished) => {
          const started = Date.now();
          const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (status) => {
            console.info(`\n=== ${name}: ${command} ${args.join(" ")}`);
            process.stdout.write(Buffer.concat(output));
            console.info(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${seconds(started)}`);
            times.push(`${name} ${seconds(started)}`);
            finished(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

/** Vitest on one project (unit or http), optionally only some files, its JSON report in REPORTS/<report>.json. */
const vitest = (project: string, report = project, files: string[] = []) => [
  "vitest",
  "run",
  "--project",
  project,
  ...files,
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${REPORTS}/${report}.json`,
];

function counts(file: string, read: (report: never) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")) as never);
}

const ok =
  (await runTogether([step("typecheck", "npm", ["run", "typecheck"]), step("lint", "npm", ["run", "lint"])])) &&
  run(step("unit tests", "npx", vitest("unit"))) &&
  run(step("unit tests on PostgreSQL", "npx", vitest("unit", "unit-postgres", POSTGRES_SUITES), { TEST_DATABASE: "postgres" })) &&
  run(step("build", "npm", ["run", "build"])) &&
  run(step("http tests", "npx", vitest("http"))) &&
  run(step("end-to-end tests", "npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` }));

const vitestCounts = (r: { numPassedTests: number; numFailedTests: number }) => ({ passed: r.numPassedTests, failed: r.numFailedTests });
const sqliteUnit = counts(`${REPORTS}/unit.json`, vitestCounts);
const postgresUnit = counts(`${REPORTS}/unit-postgres.json`, vitestCounts);
const unit = { passed: sqliteUnit.passed + postgresUnit.passed, failed: sqliteUnit.failed + postgresUnit.failed };
const http = counts(`${REPORTS}/http.json`, vitestCounts);
const e2e = counts(`${REPORTS}/e2e.json`, (r: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
}));
const failedTests = unit.failed + http.failed + e2e.failed;
// A failed step that counts no tests (typecheck, lint, build) still counts as one failure.
const failed = ok || failedTests > 0 ? failedTests : 1;
console.info(`\ntimes: ${times.join(", ")}; total ${seconds(startedAll)}`);
console.info(`unit: ${sqliteUnit.passed} passed, on PostgreSQL: ${postgresUnit.passed} passed, http: ${http.passed} passed, end-to-end: ${e2e.passed} passed`);
console.info(`tests: ${unit.passed + http.passed + e2e.passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
