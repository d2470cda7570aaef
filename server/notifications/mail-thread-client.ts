import type { SendMailOptions } from "nodemailer";
import { Worker } from "node:worker_threads";

/** What the mail thread (./mail-thread.ts) is started with. */
export interface MailThreadSettings {
  smtpUrl: string;
}

export type MailThreadRequest = { kind: "send"; id: number; mail: SendMailOptions } | { kind: "close" };
export type MailThreadReply = { id: number; error?: string };

/**
 * Sends mail through the mail thread, one message at a time as the outbox sender asks.
 * The thread starts on the first message and again after it stops (it crashed, or `close`);
 * a send in flight when it stops fails like any other failed send, and the sender retries it.
 *
 * Built, the thread is build/commands/mail-thread.js beside the chunk this code is bundled
 * into (scripts/build/build-commands.ts names it); from source it is the .ts file beside this one,
 * loaded through tsx (a dev dependency, as running from source is).
 */
interface Running {
  worker: Worker;
  /** Messages on their way, by id: each thread answers only for its own. */
  pending: Map<number, { resolve: () => void; reject: (error: Error) => void }>;
}

export class MailThread {
  private running: Running | null = null;
  private next = 0;

  constructor(private readonly settings: MailThreadSettings) {}

  send(mail: SendMailOptions): Promise<void> {
    const { worker, pending } = this.running ?? this.start();
    const id = (this.next += 1);
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Held open only while a message is on its way, so the thread never keeps a process alive.
      worker.ref();
      worker.postMessage({ kind: "send", id, mail } satisfies MailThreadRequest);
    });
  }

  close(): void {
    this.running?.worker.postMessage({ kind: "close" } satisfies MailThreadRequest);
    this.running = null;
  }

  private start(): Running {
    const worker = import.meta.url.endsWith(".ts")
      ? // From source (tests, the dev server): tsx loads the TypeScript inside the thread.
        new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./mail-thread.ts", import.meta.url).href)}); })`,
          { eval: true, workerData: this.settings },
        )
      : new Worker(new URL("./mail-thread.js", import.meta.url), { workerData: this.settings });
    worker.unref();
    const running: Running = { worker, pending: new Map() };
    worker.on("message", (reply: MailThreadReply) => {
      const waiting = running.pending.get(reply.id);
      running.pending.delete(reply.id);
      if (running.pending.size === 0) worker.unref();
      if (reply.error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(reply.error));
    });
    const stopped = (why: string) => {
      if (this.running === running) this.running = null;
      for (const waiting of running.pending.values()) waiting.reject(new Error(why));
      running.pending.clear();
    };
    worker.on("error", (error) => stopped(`the mail thread failed: ${error.message}`));
    worker.on("exit", () => stopped("the mail thread stopped"));
    this.running = running;
    return running;
  }
}
