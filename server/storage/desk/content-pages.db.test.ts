import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RenderedPage } from "#domain/desk.ts";
import { testDatabaseUrl } from "#tests/support/test-database.ts";
import { openDatabase } from "#server/storage/database.ts";
import type { OpenDatabase } from "#server/storage/sqlite-store.ts";

/**
 * A revision's rendered pages in the store (SQLite and PostgreSQL): written a few per
 * transaction after the revision, read back whole, and only the newest renderings kept.
 */
const pages = (count: number, mark: string): RenderedPage[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `/page-${i}`,
    br: Buffer.from(`${mark} brotli ${i}`),
    gzip: Buffer.from(`${mark} gzip ${i}`),
  }));

describe("a revision's stored pages", () => {
  let dir: string;
  let database: OpenDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "content-pages-"));
    database = await openDatabase(await testDatabaseUrl(join(dir, "desk.db")), () => new Date(), {
      email: false,
      webhook: false,
      push: false,
      siteUrl: "https://desk.example.in",
    });
  });

  afterEach(async () => {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function publish(basedOn: number, note: string): Promise<number> {
    const created = await database.desk.createStaff(
      { email: `${note}@example.com`, name: "Meera Admin", role: "admin" },
      null,
    );
    if (!created.ok) throw new Error(created.message);
    const id = await database.desk.publishContent({ document: "{}", basedOn, note, staffId: created.staff.id });
    if (id === null) throw new Error("publish refused");
    return id;
  }

  it("stores every page, in more slices than one, and reads the set back whole", async () => {
    const { id: first } = await database.desk.ensureContent("{}");
    const id = await publish(first, "one");
    // The revision is written without its pages: they come after, a slice at a time.
    expect(await database.desk.contentPages(id, "build-a")).toBeNull();
    await database.desk.saveContentPages(id, { build: "build-a", files: pages(37, "a") });
    const stored = await database.desk.contentPages(id, "build-a");
    expect(stored?.map((page) => page.path).sort()).toEqual(
      pages(37, "a")
        .map((page) => page.path)
        .sort(),
    );
    expect(Buffer.from(stored!.find((page) => page.path === "/page-36")!.br).toString()).toBe("a brotli 36");
    // Saved again (another process rendered the same revision): nothing doubled.
    await database.desk.saveContentPages(id, { build: "build-a", files: pages(37, "a") });
    expect(await database.desk.contentPages(id, "build-a")).toHaveLength(37);
  });

  it("keeps the renderings of the two newest revisions only", async () => {
    let live = (await database.desk.ensureContent("{}")).id;
    const ids: number[] = [];
    for (const note of ["one", "two", "three"]) {
      live = await publish(live, note);
      ids.push(live);
      await database.desk.saveContentPages(live, { build: "build-a", files: pages(20, note) });
    }
    expect(await database.desk.contentPages(ids[0]!, "build-a")).toBeNull();
    expect(await database.desk.contentPages(ids[1]!, "build-a")).toHaveLength(20);
    expect(await database.desk.contentPages(ids[2]!, "build-a")).toHaveLength(20);
  });
});
