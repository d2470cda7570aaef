import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, relative, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";
import { filesUnder } from "./files-under";

/**
 * Serves the build's client folder from memory: pre-rendered HTML, route data, hashed
 * assets and public files, each in the identity, gzip and brotli forms the build wrote.
 * Everything is read once at start, so a request costs a map lookup and a write.
 */
interface Variant {
  readonly body: Buffer;
  readonly etag: string;
}

export interface StaticFile {
  variants: { br?: Variant; gzip?: Variant; identity: Variant };
  contentType: string;
  cacheControl: string;
  lastModified: string;
  /** The Content-Security-Policy: for HTML, allowing this page's own inline scripts by hash. */
  csp: string;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages change only on deploy; a short cache plus validators keeps repeat visits cheap. */
const PAGE_CACHE = "public, max-age=60, must-revalidate";

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath.endsWith(".data")) return "no-cache";
  return PAGE_CACHE;
}

// A file's validators and policy are worked out on its first request rather than when it is
// loaded: a publish swaps in seventy pages at once on the thread that answers visitors
// (server/content/published-site.ts), and hashing them all there took about 60 ms.
// A published page's uncompressed bytes too, when only its brotli is kept (./content/published-site.ts).
function variant(bytes: Buffer | (() => Buffer), suffix: string): Variant {
  let body = typeof bytes === "function" ? undefined : bytes;
  let etag: string | undefined;
  return {
    get body() {
      return (body ??= (bytes as () => Buffer)());
    },
    get etag() {
      return (etag ??= `"${createHash("sha1").update(this.body).digest("base64url").slice(0, 22)}${suffix}"`);
    },
  };
}

/**
 * One file as the static server sends it: its encodings, validators, cache lifetime and, for
 * a page, the policy allowing its own inline scripts by hash. Used for the build's files and
 * for pages rendered again from published content (server/content/page-renderer.ts).
 */
export function staticFile(
  urlPath: string,
  encodings: { identity: Buffer | (() => Buffer); br?: Buffer; gzip?: Buffer },
  lastModified: Date,
): StaticFile {
  const type = CONTENT_TYPES[urlPath.endsWith(".data") ? ".data" : extname(urlPath) || ".html"]!;
  const identity = variant(encodings.identity, "");
  let csp: string | undefined;
  return {
    variants: {
      identity,
      br: encodings.br && variant(encodings.br, "-br"),
      gzip: encodings.gzip && variant(encodings.gzip, "-gz"),
    },
    contentType: type,
    cacheControl: cacheControlFor(urlPath),
    lastModified: lastModified.toUTCString(),
    get csp() {
      return (csp ??= contentSecurityPolicy({
        hashes: type.startsWith("text/html") ? inlineScriptHashes(identity.body.toString("utf8")) : [],
      }));
    },
  };
}

/** Maps URL paths ("/", "/about", "/assets/x.js") to files of the client build. */
export function loadStaticSite(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of filesUnder(clientDir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    if (!CONTENT_TYPES[extname(path)]) continue;
    let urlPath = "/" + relative(clientDir, path).split(sep).join("/");
    if (urlPath.endsWith("/index.html")) urlPath = urlPath.slice(0, -"index.html".length).replace(/(.)\/$/, "$1");
    else if (urlPath.endsWith(".html")) continue; // only folder index pages are routes

    const read = (ext: string) => (existsSync(path + ext) ? readFileSync(path + ext) : undefined);
    files.set(
      urlPath,
      staticFile(urlPath, { identity: readFileSync(path), br: read(".br"), gzip: read(".gz") }, statSync(path).mtime),
    );
  }
  return files;
}

/** The best encoding the client accepts among the ones we have. */
export function chooseEncoding(acceptEncoding: string | undefined, available: { br?: unknown; gzip?: unknown }) {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (available.br && ok("br")) return "br" as const;
  if (available.gzip && ok("gzip")) return "gzip" as const;
  return "identity" as const;
}

/**
 * Query parameters that change what a pre-rendered page shows, by page path: the admission
 * form's `course` (domain/site-paths.ts), the course finder's choice. The pre-rendered HTML and data cannot know them,
 * so a request for the page or its data that carries one is left to the server's renderer;
 * any other query (`utm_source`, …) is still answered from memory.
 */
type QueryRenderedPages = Readonly<Record<string, readonly string[]>>;

export function rendersQuery(req: Pick<Request, "path" | "query">, queryRendered: QueryRenderedPages): boolean {
  const page = req.path.endsWith(".data") ? req.path.slice(0, -".data".length) : req.path;
  const params = Object.hasOwn(queryRendered, page) ? queryRendered[page]! : [];
  return params.some((param) => req.query[param] !== undefined);
}

/** Where the static server finds a file: the build's, or the pages rendered from published content. */
export type StaticFiles = Pick<Map<string, StaticFile>, "get">;

export function staticSiteMiddleware(files: StaticFiles, queryRendered: QueryRenderedPages = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (rendersQuery(req, queryRendered)) return next();
    const file = files.get(req.path);
    if (!file) return next();

    const encoding = chooseEncoding(req.get("accept-encoding"), file.variants);
    const chosen = file.variants[encoding] ?? file.variants.identity;
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", chosen.etag);
    res.setHeader("Last-Modified", file.lastModified);
    res.setHeader("Content-Security-Policy", file.csp);

    const ifNoneMatch = req.get("if-none-match");
    const etags = Object.values(file.variants).map((v) => v?.etag);
    const notModified = ifNoneMatch
      ? ifNoneMatch.split(",").some((tag) => etags.includes(tag.trim().replace(/^W\//, "")))
      : req.get("if-modified-since") === file.lastModified;
    if (notModified) {
      res.status(304).end();
      return;
    }

    res.setHeader("Content-Type", file.contentType);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", chosen.body.length);
    if (req.method === "HEAD") res.end();
    else res.end(chosen.body);
  };
}
