import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { readConfig } from "./config";
import { seedDocument } from "#content/seed-document.ts";
import { readPublishedState } from "./content/published-state";
import { exitOnUnexpectedError } from "./exit-on-unexpected-error";
import { createHttpServer, serveUntilSignalled, stopAccepting } from "./http-server";
import { launchWarning } from "./launch-warning";
import { createLocalApp } from "./local-app";

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");

/** How long requests in flight and the outbox's sends have to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The production server: one process that opens the database, serves HTTP, sends the outbox's
 * mail and pushes and renders a publish (docs/decisions/0028-one-process-per-server.md). A
 * crash ends it, for the service manager to restart (docs/operations/institute.service). On
 * SIGTERM it stops accepting, lets requests in flight finish (their saves still commit) and the
 * outbox's sends under way end, then closes the database.
 */
export async function main() {
  const config = readConfig();
  const serverEntry = resolve(BUILD_DIR, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`No build found at ${serverEntry}: run "npm run build" first.`);
  // Counted from what the site is published with, as the desk's launch checklist counts it.
  const { published, confirmations } = await readPublishedState(config.DATABASE_URL);
  const warning = launchWarning(config, BUILD_DIR, { document: published ?? seedDocument(), confirmations });
  // Plain text for the operator who starts the server, not a log line for machines.
  if (warning) console.warn(warning);

  exitOnUnexpectedError("server");
  const { app, owner } = await createLocalApp(config, BUILD_DIR);
  const server = createHttpServer(app, config);
  serveUntilSignalled(server, config, {
    graceMs: SHUTDOWN_GRACE_MS,
    listening: () => {},
    stop: () => stopAccepting(server, () => void owner.close().finally(() => process.exit(0))),
  });
}
