import { ThreadClient } from "#server/worker-thread.ts";

/** What a pass of the checkpoint thread found: the WAL's frames, and how many of them are in the database file. */
export interface WalState {
  frames: number;
  copied: number;
}

export interface CheckpointOptions {
  /** A pass at most this often. */
  everyMs: number;
  /** A pass only after this many commits since the last: a database written a few times never starts the thread. */
  afterCommits: number;
  /** Once the WAL holds this many frames, the writer starts it again from its beginning (see `restart`). */
  restartAtFrames: number;
}

export const CHECKPOINTS: CheckpointOptions = { everyMs: 50, afterCommits: 10, restartAtFrames: 4000 };

/**
 * The frames the writer lets the WAL reach before it checkpoints by itself (SQLite's own
 * `wal_autocheckpoint`): only if the checkpoint thread fell behind or could not start, as a
 * backstop; well above `restartAtFrames`, which keeps the WAL under it.
 */
export const WRITER_CHECKPOINT_AT_FRAMES = 10_000;

/**
 * SQLite's WAL checkpoints, off the thread that commits (decision 27). A commit appends the
 * pages it changed to the WAL; a checkpoint copies them into the database file and syncs it.
 * Left to SQLite, the commit that takes the WAL past 1,000 frames makes that copy itself, on
 * the thread every visitor's post is committed on, and nothing else commits meanwhile: the
 * slowest posts were the ones behind a checkpoint, most of all during an import, whose slices
 * write a thousand frames every few commits (docs/benchmarks.md).
 *
 * Here a thread of its own (./checkpoint-thread.ts, its own connection) copies the frames
 * while the writer goes on appending: SQLite lets one checkpoint run beside one writer. What
 * it cannot do from beside the writer is start the WAL again from its beginning, which needs
 * a moment when every frame is copied; under a steady stream of commits there is none, and
 * the WAL would grow for as long as the stream lasts. So once it holds `restartAtFrames`
 * frames, the writer checkpoints too, between two commits (`restart`): by then the thread
 * has copied nearly everything, so the writer copies only the frames since its last pass,
 * and its next commit starts the WAL again.
 *
 * Durability is unchanged: a commit is acknowledged once the WAL is synced, as before; a
 * checkpoint only moves synced pages into the database file, and syncs it.
 */
export class WalCheckpoints {
  private readonly thread: ThreadClient<null, WalState>;
  private commits = 0;
  private passing = false;
  private lastPass = Number.NEGATIVE_INFINITY;

  constructor(
    path: string,
    /** The writer's own checkpoint, run between its transactions. */
    private readonly restart: () => Promise<unknown>,
    private readonly options: CheckpointOptions = CHECKPOINTS,
  ) {
    // Ended after a minute without a pass: a quiet site keeps no thread for it.
    this.thread = new ThreadClient(
      { base: import.meta.url, name: "checkpoint-thread", workerData: { path } },
      "the checkpoint thread",
      60_000,
    );
  }

  /** Called after each commit of the group committer: a pass when one is due, the writer's restart when the WAL is long. */
  afterCommit(): void {
    this.commits += 1;
    const now = performance.now();
    if (this.passing || this.commits < this.options.afterCommits || now - this.lastPass < this.options.everyMs) return;
    this.passing = true;
    this.commits = 0;
    this.lastPass = now;
    this.thread
      .call(null)
      .then((wal) => (wal.frames >= this.options.restartAtFrames ? this.restart() : undefined))
      // A failed pass (the thread stopped) is tried again after later commits; meanwhile the
      // writer's own checkpoint at WRITER_CHECKPOINT_AT_FRAMES is the backstop.
      .catch(() => {})
      .finally(() => (this.passing = false));
  }

  /** Resolves once the thread has ended and closed its connection. */
  close(): Promise<void> {
    return this.thread.close();
  }
}
