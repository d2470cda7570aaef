import type { Kysely } from "kysely";
import { newLeadsSummary } from "#domain/push.ts";
import {
  pushEndpointProblem,
  pushKeysProblem,
  PUSH_SERVICES_ONLY,
  type PushEndpointPolicy,
} from "#domain/push-subscription.ts";
import type { Schema } from "#server/storage/schema.ts";
import type { LogTo } from "#server/log.ts";
import { Delivery, type VapidSettings } from "./delivery";
import type { OutboxPayload, PushMessage } from "./outbox";
import type { ChannelTransport, OutboxRow } from "./sender";
import { REFUSED_ADDRESS } from "./push-endpoints";
import { reason } from "./transports";

export type { VapidSettings } from "./delivery";

interface Device {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Web Push (RFC 8030) to one staff device per outbox row. ./delivery.ts builds and sends the request: the body encrypted to the device's keys
 * (RFC 8291, aes128gcm) and the VAPID header (RFC 8292, a JWT signed with VAPID_PRIVATE_KEY for
 * the push service's origin), over a kept-alive connection, with a timeout and no redirects. A
 * batch's pushes go out at once (./sender.ts deliverPushes), their devices read in one query.
 *
 * Before anything is sent, the device is checked again as it was when added
 * (domain/push-subscription.ts): one stored before those checks, whose address is not a push
 * service's or whose key cannot be encrypted to, is removed and its row dropped, without a
 * connection (issue #49). The connection itself refuses a push service's name that resolves
 * inside a private network (./push-endpoints.ts, ./delivery.ts's agents).
 *
 * What the push service answers decides the row: 201 (any 2xx) sent; 404 or 410 the
 * subscription is gone (the browser unsubscribed, the app was removed): the device is
 * removed and the row dropped, not retried; 400, 403 and 413 refuse this one message for
 * good (a malformed or oversized push, a device subscribed under other keys): the row is
 * dropped and logged; anything else (429, 5xx, no answer) is a failure the sender retries
 * with that device's back-off (./sender.ts). What a failure says is what the admins' banner
 * shows: plain words, no address or port of the network; the detail goes to the log.
 */
export function pushTransport(
  vapid: VapidSettings,
  db: Kysely<Schema>,
  log: LogTo,
  options: { endpoints?: PushEndpointPolicy; delivery?: Delivery } = {},
): ChannelTransport {
  const endpoints = options.endpoints ?? PUSH_SERVICES_ONLY;
  const delivery = options.delivery ?? new Delivery({ vapid });
  // The devices of the pushes asked for in one turn of the event loop (a batch, all at once),
  // read in one query rather than one each. A failed read fails each of those sends (retried).
  type Waiting = { resolve: (device: Device | undefined) => void; reject: (error: unknown) => void };
  let wanted: Map<string, Waiting[]> | null = null;
  const lookUp = async (batch: Map<string, Waiting[]>) => {
    try {
      const devices = await db
        .selectFrom("push_subscriptions")
        .innerJoin("staff", "staff.id", "push_subscriptions.staffId")
        .select(["push_subscriptions.id", "endpoint", "p256dh", "auth"])
        .where("push_subscriptions.id", "in", [...batch.keys()])
        .where("staff.active", "=", 1)
        .execute();
      const byId = new Map(devices.map((device) => [device.id, device]));
      for (const [id, waiting] of batch) for (const { resolve } of waiting) resolve(byId.get(id));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  };
  const device = (id: string) =>
    new Promise<Device | undefined>((resolve, reject) => {
      if (!wanted) {
        const batch = (wanted = new Map());
        queueMicrotask(() => {
          wanted = null;
          void lookUp(batch);
        });
      }
      wanted.set(id, [...(wanted.get(id) ?? []), { resolve, reject }]);
    });
  return {
    close: () => delivery.close(),
    async send(_row, payload) {
      if (payload.type !== "push") throw new Error(`push: a ${payload.type} is not a push`);
      const found = await device(payload.subscriptionId);
      // Removed since the row was written (by its owner, a sign-out everywhere, a disabled account).
      if (!found) return { dropped: "the device was removed before it was sent" };
      const unusable = pushEndpointProblem(found.endpoint, endpoints)
        ? "this device's push address is not a push service's"
        : pushKeysProblem(found)
          ? "this device's push key cannot be used"
          : null;
      if (unusable) {
        await db.deleteFrom("push_subscriptions").where("id", "=", found.id).execute();
        log("error", { event: "push_device_removed", why: unusable, device: found.id });
        return { dropped: `${unusable}: the device was removed` };
      }
      const origin = new URL(found.endpoint).host;
      let status: number;
      try {
        status = await delivery.push({
          endpoint: found.endpoint,
          keys: { p256dh: found.p256dh, auth: found.auth },
          payload: JSON.stringify(payload.content),
          ttl: payload.ttl,
        });
      } catch (error) {
        const refused = reason(error).includes(REFUSED_ADDRESS);
        log(refused ? "error" : "info", { event: "push_failed", service: origin, error: reason(error) });
        throw new Error(
          refused ? "the push service's address is inside a private network" : "the push service could not be reached",
          { cause: error },
        );
      }
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410) {
        await db.deleteFrom("push_subscriptions").where("id", "=", found.id).execute();
        log("info", { event: "push_device_removed", status, service: origin });
        return { dropped: `the push service answered ${status}: the device was removed` };
      }
      if (status === 400 || status === 403 || status === 413) {
        log("error", { event: "push_refused", status, service: origin });
        return { dropped: `the push service refused it (${status})` };
      }
      throw new Error(`the push service answered with an error (HTTP ${status} from ${origin})`);
    },
  };
}

/** One request to a device: the rows it delivers, and what it says. */
export interface PushSend {
  rows: OutboxRow[];
  payload: OutboxPayload;
}

/**
 * A batch's push rows as the requests that deliver them: each row its own, except that a
 * device with several "new lead for you" waiting gets one summary for all of them
 * (domain/push.ts newLeadsSummary, which names nobody), in the place of the first. Its rows
 * share its outcome: sent, dropped or failed together, so delivery stays at least once.
 */
export function pushSends(rows: OutboxRow[]): PushSend[] {
  const sends: PushSend[] = [];
  const newLeads = new Map<string, PushSend>();
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as OutboxPayload;
    if (payload.type !== "push" || payload.event !== "allocated") {
      sends.push({ rows: [row], payload });
      continue;
    }
    const waiting = newLeads.get(payload.subscriptionId);
    if (!waiting) {
      const send = { rows: [row], payload };
      newLeads.set(payload.subscriptionId, send);
      sends.push(send);
      continue;
    }
    waiting.rows.push(row);
    const summary: PushMessage = { ...payload, content: newLeadsSummary(waiting.rows.length) };
    waiting.payload = summary;
  }
  return sends;
}
