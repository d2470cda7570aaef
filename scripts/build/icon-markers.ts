import { fileURLToPath } from "node:url";
import plugin from "tailwindcss/plugin";
import { loadLucideIcon, type IconData } from "./lucide-icons.ts";

/**
 * The icons app/app.css draws as background images (`icon-list icon-check` and the like),
 * made at build from the same lucide files as the sprite: a Tailwind plugin, loaded by
 * app/app.css's `@plugin`, that adds one utility per icon setting `--icon` to the icon's SVG
 * as a data: URL. The colour is written into the image (a background image cannot take
 * `currentColor`), from the theme's colour named here.
 */
export const ICON_MARKERS = {
  "icon-check": { icon: "circle-check", color: "brand-600" },
  "icon-arrow": { icon: "arrow-right", color: "brand-600" },
  "icon-clock": { icon: "clock", color: "brand-600" },
  "icon-graduation-cap": { icon: "graduation-cap", color: "brand-600" },
  "icon-chat": { icon: "message-circle", color: "ink" },
} as const satisfies Record<string, { icon: string; color: string }>;

/**
 * The icon as a CSS `url("data:image/svg+xml,…")` with its strokes in `color`: lucide's own
 * <svg> attributes, its shapes, attribute quotes made single and only the characters a
 * data: URL needs escaped (`<`, `>`, `#`, `%`), so it stays as short as a hand-written one.
 */
export function markerImage(icon: IconData, color: string): string {
  const attributes = Object.entries({ ...icon.attributes, stroke: color })
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  const svg = `<svg${attributes}>${icon.shapes}</svg>`;
  if (svg.includes("'")) throw new Error(`Icon "${icon.name}": a quote in its SVG would end the data: URL`);
  const escaped = svg.replace(/"/g, "'").replace(/[<>#%]/g, (char) => encodeURIComponent(char));
  return `url("data:image/svg+xml,${escaped}")`;
}

/** Where lucide-static is installed, whatever folder the build runs from. */
const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export default plugin(({ addUtilities, theme }) => {
  addUtilities(
    Object.fromEntries(
      Object.entries(ICON_MARKERS).map(([utility, { icon, color }]) => {
        const value: unknown = theme(`colors.${color}`);
        if (typeof value !== "string" || !/^#[0-9a-f]{3,8}$/i.test(value)) {
          throw new Error(
            `${utility}: the theme's colour ${color} must be a hex colour (it is written into an image), not ${String(value)}`,
          );
        }
        return [`.${utility}`, { "--icon": markerImage(loadLucideIcon(icon, PROJECT_ROOT), value) }];
      }),
    ),
  );
});
