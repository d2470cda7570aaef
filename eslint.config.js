import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "test-reports/", "playwright-report/", "screenshots/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    // Server-only code must never reach the browser bundle.
    files: ["app/components/**/*.tsx", "app/lib/**/*.ts"],
    ignores: ["**/*.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "better-sqlite3", "kysely", "node:*"], message: "Server-only: import it from a *.server.ts module." }] },
      ],
    },
  },
  {
    // The import boundaries of docs/architecture.md, enforced rather than remembered.
    // app/ never reaches into server/: what both need (the submission records) is in domain/.
    // The one exception is the process's logger (server/log.ts), which every process shares.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "app/components/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "!**/server/log", "!@simplewebauthn/server", "!@simplewebauthn/server/**", "!react-dom/server"], message: "app/ does not import server/: shared types live in domain/." }] },
      ],
    },
  },
  {
    // Components read the institute's details from the page's data (useSiteData()), never
    // import them: an import puts them in the JavaScript of every page that uses the component.
    files: ["app/components/**/*.tsx"],
    ignores: ["**/*.server.tsx", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "better-sqlite3", "kysely", "node:*"], message: "Server-only: import it from a *.server.ts module." },
            {
              group: ["~/content/site", "~/content/privacy", "~/content/navigation", "**/content/site", "**/content/privacy", "**/content/navigation"],
              message: "Components take the institute's details from useSiteData() (app/lib/site-data.ts), not by import.",
            },
          ],
        },
      ],
    },
  },
);
