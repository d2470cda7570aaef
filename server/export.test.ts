import { sql } from "kysely";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neutraliseFormula, parseExportArgs, toCsv } from "./export";
import { keptConnection } from "./storage/kept-sqlite";
import { openSqliteReader, schemaProblem } from "./storage/sqlite-reader";
import { openSqliteStore } from "./storage/sqlite-store";

/** The export's parts; the command itself, compiled, over a real database: tests/http/export-command.test.ts. */
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
  it("neutralises formula cells, and leaves a phone number as it is", () => {
    for (const value of ["=1+1", "@SUM(A1)", "\t=x", "\r=x", "+cmd|' /C calc'!A0", "-2+3", "+A1", '-HYPERLINK("x")'])
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    for (const value of ["Asha", "+919812345678", "+91 98765 43210", "+91-98765-43210", "-2"])
      expect(neutraliseFormula(value)).toBe(value);
  });

  it("writes a BOM, a header row and quoted cells", () => {
    const csv = toCsv(["a", "b"], [{ a: 'say "hi", ok', b: "line1\nline2" }]);
    expect(csv).toBe('\uFEFFa,b\r\n"say ""hi"", ok","line1\nline2"\r\n');
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
        reader.db
          .insertInto("messages")
          .values({
            id: "x",
            createdAt: "",
            name: "",
            email: "",
            phone: "",
            subject: "",
            message: "",
            dedupeKey: "",
          } as never)
          .execute(),
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
    await expect(openSqliteReader(`file:${other}`)).rejects.toThrow(
      `${other} is not a database of this site (it has no migrations table). Is DATABASE_URL right?`,
    );
  });

  it("refuses a schema newer than the code", () => {
    expect(schemaProblem("/x.db", ["0001_a", "0002_b"], ["0001_a"])).toBe(
      "the database at /x.db is newer than this code (it has migration 0002_b): run the export from the version of the site that wrote it.",
    );
    expect(schemaProblem("/x.db", ["0001_a"], ["0001_a"])).toBeNull();
  });
});
