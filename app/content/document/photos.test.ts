import { describe, expect, it } from "vitest";
import { contentProblems } from "#content/content-document.ts";
import { courses } from "#content/courses/index.ts";
import { seedDocument } from "#content/seed-document.ts";
import type { PhotoView } from "#domain/photos.ts";
import { placementsOf, withPlacedPhotos } from "./photos";

const slugs = courses.map((course) => course.slug);

const photo = (id: string, altEn = "The nursing lab"): PhotoView => ({
  id,
  hash: "0123456789abcdef",
  width: 1800,
  height: 2400,
  alt: { en: altEn, hi: "नर्सिंग लैब" },
  widths: [480, 960, 1600],
});

const LAB = "aaaaaaaaaaaa";
const FACE = "bbbbbbbbbbbb";
const OTHER = "cccccccccccc";

/** The shipped document with the gallery's photos and the first story made a graduate's, with a photo. */
function placing(gallery: string[], storyPhoto: string | null) {
  const document = seedDocument();
  document.gallery.about = gallery;
  const story = document.testimonials[0]!;
  Object.assign(story, { example: false, consentRecordedOn: "2026-11-20", photoId: storyPhoto });
  return document;
}

describe("photos placed by the content document", () => {
  it("ships with none: no page shows a photo until an editor places one", () => {
    const document = seedDocument();
    expect(document.gallery.about).toEqual([]);
    expect(document.photos).toEqual({});
    expect(placementsOf(document)).toEqual([]);
  });

  it("keeps what pages need of each placed photo, in the order placed, and nothing of photos not placed", () => {
    const document = withPlacedPhotos(placing([LAB], FACE), [photo(OTHER), photo(FACE), photo(LAB)]);
    expect(Object.keys(document.photos)).toEqual([LAB, FACE]);
    expect(document.photos[LAB]).toEqual(photo(LAB));
    expect(contentProblems(document, slugs)).toEqual([]);
    expect(placementsOf(document)).toEqual([
      { photoId: LAB, path: "gallery.about.0", where: "the About page's campus gallery" },
      { photoId: FACE, path: "testimonials.0.photoId", where: "Priya Sharma's success story" },
    ]);
  });

  it("places a course's photo, named by the course, and refuses it once the library has lost it", () => {
    const document = placing([], null);
    document.courses["dialysis-technology"]!.photoId = LAB;
    const placed = withPlacedPhotos(document, [photo(LAB)]);
    expect(placementsOf(placed)).toEqual([
      { photoId: LAB, path: "courses.dialysis-technology.photoId", where: "the B.Voc in Dialysis Technology page" },
    ]);
    expect(contentProblems(placed, slugs)).toEqual([]);
    expect(contentProblems(withPlacedPhotos(document, []), slugs)).toEqual([
      {
        path: "courses.dialysis-technology.photoId",
        message: "is not in the photo library (deleted?): choose another",
      },
    ]);
  });

  it("takes the library's alt text as it is when refreshed", () => {
    const before = withPlacedPhotos(placing([LAB], null), [photo(LAB)]);
    const after = withPlacedPhotos(before, [photo(LAB, "The nursing lab, new beds")]);
    expect(after.photos[LAB]!.alt.en).toBe("The nursing lab, new beds");
  });

  it("refuses a placed photo the library no longer has, at its place", () => {
    const document = withPlacedPhotos(placing([LAB, OTHER], FACE), [photo(LAB)]);
    expect(contentProblems(document, slugs)).toEqual([
      { path: "gallery.about.1", message: "is not in the photo library (deleted?): choose another" },
      { path: "testimonials.0.photoId", message: "is not in the photo library (deleted?): choose another" },
    ]);
  });

  it("refuses more than six photos, one twice, a missing Hindi alt text, and a photo on an example story", () => {
    const seven = Array.from({ length: 7 }, (_, index) => `00000000000${index}`);
    const many = withPlacedPhotos(
      placing(seven, null),
      seven.map((id) => photo(id)),
    );
    expect(contentProblems(many, slugs)).toContainEqual({ path: "gallery.about", message: "shows at most 6 photos" });
    const twice = withPlacedPhotos(placing([LAB, LAB], null), [photo(LAB)]);
    expect(contentProblems(twice, slugs)).toContainEqual({ path: "gallery.about", message: "shows each photo once" });

    const noHindi = withPlacedPhotos(placing([LAB], null), [{ ...photo(LAB), alt: { en: "The lab", hi: " " } }]);
    expect(contentProblems(noHindi, slugs)).toContainEqual({
      path: `photos.${LAB}.alt.hi`,
      message: "needs its Hindi alt text",
    });

    const example = withPlacedPhotos(placing([], FACE), [photo(FACE)]);
    example.testimonials[0]!.example = true;
    expect(contentProblems(example, slugs)).toContainEqual({
      path: "testimonials.0.photoId",
      message: "an example story tells of nobody: it shows no photo",
    });
  });
});
