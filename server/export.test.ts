import { keptConnection } from "./storage/kept-sqlite";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neutraliseFormula, parseExportArgs, toCsv } from "./export";
import { migrations } from "./storage/migrations";
import { openSqliteReader, schemaProblem } from "./storage/sqlite-reader";
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
    // Stored since issue 14: "+91" and the 10 digits, beside the 10 digits of earlier rows.
    await store.saveEnquiry({ source: "admission", name: "Newer Row", phone: "+919812345678", email: "n@example.com", course: "B.Voc Hotel Management", university: "Other", message: "" });
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
    const [older, newer] = [0, 1].map((index) => data.enquiries.find((row: { source: string }) => row.source === ["popup", "admission"][index]));
    expect(older).toMatchObject({ source: "popup", name: '=HYPERLINK("http://evil")', phone: "9876543210" });
    expect(newer).toMatchObject({ name: "Newer Row", phone: "+919812345678" });
    expect(data.enquiries[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(data.messages[0]).toMatchObject({ name: "Ravi", subject: "" });
  });

  it("prints one kind as CSV with formulas neutralised", async () => {
    const { stdout } = await exportCommand("--format", "csv", "--kind", "enquiries");
    const [header, ...rows] = stdout.split("\r\n");
    expect(header).toBe("\uFEFFid,createdAt,source,name,phone,email,course,university,message");
    const row = rows.find((line) => line.includes("HYPERLINK"))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('"Hello, world"');
    expect(row).toContain(",9876543210,");
    // A leading + is a formula sign to a spreadsheet: the apostrophe keeps the number as text.
    expect(rows.find((line) => line.includes("Newer Row"))).toContain(",'+919812345678,");
  });

  it("honours --since", async () => {
    const { stdout } = await exportCommand("--format", "json", "--kind", "messages", "--since", "2999-01-01");
    expect(JSON.parse(stdout)).toEqual({ messages: [] });
  });

  it("exits 2 with one line, ending with the usage, for a bad flag", async () => {
    const failure = await exportCommand("--format", "pdf").catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    const lines = (failure as { stderr: string }).stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^export: --format must be json or csv, not "pdf"\. Usage: npm run export -- --format json\|csv .*\[--out FILE\]$/);
  });

  it("reads without writing: the database file's bytes and time are unchanged, no migration runs", async () => {
    const path = join(dir, "institute.db");
    const before = { bytes: readFileSync(path), mtime: statSync(path).mtimeMs };
    await exportCommand("--format", "json");
    expect(readFileSync(path).equals(before.bytes)).toBe(true);
    expect(statSync(path).mtimeMs).toBe(before.mtime);
    // SQLite's read-only connection leaves an empty -wal (and its index) when none was there.
    expect(existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0).toBe(0);
  });

  it("writes the export to --out, readable by its owner only, and the same as on standard output", async () => {
    const out = join(dir, "enquiries.csv");
    writeFileSync(out, "an older export");
    chmodSync(out, 0o644);
    const { stdout } = await exportCommand("--format", "csv", "--kind", "enquiries", "--out", out);
    expect(stdout.trim()).toBe(`Wrote the export to ${out} (readable by you only).`);
    expect((statSync(out).mode & 0o777).toString(8)).toBe("600");
    expect(readFileSync(out, "utf8")).toBe((await exportCommand("--format", "csv", "--kind", "enquiries")).stdout);

    const fresh = join(dir, "all.json");
    await exportCommand("--format", "json", "--out", fresh);
    expect((statSync(fresh).mode & 0o777).toString(8)).toBe("600");
    expect(JSON.parse(readFileSync(fresh, "utf8")).messages[0]).toMatchObject({ name: "Ravi" });
  });

  it("refuses a database that does not exist, creating nothing (not even the --out file)", async () => {
    const missing = join(dir, "no-such-folder", "institute.db");
    const out = join(dir, "never.json");
    const failure = await run(process.execPath, ["--import", "tsx", "scripts/export.ts", "--format", "json", "--out", out], {
      env: { ...env, DATABASE_URL: `file:${missing}` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toBe(`export: no database at ${missing}\n`);
    expect(existsSync(join(dir, "no-such-folder"))).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a database at an older schema version instead of migrating it", async () => {
    const path = join(dir, "older.db");
    const older = new Kysely<unknown>({ dialect: new SqliteDialect({ database: keptConnection(path) }) });
    const names = Object.keys(migrations);
    const all = migrations;
    const earlier = Object.fromEntries(names.slice(0, -1).map((name) => [name, all[name]!]));
    await new Migrator({ db: older, provider: { getMigrations: async () => earlier } }).migrateToLatest();
    await older.destroy();
    const before = readFileSync(path);

    const failure = await run(process.execPath, ["--import", "tsx", "scripts/export.ts", "--format", "json"], {
      env: { ...env, DATABASE_URL: `file:${path}` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    const lines = (failure as { stderr: string }).stderr.trim().split("\n");
    expect(lines).toEqual([
      `export: the database at ${path} is at an older schema version (migration ${names.at(-1)} not applied), and the export never migrates: start the server with this code once (it migrates at start), then export.`,
    ]);
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});

describe("openSqliteReader", () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), "reader-test-"))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("opens the database read-only: SQLite refuses every write", async () => {
    const url = `file:${join(dir, "institute.db")}`;
    await (await openSqliteStore(url)).close();
    const reader = await openSqliteReader(url);
    try {
      await expect(
        reader.db.insertInto("messages").values({ id: "x", created_at: "", name: "", email: "", phone: "", subject: "", message: "", dedupe_key: "" } as never).execute(),
      ).rejects.toThrow(/attempt to write a readonly database/);
      await expect(sql`PRAGMA user_version = 7`.execute(reader.db)).rejects.toThrow(/readonly/);
      expect(await reader.listEnquiries()).toEqual([]);
    } finally {
      await reader.close();
    }
  });

  it("says what is wrong with a file that is not this site's database", async () => {
    const text = join(dir, "notes.txt");
    writeFileSync(text, "not a database at all, just some text that is long enough to fill a header page");
    await expect(openSqliteReader(`file:${text}`)).rejects.toThrow(`${text} is not a SQLite database`);
    const other = join(dir, "other.db");
    const otherDb = keptConnection(other);
    otherDb.exec("create table t (a)");
    otherDb.close();
    await expect(openSqliteReader(`file:${other}`)).rejects.toThrow(`${other} is not a database of this site (it has no migrations table). Is DATABASE_URL right?`);
  });

  it("refuses a schema newer than the code", () => {
    expect(schemaProblem("/x.db", ["0001_a", "0002_b"], ["0001_a"])).toBe(
      "the database at /x.db is newer than this code (it has migration 0002_b): run the export from the version of the site that wrote it.",
    );
    expect(schemaProblem("/x.db", ["0001_a"], ["0001_a"])).toBeNull();
  });
});
