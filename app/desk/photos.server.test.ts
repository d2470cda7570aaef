import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "#domain/photos.ts";
import { checkAltText, processPhoto, readUpload } from "./photos.server";

/** A portrait phone photo stored on its side with EXIF orientation 6, GPS and a camera make (tests/fixtures/photos/README.md). */
const PHONE_PHOTO = new Uint8Array(
  readFileSync(new URL("../../tests/fixtures/photos/phone-portrait.jpg", import.meta.url)),
);

async function processed(bytes: Uint8Array) {
  const result = await processPhoto(bytes);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const result = await processPhoto(bytes);
  if (result.ok) throw new Error("accepted");
  return result.error;
}

describe("processing a photo", () => {
  // Encoding six variants takes seconds, more on a machine shared with other work.
  it(
    "turns a phone's portrait photo upright and keeps it at 480, 960 and 1600 px, in AVIF and WebP",
    { timeout: 60_000 },
    async () => {
      const photo = await processed(PHONE_PHOTO);
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 1800, height: 2400 });
      expect(photo.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
        "480.avif",
        "480.webp",
        "960.avif",
        "960.webp",
        "1600.avif",
        "1600.webp",
      ]);
      for (const variant of photo.variants) {
        const metadata = await sharp(variant.bytes).metadata();
        const label = `${variant.width}.${variant.format}`;
        // sharp names AVIF by its container, HEIF, and its compression, AV1.
        expect(metadata.format === "heif" ? `${metadata.format}/${metadata.compression}` : metadata.format, label).toBe(
          variant.format === "avif" ? "heif/av1" : "webp",
        );
        expect(metadata.width, label).toBe(variant.width);
        expect(metadata.height, label).toBe(Math.round((2400 * variant.width) / 1800));
        // Nothing of the phone's: no EXIF (GPS, make), no XMP, no ICC profile, no turn left to apply.
        expect(metadata.exif, label).toBeUndefined();
        expect(metadata.xmp, label).toBeUndefined();
        expect(metadata.icc, label).toBeUndefined();
        expect(metadata.orientation ?? 1, label).toBe(1);
        expect(Buffer.from(variant.bytes).includes("ExamplePhone"), label).toBe(false);
      }
      // Upright: the picture is red above and blue below (stored on its side, left and right).
      const webp = photo.variants.find((variant) => variant.width === 480 && variant.format === "webp")!;
      const { data, info } = await sharp(webp.bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
      const [topRed, , topBlue] = pixel(240, 40);
      const [bottomRed, , bottomBlue] = pixel(240, info.height - 40);
      expect(topRed!).toBeGreaterThan(150);
      expect(topBlue!).toBeLessThan(100);
      expect(bottomBlue!).toBeGreaterThan(150);
      expect(bottomRed!).toBeLessThan(100);
    },
  );

  it("never enlarges: a photo 700 px wide is kept at 480 and 700", async () => {
    const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const photo = await processed(new Uint8Array(png));
    expect([...new Set(photo.variants.map((variant) => variant.width))]).toEqual([480, 700]);
  });

  it("keeps a PNG's transparency", async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const photo = await processed(new Uint8Array(png));
    for (const variant of photo.variants) expect((await sharp(variant.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a photo narrower than pages need", async () => {
    const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    expect(await refusal(new Uint8Array(small))).toMatch(/only 320 pixels wide; pages need at least 480/);
  });

  it("refuses what is not a photo, a damaged photo, a format it does not take and an iPhone's HEIC, each saying what to do", async () => {
    expect(await refusal(new TextEncoder().encode("name,phone\nAsha,9876543210\n"))).toMatch(
      /not a photo: choose a JPEG, PNG or WebP/,
    );
    expect(await refusal(PHONE_PHOTO.subarray(0, PHONE_PHOTO.length / 2))).toMatch(/damaged or cut short/);
    const gif = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#888" } })
      .gif()
      .toBuffer();
    expect(await refusal(new Uint8Array(gif))).toMatch(/a GIF image; the library takes JPEG, PNG or WebP/);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    expect(await refusal(svg)).toMatch(/a SVG image; the library takes JPEG, PNG or WebP/);
    // An iPhone photo's first bytes: an ISO media file of brand "heic".
    const heic = Buffer.concat([
      Buffer.from("0000001c667479706865696300000000", "hex"),
      Buffer.from("mif1heicmiaf"),
      Buffer.alloc(64),
    ]);
    expect(await refusal(new Uint8Array(heic))).toMatch(/iPhone HEIC photo.*Most Compatible/);
  });

  it(
    "refuses an upload over 15 MB, and a picture over 50 megapixels, before decoding it",
    { timeout: 30_000 },
    async () => {
      expect(await refusal(new Uint8Array(MAX_PHOTO_BYTES + 1))).toMatch(/the most one upload takes is 15 MB/);
      expect(await refusal(new Uint8Array(16 * 1024 * 1024))).toMatch(/16\.0 MB; the most one upload takes is 15 MB/);
      // 60 megapixels of one colour: a small file, a large picture.
      const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#777" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(await refusal(new Uint8Array(huge))).toMatch(/60 megapixels; the library takes at most 50/);
      expect(await refusal(new Uint8Array())).toBe("Choose a photo to upload.");
    },
  );
});

describe("alt text", () => {
  it("is required in both languages, the Hindi in Devanagari, and kept short and plain", () => {
    expect(checkAltText({ altEn: " ", altHi: "" }).errors).toEqual({
      altEn: expect.stringMatching(/Say in English what the photo shows/),
      altHi: expect.stringMatching(/Say in Hindi what the photo shows/),
    });
    expect(checkAltText({ altEn: "x".repeat(251), altHi: "Students in the lab" }).errors).toEqual({
      altEn: expect.stringMatching(/under 250 characters \(251 now\)/),
      altHi: expect.stringMatching(/in Devanagari/),
    });
    expect(checkAltText({ altEn: "Lab\u202e", altHi: "प्रयोगशाला" }).errors).toEqual({
      altEn: expect.stringMatching(/hidden control characters/),
    });
    const fine = checkAltText({ altEn: "  Students  in the\nnursing lab ", altHi: "नर्सिंग लैब में छात्र" });
    expect(fine).toEqual({
      values: { altEn: "Students in the nursing lab", altHi: "नर्सिंग लैब में छात्र" },
      errors: {},
    });
  });

  it(
    "the upload form names every wrong field at once and does not process a photo while any is wrong",
    { timeout: 60_000 },
    async () => {
      const form = new FormData();
      form.set("category", "canteen");
      form.set("altEn", "");
      form.set("altHi", "");
      form.set("photo", new File([PHONE_PHOTO], "IMG_0001.jpg", { type: "image/jpeg" }));
      const checked = await readUpload(form);
      expect(checked.ok).toBe(false);
      if (checked.ok) return;
      expect(Object.keys(checked.errors).sort()).toEqual(["altEn", "altHi", "category"]);
      expect(checked.values.category).toBe("canteen");

      const complete = new FormData();
      complete.set("category", "labs");
      complete.set("altEn", "Students in the nursing lab");
      complete.set("altHi", "नर्सिंग लैब में छात्र");
      complete.set("photo", new File([PHONE_PHOTO], "IMG_0001.jpg", { type: "image/jpeg" }));
      const accepted = await readUpload(complete);
      expect(accepted.ok && accepted.photo).toMatchObject({ category: "labs", width: 1800, height: 2400 });
    },
  );
});
