import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { Kysely } from "kysely";
import webpush from "web-push";
import type { Schema } from "#server/storage/schema.ts";
import type { LogTo } from "#server/log.ts";
import type { ChannelTransport } from "./sender";
import { reason } from "./transports";

/** A VAPID JWT's life (RFC 8292 allows up to 24 hours), and how long one is reused. */
const VAPID_LIFETIME_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;

interface Agents {
  http: HttpAgent;
  https: HttpsAgent;
}

/** One POST, answered with its status; no redirects followed, 10 s at most. */
function post(
  agents: Agents,
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
): Promise<number> {
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

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Web Push (RFC 8030) to one staff device per outbox row. The `web-push` library builds the
 * request: the body encrypted to the device's keys (RFC 8291, aes128gcm) and the VAPID
 * header (RFC 8292, a JWT signed with VAPID_PRIVATE_KEY for the push service's origin). It
 * is sent over a kept-alive connection, with a timeout and no redirects. A batch's pushes go
 * out at once (./sender.ts deliverPushes).
 *
 * What the push service answers decides the row: 201 (any 2xx) sent; 404 or 410 the
 * subscription is gone (the browser unsubscribed, the app was removed): the device is
 * removed and the row dropped, not retried; 400, 403 and 413 refuse this one message for
 * good (a malformed or oversized push, a device subscribed under other keys): the row is
 * dropped and logged; anything else (429, 5xx, no answer) is a failure the sender retries
 * with the channel's back-off.
 */
export function pushTransport(
  vapid: VapidSettings,
  db: Kysely<Schema>,
  log: LogTo,
  clock: () => number = Date.now,
): ChannelTransport {
  // The signed VAPID header, per push service, reused for an hour of its 12-hour life: signing
  // a JWT (web-push signs in JavaScript) cost about 2 ms of the owning process's main thread per
  // push, three times the encryption's (docs/benchmarks.md, Web Push).
  const headers = new Map<string, { authorization: string; until: number }>();
  const authorization = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = clock();
    const kept = headers.get(audience);
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
    headers.set(audience, { authorization: signed, until: now + VAPID_REUSE_MS });
    return signed;
  };
  // Kept-alive connections to each push service. node:http rather than fetch: fetch's streams
  // cost about as much of the main thread per push as the encryption.
  const agents: Agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  return {
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
    async send(_row, payload) {
      if (payload.type !== "push") throw new Error(`push: a ${payload.type} is not a push`);
      const device = await db
        .selectFrom("push_subscriptions")
        .innerJoin("staff", "staff.id", "push_subscriptions.staffId")
        .select(["push_subscriptions.id", "endpoint", "p256dh", "auth"])
        .where("push_subscriptions.id", "=", payload.subscriptionId)
        .where("staff.active", "=", 1)
        .executeTakeFirst();
      // Removed since the row was written (by its owner, a sign-out everywhere, a disabled account).
      if (!device) return { dropped: "the device was removed before it was sent" };
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload.content),
        {
          headers: { Authorization: authorization(device.endpoint) },
          TTL: payload.ttl,
          urgency: "high",
          contentEncoding: "aes128gcm",
        },
      );
      const origin = new URL(device.endpoint).host;
      let status: number;
      try {
        status = await post(agents, details.endpoint, details.headers, details.body);
      } catch (error) {
        throw new Error(`push: ${reason(error)} (${origin})`, { cause: error });
      }
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410) {
        await db.deleteFrom("push_subscriptions").where("id", "=", device.id).execute();
        log("info", { event: "push_device_removed", status, service: origin });
        return { dropped: `the push service answered ${status}: the device was removed` };
      }
      if (status === 400 || status === 403 || status === 413) {
        log("error", { event: "push_refused", status, service: origin });
        return { dropped: `the push service refused it (${status})` };
      }
      throw new Error(`push: HTTP ${status} from ${origin}`);
    },
  };
}
