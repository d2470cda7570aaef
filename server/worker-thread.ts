import { parentPort, Worker } from "node:worker_threads";

/** What travels to a thread: a call with its number, or the word to finish. */
type Envelope<Request> = { id: number; request: Request } | { close: true };
/** What comes back for a call: its result, or why it failed. */
type Answer<Result> = { id: number; result?: Result; error?: string };

interface Running<Result> {
  worker: Worker;
  /** Calls on their way, by number: each thread answers only for its own. */
  pending: Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>;
}

/**
 * Calls into a worker thread of the server's own (the delivery thread, the render thread):
 * work that would otherwise hold up the thread answering visitors. The thread starts on the
 * first call and again after it stops (it crashed, or `close`); a call in flight when it stops
 * fails with the reason. It is held open only while a call is on its way, so it never keeps a
 * process alive.
 *
 * Built, the thread is `build/commands/<name>.js` beside the chunk this code is bundled into
 * (scripts/build/build-commands.ts names it); from source it is `<name>.ts` beside the module
 * given as `base`, loaded through tsx (a dev dependency, as running from source is).
 */
export class ThreadClient<Request, Result> {
  private running: Running<Result> | null = null;
  private next = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly thread: { base: string; name: string; workerData: unknown },
    /** Names the thread in a failure: "the delivery thread". */
    private readonly what: string,
    /** Ends the thread when no call has come for this long (it starts again on the next); never when absent. */
    private readonly closeWhenIdleMs?: number,
  ) {}

  call(request: Request): Promise<Result> {
    clearTimeout(this.idle);
    const { worker, pending } = this.running ?? this.start();
    const id = (this.next += 1);
    const settled = new Promise<Result>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ id, request } satisfies Envelope<Request>);
    });
    if (this.closeWhenIdleMs !== undefined)
      void settled
        .catch(() => {})
        .then(() => {
          if (pending.size > 0) return;
          this.idle = setTimeout(() => this.close(), this.closeWhenIdleMs);
          this.idle.unref();
        });
    return settled;
  }

  close(): void {
    clearTimeout(this.idle);
    this.running?.worker.postMessage({ close: true } satisfies Envelope<Request>);
    this.running = null;
  }

  /** Stops the thread at once, mid-call if need be (its calls in flight fail); the next call starts a fresh one. */
  terminate(): void {
    clearTimeout(this.idle);
    void this.running?.worker.terminate();
    this.running = null;
  }

  private start(): Running<Result> {
    const { base, name, workerData } = this.thread;
    const worker = base.endsWith(".ts")
      ? new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL(`./${name}.ts`, base).href)}); })`,
          { eval: true, workerData },
        )
      : new Worker(new URL(`./${name}.js`, base), { workerData });
    worker.unref();
    const running: Running<Result> = { worker, pending: new Map() };
    worker.on("message", (answer: Answer<Result>) => {
      const waiting = running.pending.get(answer.id);
      running.pending.delete(answer.id);
      if (running.pending.size === 0) worker.unref();
      if (answer.error === undefined) waiting?.resolve(answer.result as Result);
      else waiting?.reject(new Error(answer.error));
    });
    const stopped = (why: string) => {
      if (this.running === running) this.running = null;
      for (const waiting of running.pending.values()) waiting.reject(new Error(why));
      running.pending.clear();
    };
    worker.on("error", (error) => stopped(`${this.what} failed: ${error.message}`));
    worker.on("exit", () => stopped(`${this.what} stopped`));
    this.running = running;
    return running;
  }
}

/**
 * Inside a thread: answers each call with `handle`'s result (a throw is that call's failure,
 * not the thread's), and on the word to finish runs `finish` and lets the thread end.
 */
export function answerCalls<Request, Result>(
  handle: (request: Request) => Promise<Result>,
  finish: () => void = () => {},
): void {
  const port = parentPort!;
  port.on("message", (envelope: Envelope<Request>) => {
    if ("close" in envelope) {
      finish();
      port.close();
      return;
    }
    const { id, request } = envelope;
    // A throw while handling (a device's malformed keys) fails that call, not the thread.
    Promise.resolve(request)
      .then(handle)
      .then(
        (result) => port.postMessage({ id, ...(result === undefined ? {} : { result }) } satisfies Answer<Result>),
        (error: unknown) =>
          port.postMessage({
            id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies Answer<Result>),
      );
  });
}
