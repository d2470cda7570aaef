import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from "express-rate-limit";
import helmet from "helmet";
import { contentSecurityPolicy, newScriptNonce } from "./csp";
import { log } from "./log";

/** Largest form post we accept; the longest valid submission is well under 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The posts that carry a file: an admin's CSV import (domain/import.ts, 5 MB) and a photo for
 * the library (domain/photos.ts, 15 MB), each with room for the form's other fields and the
 * multipart framing. Only these exact paths get it; any other spelling keeps the 16 KiB
 * limit. The declared length is what Node reads at most, so a larger upload is refused here
 * before a byte of it is read.
 */
export const UPLOAD_LIMITS: Record<string, { bytes: number; message: string }> = {
  "/desk/import": {
    bytes: 5 * 1024 * 1024 + 64 * 1024,
    message: "The file is larger than 5 MB, the most one import takes: split it into smaller files and import each.",
  },
  "/desk/photos": {
    bytes: 15 * 1024 * 1024 + 64 * 1024,
    message: "The photo is larger than 15 MB, the most one upload takes: send a smaller copy.",
  },
};
export const RATE_WINDOW_MS = 10 * 60 * 1000;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Security headers on every response. The Content-Security-Policy is set once per response,
 * by whatever answers it: the static site (a pre-rendered page's hashes) or, for everything
 * else, scriptNonce below.
 */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false, // only over HTTPS, below
      crossOriginEmbedderPolicy: false,
      // No Cross-Origin-Opener-Policy (decision 8). A page sending it must start a new browsing
      // context group, so on every visit from another page Chromium switches renderer when the
      // response arrives: measured extra main-thread work at the first paint. What it guards,
      // references between windows, this site has no use for: no sign-in, links opened noopener.
      crossOriginOpenerPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader(
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
      );
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
      next();
    },
  ];
}

/**
 * For every response not served from the static site's files: a fresh nonce, in
 * `res.locals.cspNonce` and in the Content-Security-Policy. A page React Router renders on
 * request (the desk, a no-JavaScript answer, a 404) marks its inline scripts with it
 * (app/entry.server.tsx); anything else (data, redirects, refusals) has no inline script to run.
 */
export function scriptNonce(_req: Request, res: Response, next: NextFunction) {
  const nonce = newScriptNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
  next();
}

/** A Host header as a browser sends it: a name or an address, and perhaps a port. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * scriptNonce for the development server only (server/dev.ts, with Vite's middleware in
 * createApp): the same policy, and Vite's HMR client may open its WebSocket to the host the
 * page came from. Production never uses it.
 */
export function devScriptNonce(req: Request, res: Response, next: NextFunction) {
  const nonce = newScriptNonce();
  const host = req.get("host") ?? "";
  res.locals.cspNonce = nonce;
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce }, PLAIN_HOST.test(host) ? { hmrSocket: `ws://${host}` } : undefined),
  );
  next();
}

/** Methods that only read: their answers may be cached as each route says. */
const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * `Cache-Control: no-store` on the answer to every POST, PUT, PATCH or DELETE. The forms'
 * answers repeat what the visitor typed (the page with their errors and every field kept,
 * or the route data holding the same), so neither the browser's cache, its back button nor
 * a proxy may keep them. Set before anything answers, so refusals (403, 413, 429) carry it
 * too; the desk's pages carry it on every method (./desk-headers.ts).
 */
export function noStoreForWrites(req: Request, res: Response, next: NextFunction) {
  if (!READING_METHODS.has(req.method)) res.setHeader("Cache-Control", "no-store");
  next();
}

function reject(res: Response, status: number, message: string) {
  res.status(status).type("text/plain; charset=utf-8").send(message);
}

/**
 * The origin form posts must come from: in production, SITE_URL's. Behind a proxy that ends
 * HTTPS, the server itself sees plain HTTP and perhaps the proxy's own Host, so the origin it
 * would work out from the request is not the one in the visitor's address bar, and every post
 * would be refused. Without SITE_URL (a local try) or outside production: undefined, and the
 * request's own origin counts, as the browser sees this server directly.
 */
export function expectedPostOrigin(config: { SITE_URL?: string }, env = process.env.NODE_ENV): string | undefined {
  return env === "production" && config.SITE_URL ? new URL(config.SITE_URL).origin : undefined;
}

/** Whether the request carries the desk's session cookie (app/desk/auth.server.ts names it). */
function carriesDeskSession(req: Request): boolean {
  return /(?:^|;)\s*(?:__Host-)?desk_session=[^;\s]/.test(req.get("cookie") ?? "");
}

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Checks every request that carries a body before the app reads it: same-site origin
 * (`origin`, or the request's own when not given; with a desk session, an Origin or a
 * same-origin Referer is required), a declared length of at most 16 KiB, and a form encoding.
 */
export function formPostGuard(origin?: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();

    const sentFrom = req.get("origin");
    const ownOrigin = origin ?? `${req.protocol}://${req.get("host")}`;
    if ((sentFrom !== undefined && sentFrom !== ownOrigin) || req.get("sec-fetch-site") === "cross-site") {
      // The site opened at another of its own addresses (its IP, say) rather than SITE_URL:
      // say which address to use, not only that the form was refused.
      if (origin && sentFrom !== undefined && sentFrom === `${req.protocol}://${req.get("host")}`)
        return reject(
          res,
          403,
          `This site is set up to be used at ${origin}, not at ${sentFrom}: open ${origin}${req.path.startsWith("/desk") ? "/desk" : ""} and try again.`,
        );
      return reject(res, 403, "Forms may only be sent from this website.");
    }
    // A post that carries a staff session must say where it comes from: every browser sends
    // Origin with a form post, or at least Referer; one with neither is not from a desk page.
    if (sentFrom === undefined && carriesDeskSession(req) && refererOrigin(req.get("referer")) !== ownOrigin) {
      return reject(res, 403, "Forms may only be sent from this website.");
    }

    const length = req.get("content-length");
    if (length === undefined) {
      if (req.get("transfer-encoding")) return reject(res, 411, "Please send the form with a Content-Length.");
    } else if (!/^\d+$/.test(length)) {
      return reject(res, 400, "Invalid Content-Length.");
    } else if (Number(length) > (UPLOAD_LIMITS[req.path]?.bytes ?? MAX_BODY_BYTES)) {
      return reject(
        res,
        413,
        UPLOAD_LIMITS[req.path]?.message ?? "This form is too large to send. Please shorten your message.",
      );
    }

    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) {
      return reject(res, 415, "Only HTML form posts are accepted here.");
    }
    next();
  };
}

/**
 * The forms whose posts are counted, each against its own limit; `desk_sign_in` is every
 * post the desk takes from someone not signed in (a password, a passkey, a passkey
 * challenge, a password through a sign-in link), so none writes without limit.
 */
export type LimitedForm = "enquiry" | "contact" | "privacy_request" | "desk_sign_in";
const LIMITED_FORMS: readonly LimitedForm[] = ["enquiry", "contact", "privacy_request", "desk_sign_in"];
/**
 * Posts to the desk's sign-in endpoints per address (IPv6 by /56) per RATE_WINDOW_MS: above
 * what an office behind one address needs (a passkey sign-in is two posts), far below a flood.
 * On whenever SUBMIT_RATE_LIMIT is.
 */
export const DESK_SIGN_IN_LIMIT = 60;

/**
 * Counts one post against the visitor's limit for a form; resolves true when it is over.
 * Called by the form's action itself (app/lib/submissions.server.ts), so whatever spelling of
 * the path reached the action (`/%61dmission`, `/ADMISSION/`, `/admission.data?index`), the
 * post is counted: the count belongs to the code that handles the post, not to a guess at
 * which paths lead there (decision 15).
 */
export type LimitCheck = (req: Request, res: Response, form: LimitedForm) => Promise<boolean>;

/** The forms whose posts above the address's limit are held for an admin rather than refused. */
export type HoldableForm = "enquiry" | "contact";

/**
 * What one enquiry or contact message post gets from the counts: `normal` within the
 * address's limit, `held` above it (stored, but kept from the team until an admin releases
 * it), `refused` above the hard cap (429; nothing stored, so no address can fill the disk).
 */
export type PostStanding = "normal" | "held" | "refused";

/** The hard cap's window: SUBMIT_HARD_CAP posts per address and form in it. */
export const HARD_CAP_WINDOW_MS = 60 * 60 * 1000;

export interface SubmissionCounter {
  /** The desk's sign-in posts and rights requests: over the limit is refused. */
  isOver: LimitCheck;
  /** An enquiry or contact message: the hard cap first, then the address's limit. */
  standing: (req: Request, res: Response, form: HoldableForm) => Promise<PostStanding>;
  /**
   * Counts one post by a person (their phone's and email's matching keys, domain/leads.ts)
   * against the same limit as an address; true when any key is over it. Above an address's
   * limit a post is held only if its person is within theirs: the same family ten times
   * from one address is refused as it always was.
   */
  personOver: (form: HoldableForm, keys: readonly string[]) => Promise<boolean>;
}

/** Counts by key in a store of its own window: the store's total after this hit. */
function keyCounter(store: Store, windowMs: number): (key: string) => Promise<number> {
  store.init?.({ windowMs } as Options);
  return async (key) => (await store.increment(key)).totalHits;
}

/**
 * One express-rate-limit limiter per form, with the library's own key: the visitor's
 * address, IPv6 addresses grouped by /56 (one household or small network's allocation,
 * which a visitor can otherwise walk through), and its validations on (they warn about a
 * "trust proxy" that trusts everyone, or an X-Forwarded-For the server ignores). `storeFor`
 * gives each count its store under a prefix (by default in this process; several servers
 * share theirs through PostgreSQL). The hard
 * cap and the per-person counts use the same stores under prefixes of their own.
 */
export function submissionCounter(
  limit: number,
  storeFor?: (prefix: string) => Store,
  hardCap = 200,
): SubmissionCounter {
  if (limit === 0) return { isOver: async () => false, standing: async () => "normal", personOver: async () => false };
  const limiters = new Map(
    LIMITED_FORMS.map((form) => [
      form,
      rateLimit({
        store: storeFor?.(`${form}:`),
        // If the counts cannot be reached (PostgreSQL has gone), the post goes on,
        // and its save fails the same way and answers 503: never a 500.
        passOnStoreError: true,
        windowMs: RATE_WINDOW_MS,
        limit: form === "desk_sign_in" ? DESK_SIGN_IN_LIMIT : limit,
        ipv6Subnet: 56,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        // Over the limit, the action answers 429 (or holds the post) in the app's own format
        // (a toast, or the page without JavaScript) instead of the library's bare error.
        handler: (_req, res, next) => {
          res.locals.overSubmissionLimit = true;
          next();
        },
      }),
    ]),
  );
  const holdable: readonly HoldableForm[] = ["enquiry", "contact"];
  const counter = (prefix: string, windowMs: number) => keyCounter(storeFor?.(prefix) ?? new MemoryStore(), windowMs);
  const capCounts = new Map(holdable.map((form) => [form, counter(`${form}:cap:`, HARD_CAP_WINDOW_MS)]));
  const personCounts = new Map(holdable.map((form) => [form, counter(`${form}:person:`, RATE_WINDOW_MS)]));
  const counted = async (count: () => Promise<number>, what: string): Promise<number> => {
    try {
      return await count();
    } catch (error) {
      // As with the limiters: counts out of reach never refuse a family; the save decides.
      log.error({ event: "rate_limit_error", form: what, error: String(error) });
      return 0;
    }
  };

  const isOver: LimitCheck = (req, res, form) =>
    new Promise((resolve) => {
      res.locals.overSubmissionLimit = false;
      limiters.get(form)!(req, res, (error?: unknown) => {
        if (error) log.error({ event: "rate_limit_error", form, error: String(error) });
        resolve(res.locals.overSubmissionLimit === true);
      });
    });
  return {
    isOver,
    standing: async (req, res, form) => {
      const address = ipKeyGenerator(req.ip ?? "unknown", 56);
      const posts = await counted(() => capCounts.get(form)!(address), form);
      if (posts > hardCap) return "refused";
      return (await isOver(req, res, form)) ? "held" : "normal";
    },
    personOver: async (form, keys) => {
      let over = false;
      for (const key of new Set(keys)) {
        // Hashed: the counts (a table on PostgreSQL) never hold a phone number or an email.
        const hashed = createHash("sha256").update(key).digest("base64url");
        if ((await counted(() => personCounts.get(form)!(hashed), form)) > limit) over = true;
      }
      return over;
    },
  };
}
