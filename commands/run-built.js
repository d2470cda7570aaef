// @ts-check
/* global process, console -- plain Node, outside the TypeScript files ESLint gives them to */
/**
 * `npm start`, `npm run staff`, `privacy`, `export` and `backup`: runs the command's compiled
 * JavaScript (BUILD_DIR/commands/NAME.js, made by `npm run build`) with plain Node. Plain
 * JavaScript itself, because it must run before anything is compiled: on a fresh clone it
 * builds first, as `npm start` always has. In production the build comes with the release
 * (docs/operations/deploy.md) and the install has no dev dependencies, so a missing build
 * there is a clear error rather than a build attempt that cannot work.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

// What scripts/build/build-commands.ts compiles.
const COMMANDS = ["start", "staff", "privacy", "export", "backup"];
const name = process.argv[2] ?? "";
const buildDir = process.env.BUILD_DIR || "build";
const entry = resolve(buildDir, "commands", `${name}.js`);
// The whole build: the pages and React Router's server build as well as the commands.
const complete = () =>
  [entry, resolve(buildDir, "server/index.js"), resolve(buildDir, "client/index.html")].every((file) =>
    existsSync(file),
  );

if (!COMMANDS.includes(name)) {
  console.error("usage: node commands/run-built.js start|staff|privacy|export|backup [ARGS…]");
  process.exit(2);
}
if (!complete()) {
  if (!existsSync("node_modules/.bin/react-router")) {
    console.error(
      `${name}: no build at ${buildDir}/ and no dev dependencies to make one: copy the release's build/ here (docs/operations/deploy.md), or run "npm ci" then "npm run build".`,
    );
    process.exit(1);
  }
  // On standard error: `npm run --silent export > file` must get the export alone.
  console.error("No build found: running npm run build first.");
  const built = spawnSync("npm", ["run", "build"], { stdio: ["ignore", process.stderr, process.stderr] });
  if (built.status !== 0 || !complete()) {
    console.error(`${name}: the build failed (see above).`);
    process.exit(1);
  }
}

// The command reads its own arguments from process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(entry).href);
