import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Starts the real production server on a free port with a fresh database of its own (a
 * temporary SQLite file; under Vitest with TEST_DATABASE=postgres, a new database on the
 * run's PostgreSQL server), for tests that need a fresh database, other settings, or to
 * kill the server. It runs the build's JavaScript (build/commands/start.js) with plain Node,
 * as `npm start` does, so `npm run build` must have run; `source` runs server/run.ts under
 * tsx instead (compiled at every start: seconds), for a test about that entry.
 */
export interface TestServer {
  url: string;
  port: number;
  /** The server's DATABASE_URL (`file:` or `postgres://`), for the tests' own reads (./db.ts, ./desk.ts). */
  databaseUrl: string;
  /** Its SQLite file, when `databaseUrl` is `file:${dbPath}`: for the tests about the file itself. */
  dbPath: string;
  dir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for a clean exit. */
  stop: () => Promise<number | null>;
  /** SIGKILL: a crash, nothing flushed. */
  kill: () => Promise<void>;
  /** Deletes the temporary folder. */
  cleanup: () => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** What `npm start` runs (commands/run-built.js). */
export const COMPILED_ENTRY = resolve("build/commands/start.js");

/** How long a server may take to start listening. */
export const START_TIMEOUT_MS = 30_000;

/**
 * The database a server gets when the caller names none: its own SQLite file, or under
 * Vitest with TEST_DATABASE=postgres a new database on the run's PostgreSQL server
 * (./test-database.ts, loaded only under Vitest: it reads what Vitest's global setup provides).
 */
async function defaultDatabaseUrl(dbPath: string): Promise<string> {
  if (process.env.VITEST) return (await import("./test-database")).testDatabaseUrl(dbPath);
  return `file:${dbPath}`;
}

/** `databaseUrl`, DATABASE_URL in `env` or `dbPath` (a SQLite file) names the database; otherwise a fresh one, see above. */
export async function startServer(
  options: {
    env?: Record<string, string>;
    dir?: string;
    dbPath?: string;
    databaseUrl?: string;
    source?: boolean;
    /** Node's own options for the server (`--cpu-prof`, which NODE_OPTIONS refuses). */
    nodeArgs?: string[];
  } = {},
): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "institute-test-"));
  const dbPath = options.dbPath ?? join(dir, "institute.db");
  const databaseUrl =
    options.databaseUrl ??
    options.env?.DATABASE_URL ??
    (options.dbPath ? `file:${options.dbPath}` : await defaultDatabaseUrl(dbPath));
  const port = await freePort();
  let output = "";
  const entry = [
    ...(options.nodeArgs ?? []),
    ...(options.source ? ["--import", "tsx", resolve("server/run.ts")] : [COMPILED_ENTRY]),
  ];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SUBMIT_RATE_LIMIT: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes('"event":"listening"')) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL"); // never leave a stuck server behind
      throw new Error(`Server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    databaseUrl,
    dbPath,
    dir,
    process: child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
