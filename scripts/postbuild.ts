import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Writes .br and .gz beside every text file of the client build, at maximum compression,
 * so the server never compresses on a request (server/static-site.ts picks the variant).
 */
const CLIENT_DIR = `${process.env.BUILD_DIR ?? "build"}/client`;
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".data", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/**
 * Two changes to the pre-rendered pages for a fast first paint on a phone over mobile data:
 * - the stylesheet goes inline: it is small (about 6 KiB compressed) and the round trip for
 *   a render-blocking stylesheet was most of the time to first paint. In the browser the
 *   root layout does not add the <link> back (app/root.tsx);
 * - the <link rel="modulepreload"> tags go: they made some twenty scripts compete with the
 *   page for bandwidth before the first paint. The module script at the end of the body
 *   still loads the same scripts, right after the page has been parsed.
 */
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/;
for (const path of walk(CLIENT_DIR)) {
  if (!path.endsWith(".html")) continue;
  const html = readFileSync(path, "utf8");
  const match = STYLESHEET.exec(html);
  if (!match) continue;
  const css = readFileSync(join(CLIENT_DIR, match[1]!), "utf8").replace(/<\/style/gi, "<\\/style");
  const page = html.replace(match[0], () => `<style>${css}</style>`).replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
  writeFileSync(path, page);
}

let count = 0;
for (const path of walk(CLIENT_DIR)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const body = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.info(`postbuild: precompressed ${count} files (brotli and gzip) in ${CLIENT_DIR}`);
