import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service in the test process, as a browser vendor runs one (RFC 8030): the server
 * POSTs a message to a subscription's endpoint and gets 201. It checks what a real one
 * checks, with node:crypto only, nothing shared with the `web-push` library:
 * - the VAPID header (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT
 *   ES256 over the key it names, which must be the server's VAPID_PUBLIC_KEY, `aud` the
 *   endpoint's origin, `exp` in the future and within 24 hours, `sub` the configured subject;
 * - the body (RFC 8291, `Content-Encoding: aes128gcm`): decrypted with the subscription's
 *   private key, which only this test holds (as only the browser does), by ECDH P-256, HKDF
 *   as the RFC gives it and AES-128-GCM, then the padding removed.
 * A message failing any check is answered 400 (or 401/403 for VAPID) and recorded as
 * refused. Each endpoint can be told to answer 404, 410, 500 instead.
 */
/**
 * The settings a server needs to send to this receiver: it listens on 127.0.0.1, which the
 * server refuses as a push address unless told it runs for a test (server/config.ts
 * PUSH_LOOPBACK_FOR_TESTS; TEST_SERVER, as a server started as `npm start` is production).
 */
export const PUSH_RECEIVER_ENV = { PUSH_LOOPBACK_FOR_TESTS: "1", TEST_SERVER: "1" } as const;

export interface PushedMessage {
  endpoint: string;
  /** The decrypted body, parsed as JSON. */
  payload: Record<string, unknown>;
  headers: IncomingMessage["headers"];
  /** When it was accepted (Date.now()). */
  at: number;
  claims: { aud: string; exp: number; sub: string };
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushReceiver {
  url: string;
  /** A new subscription on this service: the browser's side of PushManager.subscribe(). */
  subscribe(): TestSubscription;
  /** Adopts a subscription a real browser made (its endpoint here; keys unknown: bodies are not decrypted). */
  answer(endpoint: string, status: number | null): void;
  messages: PushedMessage[];
  /** Requests refused by a check, with why. */
  refused: { endpoint: string; why: string }[];
  /** Every request, answered or not, in order: [endpoint, status]. */
  requests: [string, number][];
  /**
   * Answer 201 without checking or decrypting (the bench's throughput rounds: a real push
   * service does that work on its own machine, not beside the server measured).
   */
  acceptUnchecked: boolean;
  waitFor(count: number, timeoutMs?: number): Promise<PushedMessage[]>;
  close(): Promise<void>;
}

function base64url(text: string): Buffer {
  return Buffer.from(text, "base64url");
}

/** The P-256 public key in its 65-byte uncompressed form, as a key node:crypto verifies with. */
function publicKeyFromRaw(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("the VAPID key is not an uncompressed P-256 point");
  return createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
}

/** RFC 8292 section 3: checks the header and returns the JWT's claims, or throws why not. */
export function verifyVapid(
  authorization: string | undefined,
  endpoint: string,
  expected: { publicKey: string; subject: string },
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error("no vapid Authorization header");
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expected.publicKey) throw new Error("k is not the server's VAPID public key");
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const head = JSON.parse(base64url(header).toString()) as { alg?: string; typ?: string };
  if (head.alg !== "ES256") throw new Error(`alg is ${head.alg}, not ES256`);
  const good = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKeyFromRaw(base64url(key)), dsaEncoding: "ieee-p1363" },
    base64url(signature),
  );
  if (!good) throw new Error("the JWT's signature does not verify with k");
  const body = JSON.parse(base64url(claims).toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== new URL(endpoint).origin) throw new Error(`aud ${body.aud} is not the endpoint's origin`);
  if (!(body.exp > nowSeconds)) throw new Error("the JWT has expired");
  if (body.exp > nowSeconds + 24 * 3600) throw new Error("exp is more than 24 hours ahead");
  if (body.sub !== expected.subject) throw new Error(`sub is ${body.sub}`);
  return body;
}

/** RFC 8291 section 3 and RFC 8188: the plaintext of an aes128gcm body sent to this subscription. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error("the keyid is not the sender's 65-byte P-256 key");
  if (ciphertext.length > recordSize) throw new Error("more than one record: a push is one");
  const receiverKey = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderKey);
  // IKM = HKDF(salt = auth_secret, IKM = ecdh_secret, info = "WebPush: info" 0x00 ua_public as_public, L = 32)
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: the data, then the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

export async function startPushReceiver(expected: { publicKey: string; subject: string }): Promise<PushReceiver> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer } | null>();
  const answers = new Map<string, number>();
  const messages: PushedMessage[] = [];
  const refused: { endpoint: string; why: string }[] = [];
  const requests: [string, number][] = [];
  let url = "";

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${url}${request.url ?? ""}`;
      const reply = (status: number, why?: string) => {
        requests.push([endpoint, status]);
        if (why) refused.push({ endpoint, why });
        response.writeHead(status, status === 201 ? { Location: `${url}/message/${randomUUID()}` } : {});
        response.end();
      };
      if (request.method !== "POST" || !devices.has(endpoint)) return reply(404);
      const told = answers.get(endpoint);
      if (told) return reply(told);
      if (receiver.acceptUnchecked) return reply(201);
      let claims: PushedMessage["claims"];
      try {
        claims = verifyVapid(request.headers.authorization, endpoint, expected);
      } catch (error) {
        return reply(403, (error as Error).message);
      }
      if (!/^\d+$/.test(String(request.headers.ttl ?? ""))) return reply(400, "no TTL header");
      if (request.headers["content-encoding"] !== "aes128gcm") return reply(400, "not aes128gcm");
      const device = devices.get(endpoint);
      let payload: Record<string, unknown> = {};
      if (device) {
        try {
          payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth).toString("utf8"));
        } catch (error) {
          return reply(400, `cannot decrypt: ${(error as Error).message}`);
        }
      }
      messages.push({ endpoint, payload, headers: request.headers, at: Date.now(), claims });
      reply(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const receiver: PushReceiver = {
    acceptUnchecked: false,
    url,
    messages,
    refused,
    requests,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      devices.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    answer(endpoint, status) {
      if (!devices.has(endpoint)) devices.set(endpoint, null);
      if (status === null) answers.delete(endpoint);
      else answers.set(endpoint, status);
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until)
          throw new Error(
            `expected ${count} pushes, got ${messages.length}${refused.length ? `; refused: ${refused.map((each) => each.why).join("; ")}` : ""}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
