import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { readConfig } from "./config";
import { openSqliteStore } from "./storage/sqlite-store";
import type { SubmissionStore } from "./storage/types";

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const SHUTDOWN_GRACE_MS = 10_000;

async function openStore(databaseUrl: string): Promise<SubmissionStore | null> {
  try {
    return await openSqliteStore(databaseUrl);
  } catch (error) {
    // Pages keep being served; submissions answer 503 until the database is fixed.
    console.error(JSON.stringify({ event: "database_unavailable", message: String(error) }));
    return null;
  }
}

export async function main() {
  const config = readConfig();
  const serverEntry = resolve(BUILD_DIR, "server/index.js");
  if (!existsSync(serverEntry)) throw new Error(`No build found at ${serverEntry}: run "npm run build" first.`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const store = await openStore(config.DATABASE_URL);

  const app = createApp({ build, clientDir: resolve(BUILD_DIR, "client"), store, config });
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.info(JSON.stringify({ event: "listening", url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}` }));
  });

  // Graceful shutdown: stop accepting, let requests in flight finish, then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(JSON.stringify({ event: "shutdown", signal }));
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await store?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
