import { afterAll, describe, expect, it } from "vitest";
import { addStaff, query, sessionCookieFor, sql } from "#tests/support/desk.ts";
import { START_TIMEOUT_MS, startServer, type TestServer } from "#tests/support/server.ts";

/**
 * All or nothing through a crash: the server is killed (SIGKILL) while it commits a
 * 10,000-row import, in the one transaction that stores it (server/storage/desk/imports.ts).
 * After the restart nothing of the import is stored and the draft is still a draft, not a
 * claimed, half-stored import nobody can commit or mend (what committing in chunks left,
 * docs/benchmarks.md); committing it again stores every row once.
 */
const ROWS = 10_000;
/** After the action logs the commit's start: well inside a transaction that takes seconds. */
const KILL_AFTER_MS = 300;

describe("a server killed while it commits an import", () => {
  const servers: TestServer[] = [];

  afterAll(async () => {
    for (const server of servers.reverse())
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
    servers[0]?.cleanup();
  });

  it(
    "leaves nothing of it behind, and the draft commits whole after the restart",
    async () => {
      const first = await startServer();
      servers.push(first);
      const admin = await addStaff(first.databaseUrl, { role: "admin" });
      let cookie = await sessionCookieFor(first.url, admin);
      const lines = ["Name,Mobile,Course"];
      for (let i = 0; i < ROWS; i++) lines.push(`Crash Person ${i},+91${7_100_000_000 + i},B.Voc Hotel Management`);
      const form = new FormData();
      form.set("source", "fair");
      form.set("source_detail", "Crash Expo");
      form.set("file", new Blob([lines.join("\r\n")], { type: "text/csv" }), "crash.csv");
      const uploaded = await fetch(`${first.url}/desk/import`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: first.url },
        redirect: "manual",
      });
      expect(uploaded.status).toBe(303);
      const draft = uploaded.headers.get("location")!;
      const commit = (server: TestServer) =>
        fetch(`${server.url}${draft}`, {
          method: "POST",
          body: new URLSearchParams({ intent: "commit" }),
          headers: { cookie, origin: server.url },
          redirect: "manual",
        });

      const cut = commit(first).then(
        (response) => response.status,
        () => "cut off",
      );
      const startedAt = await new Promise<number>((resolve, reject) => {
        const deadline = Date.now() + 60_000;
        const poll = setInterval(() => {
          if (first.output().includes('"stage":"started"')) {
            clearInterval(poll);
            resolve(Date.now());
          } else if (Date.now() > deadline) {
            clearInterval(poll);
            reject(new Error("the commit never started"));
          }
        }, 10);
      });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + KILL_AFTER_MS - Date.now())));
      // Still committing when killed: no answer yet, and the log has no end of the commit.
      expect(first.output()).not.toContain('"stage":"committed"');
      await first.kill();
      expect(first.process.signalCode).toBe("SIGKILL");
      expect(await cut).toBe("cut off");

      const count = async (statement: ReturnType<typeof sql<{ count: number | string }>>) =>
        Number((await query(first.databaseUrl, statement))[0]!.count);
      const id = draft.split("/").pop()!;
      expect(await count(sql`select count(*) as count from leads`)).toBe(0);
      expect(await count(sql`select count(*) as count from lead_events`)).toBe(0);
      expect(await count(sql`select count(*) as count from manual_enquiries`)).toBe(0);
      expect(await count(sql`select count(*) as count from import_leads`)).toBe(0);
      const [left] = await query<{ status: string; committedAt: string | null }>(
        first.databaseUrl,
        sql`select status, committed_at from imports where id = ${id}`,
      );
      expect(left).toEqual({ status: "draft", committedAt: null });

      const second = await startServer({ dir: first.dir, dbPath: first.dbPath, databaseUrl: first.databaseUrl });
      servers.push(second);
      cookie = await sessionCookieFor(second.url, admin);
      expect((await commit(second)).status).toBe(303);
      expect(await count(sql`select count(*) as count from leads`)).toBe(ROWS);
      expect(await count(sql`select count(*) as count from manual_enquiries`)).toBe(ROWS);
      expect(await count(sql`select count(*) as count from import_leads`)).toBe(ROWS);
      const [done] = await query<{ status: string; createdCount: number | string }>(
        first.databaseUrl,
        sql`select status, created_count from imports where id = ${id}`,
      );
      expect({ ...done, createdCount: Number(done!.createdCount) }).toEqual({
        status: "committed",
        createdCount: ROWS,
      });
    },
    START_TIMEOUT_MS * 2 + 120_000,
  );
});
