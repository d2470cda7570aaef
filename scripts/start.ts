import "../server/production-env";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { main } from "../server/main";

// `npm start` on a fresh clone builds first; after that it serves the existing build.
if (!existsSync("build/server/index.js") || !existsSync("build/client/index.html")) {
  console.info("No build found: running npm run build first.");
  execSync("npm run build", { stdio: "inherit" });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
