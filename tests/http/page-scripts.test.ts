import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { expect, it } from "vitest";
import { prerenderPaths } from "#app/routes/paths.ts";
import { requestTo } from "#tests/support/http.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/**
 * Pre-rendered pages load their scripts as React Router emits them: its
 * <link rel="modulepreload"> tags and its module script, unchanged, in the same order. The
 * build only inlines the stylesheet (decision 9). The reference is React Router rendering
 * the same URL on request, from the same server build; the pages as the server sends them
 * (the app in this process over the build, tests/support/in-process.ts).
 */

const PAGES = prerenderPaths().filter((path) => !/\.(xml|txt)$/.test(path));

const server = serverForTheseTests();
const request = requestTo(() => server().url);

/** The preload tags and the module scripts of a page, in document order. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*>|<script type="module"[^>]*>[\s\S]*?<\/script>/g)].map(
    (match) => match[0],
  );
}

it("every pre-rendered page has React Router's module script and preloads as React Router emits them", async () => {
  const buildFile = resolve(process.env.BUILD_DIR ?? "build", "server", "index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const render = createRequestHandler(build, "production");

  for (const path of PAGES) {
    const served = await (await request.get(path)).text();
    expect(served, `${path} is the pre-rendered page, stylesheet inline`).not.toContain('rel="stylesheet"');
    const rendered = await (await render(new Request(`http://localhost${path}`))).text();

    const expected = scriptTags(rendered);
    expect(expected.filter((tag) => tag.startsWith("<link")).length, `${path}: preloads`).toBeGreaterThan(0);
    expect(
      expected.some((tag) => tag.includes('import("/assets/entry.client-')),
      `${path}: module script`,
    ).toBe(true);
    expect(scriptTags(served), path).toEqual(expected);
    expect(served, `${path}: nothing holds the scripts back`).not.toContain("<template");
  }
});
