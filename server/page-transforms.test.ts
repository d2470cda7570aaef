import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./page-transforms";

const SCRIPTS = `<link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>`;
const MODULE_SCRIPT = `<script type="module" async="">import * as route0 from "/assets/root-b.js";
import("/assets/entry.client-a.js");</script>`;
const page = `<html><head><link rel="stylesheet" href="/assets/app-1.css"/>${SCRIPTS}</head><body><h1>Hi</h1>${MODULE_SCRIPT}</body></html>`;

describe("inlineStylesheet", () => {
  it("replaces the stylesheet link with its rules, escaping a closing style tag", () => {
    const html = inlineStylesheet(page, (url) => (url === "/assets/app-1.css" ? "a{b:c}</style>" : ""));
    expect(html).toContain("<style>a{b:c}<\\/style></style>");
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("leaves React Router's script preloads and module script as they are", () => {
    const html = inlineStylesheet(page, () => "a{b:c}");
    expect(html).toBe(page.replace('<link rel="stylesheet" href="/assets/app-1.css"/>', "<style>a{b:c}</style>"));
  });
});
