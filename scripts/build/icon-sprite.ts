import { createHash } from "node:crypto";
import type { Plugin, ResolvedConfig } from "vite";
import { loadLucideIcon, type IconData } from "./lucide-icons.ts";

/**
 * The site's icons as one SVG sprite, built from lucide's published SVG files
 * (scripts/build/lucide-icons.ts): each icon becomes a <symbol id="name">, which
 * app/components/icon.tsx shows with <use href>. The browser loads the sprite once, as a
 * hashed (immutable) asset, instead of every icon's paths travelling in the JavaScript of
 * each page.
 */

/**
 * What app/components/icon.tsx's <svg> gives every icon: a symbol whose file asks for
 * another viewBox or fill would be drawn wrong. (The fill stays on that <svg>, not on the
 * symbol, so a class there can fill an icon: a fill on the symbol would win over it.)
 */
export const DRAWN_WITH: Readonly<Record<string, string>> = { viewBox: "0 0 24 24", fill: "none" };

/** The file's attributes a symbol carries are its strokes: a class on the page's <svg> cannot change them. */
const SYMBOL_LEAVES_OUT = new Set(["xmlns", "viewBox", ...Object.keys(DRAWN_WITH)]);

/** Stops the build when lucide draws an icon unlike app/components/icon.tsx expects. */
export function checkDrawnLikeIconComponent(icon: IconData): void {
  for (const [name, value] of Object.entries(DRAWN_WITH)) {
    if (icon.attributes[name] !== value) {
      throw new Error(
        `Icon "${icon.name}" has ${name}="${icon.attributes[name] ?? ""}" in lucide's file, but app/components/icon.tsx draws every icon with ${name}="${value}"`,
      );
    }
  }
}

/**
 * The sprite document: one <symbol> per icon, in the order given, with the icon's viewBox,
 * its file's stroke attributes (`stroke="currentColor"`: the colour of the page's <svg>)
 * and its shapes.
 */
export function buildSprite(icons: readonly IconData[]): string {
  const seen = new Set<string>();
  const symbols = icons.map((icon) => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(icon.name))
      throw new Error(`Icon name "${icon.name}" must be a lucide name such as "map-pin"`);
    if (seen.has(icon.name)) throw new Error(`Icon "${icon.name}" is listed twice`);
    seen.add(icon.name);
    const strokes = Object.entries(icon.attributes)
      .filter(([name]) => !SYMBOL_LEAVES_OUT.has(name))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
    return `<symbol id="${icon.name}" viewBox="0 0 ${icon.size} ${icon.size}"${strokes}>${icon.shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

const VIRTUAL_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = "__icon-sprite.svg";

/**
 * `import spriteUrl from "virtual:icon-sprite"` gives the sprite's URL. A build emits it as
 * assets/icons-<content hash>.svg from the client build (the server build only needs the
 * same URL, from the same content); the dev server serves it from memory.
 */
export function iconSprite(names: readonly string[]): Plugin {
  let config: ResolvedConfig;
  let sprite: Promise<{ source: string; fileName: string }> | undefined;
  const loadSprite = () =>
    (sprite ??= Promise.resolve().then(() => {
      const icons = names.map((name) => loadLucideIcon(name, config.root));
      icons.forEach(checkDrawnLikeIconComponent);
      const source = buildSprite(icons);
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
      return { source, fileName: `${config.build.assetsDir}/icons-${hash}.svg` };
    }));

  return {
    name: "icon-sprite",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      let built: Awaited<ReturnType<typeof loadSprite>>;
      try {
        built = await loadSprite();
      } catch (error) {
        sprite = undefined;
        this.error(
          `Icon sprite (app/components/icon-names.ts): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (config.command === "serve") return `export default ${JSON.stringify(config.base + DEV_PATH)};`;
      if (this.environment.config.consumer === "client") {
        this.emitFile({ type: "asset", fileName: built.fileName, source: built.source });
      }
      return `export default ${JSON.stringify(config.base + built.fileName)};`;
    },
    configureServer(server) {
      server.middlewares.use(`${config.base}${DEV_PATH}`, (_req, res, next) => {
        loadSprite().then(({ source }) => {
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(source);
        }, next);
      });
    },
  };
}
