import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md's worked example, "Adding a lead status", followed on a copy: "visited"
 * slotted into the pipeline between Counselling and Applied. The type check must name the
 * funnel (domain/reports.ts STATUS_STAGE) until it says where the status counts, so a new
 * status cannot silently drop out of the reports; once it says, the domain compiles. The
 * copy lives in the compiler's memory: the files on disk are read, never written.
 */
const domain = resolve(import.meta.dirname);
const LEADS = join(domain, "leads.ts");
const REPORTS = join(domain, "reports.ts");

function edit(text: string, from: string, to: string): string {
  expect(text, `the example's anchor "${from}"`).toContain(from);
  return text.replace(from, to);
}

/** The type errors of domain/reports.ts (and what it imports) with some files replaced. */
function typeErrors(replaced: Record<string, string>): { file: string; message: string }[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ["lib.es2023.d.ts"],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => replaced[resolve(file)] ?? readFile(file);
  const program = ts.createProgram([REPORTS], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file ? resolve(diagnostic.file.fileName) : "",
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
  }));
}

describe("adding a lead status (docs/architecture.md's worked example)", () => {
  const leads = readFileSync(LEADS, "utf8");
  const withVisited = edit(
    edit(leads, '"counselling", "applied"', '"counselling", "visited", "applied"'),
    '  counselling: "Counselling",\n',
    '  counselling: "Counselling",\n  visited: "Visited campus",\n',
  );

  it("compiles as it is", () => {
    expect(typeErrors({})).toEqual([]);
  });

  it("is a type error in the funnel, naming the status, until the funnel says where it counts", () => {
    const errors = typeErrors({ [LEADS]: withVisited });
    expect(errors.map((error) => error.file)).toEqual([REPORTS]);
    expect(errors[0]!.message).toMatch(/'visited' is missing/);

    const reports = edit(
      readFileSync(REPORTS, "utf8"),
      '  counselling: "counselling",\n',
      '  counselling: "counselling",\n  visited: "counselling",\n',
    );
    expect(typeErrors({ [LEADS]: withVisited, [REPORTS]: reports })).toEqual([]);
  });
});
