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
  it("imports the route modules after the first frame, then runs the rest unchanged", () => {
    const html = loadScriptsAfterFirstPaint(page(MODULE_SCRIPT));
    expect(html).not.toContain("async=");
    expect(html).not.toMatch(/^import \* as/m);
    expect(html).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-abc.js"), import("/assets/about-def.js")]);',
    );
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};');
    expect(html).toContain('import("/assets/entry.client-ghi.js");');
    expect(html.indexOf("requestAnimationFrame(() => setTimeout(async () => {")).toBeLessThan(html.indexOf("Promise.all"));
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
