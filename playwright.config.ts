import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/browser";

/**
 * End-to-end tests run the production build on the real Express server with a fresh SQLite
 * file, in Debian's Chromium headless shell (project `sqlite`, every spec). Build first (npm
 * test does).
 *
 * With E2E_POSTGRES_URL (an empty PostgreSQL database; `npm run test:postgres` makes one,
 * scripts/test/with-postgres.ts), the project is `postgres` instead: the `*.db.spec.ts` specs
 * against a server on that database. Playwright starts the server before anything else, so
 * the database must exist before it starts. A spec
 * finds its project's database with e2eDatabase() (tests/support/fixtures.ts), which
 * reads `metadata.databaseUrl` below.
 */
/**
 * A port no other program holds, so a second test run on the same machine (another clone's)
 * never meets this one's server; chosen once and set for the workers, which load this file again.
 */
process.env.E2E_PORT ||= execFileSync(
  process.execPath,
  [
    "-e",
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ],
  { encoding: "utf8" },
).trim();
const PORT = Number(process.env.E2E_PORT);
// Set for the workers too: each loads this file again, and must find the same file.
const E2E_DB = process.env.E2E_DB ?? join(mkdtempSync(join(tmpdir(), "institute-e2e-")), "institute.db");
process.env.E2E_DB = E2E_DB;
const SQLITE_URL = `file:${E2E_DB}`;
const POSTGRES_URL = process.env.E2E_POSTGRES_URL || undefined;

/**
 * The specs run on PostgreSQL too are named `*.db.spec.ts` (docs/architecture.md): those
 * whose browser steps reach the database in ways the unit and HTTP tests on PostgreSQL do
 * not: the desk (its inbox, Today, a lead's page),
 * notifications and the privacy desk. Not the others: the pages, navigation, popup, layout,
 * budget, accessibility and security specs never reach it; desk-access (no desk code on
 * public pages) and desk-accessibility (axe's verdict does not depend on the database)
 * neither. forms, no-js, apply-course and privacy-forms
 * store the forms' rows, which the HTTP tests on PostgreSQL post and read back (server-rules,
 * pages, fuzz, the rate limit included; the notice version, a rights request, a guardian's
 * details) and the privacy unit tests turn into a child's lead; what those specs add is the
 * page's side, the same on either database. desk-passkeys: the server's half (the stored
 * passkeys, challenges and counters) runs on PostgreSQL in app/desk/passkeys.server.db.test.ts;
 * the browser's ceremony is the same on either. desk-allocation and desk-held-posts: allocation's turn
 * order, duty and leave run on PostgreSQL in server/storage/desk/allocation.db.test.ts (two app
 * servers sharing one turn order), the held posts' release and discard in
 * tests/http/held-posts.db.test.ts; their pages read nothing those do not. desk-push: the
 * devices, choices and pushes run on PostgreSQL in server/notifications/push.db.test.ts against
 * the same push receiver, and a server killed with messages pending in
 * tests/http/notifications.db.test.ts.
 */
const ON_POSTGRES = "**/*.db.spec.ts";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

/** The compiled server, as `npm start` runs it, on `port` and `databaseUrl`. */
function server(port: number, databaseUrl: string) {
  return {
    // Tests about the server process itself start their own (tests/support/server.ts).
    command: "node build/commands/start.js",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SUBMIT_RATE_LIMIT: "0",
      // Playwright prints this server's standard error, where its log goes: warnings and
      // errors, as before, not a line per request of every test.
      LOG_LEVEL: "warn",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Playwright's default is half the cores: one on a 2-core machine, which left a core idle
  // and doubled the stage's time for anyone running npm test without CI=true. Two keep both
  // cores busy (a third added nothing, docs/benchmarks.md); a bigger machine keeps the default.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: !!process.env.CI,
  // One retry. A test that fails and then passes counts as passed but is named at the end of
  // npm test's output ("flaky: …", scripts/test/tally.ts) and in CI's summary, so it is seen
  // and mended, not hidden; a test that fails twice fails the run. Without it, a rare timing
  // failure of a real browser on a busy 2-core machine threw away a whole CI run.
  retries: 1,
  // npm test also writes a JSON report (package.json names the file) to count the tests.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    // Off: recording a trace for every test (kept only for failures) cost a fifth of the
    // suite's time. To see a failure step by step: npx playwright test --trace on <spec>.
    trace: "off",
  },
  projects: [
    POSTGRES_URL
      ? {
          name: "postgres",
          testMatch: ON_POSTGRES,
          // Their axe checks judge the page, whichever database filled it.
          grepInvert: /\baxe\b/,
          use: { ...desktop, baseURL: `http://127.0.0.1:${PORT}` },
          metadata: { databaseUrl: POSTGRES_URL },
        }
      : {
          name: "sqlite",
          use: { ...desktop, baseURL: `http://127.0.0.1:${PORT}` },
          metadata: { databaseUrl: SQLITE_URL },
        },
  ],
  webServer: [server(PORT, POSTGRES_URL ?? SQLITE_URL)],
});
