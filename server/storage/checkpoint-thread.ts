import { answerCalls, startedWith } from "#server/worker-thread.ts";
import type { WalState } from "./checkpoints";
import { keptConnection } from "./kept-sqlite";

/**
 * The checkpoint thread (./checkpoints.ts): on each call, copies the WAL's frames into the
 * database file from a connection of its own, beside the writer, and answers how long the WAL
 * is. A pass copies what was committed when it began; while it copies, the writer commits
 * more, so it goes again (a few times at most) until a pass found little new, leaving little
 * for the writer's own checkpoint if the WAL is long enough to need one.
 */
const PASSES = 4;
const LITTLE_LEFT = 200;

const { path } = startedWith<{ path: string }>();
// Not lowered below the threads that answer visitors: a pass that falls behind leaves the
// writer's own checkpoint more to copy, on the thread that commits their posts.
const sqlite = keptConnection(path, { fileMustExist: true });
// Never wait for a lock: a pass that meets another checkpoint (an erasure's, on the writer)
// copies nothing this time. synchronous=FULL: the database file is synced after each copy.
// secure_delete as on every connection to the database (./sqlite-store.ts), though this one
// only copies pages the writer wrote.
sqlite.exec("PRAGMA busy_timeout = 0; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;");
const checkpoint = sqlite.prepare("PRAGMA wal_checkpoint(PASSIVE)");

function pass(): WalState {
  const { log, checkpointed } = checkpoint.get() as { busy: number; log: number; checkpointed: number };
  return { frames: log, copied: checkpointed };
}

answerCalls<null, WalState>(
  async () => {
    let wal = pass();
    for (let again = 1; again < PASSES; again += 1) {
      const next = pass();
      // Committed while the pass before copied (less than nothing: the writer started the WAL again).
      const appended = next.frames - wal.frames;
      wal = next;
      if (appended <= LITTLE_LEFT) break;
    }
    return wal;
  },
  () => sqlite.close(),
);
