import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "#server/files-under.ts";
import { fixedContentItems } from "./launch-findings";
import { LAUNCH_FINDINGS_FILE } from "#domain/launch-readiness.ts";
import { inlineStylesheet } from "#server/page-transforms.ts";
import { renderShareImage } from "./share-image";
import { loadLucideIcon } from "./lucide-icons";
import { claims, site } from "#content/site.ts";
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import {
  DESK_APP_PATHS,
  deskIcon,
  deskManifest,
  deskServiceWorker,
  ICON_SIZES,
  keptSavesWorkerScript,
} from "./desk-app";

/**
 * Writes .br and .gz beside every text file of the client build, at maximum compression,
 * so the server never compresses on a request (server/static-site.ts picks the variant).
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CLIENT_DIR = `${BUILD_DIR}/client`;
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".data", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

// Pre-rendered pages: the stylesheet inline; React Router's scripts and preloads as it wrote them.
for (const path of filesUnder(CLIENT_DIR)) {
  if (!path.endsWith(".html")) continue;
  const html = readFileSync(path, "utf8");
  writeFileSync(
    path,
    inlineStylesheet(html, (url) => readFileSync(join(CLIENT_DIR, url), "utf8")),
  );
}

// The share image, drawn from the configured name and the spec's claims (scripts/build/share-image.ts).
const shareImage = renderShareImage(
  {
    name: site.name,
    caption: site.caption,
    headline: "B.Voc & M.Voc degrees in healthcare, management and technology",
    facts: [claims.since, claims.graduates, claims.placementRate, `${site.address.city}, ${site.address.state}`],
  },
  loadLucideIcon("graduation-cap"),
);
// SHARE_IMAGE_PATH in app/lib/seo.ts names it (that module only loads inside Vite); the SEO
// spec fetches the og:image URL every page gives and checks it is this picture.
writeFileSync(join(CLIENT_DIR, "og-image.png"), shareImage);

// The desk as an installable app (scripts/build/desk-app.ts): manifest, service worker, icons.
mkdirSync(join(CLIENT_DIR, "desk"), { recursive: true });
const favicon = readFileSync("public/favicon.svg", "utf8");
writeFileSync(join(CLIENT_DIR, DESK_APP_PATHS.manifest), deskManifest(site.name));
for (const size of ICON_SIZES) writeFileSync(join(CLIENT_DIR, DESK_APP_PATHS.icon(size)), deskIcon(favicon, size));
writeFileSync(join(CLIENT_DIR, DESK_APP_PATHS.icon(512, true)), deskIcon(favicon, 512, true));
// A new build is a new worker (and a new cache): named by the build's files.
const buildId = createHash("sha256")
  .update(filesUnder(join(CLIENT_DIR, "assets")).sort().join("\n"))
  .digest("hex")
  .slice(0, 12);
writeFileSync(join(CLIENT_DIR, DESK_APP_PATHS.worker), deskServiceWorker(buildId, await keptSavesWorkerScript()));

let count = 0;
for (const path of filesUnder(CLIENT_DIR)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const body = readFileSync(path);
  // Brotli's block splitting moves a file's size by up to about 110 bytes when only the hashes
  // in its chunk names change (a CSS class added anywhere does that): with the largest input
  // block (LGBLOCK 24) brotli splits by content alone and the shell chunk was 130 bytes smaller,
  // but on another build the default was 60 bytes smaller. Both are valid brotli: the smaller
  // of the two is sent, so a page's weight no longer swings with names it does not read.
  const brotli = (params: Record<number, number>) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, ...params },
    });
  const [byContent, byDefault] = [brotli({ [constants.BROTLI_PARAM_LGBLOCK]: 24 }), brotli({})];
  writeFileSync(`${path}.br`, byContent.length <= byDefault.length ? byContent : byDefault);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.info(`postbuild: precompressed ${count} files (brotli and gzip) in ${CLIENT_DIR}`);

// What the content's sources still await from the institute, for the server's start-up warning
// (server/launch-warning.ts), which cannot read the sources.
writeFileSync(join(BUILD_DIR, LAUNCH_FINDINGS_FILE), JSON.stringify(await fixedContentItems(), null, 2));
