import { keptConnection } from "./kept-sqlite";
import { sql } from "kysely";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writePrivateFile } from "./private-files";
import { openSqliteDatabase, type OpenDatabase } from "./sqlite-store";

/**
 * The database at rest, on real files: its folder 0700, its files 0600 (the in-process
 * store, as the commands open it, without the server's umask), and secure_delete.
 */

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("the database's folder and files are its owner's alone", () => {
  let dir: string;
  let database: OpenDatabase | undefined;
  let warnings: string[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "at-rest-test-"));
    warnings = [];
    // The log's lines (server/log.ts), as each line's own fields: what the process adds to every line aside.
    vi.spyOn(process.stderr, "write").mockImplementation((line: string | Uint8Array) => {
      const text = String(line);
      if (!text.startsWith('{"level":"warn"')) return true;
      const {
        level: _level,
        time: _time,
        pid: _pid,
        role: _role,
        ...entry
      } = JSON.parse(text) as Record<string, unknown>;
      warnings.push(JSON.stringify(entry));
      return true;
    });
  });

  afterEach(async () => {
    await database?.submissions.close();
    database = undefined;
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens the database and writes once, so the -wal and -shm files exist. */
  async function openAndWrite(path: string) {
    database = await openSqliteDatabase(`file:${path}`);
    await database.submissions.saveContactMessage({
      name: "Ravi",
      email: "r@example.com",
      phone: "1",
      subject: "",
      message: "Hi",
    });
  }

  it("creates a new folder (and its missing parents) 0700, and the database, -wal and -shm 0600", async () => {
    const path = join(dir, "data", "nested", "institute.db");
    await openAndWrite(path);
    expect(mode(join(dir, "data"))).toBe("700");
    expect(mode(join(dir, "data", "nested"))).toBe("700");
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file), file).toBe("600");
    expect(warnings).toEqual([]);
  });

  it("tightens an existing database folder open to others, with one log line", async () => {
    const folder = join(dir, "data");
    mkdirSync(folder);
    chmodSync(folder, 0o755);
    writeFileSync(join(folder, "demo.db"), ""); // another database beside it does not make it shared
    await openAndWrite(join(folder, "institute.db"));
    expect(mode(folder)).toBe("700");
    expect(warnings.map((line) => JSON.parse(line))).toEqual([
      { event: "database_folder_tightened", folder, was: "0755", now: "0700" },
    ]);
  });

  it("leaves a folder that holds other folders as it is (one log line), the files 0600 all the same", async () => {
    mkdirSync(join(dir, "app"));
    chmodSync(dir, 0o755);
    const path = join(dir, "institute.db");
    await openAndWrite(path);
    expect(mode(dir)).toBe("755");
    expect(warnings.map((line) => JSON.parse(line))).toEqual([
      {
        event: "database_folder_shared",
        folder: dir,
        mode: "0755",
        note: "left as it is; the database files are 0600",
      },
    ]);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file), file).toBe("600");
  });

  it("makes the files of a database made before the rule 0600, with one log line", async () => {
    const path = join(dir, "institute.db");
    const old = keptConnection(path);
    old.exec("PRAGMA journal_mode = WAL; create table old_rows (a);");
    old.close();
    chmodSync(path, 0o644);
    await openAndWrite(path);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file), file).toBe("600");
    expect(warnings.map((line) => JSON.parse(line))).toEqual([
      { event: "database_files_tightened", files: [path], now: "0600" },
    ]);
  });
});

describe("secure_delete", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "secure-delete-test-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const SECRET = "erase-me-9876543210@example.com";
  /** Stores a distinctive value beside others, deletes it and checkpoints the WAL into the file. */
  const STEPS = [
    "create table scratch (value text)",
    `insert into scratch values ('${SECRET}'), ('${"x".repeat(200)}')`,
    "PRAGMA wal_checkpoint(TRUNCATE)",
    `delete from scratch where value = '${SECRET}'`,
    "PRAGMA wal_checkpoint(TRUNCATE)",
  ];
  const leftInFiles = (path: string) =>
    [path, `${path}-wal`].some((file) => existsSync(file) && readFileSync(file).includes(SECRET));

  it("is on in the store, so a deleted value leaves no bytes in the files once checkpointed", async () => {
    const path = join(dir, "institute.db");
    const database = await openSqliteDatabase(`file:${path}`);
    try {
      const { rows } = await sql<{ secureDelete: number }>`PRAGMA secure_delete`.execute(database.db);
      expect(rows).toEqual([{ secureDelete: 1 }]);
      for (const step of STEPS) await sql.raw(step).execute(database.db);
      expect(leftInFiles(path)).toBe(false);
    } finally {
      await database.submissions.close();
    }
  });

  it("(without it, SQLite's default, the deleted bytes stay: the check above can fail)", () => {
    const path = join(dir, "plain.db");
    const plain = keptConnection(path);
    try {
      plain.exec("PRAGMA journal_mode = WAL");
      for (const step of STEPS) plain.exec(step);
      expect(leftInFiles(path)).toBe(true);
    } finally {
      plain.close();
    }
  });
});

describe("writePrivateFile", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "private-file-test-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates a file 0600, and makes an existing one 0600 as it replaces it", () => {
    const file = join(dir, "export.json");
    writePrivateFile(file, "first");
    expect(mode(file)).toBe("600");
    chmodSync(file, 0o644);
    writePrivateFile(file, "second");
    expect(mode(file)).toBe("600");
    expect(readFileSync(file, "utf8")).toBe("second");
  });
});
