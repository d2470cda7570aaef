import { createApp } from "#server/app.ts";
import type { ServerConfig } from "#server/config.ts";
import { createHttpServer, stopAccepting } from "#server/http-server.ts";
import { loadServerBuild } from "#server/local-app.ts";
import { log } from "#server/log.ts";
import { startSiteContent } from "#server/content/site-content.ts";
import { primaryClient } from "./ipc";
import {
  DATABASE_STATE_ENV,
  remoteDeskStore,
  remoteRateLimitStore,
  remoteSubmissionWriter,
  type PrimaryApi,
} from "./primary-api";

const SHUTDOWN_GRACE_MS = 9_000;

/** A worker process: serves the site on the port the primary shares; writes go to the primary. */
export async function runWorker(config: ServerConfig, buildDir: string) {
  const build = await loadServerBuild(buildDir);
  const primary = primaryClient<PrimaryApi>();
  const databaseOpen = process.env[DATABASE_STATE_ENV] === "open";
  const desk = databaseOpen ? remoteDeskStore(primary) : null;
  // The newest published content's pages, rendered before this worker takes a request.
  const content = await startSiteContent({ build, buildDir, store: desk, log });
  const app = createApp({
    build,
    client: { files: content.files! },
    store: databaseOpen ? remoteSubmissionWriter(primary) : null,
    desk,
    content: content.pages,
    rateLimitStoreFor: (prefix) => remoteRateLimitStore(primary, prefix),
    health: databaseOpen ? () => primary.call("health") : undefined,
    config,
  });

  const server = createHttpServer(app, config).listen(config.PORT, config.HOST);
  server.on("error", (error) => {
    log.fatal({ event: "listen_failed", port: config.PORT, error: error.message });
    process.exit(1);
  });

  // Stop accepting, let requests in flight finish, exit. On SIGTERM from the primary; and
  // if the primary has gone (crashed or killed), whose saves now fail with a 503.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    stopAccepting(server, () => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("disconnect", stop);
}
