import type { SendMailOptions } from "nodemailer";
import { ThreadClient } from "#server/worker-thread.ts";

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

/** A call to the delivery thread; it answers a push with the push service's HTTP status. */
export type DeliveryRequest = { kind: "mail"; mail: SendMailOptions } | { kind: "push"; push: PushRequest };

/**
 * The outbox sender's way to the delivery thread, where email is built and written to the mail
 * server and each push is encrypted and posted (decisions 16 and 22): off the thread that
 * commits visitors' submissions. The sender still reads the outbox, chooses and marks rows on
 * the main thread, and awaits each answer here, so ordering, retries and "at least once" are
 * the sender's as before: a call in flight when the thread stops fails like any other failed
 * send, and the sender retries it.
 */
export class DeliveryThread {
  private readonly thread: ThreadClient<DeliveryRequest, number | undefined>;

  constructor(settings: DeliveryThreadSettings) {
    this.thread = new ThreadClient(
      { base: import.meta.url, name: "delivery-thread", workerData: settings },
      "the delivery thread",
    );
  }

  async sendMail(mail: SendMailOptions): Promise<void> {
    await this.thread.call({ kind: "mail", mail });
  }

  /** Encrypts and posts one push; answers the push service's status (a failure to reach it throws). */
  async push(push: PushRequest): Promise<number> {
    return (await this.thread.call({ kind: "push", push })) ?? 0;
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
