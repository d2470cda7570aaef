import { createHash, randomBytes } from "node:crypto";

/**
 * Which inline scripts a page may run: a pre-rendered page's, by their hashes (its HTML is
 * written at build, so it cannot carry a per-response value); a page rendered on request,
 * by the nonce it was rendered with (decision 15). No inline scripts at all: `{ hashes: [] }`.
 */
type InlineScripts = { hashes: readonly string[] } | { nonce: string };

/**
 * Only under `npm run dev` (server/dev.ts): the WebSocket Vite's HMR client opens to the
 * page's own server, `ws://host:port`, named outright as not every browser counts a
 * WebSocket to its own host as 'self'. Production's policy never has it.
 */
interface DevServerSocket {
  hmrSocket: string;
}

/**
 * The Content-Security-Policy of every response: the one place it is built (decision 3,
 * decision 15). Scripts: our own files plus the page's own inline scripts, by hash or nonce
 * (never 'unsafe-inline'). Styles allow inline style attributes and the small style tag the
 * toast library inserts; styles cannot run code.
 */
export function contentSecurityPolicy(inline: InlineScripts = { hashes: [] }, devServer?: DevServerSocket): string {
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...allowed],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(devServer ? [devServer.hmrSocket] : [])],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 hashes of the inline scripts that run (JSON-LD and other data blocks are skipped). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes ?? "")?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

/** A fresh nonce for one response: 128 random bits, as the CSP specification asks. */
export function newScriptNonce(): string {
  return randomBytes(16).toString("base64");
}
