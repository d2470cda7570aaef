import { describe, expect, it } from "vitest";
import { parsePhotoVariantName, photoVariantPath, variantHeight, variantWidths } from "./photos";

describe("the photo library's sizes and names", () => {
  it("keeps every standard width below the photo's own, and the photo's own up to 1600: never enlarged", () => {
    expect(variantWidths(4032)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(481)).toEqual([480, 481]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantHeight({ width: 4032, height: 3024 }, 960)).toBe(720);
  });

  it("names a variant by id, content hash and width, and reads back only such names", () => {
    const path = photoVariantPath({ id: "0123456789ab", hash: "0123456789abcdef" }, 960, "avif");
    expect(path).toBe("/media/photos/0123456789ab-0123456789abcdef-960.avif");
    expect(parsePhotoVariantName(path.split("/").pop()!)).toEqual({
      id: "0123456789ab",
      hash: "0123456789abcdef",
      width: 960,
      format: "avif",
    });
    for (const name of [
      "0123456789ab-0123456789abcdef-960.jpg",
      "0123456789ab-0123456789abcdef-0960.webp",
      "0123456789AB-0123456789abcdef-960.webp",
      "0123456789ab-0123456789abcdef-960.webp/",
      "../0123456789ab-0123456789abcdef-960.webp",
      "0123456789ab-0123456789abcdef-960.webp.br",
    ])
      expect(parsePhotoVariantName(name), name).toBeNull();
  });
});
