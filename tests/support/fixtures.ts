import { test as base, expect, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseKind } from "#server/storage/dialect.ts";
import { readRows } from "./db";
import { createDatabase } from "./postgres";
import { startServer, type TestServer } from "./server";

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
    const real = errors.filter(
      (text) => !/Failed to load resource: the server responded with a status of (4\d\d)/.test(text),
    );
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

/**
 * The database of the shared server that the running test's project uses
 * (playwright.config.ts names it in each project's metadata): a SQLite file, or in the
 * `postgres` project a database on the run's PostgreSQL server.
 */
export function e2eDatabase(): string {
  const url: unknown = test.info().project.metadata.databaseUrl;
  if (typeof url !== "string") throw new Error("The project names no database: run through playwright.config.ts");
  return url;
}

/** The rows of `table` in the project's database sent under `name` (each test's senders have names of their own), oldest first. */
export async function rowsNamed(table: "enquiries" | "messages", name: string): Promise<Record<string, string>[]> {
  return (await readRows<Record<string, string>>(e2eDatabase(), table)).filter((row) => row.name === name);
}

/** A fresh, empty database of the project's kind: `institute.db` in `dir`, or a new database on the project's PostgreSQL server. */
export async function freshDatabase(dir: string): Promise<string> {
  const shared = e2eDatabase();
  return databaseKind(shared) === "postgres" ? createDatabase(shared) : `file:${join(dir, "institute.db")}`;
}

/**
 * A server of the test's own (./server.ts) on a fresh database of the project's kind: its
 * own SQLite file, or a new database on the project's PostgreSQL server. A `databaseUrl`
 * given (a restart on the same data) is used as it is.
 */
export async function startProjectServer(options: Parameters<typeof startServer>[0] = {}): Promise<TestServer> {
  if (options.databaseUrl) return startServer(options);
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "institute-test-"));
  return startServer({ ...options, dir, databaseUrl: await freshDatabase(dir) });
}
