import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parentPort, Worker, workerData } from "node:worker_threads";

/** What travels to a thread: a call with its number, or the word to finish. */
type Envelope<Request> = { id: number; request: Request } | { close: true };
/** What comes back: a call's result or why it failed, or a notice between calls (`notifyCaller`). */
type Answer<Result> = { id: number; result?: Result; error?: string } | { notice: true };

/**
 * Where the called code runs: a thread of this process, or a process of its own. A process
 * costs a second copy of Node, but its every thread (the garbage collector's and the
 * compiler's helpers too) runs at the priority it sets: a thread's helpers are the process's,
 * shared with the thread that answers visitors.
 */
export type RunsIn = "thread" | "process";

/** How long a thread asked to close may take to end before it is stopped (ThreadClient.close). */
const CLOSE_GRACE_MS = 5_000;

/** The one started: a worker thread or a child process, spoken to the same way. */
interface Callee {
  send(message: unknown): void;
  ref(): void;
  unref(): void;
  kill(): void;
  on(event: "message" | "error" | "exit", listener: Listener): void;
}

/** An event's listener, as Node's emitters take it: each caller knows its event's arguments. */
type Listener = (...args: never[]) => void;
const anyListener = (listener: Listener) => listener as (...args: unknown[]) => void;

interface Running<Result> {
  worker: Callee;
  /** Calls on their way, by number: each thread answers only for its own. */
  pending: Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>;
}

/**
 * Calls into a worker thread of the server's own (the delivery thread), or a process of its own
 * (the render process; `runsIn`): work that would otherwise hold up the thread answering
 * visitors. Either is "the thread" below. The thread starts on the
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
  /** The end of the thread the last close asked to finish. */
  private ended: Promise<void> = Promise.resolve();

  constructor(
    private readonly thread: { base: string; name: string; workerData: unknown; runsIn?: RunsIn },
    /** Names the thread in a failure: "the delivery thread". */
    private readonly what: string,
    /** Ends the thread when no call has come for this long (it starts again on the next); never when absent. */
    private readonly closeWhenIdleMs?: number,
    /** Called for each notice the thread sends between its answers (`notifyCaller`). */
    private readonly onNotice: () => void = () => {},
  ) {}

  call(request: Request): Promise<Result> {
    clearTimeout(this.idle);
    const { worker, pending } = this.running ?? this.start();
    const id = (this.next += 1);
    const settled = new Promise<Result>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.send({ id, request } satisfies Envelope<Request>);
    });
    if (this.closeWhenIdleMs !== undefined)
      void settled
        .catch(() => {})
        .then(() => {
          if (pending.size > 0) return;
          this.idle = setTimeout(() => void this.close(), this.closeWhenIdleMs);
          this.idle.unref();
        });
    return settled;
  }

  /**
   * Asks the thread to finish (it runs its `finish`, then ends) and resolves once it has ended,
   * so that whatever it held (the checkpoint thread's connection to the database) is let go. A
   * thread still there after CLOSE_GRACE_MS is stopped. A close while one is under way resolves
   * with it.
   */
  close(): Promise<void> {
    clearTimeout(this.idle);
    const running = this.running;
    this.running = null;
    if (!running) return this.ended;
    this.ended = new Promise<void>((resolve) => {
      // A timer the process waits for (not unreferenced), cleared as the thread ends: a process
      // with nothing else to do would otherwise exit mid-close, leaving whatever its caller meant
      // to do after the close undone. Not the thread's own reference: the answer to a call still
      // on its way drops that.
      const stop = setTimeout(() => running.worker.kill(), CLOSE_GRACE_MS);
      running.worker.on("exit", () => (clearTimeout(stop), resolve()));
    });
    running.worker.send({ close: true } satisfies Envelope<Request>);
    return this.ended;
  }

  /** Stops the thread at once, mid-call if need be (its calls in flight fail); the next call starts a fresh one. */
  terminate(): void {
    clearTimeout(this.idle);
    this.running?.worker.kill();
    this.running = null;
  }

  private start(): Running<Result> {
    const worker = this.thread.runsIn === "process" ? startProcess(this.thread) : startThread(this.thread);
    worker.unref();
    const running: Running<Result> = { worker, pending: new Map() };
    worker.on("message", (answer: Answer<Result>) => {
      if ("notice" in answer) return this.onNotice();
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
    worker.on("error", (error: Error) => stopped(`${this.what} failed: ${error.message}`));
    worker.on("exit", () => stopped(`${this.what} stopped`));
    this.running = running;
    return running;
  }
}

/** Where a thread's (or a process's) code is: `<name>.ts` beside `base` from source, `<name>.js` built. */
const entry = (base: string, name: string) => new URL(`./${name}.${base.endsWith(".ts") ? "ts" : "js"}`, base);

function startThread({ base, name, workerData }: { base: string; name: string; workerData: unknown }): Callee {
  const worker = base.endsWith(".ts")
    ? new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry(base, name).href)}); })`,
        { eval: true, workerData },
      )
    : new Worker(entry(base, name), { workerData });
  return {
    send: (message) => worker.postMessage(message),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    kill: () => void worker.terminate(),
    on: (event, listener) => worker.on(event, anyListener(listener)),
  };
}

function startProcess({ base, name, workerData }: { base: string; name: string; workerData: unknown }): Callee {
  // Not a worker of this process's cluster, whatever this process is.
  const { NODE_UNIQUE_ID: _cluster, ...env } = process.env;
  const child = fork(fileURLToPath(entry(base, name)), [JSON.stringify(workerData)], {
    // From source through tsx (a dev dependency, as running from source is); none of this process's own flags.
    execArgv: base.endsWith(".ts") ? ["--import", "tsx"] : [],
    // Buffers and typed arrays travel as they are, as they do to a thread.
    serialization: "advanced",
    env,
  });
  return {
    send: (message) => child.send(message as never),
    ref: () => {
      child.ref();
      child.channel?.ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
    },
    kill: () => child.kill("SIGKILL"),
    on: (event, listener) => child.on(event, anyListener(listener)),
  };
}

/** Inside a thread or a process started by ThreadClient: the `workerData` it was started with. */
export function startedWith<Data>(): Data {
  return (parentPort ? workerData : JSON.parse(process.argv[2]!)) as Data;
}

/** Sends a message back to the caller, from a thread or from a process of its own. */
function toCaller(message: unknown): void {
  if (parentPort) parentPort.postMessage(message);
  else process.send!(message);
}

/** The way back to the caller, from a thread or from a process of its own. */
function callerPort() {
  if (parentPort) return parentPort;
  // A process whose caller has gone (it ended, or was killed) has nothing left to do.
  process.on("disconnect", () => process.exit(0));
  return {
    on: (event: "message", listener: Listener) => process.on(event, anyListener(listener)),
    postMessage: toCaller,
    // Not at once: Node 20 throws when a process disconnects inside its own "message" handler.
    close: () => setImmediate(() => process.disconnect()),
  };
}

/** Inside a thread or process: tells the caller something between answers (ThreadClient's `onNotice`). */
export function notifyCaller(): void {
  toCaller({ notice: true });
}

/**
 * Inside a thread: answers each call with `handle`'s result (a throw is that call's failure,
 * not the thread's), and on the word to finish runs `finish` and lets the thread end.
 */
export function answerCalls<Request, Result>(
  handle: (request: Request) => Promise<Result>,
  finish: () => void = () => {},
): void {
  const port = callerPort();
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
