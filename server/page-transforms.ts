/**
 * The one change made to every pre-rendered page, at build (scripts/build/postbuild.ts) and
 * when published content is rendered again (server/content/page-renderer.ts). A pure function of
 * the page's HTML, so it is unit-tested. Everything else in the page, React Router's module
 * script and its <link rel="modulepreload"> tags among them, stays as React Router wrote it
 * (docs/decisions/0009-measured-on-a-real-phone-connection.md).
 */

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/;

/**
 * The stylesheet goes inline: it is small (about 6 KiB compressed) and the round trip for a
 * render-blocking stylesheet was most of the time to first paint (FCP 464–592 ms inlined
 * against 728–772 ms linked, under real throttling: decision 9). In the browser the root
 * layout does not add the <link> back (app/root.tsx).
 */
export function inlineStylesheet(html: string, readAsset: (url: string) => string): string {
  const match = STYLESHEET.exec(html);
  if (!match) return html;
  const css = readAsset(match[1]!).replace(/<\/style/gi, "<\\/style");
  return html.replace(match[0], () => `<style>${css}</style>`);
}
