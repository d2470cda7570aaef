import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PhotoView } from "#domain/photos.ts";
import { Photo } from "./photo";

const photo: PhotoView = {
  id: "0123456789ab",
  hash: "fedcba9876543210",
  width: 1800,
  height: 2400,
  alt: { en: "Students in the nursing lab", hi: "नर्सिंग लैब में छात्र" },
  widths: [480, 960, 1600],
};
const name = (width: number, format: string) => `/media/photos/0123456789ab-fedcba9876543210-${width}.${format}`;

describe("a photo on a page", () => {
  it("offers AVIF then WebP at every stored width, with its size set, lazily loaded, its alt text in the page's language", () => {
    const html = renderToStaticMarkup(<Photo photo={photo} language="hi" sizes="(min-width: 1024px) 480px, 100vw" />);
    expect(html).toBe(
      "<picture>" +
        `<source type="image/avif" srcSet="${name(480, "avif")} 480w, ${name(960, "avif")} 960w, ${name(1600, "avif")} 1600w" sizes="(min-width: 1024px) 480px, 100vw"/>` +
        `<img src="${name(960, "webp")}" srcSet="${name(480, "webp")} 480w, ${name(960, "webp")} 960w, ${name(1600, "webp")} 1600w" sizes="(min-width: 1024px) 480px, 100vw" width="1800" height="2400" alt="नर्सिंग लैब में छात्र" loading="lazy" decoding="async"/>` +
        "</picture>",
    );
    expect(renderToStaticMarkup(<Photo photo={photo} language="en" sizes="100vw" />)).toContain(
      'alt="Students in the nursing lab"',
    );
  });

  it("above the fold (priority) is fetched at once, not lazily", () => {
    const html = renderToStaticMarkup(<Photo photo={photo} language="en" sizes="100vw" priority className="w-full" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("lazy");
    expect(html).toContain('class="w-full"');
  });

  it("a photo kept at one width only still has its fallback", () => {
    const html = renderToStaticMarkup(<Photo photo={{ ...photo, widths: [700] }} language="en" sizes="100vw" />);
    expect(html).toContain(`src="${name(700, "webp")}"`);
  });
});
