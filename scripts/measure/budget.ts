import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { filesUnder } from "#server/files-under.ts";

function brotliSize(text: string): number {
  return brotliCompressSync(Buffer.from(text)).length;
}

/**
 * First-load weight of each pre-rendered page, read from the build: the HTML, and every
 * script and stylesheet the page loads to become interactive (the scripts it names and all
 * their static imports), each as the brotli file the server sends. Lazy chunks (popup,
 * toasts, validators) are not part of a first load.
 */
export const BUDGET_BYTES = {
  // The performance issue's budget. React DOM, React and React Router take about 90 KiB of
  // it; docs/decisions/0004-javascript-budget.md records how the rest is kept small.
  js: 100 * 1024,
  css: 20 * 1024,
  html: 30 * 1024,
};

interface PageWeight {
  path: string;
  html: number;
  js: number;
  css: number;
}

function compressedSize(clientDir: string, urlPath: string): number {
  const file = join(clientDir, urlPath);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return statSync(file).size;
}

/** The chunks a chunk imports statically (`from"./x.js"`, `import"./x.js"`); dynamic imports are lazy. */
function staticImports(clientDir: string, url: string): string[] {
  const code = readFileSync(join(clientDir, url), "utf8");
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => base + m[1]);
}

/** Every page of the build: the folders' index.html files, outside the assets. */
const htmlFiles = (dir: string) =>
  filesUnder(dir, (folder) => folder === "assets").filter((path) => basename(path) === "index.html");

export function pageWeights(clientDir: string): PageWeight[] {
  return htmlFiles(clientDir).map((file) => {
    const html = readFileSync(file, "utf8");
    const scripts = new Set<string>();
    for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(href!);
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(src!);
    for (const [, specifier] of html.matchAll(/(?:from\s*|import\(?\s*)"(\/assets\/[^"]+\.js)"/g))
      scripts.add(specifier!);
    for (const script of scripts) staticImports(clientDir, script).forEach((dep) => scripts.add(dep));
    const styles = new Set<string>([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!));
    const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + compressedSize(clientDir, url), 0);
    // Pages inline their stylesheet (scripts/build/postbuild.ts): count it as CSS, not as HTML.
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
      (total, m) => total + brotliSize(m[1]!),
      0,
    );
    const path = "/" + file.slice(clientDir.length + 1).replace(/\/?index\.html$/, "");
    const htmlBytes = compressedSize(clientDir, file.slice(clientDir.length));
    return { path, html: htmlBytes, js: sum(scripts), css: sum(styles) + inlineCss };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = `${process.env.BUILD_DIR ?? "build"}/client`;
  const rows = pageWeights(clientDir).sort((a, b) => b.js - a.js);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  console.info("page".padEnd(48), "  JS KiB", " CSS KiB", "HTML KiB");
  for (const row of rows) console.info(row.path.padEnd(48), kib(row.js), kib(row.css), kib(row.html));
}
