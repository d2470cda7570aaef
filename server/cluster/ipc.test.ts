import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("answerCalls", () => {
  it("survives a worker that dies as its call is answered", () => {
    const script = fileURLToPath(new URL("../../tests/support/dying-worker.ts", import.meta.url));
    const run = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", timeout: 20_000 });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("survived");
  });
});
