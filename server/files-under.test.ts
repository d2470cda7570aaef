import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files-under";

describe("filesUnder", () => {
  const dir = mkdtempSync(join(tmpdir(), "files-under-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Two folders each holding a file and deeper folders: listed breadth first, at least one of
  // them would be split by the other's files, whatever order the file system lists them in.
  const tree = ["a.txt", "b/c.txt", "b/d/e.txt", "b/k/m.txt", "h/i.txt", "h/j/l.txt", "assets/x.js", "f/assets/y.js"];
  for (const file of tree) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "");
  }
  mkdirSync(join(dir, "empty"));
  symlinkSync(join(dir, "b"), join(dir, "link"));
  const inDir = (files: string[]) => files.map((file) => join(dir, file)).sort();

  it("lists every file and link, and no folder", () => {
    expect([...filesUnder(dir)].sort()).toEqual(inDir([...tree, "link"]));
  });

  it("lists a folder's files together, depth first", () => {
    const files = filesUnder(dir);
    for (const folder of ["b", "b/d", "h", "h/j"]) {
      const prefix = join(dir, folder) + sep;
      const at = files.flatMap((file, index) => (file.startsWith(prefix) ? [index] : []));
      expect(at, folder).toEqual(at.map((_, i) => at[0]! + i));
    }
  });

  it("does not enter the folders it is told to skip, at any depth", () => {
    expect([...filesUnder(dir, (name) => name === "assets")].sort()).toEqual(
      inDir(tree.filter((file) => !file.includes("assets")).concat("link")),
    );
  });
});
