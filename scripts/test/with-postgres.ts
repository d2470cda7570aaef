import { spawnSync } from "node:child_process";
import { createDatabase, startPostgres } from "#tests/support/postgres.ts";

/**
 * `npm run test:postgres`: runs its command (npm-run-all2's run-s over the PostgreSQL stages) with
 * one throwaway PostgreSQL server for all of them, stopped afterwards whatever happened: Vitest
 * finds it in TEST_POSTGRES_URL (tests/support/postgres-setup.ts), Playwright's `postgres` project
 * in E2E_POSTGRES_URL, an empty database that must exist before Playwright starts its servers.
 * pg_ctl starts the server in a session of its own, out of Ctrl-C's reach, so this process stays
 * to stop it.
 */
const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: with-postgres.ts COMMAND [ARGS…]");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
const postgres = await startPostgres();
let status: number | null;
try {
  const env = {
    ...process.env,
    TEST_DATABASE: "postgres",
    TEST_POSTGRES_URL: postgres.url(),
    E2E_POSTGRES_URL: await createDatabase(postgres.url()),
  };
  status = spawnSync(command, args, { stdio: "inherit", env }).status;
} finally {
  await postgres.stop();
}
process.exit(status ?? 1);
