import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import helmet from "helmet";
import { contentSecurityPolicy } from "../app/lib/csp.server";

/** Largest form post we accept; the longest valid submission is well under 16 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_WINDOW_MS = 10 * 60 * 1000;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/**
 * Which form a post is for, or undefined. React Router matches paths case-insensitively and
 * ignores trailing slashes, and posts with JavaScript go to "<path>.data": every spelling
 * that reaches a form's action must count against the same limit.
 */
export function formOfPath(path: string): "admission" | "contact" | undefined {
  const normal = path.toLowerCase().replace(/\.data$/, "").replace(/\/+$/, "");
  return normal === "/admission" || normal === "/contact" ? (normal.slice(1) as "admission" | "contact") : undefined;
}

/**
 * Security headers on every response. The Content-Security-Policy set here forbids all
 * inline scripts; HTML responses replace it with one allowing their own scripts by hash.
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
      res.setHeader("Content-Security-Policy", contentSecurityPolicy());
      res.setHeader(
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
      );
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
      next();
    },
  ];
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
 * Checks every request that carries a body before the app reads it: same-site origin,
 * a declared length of at most 16 KiB, and a form encoding.
 */
export function formPostGuard(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();

    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if ((origin !== undefined && origin !== ownOrigin) || req.get("sec-fetch-site") === "cross-site") {
      return reject(res, 403, "Forms may only be sent from this website.");
    }

    const length = req.get("content-length");
    if (length === undefined) {
      if (req.get("transfer-encoding")) return reject(res, 411, "Please send the form with a Content-Length.");
    } else if (!/^\d+$/.test(length)) {
      return reject(res, 400, "Invalid Content-Length.");
    } else if (Number(length) > MAX_BODY_BYTES) {
      return reject(res, 413, "This form is too large to send. Please shorten your message.");
    }

    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) {
      return reject(res, 415, "Only HTML form posts are accepted here.");
    }
    next();
  };
}

/**
 * Counts form posts per address and form. Over the limit, the request still reaches the
 * action, marked, so the visitor gets the app's own 429 answer (a toast, or the page
 * without JavaScript) instead of a bare error. `store` holds the counts (by default in
 * this process; the server's workers share theirs through the primary).
 */
export function submissionRateLimit(limit: number, store?: Store): RequestHandler {
  const limiter = rateLimit({
    store,
    // If the counts cannot be reached (the primary process has gone), the post goes on to
    // the action, whose save fails the same way and answers 503: never a 500.
    passOnStoreError: true,
    windowMs: RATE_WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    keyGenerator: (req) => `${req.ip ?? "unknown"}|${formOfPath(req.path)}`,
    skip: (req) => limit === 0 || req.method !== "POST" || formOfPath(req.path) === undefined,
    handler: (_req, res, next) => {
      res.locals.rateLimited = true;
      next();
    },
    validate: { keyGeneratorIpFallback: false, xForwardedForHeader: false },
  });
  return limiter;
}
