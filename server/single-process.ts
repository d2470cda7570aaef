import type { ServerConfig } from "./config";
import { exitOnUnexpectedError } from "./cluster/exit-on-unexpected-error";
import { createHttpServer, stopAccepting } from "./http-server";
import { createLocalApp } from "./local-app";
import { log, setLogRole } from "./log";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * WEB_CONCURRENCY=1: one process that owns the database and serves HTTP itself, with no
 * cluster, no IPC and no worker to replace. A crash ends the whole server, for the service
 * manager to restart, as the primary's does. On SIGTERM it stops accepting, lets requests in
 * flight finish (their saves still commit), then closes the database.
 */
export async function runSingleProcess(config: ServerConfig, buildDir: string) {
  // Neither a primary nor a worker: this process is the whole server.
  setLogRole("server");
  exitOnUnexpectedError("server");
  const { app, owner } = await createLocalApp(config, buildDir);
  const server = createHttpServer(app, config).listen(config.PORT, config.HOST);
  server.on("error", (error) => {
    log.fatal({ event: "listen_failed", port: config.PORT, error: error.message });
    process.exit(1);
  });
  server.once("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
    // The cluster's line lists its workers' pids; here there are none, this process serves.
    log.info({ event: "listening", url: `http://${host}:${port}`, workers: [] });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "shutdown", signal });
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    stopAccepting(server, () => void owner.close().finally(() => process.exit(0)));
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
