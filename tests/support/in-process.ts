import { afterAll, beforeAll } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readConfig } from "#server/config.ts";
import { createHttpServer } from "#server/http-server.ts";
import { createLocalApp } from "#server/local-app.ts";
import { unopenableDatabase } from "./forms";
import { freePort } from "./server";
import { testDatabaseUrl, testDialect } from "./test-database";

/**
 * The site in this test process, for the HTTP-level tests (tests/http/): the same Express app
 * and HTTP server limits as the server (server/main.ts), over the real React Router build (`npm run build` first) and a
 * temporary SQLite file, listening on a free port. Starts in milliseconds where a spawned
 * server takes seconds; the tests about processes (a crash, SIGTERM) spawn the
 * real one (./server.ts).
 */
export interface InProcessServer {
  url: string;
  port: number;
  /** The server's DATABASE_URL (`file:` or `postgres://`), for the tests' own reads (./db.ts, ./desk.ts). */
  databaseUrl: string;
  dir: string;
  /** What the server logged (its log lines and console) since it started, one line per entry. */
  output: () => string;
  /** Stops listening, ends open connections and closes the database. */
  stop: () => Promise<void>;
  /** Deletes the temporary folder. */
  cleanup: () => void;
}

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");

// The server logs one JSON line per event to standard error (server/log.ts, which looks up
// process.stderr.write at each line), and prints a few lines for people through console.
// Each running server keeps them, instead of printing them among the test results.
const logs = new Set<string[]>();
function captured(original: (...args: unknown[]) => void) {
  return (...args: unknown[]) => {
    if (logs.size === 0) return original(...args);
    const line = args.map((arg) => (typeof arg === "string" ? arg : String(arg))).join(" ");
    for (const lines of logs) lines.push(line);
  };
}
console.info = captured(console.info.bind(console));
console.warn = captured(console.warn.bind(console));
console.error = captured(console.error.bind(console));
const writeToStderr = process.stderr.write.bind(process.stderr);
process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  if (logs.size === 0) return (writeToStderr as (...args: unknown[]) => boolean)(chunk, ...rest);
  const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  for (const line of text.split("\n").filter(Boolean)) for (const lines of logs) lines.push(line);
  const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
  callback?.();
  return true;
}) as typeof process.stderr.write;

/**
 * Settings as for a spawned server (./server.ts): the rate limit off unless `env` sets it,
 * anything else from `env`; nothing from this process's environment. `databaseUrl` is a
 * fresh database (see above) unless given.
 */
export async function startInProcess(
  options: { env?: Record<string, string>; dir?: string; databaseUrl?: string } = {},
): Promise<InProcessServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "institute-http-"));
  const databaseUrl = options.databaseUrl ?? (await testDatabaseUrl(join(dir, "institute.db")));
  const lines: string[] = [];
  logs.add(lines);
  try {
    const config = readConfig({
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: databaseUrl,
      SUBMIT_RATE_LIMIT: "0",
      ...options.env,
    });
    const { app, owner } = await createLocalApp(config, BUILD_DIR);
    const server = createHttpServer(app, config);
    await new Promise<void>((listening, failed) => server.listen(0, "127.0.0.1", listening).once("error", failed));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      databaseUrl,
      dir,
      output: () => lines.join("\n"),
      stop: async () => {
        await new Promise<void>((closed) => {
          server.close(() => closed());
          server.closeAllConnections();
        });
        await owner.close();
        logs.delete(lines);
      },
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    logs.delete(lines);
    throw error;
  }
}

/**
 * A server whose database cannot be opened: pages are served, saves answer 503. With
 * TEST_DATABASE=postgres, a PostgreSQL server that nothing listens for (connection refused).
 */
export async function startInProcessWithoutDatabase(env: Record<string, string> = {}): Promise<InProcessServer> {
  const { dir, url } = unopenableDatabase();
  const databaseUrl =
    testDialect === "postgres" ? `postgres://institute@127.0.0.1:${await freePort()}/unreachable` : url;
  return startInProcess({ dir, databaseUrl, env });
}

/**
 * One in-process server for the tests of a file or a describe block: started (by `start`)
 * before them, stopped and its folder removed after them. Returns the running server.
 */
export function serverForTheseTests(
  start: () => Promise<InProcessServer> = () => startInProcess(),
): () => InProcessServer {
  let server: InProcessServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });
  return () => {
    if (!server) throw new Error("the in-process server has not started");
    return server;
  };
}
