import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The site's one source of icon shapes: lucide's published SVG files (the `lucide-static`
 * package, `icons/<name>.svg`). The sprite (scripts/build/icon-sprite.ts), the CSS-drawn icons
 * (scripts/build/icon-markers.ts) and the share image all read their icons here, at build time.
 *
 * Imports name their `.ts` files: Tailwind loads icon-markers.ts with Node's own import when
 * Node runs TypeScript (Node 24), which resolves no extensionless path.
 */

export interface IconData {
  /** The name the icon was asked by: the id of its sprite symbol. */
  name: string;
  /** The file's root <svg> attributes in its order, without lucide's class, width and height. */
  attributes: Record<string, string>;
  /** The side of the icon's square viewBox; lucide's are 24. */
  size: number;
  /** The icon's shapes as compact SVG markup: `<circle cx="12" cy="12" r="10"/><path d="…"/>`. */
  shapes: string;
}

/** Only elements with double-quoted attributes: no text, comment, entity or script. */
const PLAIN_SHAPES = /^(?:<[a-z]+(?: [a-z][a-z0-9-]*="[^"<>&]*")*\/?>|<\/[a-z]+>)*$/;
const ATTRIBUTE = /([a-zA-Z:-]+)="([^"]*)"/g;

/** One lucide SVG file read into its parts; `name` and `file` only say where in an error. */
export function parseLucideSvg(name: string, svg: string, file = name): IconData {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`Icon "${name}": ${file} is not an SVG file`);
  const attributes = Object.fromEntries(
    [...match[1]!.matchAll(ATTRIBUTE)]
      .map(([, key, value]) => [key!, value!] as const)
      .filter(([key]) => !["class", "width", "height"].includes(key)),
  );
  const viewBox = /^0 0 (\d+) \1$/.exec(attributes.viewBox ?? "");
  if (!viewBox) throw new Error(`Icon "${name}": ${file} has no square viewBox at 0 0`);
  const shapes = match[2]!
    .trim()
    .replace(/>\s+</g, "><")
    .replace(/\s+\/>/g, "/>");
  if (!shapes || !PLAIN_SHAPES.test(shapes)) throw new Error(`Icon "${name}": ${file} holds more than plain shapes`);
  return { name, attributes, size: Number(viewBox[1]), shapes };
}

/**
 * lucide's icon by its name, from `lucide-static/icons/<name>.svg` as installed beside the
 * project at `root`. A name lucide does not have stops the build, saying which version was
 * asked.
 */
export function loadLucideIcon(name: string, root = process.cwd()): IconData {
  const require = createRequire(join(root, "package.json"));
  const folder = dirname(require.resolve("lucide-static/package.json"));
  const file = join(folder, "icons", `${name}.svg`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || !existsSync(file)) {
    const { version } = require("lucide-static/package.json") as { version: string };
    throw new Error(`Icon "${name}" is not in lucide-static ${version}: see https://lucide.dev/icons for the names`);
  }
  return parseLucideSvg(name, readFileSync(file, "utf8"), file);
}
