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
const HELD_ID = "held-module-script";

/**
 * Runs React Router's module script once the page has painted (its first contentful paint),
 * or after 3 s in a browser that does not report paints. The script is copied out of its
 * <template> unchanged, so its imports still load and run as one module graph, and its
 * text keeps the hash the Content-Security-Policy allows.
 */
const LOADER = `<script type="module">
const run = () => {
  const held = document.getElementById("${HELD_ID}");
  if (!held) return;
  const script = document.createElement("script");
  script.type = "module";
  script.textContent = held.content.firstElementChild.textContent;
  held.remove();
  document.body.append(script);
};
try {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    run();
  }).observe({ type: "paint", buffered: true });
} catch {
  run();
}
setTimeout(run, 3000);
</script>`;

/**
 * React Router's module script imports the page's scripts as soon as the parser reaches it,
 * often before the first paint: on a slow connection they then compete with the page, and
 * Lighthouse counts their download in the time to first paint. The script is held in a
 * <template> (which does not run it) and started by a small loader after the first paint.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script && html.includes(`id="${HELD_ID}"`)) return html; // changed by an earlier run
  if (!script) throw new Error("postbuild: no React Router module script found in a pre-rendered page");
  if (!/^import \* as route\d+ from "\/assets\/[^"]+\.js";$/m.test(script[1]!)) {
    throw new Error("postbuild: React Router's module script has changed shape; check loadScriptsAfterFirstPaint");
  }
  const held = `<template id="${HELD_ID}"><script type="module">${script[1]}</script></template>`;
  return html.replace(script[0], () => held + LOADER);
}
