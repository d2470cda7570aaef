import nodemailer from "nodemailer";
import { parentPort, workerData } from "node:worker_threads";
import type { MailThreadReply, MailThreadRequest, MailThreadSettings } from "./mail-thread-client";

/**
 * The mail thread: nodemailer's one pooled SMTP connection, in a thread of its own. Building
 * each message (MIME parts, encodings) and writing it to the socket, TLS included, is CPU
 * work; on the process that owns the database it queued behind and delayed visitors' commits
 * (decision 16). Here it runs beside them. Started and spoken to by ./mail-thread-client.ts.
 */
const settings = workerData as MailThreadSettings;

// One pooled connection, kept open between messages: a new connection per message cost
// 100 ms on loopback (`npm run bench`, notifications), more with TLS to a provider, and the
// sender sends one at a time, in order. Timeouts so a mail server that accepts the
// connection and then says nothing cannot hold the sender for minutes; an idle connection
// closes after the socket timeout and the pool opens a new one when needed.
const transporter = nodemailer.createTransport({
  url: settings.smtpUrl,
  pool: true,
  maxConnections: 1,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
});

parentPort!.on("message", (request: MailThreadRequest) => {
  if (request.kind === "close") {
    transporter.close();
    parentPort!.close();
    return;
  }
  transporter.sendMail(request.mail).then(
    () => parentPort!.postMessage({ id: request.id } satisfies MailThreadReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies MailThreadReply),
  );
});
