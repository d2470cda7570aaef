import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ThreadClient, type RunsIn } from "./worker-thread";

/**
 * A thread's code is found beside the module given as its base (ThreadClient): here a name in
 * tests/support/, beside tests/support/slow-to-finish-thread.ts.
 */
const BASE = new URL("../tests/support/base.ts", import.meta.url).href;

describe.each<RunsIn>(["thread", "process"])("a ThreadClient running in a %s", (runsIn) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "worker-thread-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const slowToFinish = (marker: string) =>
    new ThreadClient<string, string>(
      { base: BASE, name: "slow-to-finish-thread", workerData: { marker, finishMs: 300 }, runsIn },
      "the test thread",
    );

  it("answers a call, and its close resolves only once the thread has finished and ended", async () => {
    const marker = join(dir, "finished");
    const client = slowToFinish(marker);
    expect(await client.call("hello")).toBe("hello");
    await client.close();
    expect(existsSync(marker)).toBe(true);
  });

  it("resolves a second close, asked while the first is under way, only once the thread has ended too", async () => {
    const marker = join(dir, "finished");
    const client = slowToFinish(marker);
    await client.call("hello");
    const first = client.close();
    await client.close();
    expect(existsSync(marker)).toBe(true);
    await first;
  });

  it("keeps its process alive until the thread has ended, though a call's answer arrives meanwhile", () => {
    const marker = join(dir, "finished");
    // A command's last step: a call still on its way as it closes, and nothing else to do.
    const script = `
      import { ThreadClient } from ${JSON.stringify(new URL("./worker-thread.ts", import.meta.url).href)};
      const client = new ThreadClient(
        { base: ${JSON.stringify(BASE)}, name: "slow-to-finish-thread", workerData: { marker: ${JSON.stringify(marker)}, finishMs: 300 }, runsIn: "${runsIn}" },
        "the test thread",
      );
      void client.call("hello");
      await client.close();
      console.log("closed");`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("closed");
    expect(existsSync(marker)).toBe(true);
  });

  it("closes at once when no thread is running", async () => {
    const marker = join(dir, "finished");
    await slowToFinish(marker).close();
    expect(existsSync(marker)).toBe(false);
  });
});
