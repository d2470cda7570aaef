import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every relative link in README.md and docs/**.md names a file of the repository, and a
 * link's #anchor a heading of the Markdown file it points at (GitHub's slugs), so moving a
 * doc or renaming a heading cannot leave a dead link behind.
 */
const root = resolve(import.meta.dirname, "../..");
const docs = [
  "README.md",
  ...readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file)),
];

/** The text a reader sees, without code blocks, inline code or HTML comments (whose links are not links). */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

describe("links in the docs", () => {
  it("finds the docs", () => {
    expect(docs).toContain("README.md");
    expect(docs).toContain(join("docs", "architecture.md"));
  });

  it("slugs headings as GitHub does", () => {
    const slugs = anchors(
      "# A *form* post, from the browser\n## `npm test`'s stages (issue 16)\n## Notes\n## Notes\n```\n# not a heading\n```\n",
    );
    expect([...slugs]).toEqual(["a-form-post-from-the-browser", "npm-tests-stages-issue-16", "notes", "notes-1"]);
  });

  for (const doc of docs) {
    it(`${doc}: every relative link resolves`, () => {
      const text = readFileSync(join(root, doc), "utf8");
      const problems: string[] = [];
      for (const link of links(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:, …
        const [path = "", anchor] = link.split("#");
        const target = path === "" ? join(root, doc) : resolve(root, dirname(doc), decodeURIComponent(path));
        if (relative(root, target).startsWith("..")) {
          problems.push(`${link}: outside the repository`);
          continue;
        }
        if (!existsSync(target)) {
          problems.push(`${link}: no such file`);
          continue;
        }
        if (
          anchor &&
          target.endsWith(".md") &&
          statSync(target).isFile() &&
          !anchors(readFileSync(target, "utf8")).has(anchor)
        ) {
          problems.push(`${link}: no heading #${anchor} in ${relative(root, target)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
