import { Migrator, SqliteDialect } from "kysely";
import { kyselyOver } from "#server/storage/kysely.ts";
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { migrations } from "#server/storage/migrations/index.ts";
import { openSqliteStore } from "#server/storage/sqlite-store.ts";

/**
 * `npm run export` as an operator runs it: the compiled command (build/commands/export.js,
 * which `npm run export` starts through commands/run-built.js) over a real database file. Its
 * parts (flags, CSV, formula cells, the read-only reader) are unit-tested in
 * server/export.test.ts.
 */
const EXPORT = resolve("build/commands/export.js");
const run = promisify(execFile);

describe("npm run export (the real command over a real database)", { timeout: 30_000 }, () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "export-test-"));
    env = { ...process.env, DATABASE_URL: `file:${join(dir, "institute.db")}` };
    const store = await openSqliteStore(env.DATABASE_URL!);
    await store.saveEnquiry({
      source: "popup",
      name: '=HYPERLINK("http://evil")',
      phone: "9876543210",
      email: "a@example.com",
      course: "B.Voc Hotel Management",
      university: "Other",
      message: "Hello, world",
    });
    // Stored today: "+91" and the 10 digits, beside the 10 digits of earlier rows.
    await store.saveEnquiry({
      source: "admission",
      name: "Newer Row",
      phone: "+919812345678",
      email: "n@example.com",
      course: "B.Voc Hotel Management",
      university: "Other",
      message: "",
    });
    await store.saveContactMessage({
      name: "Ravi",
      email: "r@example.com",
      phone: "+91 1",
      subject: "",
      message: "Hi",
    });
    await store.close();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const exportCommand = (...args: string[]) => run(process.execPath, [EXPORT, ...args], { env });

  it("prints JSON with both kinds in camelCase", async () => {
    const { stdout } = await exportCommand("--format", "json");
    const data = JSON.parse(stdout);
    expect(Object.keys(data)).toEqual(["enquiries", "messages"]);
    const [older, newer] = [0, 1].map((index) =>
      data.enquiries.find((row: { source: string }) => row.source === ["popup", "admission"][index]),
    );
    expect(older).toMatchObject({ source: "popup", name: '=HYPERLINK("http://evil")', phone: "9876543210" });
    expect(newer).toMatchObject({ name: "Newer Row", phone: "+919812345678" });
    expect(data.enquiries[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(data.messages[0]).toMatchObject({ name: "Ravi", subject: "" });
  });

  it("prints one kind as CSV with formulas neutralised", async () => {
    const { stdout } = await exportCommand("--format", "csv", "--kind", "enquiries");
    const [header, ...rows] = stdout.split("\r\n");
    expect(header).toBe(
      "\uFEFFid,createdAt,source,name,phone,email,course,university,message,applicant,guardianName,guardianPhone,studentName",
    );
    const row = rows.find((line) => line.includes("HYPERLINK"))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('"Hello, world"');
    expect(row).toContain(",9876543210,");
    // A phone's leading + is a plain number to a spreadsheet, not a formula: written as it is.
    expect(rows.find((line) => line.includes("Newer Row"))).toContain(",+919812345678,");
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
    expect(lines[0]).toMatch(
      /^export: --format must be json or csv, not "pdf"\. Usage: npm run export -- --format json\|csv .*\[--out FILE\]$/,
    );
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
    const failure = await run(process.execPath, [EXPORT, "--format", "json", "--out", out], {
      env: { ...env, DATABASE_URL: `file:${missing}` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toBe(`export: no database at ${missing}\n`);
    expect(existsSync(join(dir, "no-such-folder"))).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses a database at an older schema version instead of migrating it", async () => {
    const path = join(dir, "older.db");
    const older = kyselyOver<unknown>(new SqliteDialect({ database: keptConnection(path) }));
    const names = Object.keys(migrations);
    const all = migrations;
    const earlier = Object.fromEntries(names.slice(0, -1).map((name) => [name, all[name]!]));
    await new Migrator({ db: older, provider: { getMigrations: async () => earlier } }).migrateToLatest();
    await older.destroy();
    const before = readFileSync(path);

    const failure = await run(process.execPath, [EXPORT, "--format", "json"], {
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
