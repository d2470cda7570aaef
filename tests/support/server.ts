import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Starts the real production server (server/run.ts over the real build) on a free port with
 * its own temporary SQLite file, for tests that need a fresh database, other settings, or
 * to kill the server. `compiled` runs the build's JavaScript (build/commands/start.js) with
 * plain Node instead, as `npm start` does.
 */
export interface TestServer {
  url: string;
  port: number;
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

/** How long a server, or a worker it starts, may take to start listening. */
export const START_TIMEOUT_MS = 30_000;

export async function startServer(
  options: { env?: Record<string, string>; dir?: string; dbPath?: string; compiled?: boolean } = {},
): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "institute-test-"));
  const dbPath = options.dbPath ?? join(dir, "institute.db");
  const port = await freePort();
  let output = "";
  const entry = options.compiled ? [resolve("build/commands/start.js")] : ["--import", "tsx", resolve("server/run.ts")];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dbPath}`,
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
