import { createHash } from "node:crypto";

/**
 * The desk's session cookie as both the desk (app/desk/auth.server.ts) and the server's own
 * middleware (server/photo-media.ts, which serves unpublished photos to staff only) read it:
 * one name and one hash, so neither can drift from the other.
 */

/** Over HTTPS the cookie is `__Host-` prefixed (only this host, path /, never over HTTP). */
export function sessionCookieName(https: boolean): string {
  return https ? "__Host-desk_session" : "desk_session";
}

/** What the database keeps of a session's token: never the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
