import { afterAll, describe, expect, it } from "vitest";
import { addStaff, query, sessionCookieFor, sql } from "#tests/support/desk.ts";
import { START_TIMEOUT_MS, startServer, type TestServer } from "#tests/support/server.ts";

/**
 * Finished after a crash: the server is killed (SIGKILL) part way through committing a
 * 10,000-row import, which stores a slice of rows per transaction (decision 25,
 * server/storage/desk/imports.ts). When it starts again it stores the rest by itself, every
 * row exactly once, and the import is committed, its counts whole and audited once; the
 * draft cannot be committed a second time. While one is committing its page shows how far it got.
 */
const ROWS = 10_000;

/** Uploads a fair's sheet of `names` (one mobile each from `firstMobile`) as an admin: the draft's path. */
async function uploadFair(server: TestServer, cookie: string, fair: string, names: string[], firstMobile: number) {
  const lines = [
    "Name,Mobile,Course",
    ...names.map((name, i) => `${name},+91${firstMobile + i},B.Voc Hotel Management`),
  ];
  const form = new FormData();
  form.set("source", "fair");
  form.set("source_detail", fair);
  form.set("file", new Blob([lines.join("\r\n")], { type: "text/csv" }), "fair.csv");
  const uploaded = await fetch(`${server.url}/desk/import`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: server.url },
    redirect: "manual",
  });
  expect(uploaded.status).toBe(303);
  return uploaded.headers.get("location")!;
}

describe("a server killed while it commits an import", () => {
  const servers: TestServer[] = [];

  afterAll(async () => {
    for (const server of servers.reverse())
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
    servers[0]?.cleanup();
  });

  it(
    "finishes it when it starts again, every row stored once",
    async () => {
      const first = await startServer();
      servers.push(first);
      const admin = await addStaff(first.databaseUrl, { role: "admin" });
      let cookie = await sessionCookieFor(first.url, admin);
      const names = Array.from({ length: ROWS }, (_, i) => `Crash Person ${i}`);
      const draft = await uploadFair(first, cookie, "Crash Expo", names, 7_100_000_000);
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
      const id = draft.split("/").pop()!;
      const count = async (statement: ReturnType<typeof sql<{ count: number | string }>>) =>
        Number((await query(first.databaseUrl, statement))[0]!.count);
      const stored = () => count(sql`select stored_count as count from imports where id = ${id}`);
      // Killed once some slices are stored, well before the last.
      const deadline = Date.now() + 60_000;
      while ((await stored()) === 0) {
        if (Date.now() > deadline) throw new Error("no slice of the import was stored");
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await first.kill();
      expect(first.process.signalCode).toBe("SIGKILL");
      expect(await cut).toBe("cut off");
      const storedWhenKilled = await stored();
      expect(storedWhenKilled).toBeGreaterThan(0);
      expect(storedWhenKilled).toBeLessThan(ROWS);
      expect(await count(sql`select count(*) as count from leads`)).toBe(storedWhenKilled);
      const [left] = await query<{ status: string }>(
        first.databaseUrl,
        sql`select status from imports where id = ${id}`,
      );
      expect(left).toEqual({ status: "committing" });

      const second = await startServer({ dir: first.dir, dbPath: first.dbPath, databaseUrl: first.databaseUrl });
      servers.push(second);
      const finishBy = Date.now() + 120_000;
      for (;;) {
        const [row] = await query<{ status: string }>(
          first.databaseUrl,
          sql`select status from imports where id = ${id}`,
        );
        if (row!.status === "committed") break;
        if (Date.now() > finishBy) throw new Error(`the import was left ${row!.status} after the restart`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await count(sql`select count(*) as count from leads`)).toBe(ROWS);
      expect(await count(sql`select count(distinct phone) as count from leads`)).toBe(ROWS);
      expect(await count(sql`select count(*) as count from manual_enquiries`)).toBe(ROWS);
      expect(await count(sql`select count(*) as count from import_leads`)).toBe(ROWS);
      expect(await count(sql`select count(*) as count from lead_events where kind = 'import'`)).toBe(ROWS);
      expect(await count(sql`select count(*) as count from audit_log where action = 'import.committed'`)).toBe(1);
      const [done] = await query<{ createdCount: number | string; storedCount: number | string }>(
        first.databaseUrl,
        sql`select created_count, stored_count from imports where id = ${id}`,
      );
      expect({ created: Number(done!.createdCount), stored: Number(done!.storedCount) }).toEqual({
        created: ROWS,
        stored: ROWS,
      });
      expect(await count(sql`select count(*) as count from import_pending`)).toBe(0);
      cookie = await sessionCookieFor(second.url, admin);
      expect((await commit(second)).status).toBe(409);

      // How the desk shows an import still being stored: its progress, looked at again every few
      // seconds by the page itself, and no undo or refused rows yet. Once committed, no refresh.
      const committedPage = await (await fetch(`${second.url}${draft}`, { headers: { cookie } })).text();
      expect(committedPage).toContain("Undo this import");
      expect(committedPage).not.toContain('http-equiv="refresh"');
      await query(
        first.databaseUrl,
        sql`update imports set status = 'committing', stored_count = 4000, refused_count = 2 where id = ${id}`,
      );
      const page = (await (await fetch(`${second.url}${draft}`, { headers: { cookie } })).text()).replaceAll(
        "<!-- -->",
        "",
      );
      expect(page).toContain("Still importing: 4,000 of 10,000 rows stored so far.");
      expect(page).toContain('<meta http-equiv="refresh" content="3"/>');
      expect(page).not.toContain("Undo this import");
      expect(page).not.toContain("refused.csv");
      const list = (await (await fetch(`${second.url}/desk/import`, { headers: { cookie } })).text()).replaceAll(
        "<!-- -->",
        "",
      );
      expect(list).toContain("Importing");
    },
    START_TIMEOUT_MS * 2 + 120_000,
  );
});

/**
 * Paused: the database refuses a slice part way (a trigger stands in for a full disk). The
 * commit answers with the import's page, which says how far it got and why it waits; what was
 * stored stays. Once the database takes writes again the server goes on by itself (every
 * minute, or here as it starts again) and the import is committed, every row once.
 */
describe("an import the database refuses part way", () => {
  let server: TestServer | undefined;

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it(
    "says why it paused, keeps what is stored, and is finished once the database takes writes",
    async () => {
      server = await startServer();
      const url = server.databaseUrl;
      const postgres = url.startsWith("postgres");
      if (postgres) {
        await query(
          url,
          sql`create function refuse_row() returns trigger language plpgsql as $$
            begin if new.name = 'Refused Row' then raise exception 'No space left on device'; end if; return new; end $$`,
        );
        await query(
          url,
          sql`create trigger refuse_row before insert on leads for each row execute function refuse_row()`,
        );
      } else {
        await query(
          url,
          sql`create trigger refuse_row before insert on leads when new.name = 'Refused Row'
            begin select raise(abort, 'No space left on device'); end`,
        );
      }
      const admin = await addStaff(url, { role: "admin" });
      const cookie = await sessionCookieFor(server.url, admin);
      const names = Array.from({ length: 60 }, (_, i) => (i === 45 ? "Refused Row" : `Paused Person ${i}`));
      const draft = await uploadFair(server, cookie, "Paused Expo", names, 7_400_000_000);
      const committed = await fetch(`${server.url}${draft}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "commit" }),
        headers: { cookie, origin: server.url },
        redirect: "manual",
      });
      expect(committed.status).toBe(303);
      expect(committed.headers.get("location")).toBe(draft);
      const id = draft.split("/").pop()!;
      const [{ storedCount }] = (await query<{ storedCount: number | string }>(
        url,
        sql`select stored_count from imports where id = ${id}`,
      )) as [{ storedCount: number | string }];
      const stored = Number(storedCount);
      expect(stored).toBeGreaterThanOrEqual(20);
      expect(stored).toBeLessThanOrEqual(45);
      const leads = async () =>
        Number((await query<{ n: number | string }>(url, sql`select count(*) as n from leads`))[0]!.n);
      expect(await leads()).toBe(stored);

      const page = (await (await fetch(`${server.url}${draft}`, { headers: { cookie } })).text()).replaceAll(
        "<!-- -->",
        "",
      );
      expect(page).toContain(`Import paused: ${stored} of 60 rows stored.`);
      expect(page).toContain("The database refused to store more (");
      expect(page).toContain("No space left on device");
      expect(page).toContain('<meta http-equiv="refresh" content="30"/>');
      expect(page).not.toContain("Undo this import");
      expect(server.output()).toContain('"event":"import_paused"');
      const list = (await (await fetch(`${server.url}/desk/import`, { headers: { cookie } })).text()).replaceAll(
        "<!-- -->",
        "",
      );
      expect(list).toContain("Education fair: Paused Expo · Paused");
      expect(page).toContain("Stop this import");

      // A second import pauses too, and an admin stops it from its page: its stored rows go.
      const other = await uploadFair(server, cookie, "Stopped Expo", names, 7_500_000_000);
      const act = (path: string, intent: string) =>
        fetch(`${server!.url}${path}`, {
          method: "POST",
          body: new URLSearchParams({ intent }),
          headers: { cookie, origin: server!.url },
          redirect: "manual",
        });
      expect((await act(other, "commit")).status).toBe(303);
      const storedOther = (await leads()) - stored;
      expect(storedOther).toBeGreaterThan(0);
      const stop = await act(other, "stop");
      expect(stop.status).toBe(303);
      expect(await leads()).toBe(stored);
      const stopped = (await (await fetch(`${server.url}${other}`, { headers: { cookie } })).text()).replaceAll(
        "<!-- -->",
        "",
      );
      // It says it was stopped, not undone: how far it had got, and that the rest were never stored.
      expect(stopped).toMatch(
        new RegExp(
          `Stopped .+ while paused, with ${storedOther} of 60 rows stored; the rest were never stored\\. Taken out: ${storedOther} new leads removed\\.`,
        ),
      );
      expect(stopped).not.toContain("Import paused");
      expect(
        (await (await fetch(`${server.url}/desk/import`, { headers: { cookie } })).text()).replaceAll("<!-- -->", ""),
      ).toContain("Education fair: Stopped Expo · Stopped");
      expect((await act(other, "stop")).status).toBe(409);

      // Space again; the server started again goes on from where it stopped.
      await query(url, postgres ? sql`drop trigger refuse_row on leads` : sql`drop trigger refuse_row`);
      await server.stop();
      server = await startServer({ dir: server.dir, dbPath: server.dbPath, databaseUrl: url });
      const finishBy = Date.now() + 30_000;
      while (
        (await query<{ status: string }>(url, sql`select status from imports where id = ${id}`))[0]!.status !==
        "committed"
      ) {
        if (Date.now() > finishBy) throw new Error("the paused import was not finished after the restart");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await leads()).toBe(60);
      const done = await (
        await fetch(`${server.url}${draft}`, { headers: { cookie: await sessionCookieFor(server.url, admin) } })
      ).text();
      expect(done).toContain("Undo this import");
      expect(done).not.toContain("Import paused");
    },
    START_TIMEOUT_MS * 2 + 60_000,
  );
});
