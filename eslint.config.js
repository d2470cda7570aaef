import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** app/ ↛ server/ (npm packages named …/server are not server/). */
const APP_NOT_SERVER = {
  group: [
    "\\#server/**",
    "**/server",
    "**/server/**",
    "!@simplewebauthn/server",
    "!@simplewebauthn/server/**",
    "!react-dom/server",
  ],
  message:
    "app/ does not import server/: shared code lives in domain/; the logger, the store and the nonce come through the load context (server/load-context.ts).",
};
/** What only the server may load: the database libraries and Node's modules. */
const SERVER_ONLY = {
  group: ["better-sqlite3", "kysely", "pg", "node:*"],
  message: "Server-only: import it from a *.server.ts module.",
};
const CONTENT_LEAF = "app/content/ is a leaf: it imports only domain/ and itself (move what it needs to domain/).";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-reports/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  // The import boundaries of docs/architecture.md, enforced rather than remembered. Each
  // direction is one pattern below; a file under several blocks gets the last one's list
  // (ESLint replaces a rule's options, it does not merge them), so each block repeats the
  // patterns of the blocks it narrows.
  {
    // app/ never reaches into server/: what both need lives in domain/ (records, route
    // constants) or app/content/; the logger, the store and the CSP nonce come through the
    // load context (server/load-context.ts). Tests may wire the real store in.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [APP_NOT_SERVER] }] },
  },
  {
    // One reader of a posted body (app/lib/forms/read-form.ts; the desk's actions through
    // app/desk/form.server.ts): a body that cannot be read is a 400 with a sentence, never a
    // request.formData() that throws to the router as a 500 (issue 49).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "app/lib/forms/read-form.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData']",
          message:
            "Read a posted form with readDeskForm (app/desk/form.server.ts) in the desk, readFormBody (app/lib/forms/read-form.ts) elsewhere.",
        },
      ],
    },
  },
  {
    // Server-only code must never reach the browser bundle.
    files: ["app/components/**/*.tsx", "app/lib/**/*.ts"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [APP_NOT_SERVER, SERVER_ONLY] }] },
  },
  {
    // Components read the institute's details from the page's data (useSiteData()), never
    // import them: an import puts them in the JavaScript of every page that uses the component.
    files: ["app/components/**/*.tsx"],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            APP_NOT_SERVER,
            SERVER_ONLY,
            {
              group: [
                "\\#content/site.ts",
                "\\#content/privacy.ts",
                "\\#content/navigation.ts",
                "**/content/site",
                "**/content/privacy",
                "**/content/navigation",
              ],
              message:
                "Components take the institute's details from useSiteData() (app/lib/site-data.ts), not by import.",
            },
          ],
        },
      ],
    },
  },
  {
    // Content is a leaf: app/, server/ and scripts/ read it, and it reads only domain/ (and
    // itself, and npm packages such as zod). Upward paths go through the #aliases.
    files: ["app/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(#(?!content/|domain/)|\\.\\./)", message: CONTENT_LEAF }] },
      ],
    },
  },
  {
    // server/ reads app/content/ (the institute's details, the privacy notice) and nothing
    // else of app/: the React Router build it serves is loaded at run time, not imported.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#app/(?!content/)|(\\.\\./)+app/)",
              message: "server/ imports only app/content/ of app/: what both need lives in domain/.",
            },
          ],
        },
      ],
    },
  },
  {
    // domain/ is the shared leaf of pure logic and types: it imports none of the others. Its
    // tests may, to check that a rule here agrees with the app's (attribution.test.ts).
    files: ["domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#(app|content|server|tests)/|(\\.\\./)+(app|server|scripts|commands)(/|$))",
              message: "domain/ imports nothing of app/, server/ or scripts/: it is what they share.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every Kysely over the site's database translates camelCase to the columns' snake_case
    // (server/storage/kysely.ts): one built without the plugin reads rows no code expects.
    files: ["**/*.{ts,tsx}"],
    ignores: ["server/storage/kysely.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Kysely']",
          message:
            "Build a Kysely with kyselyOver (server/storage/kysely.ts): it adds the CamelCasePlugin the schema is written for.",
        },
      ],
    },
  },
);
