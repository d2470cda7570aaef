import type { SendMailOptions } from "nodemailer";
import { Worker } from "node:worker_threads";

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the delivery thread (./delivery-thread.ts) is started with: the channels it may be asked to send on. */
export interface DeliveryThreadSettings {
  smtpUrl?: string;
  vapid?: VapidSettings;
}

/** One push as the thread encrypts and posts it: the device's keys, the JSON to encrypt, its TTL. */
export interface PushRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: string;
  ttl: number;
}

export type DeliveryRequest =
  | { kind: "mail"; id: number; mail: SendMailOptions }
  | { kind: "push"; id: number; push: PushRequest }
  | { kind: "close" };
/** `status`: the push service's HTTP status (a push); `error`: the send failed, with its reason. */
export type DeliveryReply = { id: number; status?: number; error?: string };

type Call =
  Exclude<DeliveryRequest, { kind: "close" }> extends infer R
    ? R extends { id: number }
      ? Omit<R, "id">
      : never
    : never;

interface Running {
  worker: Worker;
  /** Requests on their way, by id: each thread answers only for its own. */
  pending: Map<number, { resolve: (status: number | undefined) => void; reject: (error: Error) => void }>;
}

/**
 * The outbox sender's way to the delivery thread, where email is built and written to the mail
 * server and each push is encrypted and posted (decisions 16 and 22): off the thread that
 * commits visitors' submissions. The sender still reads the outbox, chooses and marks rows on
 * the main thread, and awaits each answer here, so ordering, retries and "at least once" are
 * the sender's as before.
 *
 * The thread starts on the first request and again after it stops (it crashed, or `close`); a
 * request in flight when it stops fails like any other failed send, and the sender retries it.
 * Built, the thread is build/commands/delivery-thread.js beside the chunk this code is bundled
 * into (scripts/build/build-commands.ts names it); from source it is the .ts file beside this
 * one, loaded through tsx (a dev dependency, as running from source is).
 */
export class DeliveryThread {
  private running: Running | null = null;
  private next = 0;

  constructor(private readonly settings: DeliveryThreadSettings) {}

  async sendMail(mail: SendMailOptions): Promise<void> {
    await this.call({ kind: "mail", mail });
  }

  /** Encrypts and posts one push; answers the push service's status (a failure to reach it throws). */
  async push(push: PushRequest): Promise<number> {
    return (await this.call({ kind: "push", push })) ?? 0;
  }

  close(): void {
    this.running?.worker.postMessage({ kind: "close" } satisfies DeliveryRequest);
    this.running = null;
  }

  private call(call: Call): Promise<number | undefined> {
    const { worker, pending } = this.running ?? this.start();
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // Held open only while a request is on its way, so the thread never keeps a process alive.
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...call, id } as DeliveryRequest);
    });
  }

  private start(): Running {
    const worker = import.meta.url.endsWith(".ts")
      ? // From source (tests, the dev server): tsx loads the TypeScript inside the thread.
        new Worker(
          `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./delivery-thread.ts", import.meta.url).href)}); })`,
          { eval: true, workerData: this.settings },
        )
      : new Worker(new URL("./delivery-thread.js", import.meta.url), { workerData: this.settings });
    worker.unref();
    const running: Running = { worker, pending: new Map() };
    worker.on("message", (reply: DeliveryReply) => {
      const waiting = running.pending.get(reply.id);
      running.pending.delete(reply.id);
      if (running.pending.size === 0) worker.unref();
      if (reply.error === undefined) waiting?.resolve(reply.status);
      else waiting?.reject(new Error(reply.error));
    });
    const stopped = (why: string) => {
      if (this.running === running) this.running = null;
      for (const waiting of running.pending.values()) waiting.reject(new Error(why));
      running.pending.clear();
    };
    worker.on("error", (error) => stopped(`the delivery thread failed: ${error.message}`));
    worker.on("exit", () => stopped("the delivery thread stopped"));
    this.running = running;
    return running;
  }
}
