import type { NextFunction, Request, Response } from "express";

/** Whether a path belongs to the staff desk (any spelling React Router would match). */
function isDeskPath(path: string): boolean {
  return /^\/desk(\/|\.data$|$)/i.test(path);
}

/**
 * Desk pages hold personal data and are for staff only: never stored by a browser or a
 * proxy, never indexed. Set before anything else answers, so every desk response has them,
 * errors and redirects included.
 */
export function deskHeaders(req: Request, res: Response, next: NextFunction) {
  if (isDeskPath(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  next();
}
