import { inject } from "vitest";
import { createDatabase } from "./postgres";

/**
 * The database a unit test runs on: a SQLite file by default, or with TEST_DATABASE=postgres
 * a new database on the run's PostgreSQL server (./postgres-setup.ts). The same tests run
 * on both; what only one dialect has (SQLite's files, its pragmas) is tested where
 * `testDialect` says so.
 */
export const testDialect: "sqlite" | "postgres" = process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";

/** `sqlitePath` is the file used on SQLite; on PostgreSQL a fresh database is made instead. */
export async function testDatabaseUrl(sqlitePath: string): Promise<string> {
  if (testDialect === "sqlite") return `file:${sqlitePath}`;
  return createDatabase(inject("postgresUrl"));
}
