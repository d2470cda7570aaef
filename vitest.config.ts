import { configDefaults, defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/**
 * Two projects. `unit`: the pure rules and the modules, no build needed. `http`: the server's
 * HTTP rules in-process, against the Express app over the real React Router build and a
 * temporary database (tests/support/in-process.ts), so `npm run build` first; npm test runs
 * it after the build (package.json's test:* stages).
 */
export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("http://localhost:3000") },
  resolve: {
    alias: {
      // The icon sprite's URL comes from a build plugin; the unit tests get a fixed one.
      "virtual:icon-sprite": fileURLToPath(new URL("./tests/support/icon-sprite-url.ts", import.meta.url)),
    },
  },
  test: {
    // Suites only for PostgreSQL (several app servers on one database) run with
    // TEST_DATABASE=postgres, which also starts the server they use, or uses the one
    // TEST_POSTGRES_URL names (tests/support/postgres-setup.ts, scripts/test/with-postgres.ts).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE === "postgres" ? [] : ["**/*.postgres.test.ts"]),
    ],
    globalSetup: ["tests/support/postgres-setup.ts"],
    environment: "node",
    // A timeout catches a test that hangs; it is no time budget. Vitest's 5 s failed tests that
    // write to disk or start a process when the machine was busy (a second npm test beside it).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default leaves one core to itself (one worker on a 2-core machine), but many
    // tests wait on child processes, sockets and fsync rather than the CPU.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "domain/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "commands/**/*.test.ts",
          ],
          // Files share a worker's modules instead of importing them afresh, a third of the
          // stage's time: no file mocks a module or changes process-wide settings, and each
          // test makes its own data in its own temporary folder or database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          // As the server runs (server/production-env.ts): React's production build, and
          // posts checked against SITE_URL when it is set (server/security.ts).
          env: { NODE_ENV: "production" },
          // The build is loaded by Node itself, as the server loads it, not transformed again.
          server: { deps: { external: [/\/build\/server\//] } },
          // Files share a worker's modules (the build is imported once per worker, not per
          // file): nothing here mocks a module, and each test uses its own data.
          isolate: false,
        },
      },
    ],
  },
});
