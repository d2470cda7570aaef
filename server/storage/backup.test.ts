import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, describeBackup, verifyBackup } from "./backup";
import { keptConnection } from "./kept-sqlite";
import { openSqliteDatabase, type OpenDatabase } from "./sqlite-store";

/**
 * The backup on real files, with the database open for writing beside it (as the server
 * holds it): what the copy holds, its mode, and every refusal leaving nothing behind. The
 * copy under write load is tests/http/backup.test.ts.
 */

let dir: string;
let database: OpenDatabase;
const url = () => `file:${join(dir, "institute.db")}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "backup-test-"));
  database = await openSqliteDatabase(url());
  for (let n = 0; n < 3; n++) {
    await database.submissions.saveEnquiry({
      source: "admission",
      name: `Backup Test ${n}`,
      phone: `98100000${n}0`,
      email: `backup-unit-${n}@example.com`,
      course: "B.Voc Medical Lab Technology",
      university: "Other",
      message: "",
    });
  }
  await database.submissions.saveContactMessage({
    name: "Ravi",
    email: "backup-unit-contact@example.com",
    phone: "9810000099",
    subject: "Fees",
    message: "Hi",
  });
});

afterAll(async () => {
  await database.submissions.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup", () => {
  it("copies the open database into one private file and reports what it holds", async () => {
    const to = join(dir, "copy.db");
    const report = await backupDatabase(url(), to);
    // The contact message made a lead of its own: 4 leads.
    expect(report.counts).toEqual({ enquiries: 3, messages: 1, leads: 4, staff: 0 });
    expect(report.schema).toMatch(/^\d{4}_\w+$/);
    expect(statSync(to).mode & 0o777).toBe(0o600);
    // A rollback-journal database: complete without -wal and -shm, and nothing else left beside it.
    expect(readFileSync(to).subarray(18, 20)).toEqual(Buffer.from([1, 1]));
    expect(readdirSync(dir).filter((name) => name.includes("copy") || name.includes("partial"))).toEqual(["copy.db"]);
    expect(verifyBackup(to)).toEqual(report);
    expect(describeBackup(report)).toMatch(
      /copy\.db: integrity ok; 3 enquiries, 1 messages, 4 leads, 0 staff; schema \d{4}_\w+; \d+ KiB$/,
    );
  });

  it("refuses to overwrite a file, and leaves it as it was", async () => {
    const existing = join(dir, "existing.db");
    writeFileSync(existing, "keep me");
    await expect(backupDatabase(url(), existing)).rejects.toThrow(
      `${existing} already exists: a backup never overwrites a file; choose a new name`,
    );
    expect(readFileSync(existing, "utf8")).toBe("keep me");
  });

  it("refuses a missing database or folder, and leaves no file behind", async () => {
    await expect(backupDatabase(`file:${join(dir, "absent.db")}`, join(dir, "a.db"))).rejects.toThrow(
      `no database at ${join(dir, "absent.db")}`,
    );
    await expect(backupDatabase(url(), join(dir, "no-folder", "a.db"))).rejects.toThrow(
      `no folder ${join(dir, "no-folder")} for the backup`,
    );
    const notADatabase = join(dir, "text.db");
    writeFileSync(notADatabase, "x".repeat(4096));
    await expect(backupDatabase(`file:${notADatabase}`, join(dir, "b.db"))).rejects.toThrow(
      `${notADatabase} is not a SQLite database`,
    );
    expect(existsSync(join(dir, "a.db")) || existsSync(join(dir, "b.db"))).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes("partial"))).toEqual([]);
  });

  it("--verify refuses what is not a backup of this site", () => {
    expect(() => verifyBackup(join(dir, "nowhere.db"))).toThrow(`no file at ${join(dir, "nowhere.db")}`);
    const text = join(dir, "notes.db");
    writeFileSync(text, "x".repeat(4096));
    expect(() => verifyBackup(text)).toThrow(`${text} is not a SQLite database`);
    const other = join(dir, "other.db");
    const sqlite = keptConnection(other);
    sqlite.exec("create table notes (text)");
    sqlite.close();
    expect(() => verifyBackup(other)).toThrow(
      `${other} is not a backup of this site's database (no kysely_migration, enquiries, messages, leads, staff table)`,
    );
  });

  it("--verify fails a copy whose pages are damaged", async () => {
    const to = join(dir, "damaged.db");
    await backupDatabase(url(), to);
    const bytes = readFileSync(to);
    // Scramble every page after the first (the schema), where the rows and indexes live.
    for (let at = 4096; at < bytes.length; at += 7) bytes[at] = (bytes[at]! + 101) % 256;
    writeFileSync(to, bytes);
    expect(() => verifyBackup(to)).toThrow(
      /damaged\.db (failed SQLite's integrity check|is not a SQLite database)|malformed/,
    );
  });
});
