import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

/**
 * Vitest's global setup: with TEST_DATABASE=postgres, one throwaway PostgreSQL server for
 * the whole run (each test makes its own database on it, ./test-database.ts); otherwise
 * nothing. scripts/run-tests.ts runs the storage, desk, notification and privacy suites so.
 */
export default async function setup(project: TestProject) {
  const wanted = process.env.TEST_DATABASE;
  if (wanted === undefined || wanted === "" || wanted === "sqlite") return;
  if (wanted !== "postgres") throw new Error(`TEST_DATABASE must be sqlite or postgres`);
  const server = await startPostgres();
  project.provide("postgresUrl", server.url());
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
