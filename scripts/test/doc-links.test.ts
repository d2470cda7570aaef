import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every relative link in README.md and docs/**.md names a file of the repository, and a
 * link's #anchor a heading of the Markdown file it points at (GitHub's slugs), so moving a
 * doc or renaming a heading cannot leave a dead link behind. The same for the repository
 * paths the docs write as inline code (`server/page-transforms.ts`): each names a file or
 * folder there is. A record of the past (a decision superseded or amended since, the dated
 * benchmark log) may name a file removed later, never one the repository never had.
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

/** The repository's top folders: inline code starting with one is a path from the root. */
const TOP = /^(app|domain|server|scripts|tests|commands|bench|docs|public|\.ci)\//;
/** A path and nothing else: no spaces, globs, placeholders or ellipses. */
const PATH = /^[\w.-]+(\/[\w.-]+)*\/?$/;
/** A source file's or doc's name, which inline code outside the top folders may give by its path under app/ ("lib/forms/fields.ts"). */
const FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|sql|sh|yml|yaml)$/;

/**
 * The repository paths a doc writes as inline code (without a trailing `#part` or `:line`):
 * those from the root, and file names with a folder, which may also be under app/ or beside
 * the doc. Code blocks are examples, not references, and are left out.
 */
export function repositoryPaths(markdown: string): string[] {
  const withoutBlocks = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  const paths: string[] = [];
  for (const [, code] of withoutBlocks.matchAll(/`([^`\n]+)`/g)) {
    const path = code!.replace(/(#[\w.-]*|:\d+)$/, "");
    // What the build and the server write (build/commands/start.js, data/dev.db) is no file of the repository.
    if (!PATH.test(path) || !path.includes("/") || /^(build|data|node_modules)\//.test(path)) continue;
    if (TOP.test(path) || FILE.test(path)) paths.push(path);
  }
  return paths;
}

/** A record of the past: the dated benchmark log, or a decision superseded or amended since. */
function isRecord(doc: string, text: string): boolean {
  if (doc === join("docs", "benchmarks-archive.md")) return true;
  const status = /^Date: .*Status: (.*)$/m.exec(text)?.[1] ?? "";
  return doc.startsWith(join("docs", "decisions")) && /superseded|amended/i.test(status);
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

  it("reads the repository paths written as inline code", () => {
    expect(
      repositoryPaths(
        "Run `npm test`; see `server/page-transforms.ts`, `lib/forms/fields.ts:12`, `app/content/**/*.ts`,\n" +
          "`/media/photos/<id>`, `build/commands/start.js` and `docs/load-bearing.md#build`.\n```\n`scripts/in-a-block.ts`\n```\n",
      ),
    ).toEqual(["server/page-transforms.ts", "lib/forms/fields.ts", "docs/load-bearing.md"]);
  });

  for (const doc of docs) {
    it(`${doc}: every repository path written as code names a file or folder there is`, () => {
      const text = readFileSync(join(root, doc), "utf8");
      // A record names the files of its day, some gone since: its paths are history, not checked
      // (without asking git, whose history a shallow clone lacks).
      const problems = isRecord(doc, text)
        ? []
        : repositoryPaths(text).filter((path) => {
            const bases = TOP.test(path) ? [root] : [root, join(root, "app"), join(root, dirname(doc))];
            return !bases.some((base) => existsSync(join(base, path)));
          });
      expect(problems).toEqual([]);
    });

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
