import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isP256PublicKey,
  PUSH_SERVICES_ONLY,
  pushEndpointProblem,
  pushHostEntryProblem,
  subscriptionProblem,
  type PushEndpointPolicy,
} from "./push-subscription.ts";

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** Whether node:crypto (OpenSSL) takes these bytes as a P-256 public key. */
function opensslTakes(bytes: Buffer): boolean {
  try {
    createECDH("prime256v1").computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

const TEST_RECEIVER: PushEndpointPolicy = { moreHosts: [], loopbackForTests: true };

describe("push subscriptions", () => {
  it("takes the push services browsers use, and no other address", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/abc",
      "https://wns2-pn1p.notify.windows.com/w/?token=abc",
    ])
      expect([endpoint, pushEndpointProblem(endpoint, PUSH_SERVICES_ONLY)]).toEqual([endpoint, null]);
    for (const endpoint of [
      "https://10.0.0.5/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data/",
      "https://127.0.0.1:5432/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://[::1]/",
      "https://[::ffff:7f00:1]/",
      "https://2130706433/",
      "https://0x7f.1/",
      "https://push.services.mozilla.com/",
      "https://push.apple.com.evil.example/",
      "https://evilpush.apple.com/",
      "https://fcm.googleapis.com./fcm/send/abc",
      "https://android.googleapis.com/gcm/send/abc",
      "https://user:secret@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
    ])
      expect([endpoint, pushEndpointProblem(endpoint, PUSH_SERVICES_ONLY)]).toEqual([
        endpoint,
        expect.stringContaining("not a push service"),
      ]);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "file:///etc/passwd",
      "ftp://fcm.googleapis.com/",
    ])
      expect(pushEndpointProblem(endpoint, PUSH_SERVICES_ONLY)).toMatch(/not HTTPS/);
    expect(pushEndpointProblem("", PUSH_SERVICES_ONLY)).toMatch(/no push address/);
    expect(pushEndpointProblem(`https://fcm.googleapis.com/${"a".repeat(1000)}`, PUSH_SERVICES_ONLY)).toMatch(
      /too long/,
    );
  });

  it("takes an operator's extra push service, and the tests' receiver on 127.0.0.1 only when told", () => {
    const more: PushEndpointPolicy = { moreHosts: ["push.example.net", "*.push.example.org"], loopbackForTests: false };
    expect(pushEndpointProblem("https://push.example.net/x", more)).toBeNull();
    expect(pushEndpointProblem("https://push.example.net:8443/x", more)).toBeNull();
    expect(pushEndpointProblem("https://fcm.googleapis.com:443/fcm/send/abc", more)).toBeNull();
    expect(pushEndpointProblem("https://eu.push.example.org/x", more)).toBeNull();
    expect(pushEndpointProblem("https://push.example.org/x", more)).toMatch(/not a push service/);
    expect(pushEndpointProblem("https://push.example.net/x", PUSH_SERVICES_ONLY)).toMatch(/not a push service/);

    expect(pushEndpointProblem("http://127.0.0.1:9/push/x", PUSH_SERVICES_ONLY)).toMatch(/not HTTPS/);
    expect(pushEndpointProblem("http://127.0.0.1:9/push/x", TEST_RECEIVER)).toBeNull();
    expect(pushEndpointProblem("https://[::1]:9/push/x", TEST_RECEIVER)).toBeNull();
    // Only the addresses themselves: a name is resolved when connecting, and refused there if it is inside.
    expect(pushEndpointProblem("http://localhost:9/push/x", TEST_RECEIVER)).toMatch(/not HTTPS/);
    expect(pushEndpointProblem("https://10.0.0.5/push/x", TEST_RECEIVER)).toMatch(/not a push service/);
  });

  it("judges a P-256 key as OpenSSL does: 65 bytes, 0x04, a point on the curve", () => {
    for (let n = 0; n < 20; n++) {
      const good = Buffer.from(browserKeys().p256dh, "base64url");
      expect(isP256PublicKey(good)).toBe(true);
      const random = Buffer.concat([Buffer.from([4]), randomBytes(64)]);
      expect(isP256PublicKey(random)).toBe(opensslTakes(random));
      // One bit changed in y: off the curve.
      const bent = Buffer.from(good);
      bent[64]! ^= 1;
      expect([isP256PublicKey(bent), opensslTakes(bent)]).toEqual([false, false]);
    }
    const good = Buffer.from(browserKeys().p256dh, "base64url");
    expect(isP256PublicKey(Buffer.concat([Buffer.from([2]), good.subarray(1)]))).toBe(false);
    expect(isP256PublicKey(good.subarray(0, 33))).toBe(false);
    // Coordinates at or past the field's prime are not reduced into a point.
    const past = Buffer.concat([Buffer.from([4]), Buffer.alloc(32, 0xff), good.subarray(33)]);
    expect(isP256PublicKey(past)).toBe(false);
  });

  it("says in plain words which part of a subscription cannot be used", () => {
    const keys = browserKeys();
    const good = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", ...keys };
    expect(subscriptionProblem(good, PUSH_SERVICES_ONLY)).toBeNull();
    expect(subscriptionProblem({ ...good, endpoint: "https://10.0.0.5/" }, PUSH_SERVICES_ONLY)).toMatch(
      /not a push service/,
    );
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    expect(subscriptionProblem({ ...good, p256dh: offCurve }, PUSH_SERVICES_ONLY)).toBe(
      "The browser's push key could not be read. Please try again.",
    );
    expect(subscriptionProblem({ ...good, p256dh: keys.auth }, PUSH_SERVICES_ONLY)).toMatch(/push key/);
    expect(subscriptionProblem({ ...good, p256dh: "!!" }, PUSH_SERVICES_ONLY)).toMatch(/push key/);
    expect(subscriptionProblem({ ...good, auth: randomBytes(15).toString("base64url") }, PUSH_SERVICES_ONLY)).toBe(
      "The browser's push secret could not be read. Please try again.",
    );
    expect(subscriptionProblem({ ...good, auth: "!!" }, PUSH_SERVICES_ONLY)).toMatch(/push secret/);
  });

  it("takes PUSH_SERVICE_HOSTS' entries only as host names", () => {
    expect(pushHostEntryProblem("push.example.net")).toBeNull();
    expect(pushHostEntryProblem("*.push.example.net")).toBeNull();
    for (const entry of ["10.0.0.5", "*", "*.com", "push.example.net:8443", "https://push.example.net", "[::1]", "a b"])
      expect([entry, pushHostEntryProblem(entry)]).toEqual([entry, expect.any(String)]);
  });
});
