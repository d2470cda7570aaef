import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { workerData } from "node:worker_threads";
import nodemailer, { type Transporter } from "nodemailer";
import webpush from "web-push";
import { answerCalls } from "#server/worker-thread.ts";
import { pushLookup } from "./push-endpoints";
import type { DeliveryRequest, DeliveryThreadSettings, PushRequest, VapidSettings } from "./delivery-thread-client";

/**
 * The delivery thread: nodemailer's one pooled SMTP connection, and Web Push's encryption and
 * requests, in a thread of their own. Building a message (MIME, encodings), encrypting a push
 * (a P-256 key pair, ECDH and AES-GCM per message, RFC 8291) and writing either to a socket
 * is CPU work; on the process that owns the database it queued behind and delayed visitors'
 * commits (decisions 16 and 22). Here it runs beside them. Started and spoken to by
 * ./delivery-thread-client.ts; it answers each request with the outcome and touches no database.
 */
const settings = workerData as DeliveryThreadSettings;

// One pooled connection, kept open between messages: a new connection per message cost
// 100 ms on loopback (`npm run bench`, notifications), more with TLS to a provider, and the
// sender sends one at a time, in order. Timeouts so a mail server that accepts the
// connection and then says nothing cannot hold the sender for minutes; an idle connection
// closes after the socket timeout and the pool opens a new one when needed.
let transporter: Transporter | null = null;
const mailer = () =>
  (transporter ??= nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }));

/** A VAPID JWT's life (RFC 8292 allows up to 24 hours), and how long one is reused. */
const VAPID_LIFETIME_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;

// The signed VAPID header, per push service, reused for an hour of its 12-hour life: signing a
// JWT (web-push signs in JavaScript) cost about 2 ms per push, three times the encryption's.
const vapidHeaders = new Map<string, { authorization: string; until: number }>();
function authorization(vapid: VapidSettings, endpoint: string): string {
  const audience = new URL(endpoint).origin;
  const now = Date.now();
  const kept = vapidHeaders.get(audience);
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
  vapidHeaders.set(audience, { authorization: signed, until: now + VAPID_REUSE_MS });
  return signed;
}

// Kept-alive connections to each push service. node:http rather than fetch: fetch's streams
// cost about as much per push as the encryption.
// Their lookup refuses a name that resolves inside a private network (./push-endpoints.ts, issue #49).
const lookup = pushLookup();
const agents = { http: new HttpAgent({ keepAlive: true, lookup }), https: new HttpsAgent({ keepAlive: true, lookup }) };

/** One POST, answered with its status; no redirects followed, 10 s at most. */
function post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
  const url = new URL(endpoint);
  const secure = url.protocol === "https:";
  return new Promise((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      { method: "POST", headers, agent: secure ? agents.https : agents.http, timeout: 10_000 },
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

/** Encrypts the push to the device's keys (aes128gcm), signs for its service, posts it: the service's status. */
function push(request: PushRequest): Promise<number> {
  const vapid = settings.vapid;
  if (!vapid) return Promise.reject(new Error("push is not configured"));
  const details = webpush.generateRequestDetails({ endpoint: request.endpoint, keys: request.keys }, request.payload, {
    headers: { Authorization: authorization(vapid, request.endpoint) },
    TTL: request.ttl,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  return post(details.endpoint, details.headers, details.body);
}

answerCalls<DeliveryRequest, number | undefined>(
  async (request) => {
    if (request.kind === "push") return push(request.push);
    if (!settings.smtpUrl) throw new Error("email is not configured");
    await mailer().sendMail(request.mail);
    return undefined;
  },
  () => {
    transporter?.close();
    agents.http.destroy();
    agents.https.destroy();
  },
);
