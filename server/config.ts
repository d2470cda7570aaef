import { createECDH } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { privacy } from "#content/privacy.ts";
import { retentionMonthsFrom } from "#domain/privacy.ts";
import { pushHostEntryProblem, type PushEndpointPolicy } from "#domain/push-subscription.ts";
import { LOG_LEVELS, logLevelFrom } from "./log";

/** Server settings from the environment, checked at start so a typo fails with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** A SQLite file (one server), or a PostgreSQL database (one or several servers; server/storage/dialect.ts). */
  DATABASE_URL: z
    .string()
    .min(1)
    .regex(
      /^(file:|postgres(ql)?:\/\/)/,
      "must be a SQLite file URL (file:./data/institute.db) or a PostgreSQL URL (postgres://user:password@host:5432/name)",
    )
    .default("file:./data/institute.db"),
  /** Submissions per form per address per 10 minutes; 0 turns the limit off. */
  SUBMIT_RATE_LIMIT: z.coerce.number().int().min(0).default(5),
  /**
   * Enquiries and contact messages per address per form per hour, beyond which a post is
   * stored (held) only with a solved proof of work, else answered 429 with the challenge and
   * the phone and WhatsApp numbers; between SUBMIT_RATE_LIMIT and this they are stored held.
   */
  SUBMIT_HARD_CAP: z.coerce.number().int().min(1).default(200),
  /**
   * Above SUBMIT_HARD_CAP a post is stored only with a solved proof-of-work challenge
   * (server/proof-of-work.ts): this is the largest number a solution may be, so a browser
   * hashes half of it on average (100,000: about a second on a cheap phone) and a flood as
   * much for every post.
   */
  SUBMIT_CHALLENGE_COST: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /**
   * The key the challenges are signed with. Unset, each start makes its own (one server);
   * several servers on one PostgreSQL database must share one, or a challenge one server
   * made is refused by another.
   */
  SUBMIT_CHALLENGE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * The most held posts (enquiries and contact messages together) kept for an admin at once;
   * above it the oldest held without a proof of work are dropped first (server/storage/held-posts.ts).
   */
  HELD_POSTS_BUDGET: z.coerce.number().int().min(1).default(10_000),
  /**
   * Months after a lead's last activity that a person who did not enrol is kept, then erased
   * (India's DPDP Act 2023). The privacy notice's period by default; shorter is allowed,
   * longer or under 12 is not.
   */
  RETENTION_MONTHS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const months = retentionMonthsFrom(value, privacy.retentionMonths);
      if (typeof months === "string") {
        ctx.addIssue({ code: "custom", message: months.replace(/^RETENTION_MONTHS /, "") });
        return z.NEVER;
      }
      return months;
    }),
  /**
   * Set when a reverse proxy (nginx, a load balancer) sits in front: then X-Forwarded-For
   * names the visitor and X-Forwarded-Proto says whether the visit was over HTTPS. A hop
   * count, or the proxies' addresses; never "trust everything", which would let any visitor
   * name their own address and so escape the rate limit (decision 15).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trust = trustProxyFrom(value);
      if (typeof trust === "string") {
        ctx.addIssue({ code: "custom", message: trust });
        return z.NEVER;
      }
      return trust;
    }),
  /**
   * The HTTP server's limits (decision 15). Seconds: how long a visitor may take to send a
   * request's headers, and the whole request; how long an idle kept-alive connection stays
   * open (just above a proxy's usual 60 s, so the proxy, not us, closes it first).
   */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(65),
  /** Open connections to the server; Node closes any beyond it at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1000),
  /** Saves waiting for the database's next commit; beyond it a post answers 503 ("could not be sent"). */
  SAVE_QUEUE_LIMIT: z.coerce.number().int().min(1).default(1000),
  /**
   * How much the logs say (server/log.ts): info by default, debug adds a line per file
   * served. The logger reads the variable itself, as it starts before this check; this
   * stops the start on a value it would have ignored.
   */
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const level = logLevelFrom(value);
      if (level === null) {
        ctx.addIssue({ code: "custom", message: `must be one of ${LOG_LEVELS.join(", ")}` });
        return z.NEVER;
      }
      return level;
    }),
});

/** Express's names for address ranges (proxy-addr): loopback, link-local and private addresses. */
const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_EVERYTHING = new Set(["true", "*", "all", "0.0.0.0/0", "::/0"]);

/**
 * TRUST_PROXY as Express's "trust proxy" setting: false (not set, "false" or "0"), a hop
 * count, or a list of addresses, CIDR ranges and Express's range names. A string is the
 * problem, for the start-up error.
 */
function trustProxyFrom(value: string | undefined): false | number | string[] | string {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (TRUST_EVERYTHING.has(text.toLowerCase())) {
    return "trusting every address lets any visitor name their own address (and escape the rate limit): give the number of proxies in front, such as 1, or their addresses";
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !TRUST_PROXY_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad !== undefined) {
    // Not echoed, as no setting's value is.
    return "must be a number of proxy hops (such as 1), or addresses and ranges separated by commas (such as 10.0.0.0/8, loopback)";
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  const bits = Number(prefix);
  // A range of every address is "trust everything" in disguise.
  return bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

/** Notifications (server/notifications/): each setting is optional; a malformed one stops the start. */
const notificationSchema = z.object({
  /** The desk's public address, for links in emails and sign-in links; localhost for a local try. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.edu.in" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; without it no email is sent. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.com:465",
    })
    .optional(),
  /** The sender, "Name <address>" or an address. */
  MAIL_FROM: z
    .string()
    .refine((value) => EMAIL.test(value.trim()) || /^[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/.test(value.trim()), {
      error: 'must be an email address or "Name <address>"',
    })
    .optional(),
  /** Who gets new-enquiry emails: addresses separated by commas; empty means every active admin. */
  NOTIFY_EMAIL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? "")
        .split(",")
        .map((each) => each.trim())
        .filter(Boolean);
      const bad = list.find((each) => !EMAIL.test(each));
      if (bad) {
        ctx.addIssue({ code: "custom", message: `"${bad}" is not an email address (separate several with commas)` });
        return z.NEVER;
      }
      return list;
    }),
  /** The morning digest's time in India, "09:00", or "off". */
  DIGEST_TIME: z
    .string()
    .default("09:00")
    .refine((value) => value === "off" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: 'must be a time like 09:00 (India time) or "off"',
    }),
  WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** The Standard Webhooks signing secret: "whsec_" and base64. */
  WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{22,}={0,2}$/, {
      error: 'must be "whsec_" followed by a base64 key of at least 16 bytes',
    })
    .optional(),
  /** The first retry of a failed notification, in seconds (doubles per failure, up to 15 minutes). */
  OUTBOX_RETRY_SECONDS: z.coerce.number().positive().max(900).default(30),
  /**
   * Web Push (RFC 8292 VAPID): the application server's P-256 key pair, base64url as
   * `npm run staff -- vapid` prints it, and a contact for the push services. All three or none.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .refine((value) => vapidKeyBytes(value)?.length === 65 && vapidKeyBytes(value)![0] === 4, {
      error: "must be a P-256 public key in base64url (87 characters), as `npm run staff -- vapid` prints it",
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .refine((value) => vapidKeyBytes(value)?.length === 32, {
      error: "must be a P-256 private key in base64url (43 characters), as `npm run staff -- vapid` prints it",
    })
    .optional(),
  /**
   * More push services to send to, beyond those browsers use (domain/push-subscription.ts
   * PUSH_SERVICE_HOSTS): host names separated by commas, `*.example.net` for every host under
   * a domain. Never an address: a push to any name that resolves inside a private network is
   * refused all the same (server/notifications/push-endpoints.ts).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const hosts = (value ?? "")
        .split(",")
        .map((each) => each.trim().toLowerCase())
        .filter(Boolean);
      const problem = hosts.map(pushHostEntryProblem).find((each) => each !== null);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return hosts;
    }),
  /**
   * Tests only: pushes may go to a push service on this machine (127.0.0.1 or [::1], plain
   * HTTP too), the tests' receiver (tests/support/push-receiver.ts). In production
   * (NODE_ENV=production, as `npm start` runs) only with TEST_SERVER=1 as well, so a line
   * copied from a test into the server's settings stops the start instead of letting staff
   * point pushes at the server's own ports.
   */
  PUSH_LOOPBACK_FOR_TESTS: z.enum(["0", "1"], { error: "must be 1 (or not set)" }).optional(),
  /** Says this server runs for a test (see PUSH_LOOPBACK_FOR_TESTS); never set on a real server. */
  TEST_SERVER: z.enum(["0", "1"], { error: "must be 1 (or not set)" }).optional(),
  /** Read, not set, here: `npm start` sets production (server/production-env.ts). */
  NODE_ENV: z.string().optional(),
  /** Who the push services may contact about this server: mailto:address or an https:// URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine((value) => /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value), {
      error: "must be mailto:someone@example.in or an https:// URL",
    })
    .optional(),
});

/** A base64url key's bytes, or null when it is not base64url. */
function vapidKeyBytes(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, "base64url") : null;
}

/** Whether the public key is the one the private key makes (a pasted pair from two runs is not). */
function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"));
  } catch {
    return false;
  }
}

const configSchema = envSchema.and(notificationSchema).superRefine((config, ctx) => {
  if (config.HEADERS_TIMEOUT_SECONDS > config.REQUEST_TIMEOUT_SECONDS) {
    ctx.addIssue({
      code: "custom",
      path: ["HEADERS_TIMEOUT_SECONDS"],
      message: "must not be longer than REQUEST_TIMEOUT_SECONDS",
    });
  }
  if (config.WEBHOOK_URL && !config.WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["WEBHOOK_SECRET"],
      message: "is needed with WEBHOOK_URL, to sign each call",
    });
  }
  if (config.WEBHOOK_SECRET && !config.WEBHOOK_URL) {
    ctx.addIssue({ code: "custom", path: ["WEBHOOK_URL"], message: "is needed with WEBHOOK_SECRET" });
  }
  if (config.PUSH_LOOPBACK_FOR_TESTS === "1" && config.NODE_ENV === "production" && config.TEST_SERVER !== "1") {
    ctx.addIssue({
      code: "custom",
      path: ["PUSH_LOOPBACK_FOR_TESTS"],
      message:
        "is for tests only (it lets pushes go to ports on this machine): remove it from a real server's settings",
    });
  }
  const vapid = [config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY, config.VAPID_SUBJECT];
  if (vapid.some(Boolean)) {
    for (const [name, value] of [
      ["VAPID_PUBLIC_KEY", config.VAPID_PUBLIC_KEY],
      ["VAPID_PRIVATE_KEY", config.VAPID_PRIVATE_KEY],
      ["VAPID_SUBJECT", config.VAPID_SUBJECT],
    ] as const) {
      if (!value)
        ctx.addIssue({ code: "custom", path: [name], message: "is needed too: push needs all three VAPID settings" });
    }
  }
  if (
    config.VAPID_PUBLIC_KEY &&
    config.VAPID_PRIVATE_KEY &&
    !vapidPairMatches(config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["VAPID_PUBLIC_KEY"],
      message: "is not the public key of VAPID_PRIVATE_KEY: paste both lines of one `npm run staff -- vapid`",
    });
  }
});

export type ServerConfig = z.infer<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty setting means "not set", as in most .env files.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = configSchema.safeParse(set);
  if (!result.success) {
    // Never echo a value back: SMTP_URL and WEBHOOK_SECRET hold secrets.
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid server configuration:\n${problems}`);
  }
  return result.data;
}

/** The desk's public address: SITE_URL, or this server on localhost. */
export function siteUrl(config: Pick<ServerConfig, "SITE_URL" | "PORT">): string {
  return config.SITE_URL ?? `http://localhost:${config.PORT}`;
}

/** Web Push's settings when all three are set; null: push is off. */
export function vapidSettings(
  config: Pick<ServerConfig, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">,
): { publicKey: string; privateKey: string; subject: string } | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

/** Where pushes may go (domain/push-subscription.ts): the push services browsers use, PUSH_SERVICE_HOSTS, and in tests this machine. */
export function pushEndpointPolicy(
  config: Pick<ServerConfig, "PUSH_SERVICE_HOSTS" | "PUSH_LOOPBACK_FOR_TESTS">,
): PushEndpointPolicy {
  return { moreHosts: config.PUSH_SERVICE_HOSTS, loopbackForTests: config.PUSH_LOOPBACK_FOR_TESTS === "1" };
}
