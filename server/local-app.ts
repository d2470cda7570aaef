import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { startSiteContent } from "./content/site-content";
import { log } from "./log";
import type { ServerConfig } from "./config";
import { ownDatabase, type DatabaseOwner } from "./database-owner";
import { isPostgres } from "./storage/dialect";
import { databaseAnswers } from "./storage/health";
import { sharedRateLimitStores } from "./storage/rate-limit-store";

/** React Router's server build in `buildDir` (made by `npm run build`). */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
}

/**
 * The whole site in one process: the Express app over the real build, with the database
 * opened here and the rate-limit counts kept here (in the database on PostgreSQL, shared by
 * every server). The server (./main.ts) serves it, and the in-process HTTP tests (tests/http/)
 * listen with it on a port of their own.
 */
export async function createLocalApp(
  config: ServerConfig,
  buildDir: string,
): Promise<{ app: ReturnType<typeof createApp>; owner: DatabaseOwner }> {
  const build = await loadServerBuild(buildDir);
  const owner = await ownDatabase(config);
  const { store } = owner;
  const content = await startSiteContent({
    build,
    buildDir,
    store: store?.desk ?? null,
    log,
  });
  const app = createApp({
    build,
    client: { files: content.files! },
    store: store?.submissions ?? null,
    desk: store?.desk ?? null,
    content: content.pages,
    health: store ? () => databaseAnswers(store.db) : undefined,
    // On PostgreSQL the counts are shared with the other app servers; on SQLite kept here.
    rateLimitStoreFor: store && isPostgres(store.db) ? sharedRateLimitStores(store.db) : undefined,
    config,
  });
  return { app, owner: { ...owner, close: () => (content.stop(), owner.close()) } };
}
