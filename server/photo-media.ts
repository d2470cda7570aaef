import { parse } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { liveContent } from "#content/live.ts";
import type { DeskStore } from "#domain/desk.ts";
import { hashToken, sessionCookieName } from "#domain/desk-session.ts";
import { parsePhotoVariantName, PHOTO_CONTENT_TYPES, PHOTO_MEDIA_PREFIX, type PhotoFormat } from "#domain/photos.ts";
import { contentSecurityPolicy } from "./csp";
import { log } from "./log";

/** Bytes of photo variants each process keeps in memory; the least recently served go first. */
export const PHOTO_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * How long a variant is served from memory before the database is asked again. A photo
 * deleted in the desk stops being served at once by the process that deleted it, and within
 * this by every other worker and app server (browsers keep their copy: the name is immutable).
 */
export const PHOTO_CACHE_MS = 2 * 60 * 1000;

interface Cached {
  bytes: Uint8Array;
  format: PhotoFormat;
  at: number;
}

/** A least-recently-used cache bounded by bytes (a Map keeps insertion order: re-inserting marks use). */
export class PhotoCache {
  private readonly entries = new Map<string, Cached>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = PHOTO_CACHE_BYTES,
    private readonly maxAgeMs = PHOTO_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(name: string): Cached | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    this.entries.delete(name);
    if (this.now() - entry.at > this.maxAgeMs) {
      this.bytes -= entry.bytes.byteLength;
      return undefined;
    }
    this.entries.set(name, entry);
    return entry;
  }

  set(name: string, value: Omit<Cached, "at">): void {
    if (value.bytes.byteLength > this.maxBytes) return;
    this.delete(name);
    this.entries.set(name, { ...value, at: this.now() });
    this.bytes += value.bytes.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.byteLength;
    }
  }

  delete(name: string): void {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.entries.delete(name);
    this.bytes -= entry.bytes.byteLength;
  }

  /** Every variant of one photo (after a delete in this process). */
  deletePhoto(id: string): void {
    for (const name of [...this.entries.keys()]) if (name.startsWith(`${id}-`)) this.delete(name);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** An unpublished photo, for staff: their browser may keep it, no shared cache may. */
const PRIVATE = "private, max-age=31536000, immutable";
/** An image runs nothing; every response carries a policy all the same (server/csp.ts). */
const POLICY = contentSecurityPolicy();

/**
 * `GET /media/photos/<id>-<hash>-<width>.<avif|webp>`: a stored variant, from memory when
 * this process served it lately, else from the database.
 * The name carries the photo's content hash, so it can be cached for a year; any other name,
 * or a photo since deleted or re-encoded, is 404.
 */
/**
 * Whether a page the site serves shows this photo as it is now (its id and hash in the
 * published content's placed photos, app/content/document/photos.ts). Read from this
 * process's served revision, so a publish changes the answer at once, with no database read.
 */
export function isPublishedPhoto(id: string, hash: string): boolean {
  return liveContent().photos[id]?.hash === hash;
}

/** Whether the request carries the session of an active staff member (the desk's own check, app/desk/auth.server.ts). */
async function signedInStaff(req: Request, desk: DeskStore): Promise<boolean> {
  const token = parse(req.get("cookie") ?? "")[sessionCookieName(req.protocol === "https")];
  return token ? (await desk.session(hashToken(token))) !== null : false;
}

/**
 * A photo uploaded to the library is not public until a published page shows it: until then
 * (and again once no published page does) only signed-in staff are served it, for the
 * library and a draft's preview; anyone else is told there is no such photo, as for a name
 * that was never stored, so an unpublished photo's existence is not given away either.
 */
export function photoMedia(desk: DeskStore | null, cache: PhotoCache, published = isPublishedPhoto) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!req.path.startsWith(PHOTO_MEDIA_PREFIX)) return next();
    const name = req.path.slice(PHOTO_MEDIA_PREFIX.length);
    const parts = parsePhotoVariantName(name);
    const notFound = () => {
      res
        .status(404)
        .set({ "Cache-Control": "no-store", "Content-Security-Policy": POLICY })
        .type("text/plain; charset=utf-8")
        .send("No such photo.");
    };
    if (!parts) return notFound();
    const unavailable = () =>
      res.status(503).set("Retry-After", "30").type("text/plain; charset=utf-8").send("Photos are unavailable.");
    const isPublic = published(parts.id, parts.hash);
    if (!isPublic) {
      if (!desk) return unavailable();
      try {
        if (!(await signedInStaff(req, desk))) return notFound();
      } catch (error) {
        log.error({ event: "photo_read_failed", error: String(error) });
        return unavailable();
      }
    }
    let entry = cache.get(name);
    if (!entry) {
      if (!desk) return unavailable();
      try {
        const stored = await desk.photoVariant(parts.id, parts.hash, parts.width, parts.format);
        if (!stored) return notFound();
        cache.set(name, stored);
        entry = { ...stored, at: Date.now() };
      } catch (error) {
        log.error({ event: "photo_read_failed", error: String(error) });
        return unavailable();
      }
    }
    const etag = `"${parts.hash}-${parts.width}-${parts.format}"`;
    res.set({
      "Content-Security-Policy": POLICY,
      "Content-Type": PHOTO_CONTENT_TYPES[entry.format],
      "Cache-Control": isPublic ? IMMUTABLE : PRIVATE,
      ETag: etag,
      "Content-Length": String(entry.bytes.byteLength),
    });
    const match = req.get("if-none-match");
    if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      res.removeHeader("Content-Length");
      res.status(304).end();
      return;
    }
    if (req.method === "HEAD") {
      res.status(200).end();
      return;
    }
    res.status(200).end(Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength));
  };
}
