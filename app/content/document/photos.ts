import { z } from "zod";
import { courseFullName, findCourse } from "#content/courses/index.ts";
import { MAX_ALT_LENGTH, type PhotoView } from "#domain/photos.ts";

/**
 * The library photos a content document places on pages: the About page's campus gallery, a
 * success story's photo (./testimonials.ts, `photoId`), a course's photo (./courses.ts,
 * `photoId`). A page is rendered from the document alone, in every process and before a
 * publish, never asking the database; so the document keeps, beside the places, what a page
 * needs of each placed photo: its served names (id and hash), size, stored widths and alt text
 * in both languages (`photos`). The desk fills that in from the library whenever it saves the
 * draft and again when it publishes (docs/decisions/0024-content-published-from-the-desk.md).
 */

/** A photo's id in the library (domain/photos.ts: 12 hex digits). */
export const photoIdSchema = z.string().regex(/^[0-9a-f]{12}$/, "must be a photo from the library");

/** The most photos in the About page's gallery: a short row on a desk, a short scroll on a phone. */
export const MAX_GALLERY_PHOTOS = 6;

const altText = (missing: string) =>
  z.string().trim().min(1, missing).max(MAX_ALT_LENGTH, `must be at most ${MAX_ALT_LENGTH} characters`);

/** What a page needs to show a placed photo (domain/photos.ts's PhotoView), as the library had it. */
export const placedPhotoSchema = z
  .object({
    id: photoIdSchema,
    hash: z.string().regex(/^[0-9a-f]{16}$/, "must be the photo's stored hash"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.object({ en: altText("needs its alt text"), hi: altText("needs its Hindi alt text") }).strict(),
    widths: z.array(z.number().int().positive()).min(1),
  })
  .strict() satisfies z.ZodType<PhotoView>;

/** The placed photos by id. */
export const photosSectionSchema = z.record(photoIdSchema, placedPhotoSchema);

export const gallerySectionSchema = z
  .object({
    /** The About page's "Our campus" photos, in their order; none: the page shows no gallery. */
    about: z
      .array(photoIdSchema)
      .max(MAX_GALLERY_PHOTOS, `shows at most ${MAX_GALLERY_PHOTOS} photos`)
      .refine((ids) => new Set(ids).size === ids.length, "shows each photo once"),
  })
  .strict();

export type GallerySection = z.infer<typeof gallerySectionSchema>;

interface Placing {
  gallery: GallerySection;
  testimonials: readonly { name: string; photoId: string | null }[];
  courses: Readonly<Record<string, { photoId?: string | null }>>;
  photos: Record<string, PhotoView>;
}

/** One place a photo is shown: the field's path and, for people, where that is. */
export interface Placement {
  photoId: string;
  path: string;
  where: string;
}

/** Every place the document shows a library photo. */
export function placementsOf(document: Omit<Placing, "photos">): Placement[] {
  return [
    ...document.gallery.about.map((photoId, index) => ({
      photoId,
      path: `gallery.about.${index}`,
      where: "the About page's campus gallery",
    })),
    ...document.testimonials.flatMap((story, index) =>
      story.photoId === null
        ? []
        : [{ photoId: story.photoId, path: `testimonials.${index}.photoId`, where: `${story.name}'s success story` }],
    ),
    ...Object.entries(document.courses).flatMap(([slug, facts]) =>
      // A draft written before courses had photos has no photoId at all.
      !facts.photoId
        ? []
        : [{ photoId: facts.photoId, path: `courses.${slug}.photoId`, where: `the ${courseName(slug)} page` }],
    ),
  ];
}

function courseName(slug: string): string {
  const course = findCourse(slug);
  return course ? courseFullName(course) : `/courses/${slug}`;
}

/** A placed photo the document does not describe: it was deleted from the library, or never in it. */
export function placedPhotoProblems(document: Placing): { path: string; message: string }[] {
  return placementsOf(document)
    .filter((placement) => !document.photos[placement.photoId])
    .map((placement) => ({ path: placement.path, message: "is not in the photo library (deleted?): choose another" }));
}

/**
 * The document with `photos` made anew from the library as it is now: every placed photo's
 * current names, sizes and alt text; a photo no longer placed left out; a placed photo the
 * library no longer has left out too, so placedPhotoProblems names where it was.
 */
export function withPlacedPhotos<Document extends Placing>(
  document: Document,
  library: readonly PhotoView[],
): Document {
  const byId = new Map(library.map((photo) => [photo.id, photo]));
  const photos: Record<string, PhotoView> = {};
  for (const { photoId } of placementsOf(document)) {
    const photo = byId.get(photoId);
    if (photo) photos[photoId] = photo;
  }
  return { ...document, photos };
}
