import type { Request, Response } from "express";

/** How long the database may take to answer before the check counts as failed. */
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * `GET /healthz`, for the proxy, systemd or a monitor: 200 `ok` when the database answers a
 * read, 503 otherwise. It says nothing else (no personal data, no versions), is never cached,
 * and is answered before the security middleware, the rate limits and the request logs, so a
 * monitor polling it is neither limited nor logged. `check` is absent when the database
 * could not be opened at start.
 */
export function healthRoute(check: (() => Promise<void>) | undefined, timeoutMs = HEALTH_TIMEOUT_MS) {
  return async (_req: Request, res: Response) => {
    let healthy = false;
    if (check) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
      });
      healthy = await Promise.race([check(), timeout]).then(
        () => true,
        () => false,
      );
      clearTimeout(timer);
    }
    res
      .status(healthy ? 200 : 503)
      .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
      .type("text/plain")
      .send(healthy ? "ok" : "unavailable");
  };
}
