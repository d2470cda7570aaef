import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * The site's icons as one SVG sprite, built from lucide-react's own icon data: each icon
 * becomes a <symbol id="name">, which app/components/icon.tsx shows with <use href>. The
 * browser loads the sprite once, as a hashed (immutable) asset, instead of every icon's
 * paths travelling in the JavaScript of each page.
 */

/** One element of lucide's icon data: [tag, attributes] or [tag, attributes, children]. */
export type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode[]];

export interface IconData {
  /** The id of the icon's symbol: the name the app uses. */
  name: string;
  /** The icon's square viewBox size; lucide's are 24. */
  size: number;
  node: IconNode[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function renderNode([tag, attributes, children]: IconNode): string {
  const attrs = Object.entries(attributes)
    // React's list key, not an SVG attribute.
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");
  return children?.length ? `<${tag}${attrs}>${children.map(renderNode).join("")}</${tag}>` : `<${tag}${attrs}/>`;
}

/** The icon's shapes as SVG markup, for drawing it inside another SVG (the share image). */
export function iconShapes(icon: IconData): string {
  return icon.node.map(renderNode).join("");
}

/** The sprite document: one <symbol> per icon, in the order given. */
export function buildSprite(icons: readonly IconData[]): string {
  const seen = new Set<string>();
  const symbols = icons.map((icon) => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(icon.name)) throw new Error(`Icon name "${icon.name}" must be a lucide name such as "map-pin"`);
    if (seen.has(icon.name)) throw new Error(`Icon "${icon.name}" is listed twice`);
    seen.add(icon.name);
    return `<symbol id="${icon.name}" viewBox="0 0 ${icon.size} ${icon.size}">${iconShapes(icon)}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

interface LucideModule {
  __iconData?: { name: string; size?: number; node: IconNode[]; aliases?: string[] };
}

/**
 * lucide-react's data for one icon (`lucide-react/icons/<name>`, whose module exports
 * `__iconData`). An old name that lucide keeps as an alias (such as "building-2") is a
 * module re-exporting the current icon; its data is read from there, under the name asked.
 */
export async function loadLucideIcon(name: string, root = process.cwd()): Promise<IconData> {
  const require = createRequire(join(root, "package.json"));
  let file: string;
  try {
    file = require.resolve(`lucide-react/icons/${name}`);
  } catch {
    const { version } = require("lucide-react/package.json") as { version: string };
    throw new Error(`Icon "${name}" is not in lucide-react ${version}: see https://lucide.dev/icons for the names`);
  }
  let data = ((await import(pathToFileURL(file).href)) as LucideModule).__iconData;
  if (!data) {
    const target = /export\s*\{\s*default\s*\}\s*from\s*['"](\.\/[^'"]+\.mjs)['"]/.exec(readFileSync(file, "utf8"))?.[1];
    if (target) data = ((await import(pathToFileURL(join(dirname(file), target)).href)) as LucideModule).__iconData;
    if (!data?.aliases?.includes(name)) throw new Error(`Icon "${name}": lucide-react has no icon data for it (${file})`);
  }
  return { name, size: data.size ?? 24, node: data.node };
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
    (sprite ??= Promise.all(names.map((name) => loadLucideIcon(name, config.root))).then((icons) => {
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
        this.error(`Icon sprite (app/components/icon-names.ts): ${error instanceof Error ? error.message : String(error)}`);
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
