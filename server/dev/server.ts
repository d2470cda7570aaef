import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "#server/app.ts";
import { readConfig } from "#server/config.ts";
import { ownDatabase } from "#server/database-owner.ts";
import { createHttpServer, serveUntilSignalled, stopAccepting } from "#server/http-server.ts";
import { log, setLogRole } from "#server/log.ts";
import { startSiteContent } from "#server/content/site-content.ts";
import { isPostgres } from "#server/storage/dialect.ts";
import { databaseAnswers } from "#server/storage/health.ts";
import { sharedRateLimitStores } from "#server/storage/rate-limit-store.ts";
import { seedDemoOnFirstRun, signInLines } from "./demo-data";

/** The development database, unless DATABASE_URL names another (data/ is not committed). */
const DEV_DATABASE_URL = "file:./data/dev.db";
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * The development server (../dev.ts): one process, as the server
 * (../main.ts), serving the same Express app (../app.ts) with the same load
 * context over a database it owns, but with Vite's middleware where production serves the
 * build's files, and the server build Vite compiles, loaded per request: Vite keeps the
 * modules it has compiled and recompiles only those edited since, so a request costs little,
 * and an edit to a route, a desk screen or a form is in the next render, while its browser
 * code reaches the page through HMR over this server's own port.
 *
 * Settings as the server's (../config.ts), except: DATABASE_URL is data/dev.db by default
 * (made and filled with demo data on first run, ./demo-data.ts), HOST is 127.0.0.1 by default
 * (HOST=0.0.0.0 to reach it from another device).
 */
export async function runDevServer(): Promise<void> {
  setLogRole("dev");
  const config = readConfig({
    ...process.env,
    HOST: process.env.HOST || "127.0.0.1",
    DATABASE_URL: process.env.DATABASE_URL || DEV_DATABASE_URL,
  });
  const demoPassword = seedDemoOnFirstRun(config.DATABASE_URL);
  const owner = await ownDatabase(config);
  const { store } = owner;

  // The app, made below, needs Vite, whose HMR WebSocket needs this server; requests come once it listens.
  const server = createHttpServer((req, res) => app(req, res), config);
  const vite = await createViteServer({
    // Vite's HMR WebSocket shares this server's port (no second port to open or allow).
    server: { middlewareMode: true, ws: { server } },
    appType: "custom",
  });
  const loadBuild = async (): Promise<ServerBuild> => {
    try {
      return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    } catch (error) {
      // A syntax error in a route, say: its place in the source, not in Vite's compiled code.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      throw error;
    }
  };
  // Every page is rendered on request here, from the content the database has published.
  const content = await startSiteContent({ build: loadBuild, buildDir: null, store: store?.desk ?? null, log });
  const app = createApp({
    build: loadBuild,
    client: { vite: vite.middlewares },
    store: store?.submissions ?? null,
    desk: store?.desk ?? null,
    content: content.pages,
    health: store ? () => databaseAnswers(store.db) : undefined,
    rateLimitStoreFor: store && isPostgres(store.db) ? sharedRateLimitStores(store.db) : undefined,
    config,
  });

  serveUntilSignalled(server, config, {
    graceMs: SHUTDOWN_GRACE_MS,
    listening: (url) =>
      void (store ? signInLines(store.desk, config.DATABASE_URL, url, demoPassword) : Promise.resolve([])).then(
        (lines) =>
          // Plain text for the developer, not a log line.
          console.info(
            ["", `  Development server: ${url}  (Vite with HMR; edits show as you save)`, ...lines, ""].join("\n"),
          ),
      ),
    stop: () =>
      void vite.close().finally(() => stopAccepting(server, () => void owner.close().finally(() => process.exit(0)))),
  });
}
