import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, testBrowserPath } from "./tests/browser";

/**
 * End-to-end tests run the production build on the real Express server with a fresh SQLite
 * file, in Debian's Chromium. Build first (npm test does).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DB = process.env.E2E_DB ?? join(mkdtempSync(join(tmpdir(), "institute-e2e-")), "institute.db");
process.env.E2E_DB = E2E_DB;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // npm test also writes a JSON report (scripts/run-tests.ts sets the file) to count the tests.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it, in one process: no spec here is about the
    // cluster (the ones that are start their own, tests/support/server.ts).
    command: "node build/commands/start.js",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${E2E_DB}`,
      SUBMIT_RATE_LIMIT: "0",
      // Playwright prints this server's standard error, where its log goes: warnings and
      // errors, as before, not a line per request of every test.
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
    },
  },
});
