import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import webpush from "web-push";
import { pushLookup } from "./push-endpoints";

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The channels a Delivery may be asked to send on. */
export interface DeliverySettings {
  smtpUrl?: string;
  vapid?: VapidSettings;
}

/** One push as it is encrypted and posted: the device's keys, the JSON to encrypt, its TTL. */
export interface PushRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  payload: string;
  ttl: number;
}

/**
 * How email and push leave the server, in the process that serves it (decision 28): nodemailer's
 * pooled SMTP connection, and Web Push's encryption and requests. Both are asynchronous I/O with
 * timeouts, so a slow mail server or push service holds only the outbox sender, never a
 * visitor's request; each channel's concurrency is capped (one SMTP connection; a push batch of
 * at most the sender's BATCH requests). Ordering, retries and "at least once" are the outbox
 * sender's (./sender.ts): a send that throws is retried there.
 */
export class Delivery {
  // One pooled connection, kept open between messages: a new connection per message cost
  // 100 ms on loopback, more with TLS to a provider, and the sender sends mail one at a time,
  // in order. Timeouts so a mail server that accepts the connection and then says nothing cannot
  // hold the sender for minutes; an idle connection closes after the socket timeout and the pool
  // opens a new one when needed.
  private transporter: Transporter | null = null;
  // The signed VAPID header, per push service, reused for an hour of its 12-hour life: signing a
  // JWT (web-push signs in JavaScript) costs about 2 ms per push, three times the encryption's.
  private readonly vapidHeaders = new Map<string, { authorization: string; until: number }>();
  // Kept-alive connections to each push service. node:http rather than fetch: fetch's streams
  // cost about as much per push as the encryption. Their lookup refuses a name that resolves
  // inside a private network (./push-endpoints.ts, issue 49).
  private readonly agents = (() => {
    const lookup = pushLookup();
    return { http: new HttpAgent({ keepAlive: true, lookup }), https: new HttpsAgent({ keepAlive: true, lookup }) };
  })();

  constructor(private readonly settings: DeliverySettings) {}

  async sendMail(mail: SendMailOptions): Promise<void> {
    if (!this.settings.smtpUrl) throw new Error("email is not configured");
    this.transporter ??= nodemailer.createTransport({
      url: this.settings.smtpUrl,
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    await this.transporter.sendMail(mail);
  }

  /** Encrypts the push to the device's keys (aes128gcm), signs for its service, posts it: the service's status. */
  push(request: PushRequest): Promise<number> {
    const vapid = this.settings.vapid;
    if (!vapid) return Promise.reject(new Error("push is not configured"));
    const details = webpush.generateRequestDetails(
      { endpoint: request.endpoint, keys: request.keys },
      request.payload,
      {
        headers: { Authorization: this.authorization(vapid, request.endpoint) },
        TTL: request.ttl,
        urgency: "high",
        contentEncoding: "aes128gcm",
      },
    );
    return this.post(details.endpoint, details.headers, details.body);
  }

  /** Lets go of the SMTP connection and the push services' kept-alive sockets. */
  close(): void {
    this.transporter?.close();
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private authorization(vapid: VapidSettings, endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = this.vapidHeaders.get(audience);
    if (kept && kept.until > now) return kept.authorization;
    const expiration = Math.floor(now / 1000) + VAPID_LIFETIME_SECONDS;
    const signed = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      "aes128gcm",
      expiration,
    ).Authorization;
    this.vapidHeaders.set(audience, { authorization: signed, until: now + VAPID_REUSE_MS });
    return signed;
  }

  /** One POST, answered with its status; no redirects followed, 10 s at most. */
  private post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
    const url = new URL(endpoint);
    const secure = url.protocol === "https:";
    return new Promise((resolve, reject) => {
      const request = (secure ? httpsRequest : httpRequest)(
        url,
        { method: "POST", headers, agent: secure ? this.agents.https : this.agents.http, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("no answer within 10 s")));
      request.on("error", reject);
      request.end(body ?? undefined);
    });
  }
}

/** A VAPID JWT's life (RFC 8292 allows up to 24 hours), and how long one is reused. */
const VAPID_LIFETIME_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;
