import cluster, { type Worker } from "node:cluster";
import type { ServerConfig } from "#server/config.ts";
import { ownDatabase } from "#server/database-owner.ts";
import { log } from "#server/log.ts";
import { RATE_WINDOW_MS } from "#server/security.ts";
import { exitOnUnexpectedError } from "./exit-on-unexpected-error";
import { answerCalls } from "./ipc";
import { processSecret } from "#server/proof-of-work.ts";
import { DATABASE_STATE_ENV, primaryApi } from "./primary-api";

const SHUTDOWN_GRACE_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process: opens (and migrates) the database, starts WEB_CONCURRENCY workers
 * that serve HTTP on the shared port, does their database writes and keeps their
 * rate-limit counts (server/cluster/primary-api.ts), replaces a worker that dies, and on
 * SIGTERM lets every worker finish its requests before it closes the database. Each worker
 * runs `workerEntry`, the server's entry file (the source under tsx, or the compiled one).
 */
export async function runPrimary(config: ServerConfig, workerEntry: string) {
  exitOnUnexpectedError("primary");
  const owner = await ownDatabase(config, { followContent: true });
  const { store } = owner;
  const api = primaryApi(store, RATE_WINDOW_MS);
  cluster.setupPrimary({ exec: workerEntry, serialization: "advanced" });

  const workers = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let finishStopping = () => {};

  // One key for every worker's proof-of-work challenges (server/proof-of-work.ts): a challenge
  // one worker made is checked by whichever answers the solution.
  const challengeSecret = config.SUBMIT_CHALLENGE_SECRET ?? processSecret();
  const fork = () => {
    const worker = cluster.fork({
      [DATABASE_STATE_ENV]: store ? "open" : "unavailable",
      SUBMIT_CHALLENGE_SECRET: challengeSecret,
    });
    workers.add(worker);
    answerCalls(worker, api);
    worker.once("listening", (address) => {
      listened.add(worker);
      if ([...workers].every((each) => listened.has(each))) {
        const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
        log.info({
          event: "listening",
          url: `http://${host}:${address.port}`,
          workers: [...workers].map((each) => each.process.pid),
        });
      }
    });
    worker.once("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        // A worker that did not finish within its grace period exits with 1: worth a line.
        if (code !== 0) log.warn({ event: "worker_exit", code, signal, stopping: true });
        if (workers.size === 0) finishStopping();
        return;
      }
      if (!listened.has(worker)) {
        // It died while starting (port in use, broken build): restarting would only loop.
        log.fatal({ event: "worker_failed_to_start", code, signal });
        process.exit(1);
      }
      log.error({ event: "worker_exit", code, signal });
      // Not unref'd: with no worker left, this timer is what keeps the primary alive.
      setTimeout(fork, RESTART_DELAY_MS);
    });
  };
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();

  // Graceful shutdown: workers stop accepting and finish what they have (their saves still
  // reach this process), then the database closes.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "shutdown", signal });
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    finishStopping = () => {
      void owner.close().finally(() => process.exit(0));
    };
    if (workers.size === 0) finishStopping();
    for (const worker of workers) worker.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
