import { configDefaults, defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("http://localhost:3000") },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    // Suites only for PostgreSQL (several app servers on one database) run with
    // TEST_DATABASE=postgres, which also starts the server they use (scripts/run-tests.ts).
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE === "postgres" ? [] : ["**/*.postgres.test.ts"])],
    globalSetup: ["tests/support/postgres-setup.ts"],
    environment: "node",
  },
});
