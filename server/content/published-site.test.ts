import { describe, expect, it } from "vitest";
import { contentDocumentSchema } from "#content/content-document.ts";
import { seedDocument } from "#content/seed-document.ts";
import type { RenderedPage, RenderedPages } from "#domain/desk.ts";
import { PublishedSite } from "./published-site";

/**
 * Which pages a process serves for a revision: the stored set when it is whole, else its own
 * render (a set another process is still storing, a slice at a time, counts short).
 */
const FILES = 4;
const page = (path: string, text: string): RenderedPage => ({ path, br: Buffer.from(text), gzip: Buffer.from(text) });
const document = (() => {
  const seed = contentDocumentSchema.parse(seedDocument());
  return { ...seed, institute: { ...seed.institute, phone: { display: "+91 98110 22334", digits: "919811022334" } } };
})();

function siteWith(stored: RenderedPage[] | null) {
  const renders: string[] = [];
  const saved: RenderedPages[] = [];
  const site = new PublishedSite(
    new Map(),
    {
      fileCount: async () => FILES,
      render: async () => {
        renders.push("render");
        return {
          build: "v1",
          files: ["/", "/_root.data", "/about", "/about.data"].map((path) => page(path, "rendered")),
        };
      },
    },
    { contentPages: async () => stored, saveContentPages: async (_id, pages) => void saved.push(pages) },
    "v1",
  );
  return { site, renders, saved };
}

describe("the pages a process serves for a revision", () => {
  it("serves a whole stored set as it is, rendering nothing", async () => {
    const stored = ["/", "/_root.data", "/about", "/about.data"].map((path) => page(path, "stored"));
    const { site, renders, saved } = siteWith(stored);
    await site.serve({ id: 2, document, confirmed: [] });
    expect(renders).toEqual([]);
    expect(saved).toEqual([]);
    expect(site.get("/about")).toBeDefined();
  });

  it("renders for itself, and stores, when the stored set is still being written", async () => {
    const { site, renders, saved } = siteWith([page("/", "stored")]);
    await site.serve({ id: 2, document, confirmed: [] });
    expect(renders).toEqual(["render"]);
    expect(saved.map((pages) => pages.files.length)).toEqual([FILES]);
    expect(site.get("/about.data")).toBeDefined();
  });
});
