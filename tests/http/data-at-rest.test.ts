import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { post, validEnquiry } from "#tests/support/forms.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * The database at rest, as the real server leaves it: its folder 0700, its files 0600,
 * the server process with the umask 077; and `npm run export` beside the running server,
 * reading what it committed without writing, into a file only its owner can read.
 */

const run = promisify(execFile);
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
/** A process's umask, as Linux reports it. */
const umask = (pid: number) => /^Umask:\s*(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];

describe("data at rest", () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "institute-at-rest-"));
    folder = join(dir, "data"); // does not exist yet: the server creates it
    server = await startServer({ dir, dbPath: join(folder, "institute.db") });
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("the server creates the database folder 0700 and its files 0600, and runs with umask 077", async () => {
    expect((await post(server.url, "/admission", validEnquiry())).status).toBe(200);
    expect(mode(folder)).toBe("700");
    for (const file of [server.dbPath, `${server.dbPath}-wal`, `${server.dbPath}-shm`])
      expect(mode(file), file).toBe("600");

    expect(umask(server.process.pid!)).toBe("0077");
    expect(server.output()).not.toContain("database_folder");
  });

  it("npm run export reads what the running server committed, writing nothing to the database, into a 0600 file", async () => {
    const enquiry = validEnquiry();
    expect((await post(server.url, "/admission", enquiry)).status).toBe(200);
    const before = { bytes: readFileSync(server.dbPath), mtime: statSync(server.dbPath).mtimeMs };
    const out = join(server.dir, "export.json");
    const { stdout } = await run(
      process.execPath,
      ["build/commands/export.js", "--format", "json", "--kind", "enquiries", "--out", out],
      {
        env: { ...process.env, DATABASE_URL: `file:${server.dbPath}` },
      },
    );
    expect(stdout.trim()).toBe(`Wrote the export to ${out} (readable by you only).`);
    expect(mode(out)).toBe("600");
    const names = (JSON.parse(readFileSync(out, "utf8")) as { enquiries: { name: string }[] }).enquiries.map(
      (row) => row.name,
    );
    expect(names).toContain(enquiry.name);
    expect(readFileSync(server.dbPath).equals(before.bytes)).toBe(true);
    expect(statSync(server.dbPath).mtimeMs).toBe(before.mtime);
    // And the server carries on storing beside it.
    expect((await post(server.url, "/admission", validEnquiry())).status).toBe(200);
  });
});
