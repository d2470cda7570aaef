/**
 * Which value a SAMPLE or UNCONFIRMED comment marks, as a path into its module's exports:
 * `["popularCourses", 0, "feePeriod"]` for the comment after `feePeriod: "per year",` in the
 * first card of home.ts, `["default", "overview", 1]` for a comment alone on its line before a
 * course's second paragraph. The launch checklist reads the marked text from there (through the
 * published content where staff edit it), so it shows families' words rather than a file and a
 * line. Pure, and only as clever as the content's own files need: object literals, arrays,
 * strings and comments, no regular expressions or computed keys.
 */
export type MarkedPath = readonly (string | number)[];

interface Token {
  kind: "punct" | "word" | "string";
  value: string;
  line: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === "\n") line += 1;
    else if (/\s/.test(char)) continue;
    else if (text.startsWith("//", at)) {
      while (at + 1 < text.length && text[at + 1] !== "\n") at += 1;
    } else if (text.startsWith("/*", at)) {
      const end = text.indexOf("*/", at + 2);
      const stop = end < 0 ? text.length : end + 1;
      line += text.slice(at, stop).split("\n").length - 1;
      at = stop;
    } else if (char === '"' || char === "'" || char === "`") {
      const start = line;
      let value = "";
      for (at += 1; at < text.length && text[at] !== char; at += 1) {
        if (text[at] === "\\") at += 1;
        if (text[at] === "\n") line += 1;
        value += text[at];
      }
      tokens.push({ kind: "string", value, line: start });
    } else if (/[\w$]/.test(char)) {
      let value = char;
      while (at + 1 < text.length && /[\w$.]/.test(text[at + 1]!)) value += text[++at];
      tokens.push({ kind: "word", value, line });
    } else tokens.push({ kind: "punct", value: char, line });
  }
  return tokens;
}

interface Frame {
  kind: "{" | "[" | "(";
  path: MarkedPath;
  index: number;
  key: string | null;
  /** At the start of an array element, or of an object's key. */
  fresh: boolean;
}

/** Where each property or array element begins: its line and its path, in the order of the file. */
export function valueStarts(text: string, tokens = tokenize(text)): { line: number; path: MarkedPath }[] {
  const starts: { line: number; path: MarkedPath }[] = [];
  const stack: Frame[] = [];
  let root: string | null = null;
  tokens.forEach((token, index) => {
    const top = stack.at(-1);
    const next = tokens[index + 1];
    if (!top) {
      if (token.kind === "word" && (token.value === "const" || token.value === "let") && next?.kind === "word") {
        root = next.value;
        starts.push({ line: token.line, path: [root] });
      } else if (token.kind === "word" && token.value === "default") {
        root = "default";
        starts.push({ line: token.line, path: [root] });
      }
    }
    if (top?.kind === "[" && top.fresh && !(token.kind === "punct" && "]),".includes(token.value))) {
      starts.push({ line: token.line, path: [...top.path, top.index] });
      top.fresh = false;
    }
    if (token.kind === "punct" && "{[(".includes(token.value)) {
      const path: MarkedPath = !top
        ? [root ?? ""]
        : top.kind === "["
          ? [...top.path, top.index]
          : top.kind === "{" && top.key !== null
            ? [...top.path, top.key]
            : top.path;
      stack.push({ kind: token.value as Frame["kind"], path, index: 0, key: null, fresh: true });
    } else if (token.kind === "punct" && "}])".includes(token.value)) {
      stack.pop();
      if (stack.length === 0 && token.value !== ")") root = root ?? null;
    } else if (token.kind === "punct" && token.value === "," && top) {
      if (top.kind === "[") top.index += 1;
      top.key = null;
      top.fresh = true;
    } else if (
      top?.kind === "{" &&
      top.fresh &&
      (token.kind === "word" || token.kind === "string") &&
      next?.kind === "punct" &&
      next.value === ":"
    ) {
      top.key = token.value;
      top.fresh = false;
      starts.push({ line: token.line, path: [...top.path, token.value] });
    }
  });
  return starts;
}

/**
 * Each file's value starts, worked out once: the content's files are few and do not change while
 * a server runs, and the checklist asks for a path for every marker of a file (a publish, for every
 * page it renders). Bounded, should it ever be handed texts without end.
 */
const STARTS_KEPT = 500;
const starts = new Map<string, ReturnType<typeof valueStarts>>();
function startsOf(text: string): ReturnType<typeof valueStarts> {
  let found = starts.get(text);
  if (!found) {
    if (starts.size >= STARTS_KEPT) starts.clear();
    starts.set(text, (found = valueStarts(text)));
  }
  return found;
}

/**
 * The path of what the comment on `line` (1-based) marks: what begins on that line when code
 * stands before the comment, else the first thing to begin after it.
 */
export function markedPath(text: string, line: number): MarkedPath | null {
  const source = text.split("\n")[line - 1] ?? "";
  const codeBefore = source.replace(/\/\/.*$/, "").trim() !== "";
  const starts = startsOf(text);
  const found = codeBefore ? starts.find((start) => start.line === line) : starts.find((start) => start.line > line);
  return found?.path ?? null;
}

/**
 * The words of the value the comment on `line` marks, as written in its file: every string from
 * where it begins to where the next value of its level or above begins. What the checklist shows
 * for a marked text no published field or translation holds.
 */
export function markedStrings(text: string, line: number): string[] {
  const path = markedPath(text, line);
  if (!path) return [];
  const tokens = tokenize(text);
  const starts = valueStarts(text, tokens);
  const at = starts.findIndex((start) => start.path.join("\u0000") === path.join("\u0000"));
  if (at < 0) return [];
  const first = starts[at]!.line;
  const last = starts.slice(at + 1).find((start) => start.path.length <= path.length)?.line ?? Infinity;
  return (
    tokens
      .filter((token) => token.kind === "string" && token.line >= first && token.line < last)
      .map((token) => token.value)
      // Icon names and slugs are code, not words anyone reads.
      .filter((value) => !/^[a-z][\w-]*$/.test(value))
  );
}

/** The value at `path` in `root` (a module's exports), or undefined. */
export function valueAt(root: unknown, path: MarkedPath): unknown {
  let value = root;
  for (const part of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}
