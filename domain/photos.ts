/**
 * The photo library: what a photo is, the sizes and formats it is kept in, and the name each
 * stored variant is served under. Processing lives in `app/desk/photos.server.ts` (sharp),
 * storage in `server/storage/desk/photos.ts`, serving in `server/photo-media.ts`.
 */

export const PHOTO_CATEGORIES = ["campus", "labs", "classrooms", "hospital_training", "people"] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = {
  campus: "Campus",
  labs: "Labs",
  classrooms: "Classrooms",
  hospital_training: "Hospital training",
  people: "People",
};

export function isPhotoCategory(value: string): value is PhotoCategory {
  return (PHOTO_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The widths pages ask for: a phone's column (480), a phone at 2x or a desk's half width
 * (960), a wide banner (1600). A photo narrower than a width is kept at its own width
 * instead, never enlarged.
 */
export const PHOTO_WIDTHS: readonly number[] = [480, 960, 1600];

/** The narrowest photo taken: below it a photo would look soft even in a phone's column. */
export const MIN_PHOTO_WIDTH = 480;

/** Modern formats every browser the site supports shows; AVIF first, as it is the smaller. */
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** The largest upload: a phone's photo is 2 to 8 MB; a camera's JPEG rarely passes 15. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels decoded: a 48-megapixel phone photo fits; a larger image would take the
 * server's memory (about 4 bytes a pixel while it is resized) for no gain on a web page.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Alt text, in each language: a sentence that says what the photo shows. */
export const MAX_ALT_LENGTH = 250;

/** The widths a photo of this width is kept at: PHOTO_WIDTHS up to its own, never enlarged. */
export function variantWidths(originalWidth: number): number[] {
  const below = PHOTO_WIDTHS.filter((width) => width < originalWidth);
  const largest = Math.min(originalWidth, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!);
  return below.includes(largest) ? below : [...below, largest];
}

/** The height of a variant `width` wide, in the photo's proportions. */
export function variantHeight(photo: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}

export interface PhotoVariantInfo {
  width: number;
  format: PhotoFormat;
  /** Bytes stored: what a visitor downloads. */
  size: number;
}

export interface PhotoRecord {
  id: string;
  category: PhotoCategory;
  altEn: string;
  altHi: string;
  /** The original's size, upright (after its EXIF orientation). */
  width: number;
  height: number;
  /** Part of every variant's name: a new encoding gets a new name, so caching for a year is safe. */
  hash: string;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
  variants: PhotoVariantInfo[];
}

export interface NewPhoto {
  category: PhotoCategory;
  altEn: string;
  altHi: string;
  width: number;
  height: number;
  variants: { width: number; format: PhotoFormat; bytes: Uint8Array }[];
}

export interface PhotoVariantBytes {
  bytes: Uint8Array;
  format: PhotoFormat;
}

/** What the desk's store keeps of photos (server/storage/desk/photos.ts). */
export interface PhotoStore {
  listPhotos(): Promise<PhotoRecord[]>;
  /** Stores the photo and its variants in one transaction, audited; its id and hash. */
  addPhoto(photo: NewPhoto, staffId: string): Promise<{ id: string; hash: string }>;
  /** False when there is no such photo. */
  setPhotoAlt(id: string, alt: { altEn: string; altHi: string }, staffId: string): Promise<boolean>;
  /** Removes the photo and every variant, audited; false when there is no such photo. */
  deletePhoto(id: string, staffId: string): Promise<boolean>;
  /** One stored variant, or null: the name must match the photo's current hash. */
  photoVariant(id: string, hash: string, width: number, format: PhotoFormat): Promise<PhotoVariantBytes | null>;
}

export const PHOTO_MEDIA_PREFIX = "/media/photos/";

/** `/media/photos/<id>-<hash>-<width>.<format>`: the one place the name is built. */
export function photoVariantPath(photo: { id: string; hash: string }, width: number, format: PhotoFormat): string {
  return `${PHOTO_MEDIA_PREFIX}${photo.id}-${photo.hash}-${width}.${format}`;
}

const VARIANT_NAME = /^([0-9a-f]{12})-([0-9a-f]{16})-([1-9][0-9]{0,4})\.(avif|webp)$/;

/** The parts of a variant's file name, or null for any other name. */
export function parsePhotoVariantName(
  name: string,
): { id: string; hash: string; width: number; format: PhotoFormat } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  return { id: match[1]!, hash: match[2]!, width: Number(match[3]), format: match[4] as PhotoFormat };
}

/** What a page needs to show a photo: no bytes, only names and sizes. */
export interface PhotoView {
  id: string;
  hash: string;
  width: number;
  height: number;
  alt: { en: string; hi: string };
  /** The widths stored, narrowest first (each in every format). */
  widths: number[];
}

export function photoView(photo: PhotoRecord): PhotoView {
  const widths = [...new Set(photo.variants.map((variant) => variant.width))].sort((a, b) => a - b);
  return {
    id: photo.id,
    hash: photo.hash,
    width: photo.width,
    height: photo.height,
    alt: { en: photo.altEn, hi: photo.altHi },
    widths,
  };
}
