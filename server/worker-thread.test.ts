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

  it("closes at once when no thread is running", async () => {
    const marker = join(dir, "finished");
    await slowToFinish(marker).close();
    expect(existsSync(marker)).toBe(false);
  });
});
