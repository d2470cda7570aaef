import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import webpush from "web-push";
import { expect, it } from "vitest";
import { addStaff, withDesk } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { PUSH_RECEIVER_ENV, startPushReceiver } from "#tests/support/push-receiver.ts";
import { startServer } from "#tests/support/server.ts";

/**
 * Web Push through the real server (VAPID keys set) and a push service in this process
 * (tests/support/push-receiver.ts, which checks the VAPID JWT and decrypts each message with
 * the subscription's private key), each test with its own server; and the VAPID settings at
 * start-up. Moved from tests/e2e/desk-push.spec.ts, which keeps what needs Chromium: the
 * device's subscription, the notification shown and its tap, the choices on the account page.
 */
const VAPID = { ...webpush.generateVAPIDKeys(), subject: "mailto:desk@example.in" };
const VAPID_ENV = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: VAPID.subject,
  OUTBOX_RETRY_SECONDS: "1",
  ...PUSH_RECEIVER_ENV,
};

function enquiry() {
  const name = `Pushy${randomBytes(3).toString("hex")} Lastname`;
  const fields = validEnquiry({ name, phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` });
  return fields as typeof fields & { name: string; course: string; message: string };
}

it(
  "killed with pushes pending, the server delivers every one after it restarts",
  async () => {
    const receiver = await startPushReceiver({ publicKey: VAPID.publicKey, subject: VAPID.subject });
    const first = await startServer({ env: VAPID_ENV });
    const subscription = receiver.subscribe();
    receiver.answer(subscription.endpoint, 503); // the push service is down
    const counsellor = await addStaff(first.databaseUrl, { role: "counsellor" });
    await withDesk(first.databaseUrl, async (database) => {
      await database.desk.setOnDuty(counsellor.id, true, counsellor.id);
      await database.desk.addPushDevice(counsellor.id, {
        endpoint: subscription.endpoint,
        ...subscription.keys,
        label: "Chrome on Android",
      });
    });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sent = enquiry();
      names.push(sent.name.split(" ")[0]!);
      expect((await post(first.url, "/admission", sent)).status).toBe(200); // the visitor is answered at once
    }
    await expect.poll(() => receiver.requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await first.kill(); // SIGKILL: nothing flushed, nothing sent
    receiver.answer(subscription.endpoint, null); // back up

    const second = await startServer({ dir: first.dir, databaseUrl: first.databaseUrl, env: VAPID_ENV });
    try {
      // Each lead once: its own push, or counted in a summary of the new leads that waited together.
      const counted = () =>
        receiver.messages.map((message) => {
          const summary = /^(\d+) new leads for you$/.exec(String(message.payload.title));
          return summary ? Number(summary[1]) : 1;
        });
      await expect
        .poll(() => counted().reduce((sum, count) => sum + count, 0), { timeout: 60_000 })
        .toBeGreaterThanOrEqual(3);
      expect(counted().reduce((sum, count) => sum + count, 0)).toBe(3);
      const singles = receiver.messages.filter((message) => message.payload.title === "New lead for you");
      for (const message of singles) expect(names).toContain(String(message.payload.body).split(" · ")[0]);
    } finally {
      await second.stop();
      second.cleanup();
      await receiver.close();
    }
  },
  // Two servers to start, up to half a minute for the first attempt and a minute for the rest: a hang, not a budget.
  180_000,
);

it("start-up refuses a malformed VAPID key with one clear line, never echoing it", async () => {
  const started = startServer({ env: { ...VAPID_ENV, VAPID_PRIVATE_KEY: "not-a-key" } });
  await expect(started).rejects.toThrow(/VAPID_PRIVATE_KEY: must be a P-256 private key in base64url/);
  await expect(started).rejects.not.toThrow(/not-a-key/);
});

it("start-up refuses the tests' loopback push setting on a server that does not say it runs for a test", async () => {
  const started = startServer({ env: { ...VAPID_ENV, TEST_SERVER: "" } });
  await expect(started).rejects.toThrow(/PUSH_LOOPBACK_FOR_TESTS: is for tests only/);
});

it("npm run staff -- vapid prints a pair the server starts with", async () => {
  const printed = execFileSync(process.execPath, ["build/commands/staff.js", "vapid"], { encoding: "utf8" });
  const env = Object.fromEntries(
    printed
      .split("\n")
      .filter((line) => /^VAPID_\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  expect(Object.keys(env)).toEqual(["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"]);
  const server = await startServer({ env });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  } finally {
    await server.stop();
    server.cleanup();
  }
});
