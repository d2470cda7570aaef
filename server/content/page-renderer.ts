import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ContentDocument } from "#content/content-document.ts";
import { inlineStylesheet } from "#server/page-transforms.ts";
import type { RenderedPage, RenderedPages } from "#domain/desk.ts";
import { renderingWith } from "./live-binding";

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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's bytes as the static server sends them: brotli and gzip, compressed off the event
 * loop (zlib's asynchronous calls run on libuv's pool), so visitors' requests are answered
 * meanwhile.
 *
 * Brotli at quality 5 rather than the build's 11: a publish must be live within seconds (11 took
 * ten times as long; a page is about 13% larger, within its budget).
 */
async function encode(path: string, text: string): Promise<RenderedPage> {
  const body = Buffer.from(text, "utf8");
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_LGBLOCK]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 6 }),
  ]);
  return { path, br, gzip: gz };
}

/**
 * Renders every pre-rendered page and its data again, from `document`, as the build did:
 * the same server build, the same request a pre-render makes, the stylesheet inlined
 * (server/page-transforms.ts). Nothing is served from here: the caller swaps the whole set in
 * at once (./published-site.ts), so a visitor gets the old pages or the new, never a mix, and a
 * page that fails to render leaves the old ones serving. It renders in the process that serves
 * visitors, one page at a time, yielding to their requests between pages (decision 28): a
 * publish happens a few times a day, and no page waits behind more than one page's render.
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
  /** One page as `document` would show it, its scripts left out: a still picture for the desk's preview. */
  async function preview(path: string, document: ContentDocument): Promise<{ status: number; html: string }> {
    const response = await renderingWith(document, () => handler(new Request(`http://localhost${path}`)));
    const html = inlineStylesheet(await response.text(), readAsset)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link rel="modulepreload"[^>]*>/gi, "");
    return { status: response.status, html };
  }

  /** Each page and its data as `document` shows them, by path, in the order the build lists them. */
  async function* texts(document: ContentDocument, confirmed: readonly string[]) {
    for (const page of renderedPages(await latest())) {
      const [html, data] = await renderingWith(
        document,
        () => Promise.all([fetchText(page, [200]), fetchText(dataPath(page), [200, 202])]),
        confirmed,
      );
      yield [
        [page, inlineStylesheet(html, readAsset)],
        [dataPath(page), data],
      ] as const;
    }
  }

  /** Every page rendered and compressed, one at a time, as the static server sends them. */
  async function render(document: ContentDocument, confirmed: readonly string[]): Promise<RenderedPages> {
    const files: RenderedPage[] = [];
    for await (const both of texts(document, confirmed)) {
      for (const [path, text] of both) files.push(await encode(path, text));
      // Requests that came in during this page's render are answered before the next page.
      await nextTurn();
    }
    return { build: (await latest()).assets.version, files };
  }

  /** Throws RenderFailed if a page of `document` would not render (`npm run dev`, which serves no stored pages). */
  async function check(document: ContentDocument, confirmed: readonly string[]): Promise<void> {
    for await (const _page of texts(document, confirmed));
  }

  /** How many files a render makes: every page and its data. */
  async function fileCount(): Promise<number> {
    return renderedPages(await latest()).length * 2;
  }

  return { render, check, preview, fileCount };
}
