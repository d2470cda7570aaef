import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { runPrimary } from "./cluster/primary";
import { runWorker } from "./cluster/worker";
import { readConfig } from "./config";
import { seedDocument } from "#content/seed-document.ts";
import { readPublishedState } from "./content/published-state";
import { launchWarning } from "./launch-warning";
import { runSingleProcess } from "./single-process";

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");

/**
 * The production server: a primary process that owns the database, and worker processes
 * (one per core by default) that serve the site. See docs/decisions/0005-server-processes.md.
 * `entry` is the file the process was started with; each worker runs it too. With
 * WEB_CONCURRENCY=1 a worker would only add IPC to every save: one process does it all.
 */
export async function main(entry: string) {
  const config = readConfig();
  if (cluster.isWorker) return runWorker(config, BUILD_DIR);
  const serverEntry = resolve(BUILD_DIR, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`No build found at ${serverEntry}: run "npm run build" first.`);
  // Counted from what the site is published with, as the desk's launch checklist counts it.
  const { published, confirmations } = await readPublishedState(config.DATABASE_URL);
  const warning = launchWarning(config, BUILD_DIR, { document: published ?? seedDocument(), confirmations });
  // Plain text for the operator who starts the server, not a log line for machines.
  if (warning) console.warn(warning);
  if (config.WEB_CONCURRENCY === 1) return runSingleProcess(config, BUILD_DIR);
  await runPrimary(config, entry);
}
