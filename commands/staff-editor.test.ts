import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";

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
