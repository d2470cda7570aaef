import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ContentDocument } from "#content/content-document.ts";
import { inlineStylesheet } from "#server/page-transforms.ts";
import type { RenderedPage, RenderedPages } from "#domain/desk.ts";
import { renderingWith } from "./live-binding";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The data file React Router's client fetches for a page on navigation, as the build names it:
 * "/" → "/_root.data", "/about" → "/about.data".
 */
export function dataPath(page: string): string {
  return page === "/" ? "/_root.data" : `${page}.data`;
}

/** The pages the build pre-rendered (its sitemaps and robots.txt do not read the content). */
export function renderedPages(build: ServerBuild): string[] {
  return build.prerender
    .map((path) => `/${path}`.replace(/^\/+/, "/").replace(/(.)\/$/, "$1"))
    .filter((path) => !/\.(xml|txt)$/.test(path));
}

export class RenderFailed extends Error {}

/**
 * Renders every pre-rendered page and its data again, from `document`, as the build did:
 * the same server build, the same request a pre-render makes, the stylesheet inlined
 * (server/page-transforms.ts), compressed. Nothing is served from here: the caller swaps the
 * whole set in at once (./published-site.ts), so a visitor gets the old pages or the new,
 * never a mix, and a page that fails to render leaves the old ones serving.
 *
 * Brotli at quality 5 rather than the build's 11: a publish must be live within seconds (11 took
 * ten times as long; a page is about 13% larger, within its budget), and compression runs on
 * libuv's threads, off the event loop that answers visitors.
 */
export type PageRenderer = ReturnType<typeof pageRenderer>;

export function pageRenderer(build: ServerBuild | (() => Promise<ServerBuild>), clientDir: string) {
  const handler = createRequestHandler(build, "production");
  const latest = async () => (typeof build === "function" ? build() : build);
  const stylesheets = new Map<string, string>();
  const readAsset = (url: string) => {
    let css = stylesheets.get(url);
    if (css === undefined) stylesheets.set(url, (css = readFileSync(join(clientDir, url), "utf8")));
    return css;
  };
  const fetchText = async (path: string, accept: readonly number[]) => {
    const response = await handler(new Request(`http://localhost${path}`));
    const body = await response.text();
    if (!accept.includes(response.status)) throw new RenderFailed(`${path} answered ${response.status}`);
    return body;
  };
  const encode = async (path: string, text: string): Promise<RenderedPage> => {
    const body = Buffer.from(text, "utf8");
    const [br, gzip] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_LGBLOCK]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: 6 }),
    ]);
    return { path, body, br, gzip };
  };
  /** One page as `document` would show it, its scripts left out: a still picture for the desk's preview. */
  async function preview(path: string, document: ContentDocument): Promise<{ status: number; html: string }> {
    const response = await renderingWith(document, () => handler(new Request(`http://localhost${path}`)));
    const html = inlineStylesheet(await response.text(), readAsset)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link rel="modulepreload"[^>]*>/gi, "");
    return { status: response.status, html };
  }

  async function render(document: ContentDocument, confirmed: readonly string[]): Promise<RenderedPages> {
    const served = await latest();
    const encoded: Promise<RenderedPage>[] = [];
    for (const page of renderedPages(served)) {
      // One page at a time, so visitors' requests are answered between them; each page's
      // compression runs on libuv's threads while the next one renders.
      const [html, data] = await renderingWith(
        document,
        () => Promise.all([fetchText(page, [200]), fetchText(dataPath(page), [200, 202])]),
        confirmed,
      );
      encoded.push(encode(page, inlineStylesheet(html, readAsset)), encode(dataPath(page), data));
    }
    return { build: served.assets.version, files: await Promise.all(encoded) };
  }

  return { render, preview };
}
