import type { TestProject } from "vitest/node";
import { runPostgres } from "./postgres";

/**
 * Vitest's global setup: with TEST_DATABASE=postgres, the PostgreSQL server the run's tests
 * use (each test makes its own database on it, ./test-database.ts); otherwise nothing.
 * `npm run test:postgres` starts one server for all its stages and names it in TEST_POSTGRES_URL
 * (scripts/test/with-postgres.ts); run alone, Vitest starts a throwaway one here and stops it after.
 */
export default async function setup(project: TestProject) {
  const wanted = process.env.TEST_DATABASE;
  if (wanted === undefined || wanted === "" || wanted === "sqlite") return;
  if (wanted !== "postgres") throw new Error(`TEST_DATABASE must be sqlite or postgres`);
  const server = await runPostgres();
  project.provide("postgresUrl", server.url());
  return () => server.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
