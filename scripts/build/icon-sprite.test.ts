import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "#app/components/icon-names.ts";
import { COURSE_ICONS } from "#content/course-schema.ts";
import { buildSprite, checkDrawnLikeIconComponent, DRAWN_WITH } from "./icon-sprite";
import { loadLucideIcon, parseLucideSvg, type IconData } from "./lucide-icons";

/** A file as lucide-static publishes it. */
const LUCIDE_FILE = `<!-- @license lucide-static v1.0.0 - ISC -->
<svg
  class="lucide lucide-circle-check"
  xmlns="http://www.w3.org/2000/svg"
  width="24"
  height="24"
  viewBox="0 0 24 24"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
  stroke-linejoin="round"
>
  <circle cx="12" cy="12" r="10" />
  <path d="m9 12 2 2 4-4" />
</svg>
`;

const STROKES = { stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" };
const drawn = (name: string, shapes: string, size = 24): IconData => ({
  name,
  attributes: { xmlns: "http://www.w3.org/2000/svg", ...DRAWN_WITH, ...STROKES },
  size,
  shapes,
});

describe("parseLucideSvg", () => {
  it("reads the root's attributes without lucide's class and size, and the shapes without whitespace", () => {
    expect(parseLucideSvg("circle-check", LUCIDE_FILE)).toEqual({
      name: "circle-check",
      attributes: { xmlns: "http://www.w3.org/2000/svg", ...DRAWN_WITH, ...STROKES },
      size: 24,
      shapes: '<circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/>',
    });
  });

  it("keeps nested shapes", () => {
    const nested = LUCIDE_FILE.replace(
      "<circle",
      '<g fill="red">\n    <rect width="2" height="3" />\n  </g>\n  <circle',
    );
    expect(parseLucideSvg("x", nested).shapes).toBe(
      '<g fill="red"><rect width="2" height="3"/></g><circle cx="12" cy="12" r="10"/><path d="m9 12 2 2 4-4"/>',
    );
  });

  it("refuses anything but plain shapes in a square viewBox", () => {
    expect(() => parseLucideSvg("x", LUCIDE_FILE.replace("<circle", "<script>alert(1)</script><circle"))).toThrow(
      /more than plain shapes/,
    );
    expect(() => parseLucideSvg("x", LUCIDE_FILE.replace('r="10"', "r='10'"))).toThrow(/more than plain shapes/);
    expect(() => parseLucideSvg("x", LUCIDE_FILE.replace('d="m9', 'd="&amp;m9'))).toThrow(/more than plain shapes/);
    expect(() => parseLucideSvg("x", LUCIDE_FILE.replace("0 0 24 24", "0 0 24 20"))).toThrow(/square viewBox/);
    expect(() => parseLucideSvg("x", "<png/>")).toThrow(/not an SVG file/);
  });
});

describe("buildSprite", () => {
  it("makes one symbol per icon with its viewBox, its file's strokes (not its fill) and its shapes", () => {
    const thin = {
      ...drawn("dot", '<circle cx="8" cy="8" r="1"/>', 16),
      attributes: { fill: "none", "stroke-width": "1.5" },
    };
    expect(buildSprite([drawn("check", '<path d="M20 6 9 17l-5-5"/>'), thin])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        '<symbol id="check" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M20 6 9 17l-5-5"/></symbol>' +
        '<symbol id="dot" viewBox="0 0 16 16" stroke-width="1.5"><circle cx="8" cy="8" r="1"/></symbol>' +
        "</svg>\n",
    );
  });

  it("rejects a name listed twice or one that is not a lucide name", () => {
    const check = drawn("check", '<path d="M20 6 9 17l-5-5"/>');
    expect(() => buildSprite([check, check])).toThrow('Icon "check" is listed twice');
    expect(() => buildSprite([{ ...check, name: 'x" onload="y' }])).toThrow(/must be a lucide name/);
  });
});

describe("checkDrawnLikeIconComponent", () => {
  it("refuses an icon lucide fills or sizes otherwise than app/components/icon.tsx", () => {
    const filled = parseLucideSvg("filled", LUCIDE_FILE.replace('fill="none"', 'fill="currentColor"'));
    expect(() => checkDrawnLikeIconComponent(filled)).toThrow(
      'Icon "filled" has fill="currentColor" in lucide\'s file',
    );
    const large = parseLucideSvg("large", LUCIDE_FILE.replace("0 0 24 24", "0 0 32 32"));
    expect(() => checkDrawnLikeIconComponent(large)).toThrow('Icon "large" has viewBox="0 0 32 32"');
    expect(() => checkDrawnLikeIconComponent(parseLucideSvg("ok", LUCIDE_FILE))).not.toThrow();
  });
});

describe("loadLucideIcon", () => {
  it("reads lucide-static's file for an icon", () => {
    const phone = loadLucideIcon("phone");
    expect(phone.name).toBe("phone");
    expect(phone.size).toBe(24);
    expect(phone.shapes).toMatch(/^<path d="M/);
  });

  it("rejects a name lucide does not have, saying so", () => {
    expect(() => loadLucideIcon("no-such-icon")).toThrow(/Icon "no-such-icon" is not in lucide-static \d/);
    expect(() => loadLucideIcon("../package")).toThrow(/is not in lucide-static/);
  });
});

describe("the site's icon list", () => {
  it("names only lucide icons drawn as app/components/icon.tsx draws them, so the sprite builds", () => {
    const icons = ICON_NAMES.map((name) => loadLucideIcon(name));
    icons.forEach(checkDrawnLikeIconComponent);
    expect(buildSprite(icons).match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it("includes every course icon", () => {
    expect(ICON_NAMES).toEqual(expect.arrayContaining([...COURSE_ICONS]));
  });
});
