import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { readRows } from "#tests/support/db.ts";
import { storedPhone } from "#app/lib/phone.ts";
import { post, uniquePhone, validContact, validEnquiry, type Fields } from "#tests/support/forms.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * Durability: a submission the server acknowledged (200) survives a crash. Concurrent unique
 * submissions keep the server busy until SIGKILL cuts them short; after a restart on the same
 * file every acknowledged submission is there, once, and nothing else is.
 */

/** Posts in flight at once: each sender posts again as soon as it is answered, until the kill. */
const SENDERS = 40;
/** The kill is armed after this many acknowledgements. */
const KILL_AFTER = 25;

/**
 * Posts with Node's own client and calls `left` the moment the whole request has been handed to
 * the operating system ('finish'). A kill made then lands with this post in the server's hands
 * and not yet committed: a commit takes milliseconds, the kill microseconds. (Killed at the
 * answer that armed it, a fast server on Node 24 had sometimes answered every post of that
 * batch, and nothing was in flight.) Resolves with the status, or undefined when cut off.
 */
function postThen(url: URL, origin: string, body: string, left: () => void): Promise<number | undefined> {
  return new Promise((resolve) => {
    const posting = request(
      url,
      {
        method: "POST",
        headers: {
          Origin: origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    posting.on("error", () => resolve(undefined));
    posting.on("finish", left);
    posting.end(body);
  });
}

type Row = Record<string, string>;

interface Sent {
  path: "/admission" | "/contact";
  fields: Fields;
  status?: number;
  error?: string;
}

describe("crash during a stream of submissions", () => {
  let first: TestServer | undefined;
  let second: TestServer | undefined;

  afterAll(async () => {
    if (second) await second.stop();
    if (first && first.process.exitCode === null && first.process.signalCode === null) await first.kill();
    first?.cleanup();
  });

  it("every acknowledged submission is in the database after kill -9 and restart", async () => {
    // Generous header and request timeouts: a busy machine reading 240 requests at once must
    // not answer some 408, which is not what this test is about (tests/http/server-edges.db.test.ts).
    first = await startServer({
      env: { HEADERS_TIMEOUT_SECONDS: "60", REQUEST_TIMEOUT_SECONDS: "120" },
    });
    const server = first;

    // A burst sent all at once could be answered in full before the kill landed (a fast server
    // commits it in a few batches while the test reads the answers), leaving nothing in flight.
    // Senders that keep posting until the kill always have posts on their way when it lands.
    const sent: Sent[] = [];
    let acknowledged = 0;
    let armed = false;
    let killing = false;
    let killed: Promise<void> | undefined;
    const sender = async () => {
      while (!killing) {
        const index = sent.length;
        const submission: Sent =
          index % 3 === 2
            ? { path: "/contact", fields: validContact({ subject: `Crash ${index}` }) }
            : { path: "/admission", fields: validEnquiry({ phone: uniquePhone(), message: `Crash ${index}` }) };
        sent.push(submission);
        const body = new URLSearchParams(submission.fields).toString();
        if (armed && killed === undefined) {
          // The last post: the server is killed as it leaves, with the other senders' posts on their way.
          let kill: Promise<void> | undefined;
          const status = postThen(new URL(submission.path, server.url), server.url, body, () => {
            killing = true;
            kill = server.kill();
          });
          killed = status.then(() => kill);
          submission.status = await status;
          continue;
        }
        try {
          const response = await fetch(new URL(submission.path, server.url), {
            method: "POST",
            headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
            body,
          });
          // Acknowledged as soon as the status arrives; the body may be cut off by the kill.
          submission.status = response.status;
          if (response.status === 200 && ++acknowledged === KILL_AFTER) armed = true;
          await response.arrayBuffer().catch(() => undefined);
        } catch (error) {
          submission.error = String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    expect(killed, `the kill was triggered (${acknowledged} acknowledged)`).toBeDefined();
    await killed;
    expect(server.process.signalCode).toBe("SIGKILL");

    // Killed: a request in flight is cut off, never acknowledged (a 503, "could not be sent",
    // would be a save that failed before the kill).
    const acked = sent.filter((submission) => submission.status === 200);
    const lost = sent.filter((submission) => submission.status === undefined || submission.status === 503);
    const otherStatuses = sent.filter(
      (submission) => submission.status !== undefined && ![200, 503].includes(submission.status),
    );
    expect(
      otherStatuses.map((submission) => submission.status),
      `${acked.length} acknowledged, ${lost.length} cut off or refused`,
    ).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // Every post was sent before the kill: one unanswered was in the server's hands when it died.
    expect(lost.length, "the kill landed with posts in flight").toBeGreaterThan(0);

    second = await startServer({ dir: server.dir, databaseUrl: server.databaseUrl });
    console.info(`crash: ${acked.length} acknowledged, ${lost.length} cut off or refused by the kill`);
    const enquiries = await readRows<Row>(second.databaseUrl, "enquiries");
    const messages = await readRows<Row>(second.databaseUrl, "messages");
    const enquiriesByName = new Map(enquiries.map((row) => [row.name, row]));
    const messagesByName = new Map(messages.map((row) => [row.name, row]));

    const missing = acked.filter(
      (submission) =>
        !(submission.path === "/admission" ? enquiriesByName : messagesByName).has(submission.fields.name!),
    );
    expect(
      missing.map((submission) => submission.fields.name),
      "acknowledged but not stored",
    ).toEqual([]);

    for (const submission of acked) {
      if (submission.path === "/admission") {
        const { source, name, phone, email, course, university, message } = submission.fields;
        // Phones are stored as +91 and the 10 digits (app/lib/phone.ts).
        expect(enquiriesByName.get(name!)).toMatchObject({
          source,
          name,
          phone: `+91${phone}`,
          email,
          course,
          university,
          message,
        });
      } else {
        const { name, email, phone, subject, message } = submission.fields;
        // The contact form keeps a phone as typed unless it is an Indian mobile number.
        expect(messagesByName.get(name!)).toMatchObject({
          name,
          email,
          phone: storedPhone(phone!) ?? phone,
          subject,
          message,
        });
      }
    }

    // Nothing was stored twice, and nothing that was never sent.
    const sentNames = new Set(sent.map((submission) => submission.fields.name));
    expect(new Set(enquiries.map((row) => row.name)).size).toBe(enquiries.length);
    expect(new Set(messages.map((row) => row.name)).size).toBe(messages.length);
    expect([...enquiries, ...messages].filter((row) => !sentNames.has(row.name))).toEqual([]);
    expect(enquiries.length + messages.length).toBeGreaterThanOrEqual(acked.length);

    // The restarted server takes new submissions on the recovered file.
    const after = validEnquiry();
    expect((await post(second.url, "/admission", after)).status).toBe(200);
    expect((await readRows<Row>(second.databaseUrl, "enquiries")).map((row) => row.name)).toContain(after.name);
  }, 120_000);
});
