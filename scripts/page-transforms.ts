/**
 * The changes scripts/postbuild.ts makes to every pre-rendered page, for a fast first paint
 * on a phone over mobile data. Pure functions of the page's HTML, so they are unit-tested;
 * each fails loudly if React Router's output no longer has the shape it expects.
 */

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/;

/**
 * The stylesheet goes inline: it is small (about 6 KiB compressed) and the round trip for a
 * render-blocking stylesheet was most of the time to first paint. In the browser the root
 * layout does not add the <link> back (app/root.tsx).
 */
export function inlineStylesheet(html: string, readAsset: (url: string) => string): string {
  const match = STYLESHEET.exec(html);
  if (!match) return html;
  const css = readAsset(match[1]!).replace(/<\/style/gi, "<\\/style");
  return html.replace(match[0], () => `<style>${css}</style>`);
}

/**
 * The <link rel="modulepreload"> tags go: they made some twenty scripts compete with the
 * page for bandwidth before the first paint.
 */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
}

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const AFTER_FIRST_PAINT = "requestAnimationFrame(() => setTimeout(async () => {";
const ROUTE_IMPORT = /^import \* as (route\d+) from "(\/assets\/[^"]+\.js)";$/gm;

/**
 * React Router's module script imports the page's route modules, which starts fetching the
 * page's JavaScript as soon as the parser reaches the script: often before the first paint,
 * so on a slow connection the scripts compete with the page, and Lighthouse counts their
 * download in the time to first paint. The same script, with its imports made after the
 * first frame has been painted; everything else it does is unchanged.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script && html.includes(AFTER_FIRST_PAINT)) return html; // transformed by an earlier run
  if (!script) throw new Error("postbuild: no React Router module script found in a pre-rendered page");
  const body = script[1]!;
  const imports = [...body.matchAll(ROUTE_IMPORT)];
  if (imports.length === 0) {
    throw new Error("postbuild: React Router's module script has changed shape; update loadScriptsAfterFirstPaint");
  }
  const names = imports.map(([, name]) => name).join(", ");
  const loads = imports.map(([, , url]) => `import("${url}")`).join(", ");
  const rest = body.replace(ROUTE_IMPORT, "").trim();
  const deferred =
    `<script type="module">${AFTER_FIRST_PAINT}\n` +
    `const [${names}] = await Promise.all([${loads}]);\n${rest}\n}));</script>`;
  return html.replace(script[0], () => deferred);
}
