import type { AppLoadContext } from "react-router";

/**
 * The not-found page logs the requested path. One JSON line, the same for
 * every 404 a visitor can reach (an unknown path, an unknown course slug), so they are
 * counted together.
 */
export function logNotFound(request: Request, context: AppLoadContext): void {
  const { pathname } = new URL(request.url);
  context.log.warn({ event: "not_found", path: pathname });
}
