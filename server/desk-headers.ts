import type { NextFunction, Request, Response } from "express";

/**
 * The path as React Router will match it: dot segments resolved as a URL does (`/%2e/desk`),
 * percent-encoding decoded (`/%64esk`), runs of slashes taken as one. A malformed escape
 * (`%zz`, `%C0`) stays as it is, for its valid neighbours to be decoded still.
 */
export function matchedPath(path: string): string {
  let resolved: string;
  try {
    resolved = new URL(path.replace(/^\/+/, "/"), "http://path.invalid").pathname;
  } catch {
    resolved = path;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(resolved);
  } catch {
    decoded = resolved.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  }
  return decoded.replace(/\/{2,}/g, "/");
}

/** Whether a path belongs to the staff desk (any spelling React Router would match). */
export function isDeskPath(path: string): boolean {
  return /^\/desk(\/|\.data$|$)/i.test(matchedPath(path));
}

/**
 * Desk pages hold personal data and are for staff only: never stored by a browser or a
 * proxy, never indexed. Set before anything else answers, so every desk response has them,
 * errors and redirects included. Decided on the path as React Router matches it, so
 * `/%64esk/leads/…` or `/d%65sk/staff.data` carry them too.
 */
export function deskHeaders(req: Request, res: Response, next: NextFunction) {
  if (isDeskPath(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
}
