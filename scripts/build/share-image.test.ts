import { describe, expect, it } from "vitest";
import { loadLucideIcon } from "./lucide-icons";
import { renderShareImage, SHARE_IMAGE, shareImageSvg, wrapWords } from "./share-image";

const text = {
  name: "Gurugram Skills Institute",
  caption: "Medical Institute",
  headline: "B.Voc & M.Voc degrees in healthcare, management and technology",
  facts: ["Since 2015", "1000+ Graduates"],
};

/** Width and height from a PNG's header (IHDR, right after the 8-byte signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the share image", () => {
  it("is a 1200 × 630 PNG drawn from the configured name: another name, another image", async () => {
    const icon = loadLucideIcon("graduation-cap");
    const image = renderShareImage(text, icon);
    expect(pngSize(image)).toEqual(SHARE_IMAGE);
    const renamed = renderShareImage({ ...text, name: "Another Institute" }, icon);
    expect(renamed.equals(image)).toBe(false);
  });

  it("says what it is given, escaped, and nothing baked in", async () => {
    const icon = loadLucideIcon("graduation-cap");
    const svg = shareImageSvg({ ...text, name: "A & B <Institute>" }, icon);
    expect(svg).toContain("A &amp; B &lt;Institute&gt;");
    expect(svg).toContain("MEDICAL INSTITUTE");
    expect(svg).toContain("Since 2015 · 1000+ Graduates");
    expect(svg).not.toContain("Gurugram Skills");
  });

  it("wraps a long name onto two lines rather than past the edge", async () => {
    const icon = loadLucideIcon("graduation-cap");
    const svg = shareImageSvg(
      { ...text, name: "Shri Guru Dronacharya Institute of Paramedical and Vocational Sciences" },
      icon,
    );
    const nameText = /<text[^>]*font-weight="bold"[^>]*>(.*?)<\/text>/.exec(svg)![1]!;
    expect(nameText.match(/<tspan/g)).toHaveLength(2);
  });
});

describe("wrapWords", () => {
  it("breaks between words, never inside one", () => {
    expect(wrapWords("B.Voc & M.Voc degrees in healthcare", 14)).toEqual(["B.Voc & M.Voc", "degrees in", "healthcare"]);
    expect(wrapWords("Incomprehensibilities", 5)).toEqual(["Incomprehensibilities"]);
    expect(wrapWords("  ", 10)).toEqual([]);
  });
});
