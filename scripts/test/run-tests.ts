import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { testBrowserPath } from "#tests/browser.ts";
import { createDatabase, startPostgres, type TestPostgres } from "#tests/support/postgres.ts";
import {
  playwrightFailures,
  playwrightFlaky,
  playwrightPassedIn,
  playwrightTally,
  sum,
  vitestFailures,
  vitestTally,
  type PlaywrightReport,
  type VitestReport,
} from "./test-reports";

/**
 * `npm test`: every check, in order, stopping at the first failure: typecheck, lint, the
 * formatting check (Prettier) and the production build (at the same time), unit tests, the
 * storage suites again on PostgreSQL, the HTTP tests (in-process over the build: Vitest's
 * `http` project), those that touch the database again on PostgreSQL, end-to-end tests in
 * Chromium's headless shell (the desk's, notifications' and privacy desk's on both,
 * playwright.config.ts). Prints each stage's time and the total, and ends with one line
 * counting all tests,
 * "N passed, N failed".
 *
 * One throwaway PostgreSQL server (tests/support/postgres.ts) serves every PostgreSQL stage:
 * started before the first, stopped at the end whatever happened, and named to each stage in
 * TEST_POSTGRES_URL (Vitest's global setup then starts none, tests/support/postgres-setup.ts);
 * the end-to-end stage also gets an empty database on it for its shared server, E2E_POSTGRES_URL.
 *
 * Why not a task runner (npm-run-all, concurrently, turbo): they sequence commands, but none
 * starts one PostgreSQL server for some stages and stops it whatever happened, or totals
 * Vitest's and Playwright's JSON reports into one count that names the failed tests; that
 * glue is all this file is.
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
 * What runs a second time on PostgreSQL (TEST_DATABASE=postgres, on the run's server) is
 * chosen by name (docs/architecture.md): `*.db.test.ts` also runs there, `*.postgres.test.ts`
 * only there. Vitest takes these as filters on each project's own files: in the unit project
 * the stores, the desk, passkeys, the notifications, privacy and several app servers on one
 * database; in the HTTP project the suites whose servers store, read or check the database
 * (the in-process server and the spawned ones get a fresh database on the run's server,
 * tests/support/in-process.ts and server.ts). Not backup and data-at-rest, which are about
 * SQLite's files, crash (a SQLite file's durability when the process owning it is killed; on
 * PostgreSQL that is the database server's, which no test kills), production-build (the
 * compiled files), not-found and seo (which never reach the database).
 */
const ON_POSTGRES = [".db.test.ts", ".postgres.test.ts"];

// Ctrl-C reaches the running stage too, which stops and fails, so no stage starts after it.
// This process lives on to stop the PostgreSQL server, which pg_ctl starts in a session of
// its own, out of Ctrl-C's reach: without a handler Node would exit at once and leave it
// running. SIGTERM alone lets the running stage finish, then stops. npm test runs this file
// with `node --import tsx`, not the tsx command, which kills a child still busy after a
// second signal (npm passes Ctrl-C on as one).
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (interrupted = true));

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const startedAll = Date.now();
const times: string[] = [];

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const heading = ({ name, command, args }: Step) => console.info(`\n=== ${name}: ${command} ${args.join(" ")}`);

/** Prints a step's outcome, after its heading and output when they were kept; true when it passed. */
function ended(each: Step, started: number, status: number | null, kept?: Buffer): boolean {
  if (kept) {
    heading(each);
    process.stdout.write(kept);
  }
  console.info(`=== ${each.name}: ${status === 0 ? "ok" : "FAILED"} in ${seconds(started)}`);
  times.push(`${each.name} ${seconds(started)}`);
  return status === 0 && !interrupted;
}

/** Runs a step with its output shown as it comes; true when it passed. */
function step(each: Step): boolean {
  heading(each);
  const started = Date.now();
  const result = spawnSync(each.command, each.args, { stdio: "inherit", env: { ...process.env, ...each.env } });
  return ended(each, started, result.status);
}

/**
 * Steps at the same time, each one's output printed whole when it ends, so none interleave.
 * Only for steps that leave a core idle: typecheck and lint are one thread each, and the build
 * mostly one. The test stages keep both cores busy; two of them at once took longer than one
 * after the other (119 s against 115 s).
 */
async function together(steps: Step[]): Promise<boolean> {
  const passed = await Promise.all(
    steps.map(
      (each) =>
        new Promise<boolean>((finished) => {
          const started = Date.now();
          const child = spawn(each.command, each.args, {
            stdio: ["ignore", "pipe", "pipe"],
            env: { ...process.env, ...each.env },
          });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (status) => finished(ended(each, started, status, Buffer.concat(output))));
        }),
    ),
  );
  return passed.every(Boolean);
}

/** Vitest on one project (unit or http), optionally only the files whose paths contain one of `filters`, its JSON report in REPORTS/<report>.json. */
const vitest = (project: string, report = project, filters: string[] = []) => [
  "vitest",
  "run",
  "--project",
  project,
  ...filters,
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${REPORTS}/${report}.json`,
];

let postgres: TestPostgres | undefined;

/** Starts the run's PostgreSQL server before the first stage that needs it; false, saying why, when it cannot. */
async function postgresStarted(): Promise<boolean> {
  if (postgres) return true;
  console.info("\n=== PostgreSQL: starting a throwaway server for the PostgreSQL stages");
  try {
    postgres = await startPostgres();
    return true;
  } catch (error) {
    console.error(`=== PostgreSQL: FAILED: ${(error as Error).message}`);
    return false;
  }
}

const onPostgres = () => ({ TEST_DATABASE: "postgres", TEST_POSTGRES_URL: postgres!.url() });

const npm = (name: string, script: string): Step => ({ name, command: "npm", args: ["run", script] });
const vitestStep = (name: string, args: string[], env?: NodeJS.ProcessEnv): Step => ({
  name,
  command: "npx",
  args,
  env,
});

let ok: boolean;
try {
  ok =
    (await together([
      npm("typecheck", "typecheck"),
      npm("lint", "lint"),
      npm("format", "format:check"),
      npm("build", "build"),
    ])) &&
    (await postgresStarted()) &&
    step(vitestStep("unit tests", vitest("unit"))) &&
    step(vitestStep("unit tests on PostgreSQL", vitest("unit", "unit-postgres", ON_POSTGRES), onPostgres())) &&
    step(vitestStep("http tests", vitest("http"))) &&
    step(vitestStep("http tests on PostgreSQL", vitest("http", "http-postgres", ON_POSTGRES), onPostgres())) &&
    step({
      name: "end-to-end tests",
      command: "npx",
      args: ["playwright", "test"],
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json`,
        TEST_POSTGRES_URL: postgres!.url(),
        E2E_POSTGRES_URL: await createDatabase(postgres!.url()),
      },
    });
} finally {
  await postgres?.stop();
}

/** A stage's JSON report (REPORTS/<name>.json), if the stage ran. */
function report<Report>(name: string): Report | undefined {
  const file = `${REPORTS}/${name}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Report) : undefined;
}
const [unitReport, postgresUnitReport, httpReport, postgresHttpReport] = [
  "unit",
  "unit-postgres",
  "http",
  "http-postgres",
].map((name) => report<VitestReport>(name));
const e2eReport = report<PlaywrightReport>("e2e");

const sqliteUnit = vitestTally(unitReport);
const postgresUnit = vitestTally(postgresUnitReport);
const sqliteHttp = vitestTally(httpReport);
const postgresHttp = vitestTally(postgresHttpReport);
const unit = sum(sqliteUnit, postgresUnit);
const http = sum(sqliteHttp, postgresHttp);
const e2e = playwrightTally(e2eReport);
// Named last, each on a line of its own, so that a log's tail (all CI shows) says what failed,
// and which end-to-end tests passed only on their retry.
const failures = [
  ...vitestFailures("unit", unitReport),
  ...vitestFailures("unit on PostgreSQL", postgresUnitReport),
  ...vitestFailures("http", httpReport),
  ...vitestFailures("http on PostgreSQL", postgresHttpReport),
  ...playwrightFailures(e2eReport),
];

const failedTests = unit.failed + http.failed + e2e.failed;
// A failed step that counts no tests (typecheck, lint, build) still counts as one failure.
const failed = ok || failedTests > 0 ? failedTests : 1;
console.info(`\ntimes: ${times.join(", ")}; total ${seconds(startedAll)}`);
console.info(
  `unit: ${sqliteUnit.passed} passed, on PostgreSQL: ${postgresUnit.passed} passed; ` +
    `http: ${sqliteHttp.passed} passed, on PostgreSQL: ${postgresHttp.passed} passed; ` +
    `end-to-end: ${e2e.passed} passed, of which on PostgreSQL: ${playwrightPassedIn("postgres", e2eReport)}`,
);
for (const name of playwrightFlaky(e2eReport)) console.info(`flaky: ${name} (failed, then passed on its retry)`);
for (const name of failures) console.info(`failed: ${name}`);
console.info(`tests: ${unit.passed + http.passed + e2e.passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
