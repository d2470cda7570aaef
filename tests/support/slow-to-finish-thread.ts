import { writeFileSync } from "node:fs";
import { answerCalls, startedWith } from "#server/worker-thread.ts";

/**
 * A thread for server/worker-thread.test.ts: answers every call with its own word, and when
 * asked to finish takes `finishMs` (as the checkpoint thread may, ending a pass before it
 * closes its connection), then leaves `marker` behind.
 */
const { marker, finishMs } = startedWith<{ marker: string; finishMs: number }>();
answerCalls<string, string>(
  async (word) => word,
  () => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, finishMs);
    writeFileSync(marker, "finished");
  },
);
