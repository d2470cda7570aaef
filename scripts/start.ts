import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

// `npm start` on a fresh clone builds first; after that it serves the existing build.
const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/server/index.js`) || !existsSync(`${buildDir}/client/index.html`)) {
  console.info("No build found: running npm run build first.");
  execSync("npm run build", { stdio: "inherit" });
}

// The server's own entry point (sets NODE_ENV, starts, reports start-up errors).
await import("../server/run");
