import { createECDH, randomBytes } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, sessionCookieFor, withDesk, type TestStaff } from "#tests/support/desk.ts";
import { post, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";
import { PUSH_RECEIVER_ENV } from "#tests/support/push-receiver.ts";
import { freePort } from "#tests/support/server.ts";

/**
 * Push devices over HTTP, through the real desk: which push addresses and keys the Account
 * page accepts (issue #49: an address inside the network, or a key that is no P-256 point,
 * was taken and then tried by the server), that signing out removes this browser's device,
 * and that the admins' banner names no address or port of the network when push fails.
 */
const VAPID = { ...webpush.generateVAPIDKeys(), subject: "mailto:desk@example.in" };
const VAPID_ENV = {
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT: VAPID.subject,
  OUTBOX_RETRY_SECONDS: "1",
};

/** A browser's keys: a P-256 public key (65 bytes, uncompressed) and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** 65 bytes shaped like a P-256 key (0x04, then x and y) that are no point on the curve. */
function offCurveKey(): string {
  for (;;) {
    const bytes = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
    try {
      createECDH("prime256v1").computeSecret(bytes);
    } catch {
      return bytes.toString("base64url");
    }
  }
}

async function ask(server: InProcessServer, cookie: string | null, path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { Origin: new URL(server.url).origin };
  if (cookie) headers.Cookie = cookie;
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const response = await fetch(new URL(path, server.url), {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location") ?? "", body: await response.text() };
}

const endpointsOf = (server: InProcessServer, staffId: string) =>
  withDesk(server.databaseUrl, async (database) =>
    (await database.desk.notificationSettings(staffId)).devices.map((device) => device.endpoint),
  );

describe("on a desk sending only to the push services browsers use", () => {
  let server: InProcessServer;
  let counsellor: TestStaff;
  let cookie: string;

  beforeAll(async () => {
    server = await startInProcess({ env: VAPID_ENV });
    counsellor = await addStaff(server.databaseUrl, { role: "counsellor" });
    cookie = await sessionCookieFor(server.url, counsellor);
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  const subscribe = (fields: Partial<Record<"endpoint" | "p256dh" | "auth", string>>) =>
    ask(server, cookie, "/desk/account", { intent: "push-subscribe", endpoint: "", ...browserKeys(), ...fields });

  it("refuses a push address inside the network, an IP address, plain HTTP or a host that is no push service's; stores nothing", async () => {
    const refused = [
      "https://10.0.0.5/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data/",
      "https://127.0.0.1:5432/",
      "https://metadata.google.internal/computeMetadata/v1/",
      // This desk is plain HTTP: a port on this machine was accepted.
      "http://127.0.0.1:4321/push/x",
      "http://localhost:4321/push/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://[::1]/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://[fd00:ec2::254]/latest/meta-data/",
      "https://2130706433/push",
      "https://8.8.8.8/push",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://evil.example/fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://someone@fcm.googleapis.com/fcm/send/abc",
      "https://push.apple.com/x",
    ];
    for (const endpoint of refused) {
      const answer = await subscribe({ endpoint });
      expect([endpoint, answer.status]).toEqual([endpoint, 400]);
      expect(answer.body).toMatch(/not HTTPS|not a push service/);
    }
    expect(await endpointsOf(server, counsellor.id)).toEqual([]);
  });

  it("takes a subscription on each push service browsers use", async () => {
    const accepted = [
      "https://fcm.googleapis.com/fcm/send/chrome-1",
      "https://updates.push.services.mozilla.com/wpush/v2/firefox-1",
      "https://web.push.apple.com/safari-1",
      "https://wns2-pn1p.notify.windows.com/w/?token=edge-1",
    ];
    for (const endpoint of accepted) expect((await subscribe({ endpoint })).status).toBe(200);
    expect((await endpointsOf(server, counsellor.id)).sort()).toEqual([...accepted].sort());
  });

  it("refuses a key that is no P-256 point and a secret that is not 16 bytes, in plain words", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/bad-keys";
    const badKey = await subscribe({ endpoint, p256dh: offCurveKey() });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toContain("The browser&#x27;s push key could not be read");
    const shortSecret = await subscribe({ endpoint, auth: randomBytes(15).toString("base64url") });
    expect(shortSecret.status).toBe(400);
    expect(shortSecret.body).toContain("The browser&#x27;s push secret could not be read");
    expect(await endpointsOf(server, counsellor.id)).not.toContain(endpoint);
  });

  it("signing out removes this browser's device, and only the signed-out person's", async () => {
    const phone = "https://fcm.googleapis.com/fcm/send/shared-phone";
    const laptop = "https://fcm.googleapis.com/fcm/send/own-laptop";
    const admin = await addStaff(server.databaseUrl, { role: "admin" });
    const adminsPhone = "https://fcm.googleapis.com/fcm/send/admins-phone";
    await withDesk(server.databaseUrl, async (database) => {
      for (const [staffId, endpoint] of [
        [counsellor.id, phone],
        [counsellor.id, laptop],
        [admin.id, adminsPhone],
      ] as const)
        await database.desk.addPushDevice(staffId, { endpoint, ...browserKeys(), label: "Chrome on Android" });
    });

    // The page's script puts this browser's push address in the form; another person's does nothing.
    const first = await sessionCookieFor(server.url, counsellor);
    const outWithTheirs = await ask(server, first, "/desk/sign-out", { scope: "this", "push-endpoint": adminsPhone });
    expect(outWithTheirs).toMatchObject({ status: 303, location: "/desk/sign-in?signed-out=1" });
    expect(await endpointsOf(server, admin.id)).toEqual([adminsPhone]);

    const second = await sessionCookieFor(server.url, counsellor);
    const out = await ask(server, second, "/desk/sign-out", { scope: "this", "push-endpoint": phone });
    expect(out).toMatchObject({ status: 303, location: "/desk/sign-in?signed-out=1" });
    const left = await endpointsOf(server, counsellor.id);
    expect(left).not.toContain(phone);
    expect(left).toContain(laptop);
    // Signed out: that session can no longer remove anything.
    const again = await ask(server, second, "/desk/sign-out", { scope: "this", "push-endpoint": laptop });
    expect(again.location).toMatch(/^\/desk\/sign-in/);
    expect(await endpointsOf(server, counsellor.id)).toContain(laptop);
  });
});

describe("when push fails", () => {
  let server: InProcessServer;

  beforeAll(async () => {
    server = await startInProcess({ env: { ...VAPID_ENV, ...PUSH_RECEIVER_ENV } });
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("the admins' banner says so in plain words, naming no address or port of the network", async () => {
    const db = server.databaseUrl;
    const admin = await addStaff(db, { role: "admin" });
    const counsellor = await addStaff(db, { role: "counsellor" });
    // A device whose push address is a port on this machine that nothing listens on.
    const port = await freePort();
    await withDesk(db, async (database) => {
      await database.desk.setOnDuty(counsellor.id, true, admin.id);
      await database.desk.addPushDevice(counsellor.id, {
        endpoint: `http://127.0.0.1:${port}/push/closed`,
        ...browserKeys(),
        label: "Chrome on Android",
      });
    });
    const enquiry = validEnquiry({ phone: uniquePhone(), email: `${randomBytes(4).toString("hex")}@example.com` });
    expect((await post(server.url, "/admission", enquiry)).status).toBe(200);

    const failing = async () =>
      withDesk(db, (database) =>
        database.db.selectFrom("delivery_health").selectAll().where("channel", "=", "push").executeTakeFirst(),
      );
    const until = Date.now() + 20_000;
    while (!(await failing())?.failingSince) {
      if (Date.now() > until) throw new Error("the push never failed");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const page = await ask(server, await sessionCookieFor(server.url, admin), "/desk/leads");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Push is failing since");
    expect(page.body).toContain("the push service could not be reached");
    for (const detail of ["ECONNREFUSED", "127.0.0.1", String(port), "connect "])
      expect(page.body).not.toContain(detail);
    // The detail is for whoever runs the server: in its log.
    expect(server.output()).toContain("ECONNREFUSED");
  });
});
