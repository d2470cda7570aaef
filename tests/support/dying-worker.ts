import cluster from "node:cluster";
import { answerCalls, primaryClient } from "#server/cluster/ipc.ts";

/**
 * For server/cluster/ipc.test.ts: a primary whose one worker dies as the primary answers its
 * call (the call kills it, then takes a moment, so the answer meets a closed channel). The
 * primary says "survived" once the worker has gone; an answer written to the dead worker must
 * not take it down.
 */
if (cluster.isPrimary) {
  const worker = cluster.fork();
  answerCalls(worker, {
    die: () => {
      process.kill(worker.process.pid!, "SIGKILL");
      const until = performance.now() + 50;
      while (performance.now() < until);
      return "answered";
    },
  });
  worker.once("exit", () => setTimeout(() => console.info("survived"), 100));
} else {
  void primaryClient<{ die: () => string }>().call("die");
}
