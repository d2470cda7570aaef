import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neutraliseFormula, parseExportArgs, toCsv } from "./export";
import { openSqliteStore } from "./storage/sqlite-store";

const run = promisify(execFile);

describe("parseExportArgs", () => {
  it("reads the flags", () => {
    expect(parseExportArgs(["--format", "json"])).toEqual({ format: "json", kind: undefined, since: undefined });
    expect(parseExportArgs(["--format=csv", "--kind", "messages", "--since", "2026-01-31"])).toEqual({
      format: "csv",
      kind: "messages",
      since: new Date("2026-01-31T00:00:00.000Z"),
    });
  });

  it.each([
    [[], /--format must be json or csv/],
    [["--format", "xml"], /--format must be json or csv, not "xml"/],
    [["--format", "csv"], /--kind is required with --format csv/],
    [["--format", "json", "--kind", "people"], /--kind must be enquiries or messages/],
    [["--format", "json", "--since", "2026-02-30"], /--since must be a date written YYYY-MM-DD/],
    [["--format", "json", "--since", "yesterday"], /--since must be a date/],
    [["--format", "json", "--verbose"], /Unknown argument "--verbose"/],
    [["--format"], /--format needs a value/],
  ])("rejects %j with a one-line message", (args, message) => {
    expect(() => parseExportArgs(args)).toThrow(message);
  });
});

describe("CSV", () => {
  it("neutralises formula cells", () => {
    for (const value of ["=1+1", "+91 98765", "-2", "@SUM(A1)", "\t=x"]) expect(neutraliseFormula(value)).toBe(`'${value}`);
    expect(neutraliseFormula("Asha")).toBe("Asha");
  });

  it("writes a BOM, a header row and quoted cells", () => {
    const csv = toCsv(["a", "b"], [{ a: 'say "hi", ok', b: "line1\nline2" }]);
    expect(csv).toBe('\uFEFFa,b\r\n"say ""hi"", ok","line1\nline2"\r\n');
  });
});

// Each case starts a Node process that compiles the script: allow for a busy machine.
describe("npm run export (the real command over a real database)", { timeout: 30_000 }, () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "export-test-"));
    env = { ...process.env, DATABASE_URL: `file:${join(dir, "institute.db")}` };
    const store = await openSqliteStore(env.DATABASE_URL!);
    await store.saveEnquiry({
      source: "popup",
      name: "=HYPERLINK(\"http://evil\")",
      phone: "9876543210",
      email: "a@example.com",
      course: "B.Voc Hotel Management",
      university: "Other",
      message: "Hello, world",
    });
    await store.saveContactMessage({ name: "Ravi", email: "r@example.com", phone: "+91 1", subject: "", message: "Hi" });
    await store.close();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const exportCommand = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/export.ts", ...args], { env });

  it("prints JSON with both kinds in camelCase", async () => {
    const { stdout } = await exportCommand("--format", "json");
    const data = JSON.parse(stdout);
    expect(Object.keys(data)).toEqual(["enquiries", "messages"]);
    expect(data.enquiries[0]).toMatchObject({ source: "popup", name: '=HYPERLINK("http://evil")', phone: "9876543210" });
    expect(data.enquiries[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(data.messages[0]).toMatchObject({ name: "Ravi", subject: "" });
  });

  it("prints one kind as CSV with formulas neutralised", async () => {
    const { stdout } = await exportCommand("--format", "csv", "--kind", "enquiries");
    const [header, row] = stdout.split("\r\n");
    expect(header).toBe("\uFEFFid,createdAt,source,name,phone,email,course,university,message");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('"Hello, world"');
  });

  it("honours --since", async () => {
    const { stdout } = await exportCommand("--format", "json", "--kind", "messages", "--since", "2999-01-01");
    expect(JSON.parse(stdout)).toEqual({ messages: [] });
  });

  it("exits non-zero with one line for a bad flag", async () => {
    const failure = await exportCommand("--format", "pdf").catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    const lines = (failure as { stderr: string }).stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^export: --format must be json or csv/);
  });
});
