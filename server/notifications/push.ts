import type { Kysely } from "kysely";
import webpush from "web-push";
import type { Schema } from "#server/storage/schema.ts";
import type { LogTo } from "#server/log.ts";
import type { ChannelTransport } from "./sender";
import { reason } from "./transports";

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Web Push (RFC 8030) to one staff device per outbox row. The `web-push` library builds the
 * request: the body encrypted to the device's keys (RFC 8291, aes128gcm) and the VAPID
 * header (RFC 8292, a JWT signed with VAPID_PRIVATE_KEY for the push service's origin). It
 * is sent with fetch, with a timeout and no redirects.
 *
 * What the push service answers decides the row: 201 (any 2xx) sent; 404 or 410 the
 * subscription is gone (the browser unsubscribed, the app was removed): the device is
 * removed and the row dropped, not retried; 400, 403 and 413 refuse this one message for
 * good (a malformed or oversized push, a device subscribed under other keys): the row is
 * dropped and logged; anything else (429, 5xx, no answer) is a failure the sender retries
 * with the channel's back-off.
 */
export function pushTransport(vapid: VapidSettings, db: Kysely<Schema>, log: LogTo): ChannelTransport {
  return {
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
        { vapidDetails: vapid, TTL: payload.ttl, urgency: "high", contentEncoding: "aes128gcm" },
      );
      const origin = new URL(device.endpoint).host;
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: "POST",
          headers: Object.fromEntries(
            Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
          ) as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new Error(`push: ${reason((error as { cause?: unknown }).cause ?? error)} (${origin})`, { cause: error });
      }
      await response.body?.cancel();
      if (response.ok) return;
      if (response.status === 404 || response.status === 410) {
        await db.deleteFrom("push_subscriptions").where("id", "=", device.id).execute();
        log("info", { event: "push_device_removed", status: response.status, service: origin });
        return { dropped: `the push service answered ${response.status}: the device was removed` };
      }
      if (response.status === 400 || response.status === 403 || response.status === 413) {
        log("error", { event: "push_refused", status: response.status, service: origin });
        return { dropped: `the push service refused it (${response.status})` };
      }
      throw new Error(`push: HTTP ${response.status} from ${origin}`);
    },
  };
}
