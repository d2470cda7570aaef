import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** A command (commands/command.ts) run as an operator runs it, with a bad setting. */
describe("a command's error", () => {
  it("is one line naming the bad setting, never echoing its value", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", resolve("commands/staff.ts"), "list"], {
      encoding: "utf8",
      env: { ...process.env, LOG_LEVEL: "loud-and-clear", DATABASE_URL: "" },
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      "staff: Invalid server configuration: LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent\n",
    );
  }, 60_000);
});
