import type { Kysely } from "kysely";
import { liveSite, liveWorkingWeek } from "#content/live.ts";
import { pushEndpointPolicy, siteUrl, vapidSettings, type ServerConfig } from "#server/config.ts";
import { logTo } from "#server/log.ts";
import type { GroupCommitter } from "#server/storage/group-commit.ts";
import type { Schema } from "#server/storage/schema.ts";
import type { NotifySettings } from "./outbox";
import { Scheduler } from "./scheduler";
import { DEFAULT_SENDER_OPTIONS, OutboxSender, type ChannelTransport } from "./sender";
import { emailTransport, webhookTransport } from "./transports";
import { Delivery } from "./delivery";
import { pushTransport } from "./push";

/** Which channels the configuration turns on. */
export function notifySettings(
  config: Pick<
    ServerConfig,
    | "SMTP_URL"
    | "WEBHOOK_URL"
    | "SITE_URL"
    | "PORT"
    | "VAPID_PUBLIC_KEY"
    | "VAPID_PRIVATE_KEY"
    | "VAPID_SUBJECT"
    | "NOTIFY_EMAIL"
  >,
): NotifySettings {
  const vapid = vapidSettings(config);
  return {
    email: Boolean(config.SMTP_URL),
    webhook: Boolean(config.WEBHOOK_URL),
    siteUrl: siteUrl(config),
    push: vapid !== null,
    ...(vapid ? { pushPublicKey: vapid.publicKey } : {}),
    notifyList: (config.NOTIFY_EMAIL ?? []).length > 0,
  };
}

/** The outbox sender and the scheduler, started by the process that owns the database. */
export function startNotifications(
  db: Kysely<Schema>,
  writes: GroupCommitter,
  config: ServerConfig,
  clock: () => Date = () => new Date(),
) {
  const context = { siteUrl: siteUrl(config), siteName: liveSite().name };
  const transports: { email?: ChannelTransport; webhook?: ChannelTransport; push?: ChannelTransport } = {};
  const vapid = vapidSettings(config);
  // Email and push share one Delivery: the SMTP pool and the push services' kept-alive sockets.
  const delivery = new Delivery({
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    ...(vapid ? { vapid } : {}),
  });
  if (config.SMTP_URL) {
    const from = config.MAIL_FROM ?? `"${liveSite().name} admissions desk" <desk@${new URL(context.siteUrl).hostname}>`;
    transports.email = emailTransport(
      { smtpUrl: config.SMTP_URL, from, notify: config.NOTIFY_EMAIL },
      db,
      context,
      delivery,
    );
  }
  if (config.WEBHOOK_URL && config.WEBHOOK_SECRET)
    transports.webhook = webhookTransport(config.WEBHOOK_URL, config.WEBHOOK_SECRET, context);
  if (vapid) transports.push = pushTransport(vapid, db, logTo, { endpoints: pushEndpointPolicy(config), delivery });

  const sender = new OutboxSender(db, writes, transports, clock, logTo, {
    ...DEFAULT_SENDER_OPTIONS,
    retryBaseMs: config.OUTBOX_RETRY_SECONDS * 1000,
  });
  const scheduler = new Scheduler(
    db,
    {
      email: Boolean(config.SMTP_URL),
      push: vapid !== null,
      digestTime: config.DIGEST_TIME,
      workingWeek: liveWorkingWeek,
    },
    clock,
    logTo,
  );
  sender.start();
  scheduler.start();
  return {
    /** Resolves once the outbox's sends under way have ended. */
    stop: async () => {
      scheduler.stop();
      await sender.stop();
    },
  };
}
