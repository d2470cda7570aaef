import type { Kysely } from "kysely";
import { Webhook } from "standardwebhooks";
import type { Schema } from "#server/storage/schema.ts";
import { Delivery } from "./delivery";
import { renderEmail, type MailContext } from "./messages";
import { storedWebhookBody, webhookBody } from "./outbox";
import { recipients } from "./staff-alerts";
import type { ChannelTransport } from "./sender";

/** The two ways a notification leaves the server: SMTP (nodemailer) and a signed webhook. */

/** The first line of an error, short: what the desk's banner and the log show. */
export function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0]!.slice(0, 200);
}

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  /** Explicit recipients of staff alerts; empty means every active admin. */
  notify: string[];
}

async function hasActiveAdmin(db: Kysely<Schema>): Promise<boolean> {
  const row = await db
    .selectFrom("staff")
    .select("id")
    .where("role", "=", "admin")
    .where("active", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The admins who keep this alert by email (their Account page choice; by default all). */
async function activeAdminEmails(db: Kysely<Schema>, kind: string): Promise<string[]> {
  const event = kind === "lead.escalated" ? "escalation" : "new_enquiry";
  return (await recipients(db, "admins", event, "email")).map((admin) => admin.email);
}

export function emailTransport(
  settings: EmailSettings,
  db: Kysely<Schema>,
  context: MailContext,
  delivery: Delivery = new Delivery({ smtpUrl: settings.smtpUrl }),
): ChannelTransport {
  const host = new URL(context.siteUrl).hostname;
  return {
    close: () => delivery.close(),
    async send(row, payload) {
      const mail = renderEmail(payload, context);
      const to =
        mail.to === "staff"
          ? settings.notify.length > 0
            ? settings.notify
            : await activeAdminEmails(db, payload.type)
          : [mail.to];
      if (to.length === 0) {
        // Every admin turned this email off on their Account page: nothing to send, nothing failed.
        if (mail.to === "staff" && (await hasActiveAdmin(db))) return;
        throw new Error("no one to send to: set NOTIFY_EMAIL or add an admin");
      }
      try {
        await delivery.sendMail({
          from: settings.from,
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // Stable across retries: a repeat after a crash is the same message to the mail system.
          messageId: `<${row.id}@${host}>`,
        });
      } catch (error) {
        throw new Error(`email: ${reason(error)}`, { cause: error });
      }
    },
  };
}

/**
 * Webhook calls signed per the Standard Webhooks specification (webhook-id, -timestamp,
 * -signature) by its reference library. The id is the outbox row's, the same on every retry.
 */
export function webhookTransport(url: string, secret: string, context: MailContext): ChannelTransport {
  const signer = new Webhook(secret);
  return {
    async send(row, payload) {
      // Stored when the row was written (./outbox.ts); built now only for a row written without it.
      const body = storedWebhookBody(row.payload) ?? webhookBody(payload, row.createdAt, context.siteUrl);
      const now = new Date();
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "admissions-desk",
            "webhook-id": row.id,
            "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
            "webhook-signature": signer.sign(row.id, now, body),
          },
          body,
          redirect: "error",
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new Error(`webhook: ${reason((error as { cause?: unknown }).cause ?? error)}`, { cause: error });
      }
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook: HTTP ${response.status} from ${new URL(url).host}`);
    },
  };
}
