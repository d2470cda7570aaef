import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `npm run staff` (commands/staff.ts under tsx) as an operator runs it, each run a process of
 * its own: its output, its exit code. The compiled command is run in export-command.test.ts
 * and production-build.test.ts.
 */

/** `npm run staff -- add --role editor` as an operator runs it: its own process, over a new SQLite file. */
it("adds an editor from the command line and lists them as one", () => {
  const dir = mkdtempSync(join(tmpdir(), "staff-editor-"));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "commands/staff.ts", ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: `file:${join(dir, "institute.db")}`, SITE_URL: "https://www.example.in" },
    });
  try {
    const added = run("add", "--email", "esha@example.in", "--name", "Esha Verma", "--role", "editor");
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^Added Esha Verma \(editor\)\. Their one-time sign-in link/);
    expect(run("list").stdout).toMatch(/^esha@example\.in\s+Esha Verma\s+editor\s+not signed in yet$/m);
    const refused = run("add", "--email", "x@example.in", "--name", "X", "--role", "owner");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('The role must be admin, counsellor or editor, not "owner".');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

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
