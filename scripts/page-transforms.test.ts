import { describe, expect, it } from "vitest";
import { dropModulePreloads, inlineStylesheet, loadScriptsAfterFirstPaint } from "./page-transforms";

const MODULE_SCRIPT = `<script type="module" async="">;
import * as route0 from "/assets/root-abc.js";
import * as route1 from "/assets/about-def.js";
  window.__reactRouterManifest = {"version": "1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-ghi.js");</script>`;

const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/a.js"/></head><body><h1>Hi</h1>${body}</body></html>`;

describe("inlineStylesheet", () => {
  it("replaces the stylesheet link with its rules, escaping a closing style tag", () => {
    const html = inlineStylesheet(page(""), (url) => (url === "/assets/app-1.css" ? "a{b:c}</style>" : ""));
    expect(html).toContain("<style>a{b:c}<\\/style></style>");
    expect(html).not.toContain('rel="stylesheet"');
  });
});

describe("dropModulePreloads", () => {
  it("removes the script preloads", () => {
    expect(dropModulePreloads(page(""))).not.toContain("modulepreload");
  });
});

describe("loadScriptsAfterFirstPaint", () => {
  it("holds React Router's script, unchanged, in a template that a loader runs after the first paint", () => {
    const html = loadScriptsAfterFirstPaint(page(MODULE_SCRIPT));
    const body = MODULE_SCRIPT.slice('<script type="module" async="">'.length, -"</script>".length);
    expect(html).toContain(`<template id="held-module-script"><script type="module">${body}</script></template>`);
    expect(html).not.toContain("async=");
    expect(html).toContain('new PerformanceObserver');
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
    expect(html.indexOf("</template>")).toBeLessThan(html.indexOf("new PerformanceObserver"));
  });

  it("leaves a page it has already changed as it is", () => {
    const once = loadScriptsAfterFirstPaint(page(MODULE_SCRIPT));
    expect(loadScriptsAfterFirstPaint(once)).toBe(once);
  });

  it("fails loudly when React Router's script has another shape", () => {
    expect(() => loadScriptsAfterFirstPaint(page("<p>no script</p>"))).toThrow(/no React Router module script/);
    expect(() => loadScriptsAfterFirstPaint(page('<script type="module" async="">import("/x.js")</script>'))).toThrow(
      /changed shape/,
    );
  });
});
