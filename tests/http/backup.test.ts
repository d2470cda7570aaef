import { afterAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readRows } from "#tests/support/db.ts";
import { post, uniqueName, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * `npm run backup` while the server takes submissions: 16 posters write without pause, the
 * backup starts midway, and a new server started on the restored copy holds every
 * submission acknowledged before the backup began. Then --verify, and how the command refuses.
 */

const POSTERS = 16;
type Row = { name: string };

function backupCommand(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [resolve("build/commands/backup.js"), ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("backup under write load", () => {
  let server: TestServer | undefined;
  let restored: TestServer | undefined;
  const folder = mkdtempSync(join(tmpdir(), "institute-backup-"));
  const backupFile = join(folder, "institute-backup.db");

  afterAll(async () => {
    await restored?.stop();
    restored?.cleanup();
    await server?.stop();
    server?.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it("a backup taken mid-load, restored into a new server, has every submission acknowledged before it began", async () => {
    server = await startServer();
    const live = server;

    const acknowledged: { name: string; at: number }[] = [];
    const refused: number[] = [];
    let stop = false;
    const poster = async (index: number) => {
      for (let n = 0; !stop; n++) {
        const fields = validEnquiry({
          name: uniqueName(`Backup ${index}-${n}`),
          phone: uniquePhone(),
          email: `backup-${index}-${n}-${Date.now()}@example.com`,
        });
        const answer = await post(live.url, "/admission", fields);
        if (answer.status === 200) acknowledged.push({ name: fields.name!, at: Date.now() });
        else refused.push(answer.status);
      }
    };
    const posters = Array.from({ length: POSTERS }, (_, index) => poster(index));

    // Midway: once the load is steady, the backup starts as an operator would start it.
    while (acknowledged.length < 100) await new Promise((wait) => setTimeout(wait, 20));
    const backupStartedAt = Date.now();
    const backup = spawn(process.execPath, [resolve("build/commands/backup.js"), "--to", backupFile], {
      env: { ...process.env, DATABASE_URL: `file:${live.dbPath}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let backupOutput = "";
    backup.stdout.on("data", (chunk: Buffer) => (backupOutput += chunk.toString()));
    backup.stderr.on("data", (chunk: Buffer) => (backupOutput += chunk.toString()));
    const backupExit = await new Promise<number | null>((done) => backup.once("exit", done));
    const backupEndedAt = Date.now();
    // The load goes on a little after the backup, then stops.
    await new Promise((wait) => setTimeout(wait, 300));
    stop = true;
    await Promise.all(posters);

    expect(backupExit, backupOutput).toBe(0);
    expect(refused, "every post was acknowledged").toEqual([]);
    const before = acknowledged.filter((each) => each.at < backupStartedAt);
    const during = acknowledged.filter((each) => each.at >= backupStartedAt && each.at <= backupEndedAt);
    console.info(
      `backup under load: ${before.length} acknowledged before it began, ${during.length} while it ran, ${acknowledged.length} in all`,
    );
    expect(during.length, "the server kept acknowledging while the backup ran").toBeGreaterThan(0);
    expect(backupOutput).toMatch(
      /^Backed up to .*institute-backup\.db: integrity ok; \d+ enquiries, 0 messages, \d+ leads, 0 staff; schema \d{4}_\w+; [\d.]+ [KM]iB$/m,
    );
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    // Restore: the copy becomes a new server's database.
    const restoredDir = mkdtempSync(join(tmpdir(), "institute-restored-"));
    const restoredDb = join(restoredDir, "institute.db");
    copyFileSync(backupFile, restoredDb);
    restored = await startServer({ dir: restoredDir, dbPath: restoredDb });
    expect((await fetch(new URL("/healthz", restored.url))).status).toBe(200);
    const rows = await readRows<Row>(`file:${restoredDb}`, "enquiries");
    const names = new Set(rows.map((row) => row.name));
    expect(
      before.filter((each) => !names.has(each.name)).map((each) => each.name),
      "acknowledged before the backup, missing from it",
    ).toEqual([]);
    // Nothing in it that was never acknowledged by the live server (or still in flight as it began).
    const sent = new Set(acknowledged.map((each) => each.name));
    expect(rows.filter((row) => !sent.has(row.name)).length).toBeLessThanOrEqual(POSTERS);
    expect(rows.length).toBeLessThanOrEqual(acknowledged.length + POSTERS);

    // --verify reads the same counts the restored server sees.
    const verified = backupCommand(["--verify", backupFile]);
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(
      `integrity ok; ${rows.length} enquiries, 0 messages, ${rows.length} leads, 0 staff`,
    );
  }, 120_000);

  it("the command refuses to overwrite, and says what is wrong in one line", async () => {
    // Every refusal of the backup itself is in server/storage/backup.test.ts; here, how the command ends.
    expect(server, "the first test started the server").toBeDefined();
    const env = { DATABASE_URL: `file:${server!.dbPath}` };
    const again = backupCommand(["--to", backupFile], env);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(
      `backup: ${backupFile} already exists: a backup never overwrites a file; choose a new name`,
    );

    for (const args of [[], ["--to", "a.db", "--verify", "b.db"]]) {
      const usage = backupCommand(args, env);
      expect(usage.status, args.join(" ")).toBe(2);
      expect(usage.stderr.trim()).toBe(
        'backup: Give either --to FILE or --verify FILE. Run "npm run backup -- --help" for the options.',
      );
    }
    expect(readdirSync(folder)).toEqual(["institute-backup.db"]);
  });
});
