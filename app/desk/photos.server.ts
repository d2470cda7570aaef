import sharp, { type Metadata, type Sharp } from "sharp";
import { HIDDEN_IN_LINE } from "#app/lib/forms/plain-text.ts";
import {
  isPhotoCategory,
  MAX_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MIN_PHOTO_WIDTH,
  PHOTO_CATEGORY_LABELS,
  PHOTO_FORMATS,
  variantWidths,
  type NewPhoto,
  type PhotoCategory,
  type PhotoFormat,
} from "#domain/photos.ts";

/**
 * The photo library's processing (sharp over libvips) and its form's checks. Each upload is
 * read from memory in the web process that took it, never written to a file: orientation
 * applied from EXIF, every piece of metadata dropped (a phone's photo carries where it was
 * taken), resized to the widths pages use and encoded as AVIF and WebP; only the results go
 * to the database (server/storage/desk/photos.ts).
 */

// libvips works on libuv's threads, so the event loop keeps answering visitors while a photo
// is encoded; one thread per image and one image at a time (below) leave the other threads
// and the second core to the site. sharp's operation cache only holds memory here: no image
// is processed twice.
sharp.concurrency(1);
sharp.cache(false);

/** AVIF's encoder is slow at its default effort (seconds per large variant); 2 keeps an upload to a few seconds. */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

const ACCEPTED_FORMATS: readonly string[] = ["jpeg", "png", "webp"];

const HEIC_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"];

/**
 * An iPhone's HEIC photo (an ISO media file whose brand names HEVC): sharp's prebuilt
 * libvips reads only AVIF from that family (HEVC is left out for its patents), so the file is
 * recognised by its header and answered with how to send a JPEG instead.
 */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const text = Buffer.from(bytes.subarray(4, Math.min(bytes.length, 48))).toString("latin1");
  if (!text.startsWith("ftyp")) return false;
  const brands: string[] = text.slice(4).match(/.{4}/g) ?? [];
  return brands.some((brand) => HEIC_BRANDS.includes(brand)) && !brands.includes("avif");
}

const HEIC_MESSAGE =
  "This is an iPhone HEIC photo, which the server cannot read. Send it as a JPEG: on the iPhone, Settings → Camera → Formats → Most Compatible, then take the photo again; or share it from Photos to Mail or Files, which sends a JPEG.";

const UNREADABLE_MESSAGE =
  "The photo could not be read: the file may be damaged or cut short. Open it on the phone or computer to check, then send it again (saved again as JPEG if it still fails).";

export type ProcessedPhoto =
  { ok: true; width: number; height: number; variants: NewPhoto["variants"] } | { ok: false; error: string };

/** Uploads processed one after another in this process: a queue, not a pile of parallel decodes. */
let turn: Promise<unknown> = Promise.resolve();
let waiting = 0;
/** Uploads that may wait for their turn; beyond them the admin is asked to try again shortly. */
const MAX_WAITING = 4;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  waiting += 1;
  const result = turn.then(work, work).finally(() => {
    waiting -= 1;
  });
  turn = result.catch(() => undefined);
  return result;
}

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(pixels < 10_000_000 ? 1 : 0);

/**
 * Reads, checks and resizes one upload. Every refusal is a sentence for the person at the
 * form; nothing is kept of a refused file.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.length === 0) return { ok: false, error: "Choose a photo to upload." };
  if (bytes.length > MAX_PHOTO_BYTES)
    return {
      ok: false,
      error: `The photo is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the most one upload takes is 15 MB. Send a smaller copy (a phone's own camera photo is well under it).`,
    };
  if (isHeic(bytes)) return { ok: false, error: HEIC_MESSAGE };
  if (waiting >= MAX_WAITING)
    return { ok: false, error: "Other photos are being processed right now: send this one again in a minute." };
  return oneAtATime(() => resize(bytes));
}

async function resize(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const input = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "warning" } as const;
  let metadata: Metadata;
  try {
    // The header alone: the format and size are checked before a pixel is decoded.
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch (error) {
    const unsupported = /unsupported image format/i.test(String(error));
    return {
      ok: false,
      error: unsupported ? "This file is not a photo: choose a JPEG, PNG or WebP image." : UNREADABLE_MESSAGE,
    };
  }
  if (!ACCEPTED_FORMATS.includes(metadata.format ?? ""))
    return {
      ok: false,
      error: `This file is ${metadata.format ? `a ${metadata.format.toUpperCase()} image` : "in a format it cannot name"}; the library takes JPEG, PNG or WebP photos. Save it as JPEG and send that.`,
    };
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_PHOTO_PIXELS)
    return {
      ok: false,
      error: `The photo has ${megapixels(pixels)} megapixels; the library takes at most ${megapixels(MAX_PHOTO_PIXELS)}. Send a smaller copy (2000 to 4000 pixels wide is plenty).`,
    };
  // The size as it is seen: a phone's portrait photo is stored landscape with an EXIF turn.
  const { width, height } = metadata.autoOrient ?? { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  if (width < MIN_PHOTO_WIDTH)
    return {
      ok: false,
      error: `The photo is only ${width} pixels wide; pages need at least ${MIN_PHOTO_WIDTH}. Send the original from the camera, not a thumbnail or a screenshot of it.`,
    };

  const widths = variantWidths(width);
  try {
    // Decoded once, upright, at the largest width; every variant is made from those pixels.
    // No withMetadata(): the output carries no EXIF (GPS, the phone's make), XMP or ICC profile,
    // and the pixels are converted to sRGB, the colours every browser assumes.
    const upright = await sharp(bytes, input)
      .autoOrient()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: upright.info.width,
      height: upright.info.height,
      channels: upright.info.channels,
    } as const;
    const variants: NewPhoto["variants"] = [];
    for (const variantWidth of widths) {
      for (const format of PHOTO_FORMATS) {
        const image = sharp(upright.data, { raw }).resize({ width: variantWidth, withoutEnlargement: true });
        const encoded = await ENCODERS[format](image).toBuffer();
        variants.push({ width: variantWidth, format, bytes: new Uint8Array(encoded) });
      }
    }
    return { ok: true, width, height, variants };
  } catch {
    return { ok: false, error: UNREADABLE_MESSAGE };
  }
}

/** The alt text fields as typed, kept to show again beside an error. */
export interface AltValues {
  altEn: string;
  altHi: string;
}

export type AltErrors = Partial<Record<keyof AltValues, string>>;

const DEVANAGARI = /[\u0900-\u097F]/;

/** NFC, trimmed; the errors beside each field that is wrong. */
export function checkAltText(values: AltValues): { values: AltValues; errors: AltErrors } {
  const clean = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ");
  const altEn = clean(values.altEn);
  const altHi = clean(values.altHi);
  const errors: AltErrors = {};
  const check = (text: string, language: string) => {
    if (!text) return `Say in ${language} what the photo shows, for people who cannot see it.`;
    if (text.length > MAX_ALT_LENGTH) return `Keep it under ${MAX_ALT_LENGTH} characters (${text.length} now).`;
    if (HIDDEN_IN_LINE.test(text)) return "Remove the hidden control characters (paste it as plain text).";
    return undefined;
  };
  const en = check(altEn, "English");
  if (en) errors.altEn = en;
  const hi = check(altHi, "Hindi");
  if (hi) errors.altHi = hi;
  else if (!DEVANAGARI.test(altHi))
    errors.altHi = "Write the Hindi alt text in Devanagari (हिंदी), as the Hindi pages show it.";
  return { values: { altEn, altHi }, errors };
}

export interface UploadValues extends AltValues {
  category: string;
}

export type UploadErrors = AltErrors & { category?: string; file?: string };

export type UploadChecked = { ok: true; photo: NewPhoto } | { ok: false; values: UploadValues; errors: UploadErrors };

/** The upload form: category, both alt texts and the file, each checked; the photo processed only when the rest is right. */
export async function readUpload(form: FormData): Promise<UploadChecked> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const alt = checkAltText({ altEn: text("altEn"), altHi: text("altHi") });
  const category = text("category");
  const values: UploadValues = { ...alt.values, category };
  const errors: UploadErrors = { ...alt.errors };
  if (!isPhotoCategory(category))
    errors.category = `Choose what the photo shows: ${Object.values(PHOTO_CATEGORY_LABELS).join(", ")}.`;
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) errors.file = "Choose a photo to upload.";
  if (Object.keys(errors).length > 0 || !(file instanceof File)) return { ok: false, values, errors };
  const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
  if (!processed.ok) return { ok: false, values, errors: { file: processed.error } };
  return {
    ok: true,
    photo: {
      category: category as PhotoCategory,
      altEn: alt.values.altEn,
      altHi: alt.values.altHi,
      width: processed.width,
      height: processed.height,
      variants: processed.variants,
    },
  };
}
