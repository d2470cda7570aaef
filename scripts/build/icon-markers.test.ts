import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { compile } from "tailwindcss";
import { describe, expect, it } from "vitest";
import { ICON_MARKERS, markerImage } from "./icon-markers";
import { loadLucideIcon, parseLucideSvg } from "./lucide-icons";

const require = createRequire(import.meta.url);

/** The public stylesheet (app/app.css, with its theme and `@plugin`) compiled for `classes`. */
async function publicCss(classes: string[]): Promise<string> {
  const file = resolve("app/app.css");
  const compiler = await compile(readFileSync(file, "utf8"), {
    base: dirname(file),
    from: file,
    async loadStylesheet(id, base) {
      const path = id === "tailwindcss" ? require.resolve("tailwindcss/index.css") : resolve(base, id);
      return { path, base: dirname(path), content: readFileSync(path, "utf8") };
    },
    async loadModule(id, base) {
      const path = resolve(base, id);
      const module = (await import(path)) as { default: never };
      return { path, base: dirname(path), module: module.default };
    },
  });
  return compiler.build(classes);
}

/** The SVG inside a `url("data:image/svg+xml,…")`, with its quotes made double again. */
function svgOf(url: string): string {
  const data = /^url\("data:image\/svg\+xml,([^"]*)"\)$/.exec(url)?.[1];
  if (data === undefined) throw new Error(`not an SVG data URL: ${url}`);
  return decodeURIComponent(data).replace(/'/g, '"');
}

const themeColor = (name: string) =>
  new RegExp(`--color-${name}: (#[0-9a-f]+);`).exec(readFileSync("app/theme.css", "utf8"))?.[1];

describe("markerImage", () => {
  it("is lucide's SVG with its strokes in the colour, escaped only where a data: URL needs it", () => {
    const check = loadLucideIcon("circle-check");
    const url = markerImage(check, "#0f7a6c");
    expect(url).toMatch(
      /^url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 24 24'/,
    );
    expect(url.slice('url("'.length, -'")'.length)).not.toMatch(/[<>#"]/);
    const svg = parseLucideSvg("circle-check", svgOf(url));
    expect(svg.shapes).toBe(check.shapes);
    expect(svg.attributes).toEqual({ ...check.attributes, stroke: "#0f7a6c" });
  });
});

describe("the public stylesheet's icon utilities", () => {
  it("draw each icon from lucide's file in the theme's colour", async () => {
    const css = await publicCss(Object.keys(ICON_MARKERS));
    for (const [utility, { icon, color }] of Object.entries(ICON_MARKERS)) {
      const url = new RegExp(`\\.${utility} \\{\\s*--icon: (url\\("[^"]*"\\));\\s*\\}`).exec(css)?.[1];
      expect(url, utility).toBeDefined();
      const drawn = parseLucideSvg(icon, svgOf(url!));
      expect(drawn.shapes, utility).toBe(loadLucideIcon(icon).shapes);
      expect(drawn.attributes.stroke, utility).toBe(themeColor(color));
    }
  });

  it("are left out of a page that uses none", async () => {
    expect(await publicCss(["icon-list"])).not.toContain("--icon: url(");
  });
});
