import { Resvg } from "@resvg/resvg-js";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { IconData } from "./lucide-icons";

/**
 * The picture a chat app or social site shows when someone shares a page (og:image),
 * drawn at build from the institute's configured name and claims, so no name is baked into
 * a file in the repository: change the name in app/content/site.ts and the next build's
 * image says the new one. scripts/build/postbuild.ts writes it to the client build as
 * /og-image.png (SHARE_IMAGE_PATH in app/lib/seo.ts).
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

interface ShareImageText {
  name: string;
  caption: string;
  headline: string;
  /** Short facts on one line each, joined with a middle dot. */
  facts: readonly string[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Lines of at most `maxChars` characters, broken between words. SVG text does not wrap; the
 * limits below keep DejaVu Sans inside the image's margins: its letters average about 0.56
 * of the font size, its bold ones 0.58 (measured on this image's own lines).
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const MARGIN = 90;
const BOLD_WIDTH = 0.58;
const REGULAR_WIDTH = 0.56;
/** A name's capitals and wide letters need a little more room than the average. */
const NAME_WIDTH = 0.6;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;

/** The name's font size: 60 px, smaller for a long name so that it fits on two lines at most. */
function nameSize(name: string): number {
  for (const size of [60, 52, 44, 38]) {
    if (wrapWords(name, Math.floor((TEXT_WIDTH - 120) / (size * NAME_WIDTH))).length <= 2) return size;
  }
  return 32;
}

export function shareImageSvg(text: ShareImageText, icon: IconData): string {
  const size = nameSize(text.name);
  const nameLines = wrapWords(text.name, Math.floor((TEXT_WIDTH - 120) / (size * NAME_WIDTH)));
  const headlineLines = wrapWords(text.headline, Math.floor(TEXT_WIDTH / (46 * BOLD_WIDTH))).slice(0, 3);
  const factLines = wrapWords(text.facts.join(" · "), Math.floor(TEXT_WIDTH / (26 * REGULAR_WIDTH)));
  const tspans = (lines: string[], x: number, lineHeight: number) =>
    lines
      .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
      .join("");

  const nameTop = 190 - (nameLines.length - 1) * size * 0.55;
  const headlineTop = 330 + (nameLines.length - 1) * size * 0.4;
  const factsTop = headlineTop + headlineLines.length * 56 + 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 ${SHARE_IMAGE.width} ${SHARE_IMAGE.height}">
  <rect width="100%" height="100%" fill="#0b3d3a"/>
  <rect x="${MARGIN}" y="${nameTop - 50}" width="96" height="96" rx="18" fill="#127a6d"/>
  <svg x="${MARGIN + 18}" y="${nameTop - 32}" width="60" height="60" viewBox="0 0 ${icon.size} ${icon.size}" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${icon.shapes}</svg>
  <text x="${MARGIN + 120}" y="${nameTop}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${tspans(nameLines, MARGIN + 120, size * 1.1)}</text>
  <text x="${MARGIN + 120}" y="${nameTop + 40 + (nameLines.length - 1) * size * 1.1}" font-family="DejaVu Sans" font-size="26" letter-spacing="4" fill="#9fe0d4">${escapeXml(text.caption.toUpperCase())}</text>
  <text x="${MARGIN}" y="${headlineTop}" font-family="DejaVu Sans" font-weight="bold" font-size="46" fill="#ffffff">${tspans(headlineLines, MARGIN, 56)}</text>
  <text x="${MARGIN}" y="${factsTop}" font-family="DejaVu Sans" font-size="26" fill="#d7f2ec">${tspans(factLines, MARGIN, 34)}</text>
</svg>`;
}

/** DejaVu Sans, from the dejavu-fonts-ttf package: the same letters on every build machine. */
function fontFiles(): string[] {
  const require = createRequire(import.meta.url);
  const folder = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  return [join(folder, "DejaVuSans.ttf"), join(folder, "DejaVuSans-Bold.ttf")];
}

export function renderShareImage(text: ShareImageText, icon: IconData): Buffer {
  const svg = shareImageSvg(text, icon);
  const png = new Resvg(svg, {
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  }).render();
  return png.asPng();
}
