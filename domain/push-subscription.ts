/**
 * Whether a browser's push subscription can be used: where it points and its keys. The server
 * POSTs to a subscription's endpoint, so an endpoint is a way into whatever network the server
 * sits in (issue #49: `https://169.254.169.254/`, `https://127.0.0.1:5432/` were accepted and
 * connected to). Only the push services browsers use are accepted, by name, never an IP
 * address; the server also refuses, when it connects, any name that resolves inside a private
 * network (server/notifications/push-endpoints.ts). Checked when a device is added
 * (app/desk/notifications.server.ts) and again before each push (server/notifications/push.ts).
 */

/**
 * The push services browsers subscribe with, by host: the only places a push goes. A `*.`
 * entry is every host under that domain (not the domain itself). PUSH_SERVICE_HOSTS adds more
 * (server/config.ts).
 */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Samsung Internet, Opera: Google's Firebase Cloud Messaging. The
  // older android.googleapis.com (GCM) endpoints are left out: Google shut that API down in 2024.
  "fcm.googleapis.com",
  // Firefox: Mozilla's autopush (updates.push.services.mozilla.com).
  "*.push.services.mozilla.com",
  // Safari on macOS and on iPhone/iPad (16.4 and later, from the Home Screen): web.push.apple.com.
  "*.push.apple.com",
  // Edge on Windows: Microsoft's WNS (wns2-….notify.windows.com).
  "*.notify.windows.com",
] as const;

/** How the push addresses are judged: the configuration's part. */
export interface PushEndpointPolicy {
  /** PUSH_SERVICE_HOSTS: more hosts, written as PUSH_SERVICE_HOSTS' entries are. */
  moreHosts: readonly string[];
  /**
   * PUSH_LOOPBACK_FOR_TESTS: the tests' push service (tests/support/push-receiver.ts) on
   * 127.0.0.1 or [::1], over HTTP or HTTPS, on any port. Never in production.
   */
  loopbackForTests: boolean;
}

/** The push services browsers use, nothing else: the policy of a server with no push settings. */
export const PUSH_SERVICES_ONLY: PushEndpointPolicy = { moreHosts: [], loopbackForTests: false };

/** A browser's subscription as the Account page posts it (PushSubscription.toJSON()). */
export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const MAX_ENDPOINT_LENGTH = 1000;
const TEST_LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]"]);
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** Whether a URL's hostname (lowercased by URL) is an IP address: IPv6 comes in brackets, IPv4 is normalised to dotted digits. */
function isIpAddress(hostname: string): boolean {
  return hostname.startsWith("[") || /^[\d.]+$/.test(hostname);
}

/** Whether `host` is one of `entries` (a `*.example.com` entry: any host under example.com). */
function hostListed(host: string, entries: readonly string[]): boolean {
  return entries.some((entry) => (entry.startsWith("*.") ? host.endsWith(entry.slice(1)) : host === entry));
}

/**
 * Why PUSH_SERVICE_HOSTS' entry cannot be used, or null: a host name (push.example.net) or
 * every host under a domain of at least two labels (*.push.example.net); no address, no port.
 * The entry itself is not repeated: the start-up error echoes no setting's value.
 */
export function pushHostEntryProblem(entry: string): string | null {
  const name = entry.startsWith("*.") ? entry.slice(2) : entry;
  if (!HOST_NAME.test(name))
    return "each must be a host name such as push.example.net or *.push.example.net (no address, port or path)";
  if (entry.startsWith("*.") && !name.includes("."))
    return "a *. entry must name the push service's own domain, not every host under a top-level domain";
  return null;
}

/**
 * Why the server must not send to this push address, or null. Plain words for the person
 * turning notifications on; the same check before each push.
 */
export function pushEndpointProblem(endpoint: string, policy: PushEndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The browser gave no push address. Please try again.";
  }
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return "The browser's push address is too long.";
  const loopbackTest =
    policy.loopbackForTests && TEST_LOOPBACK_HOSTS.has(url.hostname) && /^https?:$/.test(url.protocol);
  if (loopbackTest) return null;
  if (url.protocol !== "https:") return "The browser's push address is not HTTPS. Please try again in another browser.";
  const notAService =
    "This browser's push address is not a push service the desk sends to. Please try Chrome, Edge, Firefox or Safari.";
  if (url.username || url.password || isIpAddress(url.hostname)) return notAService;
  // The browsers' push services answer on 443 only: another port of theirs is no push address.
  if (hostListed(url.hostname, PUSH_SERVICE_HOSTS)) return url.port === "" ? null : notAService;
  return hostListed(url.hostname, policy.moreHosts) ? null : notAService;
}

/** The bytes of base64url text (padding optional), or null when it is not base64url. */
function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

// NIST P-256 (secp256r1): y² = x³ − 3x + b over the prime field of P.
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

function bigEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/**
 * Whether `bytes` is a P-256 public key as browsers give it: 65 bytes, 0x04 then x and y,
 * a point on the curve. Every push is encrypted to it (RFC 8291); a key off the curve makes
 * every encryption fail (issue #49: one such device held every push for 11 minutes). P-256's
 * group has cofactor 1, so a point on the curve is a valid public key.
 */
export function isP256PublicKey(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const x = bigEndian(bytes.subarray(1, 33));
  const y = bigEndian(bytes.subarray(33));
  if (x >= P || y >= P) return false;
  return (y * y - (x * x * x - 3n * x + B)) % P === 0n;
}

/** Why the subscription's keys cannot be used, or null: a P-256 public key and a 16-byte secret. */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | null {
  const key = base64urlBytes(keys.p256dh);
  if (!key || !isP256PublicKey(key)) return "The browser's push key could not be read. Please try again.";
  if (base64urlBytes(keys.auth)?.length !== 16) return "The browser's push secret could not be read. Please try again.";
  return null;
}

/** Why a posted subscription cannot be used, or null: where it points, then its keys. */
export function subscriptionProblem(input: PushSubscriptionInput, policy: PushEndpointPolicy): string | null {
  return pushEndpointProblem(input.endpoint, policy) ?? pushKeysProblem(input);
}
