import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("../../server/exit-on-unexpected-error.ts", import.meta.url));

/** Runs a real Node process that installs the handler, then fails the given way. */
function runFailing(failure: string) {
  const script = [
    `import { exitOnUnexpectedError } from ${JSON.stringify(MODULE)};`,
    `exitOnUnexpectedError("server");`,
    // Something that would keep the process alive, as the server's timers do.
    `setInterval(() => {}, 1000);`,
    failure,
  ].join("\n");
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("exitOnUnexpectedError", () => {
  it.each([
    [
      "an exception nothing caught",
      `setTimeout(() => { throw new Error("boom in a timer"); }, 10);`,
      "uncaught_exception",
      "boom in a timer",
    ],
    [
      "a rejection nothing handled",
      `setTimeout(() => { void Promise.reject(new Error("rejected save")); }, 10);`,
      "unhandled_rejection",
      "rejected save",
    ],
  ])(
    "on %s: logs one JSON line and exits 1",
    (_name, failure, kind, message) => {
      const run = runFailing(failure);
      expect(run.status, run.stderr).toBe(1);
      const lines = run.stderr
        .trim()
        .split("\n")
        .filter((line) => line.startsWith("{"));
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]!) as Record<string, string>;
      expect(entry).toMatchObject({
        level: "fatal",
        role: "server",
        event: "unexpected_error",
        kind,
        process: "server",
      });
      // The error's text is "error": "message" is a field the log redacts (server/log.ts).
      expect(entry.error).toContain(message);
      // As long as runFailing lets the process take (a tsx start on a busy machine), not Vitest's 5 s.
    },
    20_000,
  );
});
