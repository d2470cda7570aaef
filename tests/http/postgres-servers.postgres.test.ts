import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, uniquePhone, validEnquiry, type Fields } from "#tests/support/forms.ts";
import { createDatabase, runPostgres, type TestPostgres } from "#tests/support/postgres.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";
import { contentAdmin, publishInstitute } from "#tests/support/content.ts";
import { openReader } from "#server/storage/database.ts";

/**
 * Several app servers behind one load balancer, sharing one PostgreSQL database (on the
 * server `npm run test:postgres` started, TEST_POSTGRES_URL; else on a throwaway server
 * started here, tests/support/postgres.ts): a visitor's rate limit (posts held above
 * it) and hard cap (posts refused) hold whichever server answers, a repeat sent to each server is stored once, and a server
 * killed with SIGKILL while 16 posters send to both loses no acknowledged submission.
 * TRUST_PROXY=1 lets each test name its visitor's address in X-Forwarded-For, as a load
 * balancer would.
 */
const LIMIT = 5;
/** Above LIMIT an address's posts are held; above this they are refused. */
const HARD_CAP = 2 * LIMIT;
const POSTERS = 16;
/** Kill the first server after this many acknowledgements in all, mid-load. */
const KILL_AFTER = 60;

let postgres: TestPostgres | undefined;
let databaseUrl: string;
const servers: TestServer[] = [];

let address = 0;
/** A visitor address no other test here uses. */
const visitor = () => `198.51.100.${++address}`;

function send(server: TestServer, fields: Fields, from: string, signal?: AbortSignal) {
  return fetch(new URL("/admission", server.url), {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
    body: new URLSearchParams(fields).toString(),
    signal,
  });
}

async function storedNames(): Promise<Set<string>> {
  const reader = await openReader(databaseUrl);
  try {
    return new Set((await reader.listEnquiries()).map((row) => row.name));
  } finally {
    await reader.close();
  }
}

describe("two app servers on one PostgreSQL database", () => {
  beforeAll(async () => {
    postgres = await runPostgres();
    databaseUrl = await createDatabase(postgres.url());
    const env = {
      DATABASE_URL: databaseUrl,
      SUBMIT_RATE_LIMIT: String(LIMIT),
      SUBMIT_HARD_CAP: String(HARD_CAP),
      TRUST_PROXY: "1",
    };
    // One after the other: two starting at once on a loaded 2-core machine can outlast the
    // start timeout (migrating together is tested in shared-database.postgres.test.ts).
    // Each server keeps its rate-limit counts in the database (server/local-app.ts).
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env }));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
      server.cleanup();
    }
    await postgres?.stop();
  });

  it("the submit rate limit and the hard cap hold across both servers", async () => {
    const [one, two] = servers as [TestServer, TestServer];
    const from = visitor();
    const statuses: number[] = [];
    const names: string[] = [];
    for (let i = 0; i <= HARD_CAP; i++) {
      // A different family each time (phone and email): one person is refused above the limit.
      const fields = validEnquiry({
        phone: uniquePhone(),
        email: `family-${randomBytes(5).toString("hex")}@example.com`,
      });
      names.push(fields.name!);
      const response = await send(i % 2 ? two : one, fields, from);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(HARD_CAP).fill(200), 429]);
    // The first LIMIT are enquiries at once; the next are held for an admin (the export leaves them out).
    const stored = await storedNames();
    expect(names.map((name) => stored.has(name))).toEqual([
      ...Array<boolean>(LIMIT).fill(true),
      ...Array<boolean>(HARD_CAP - LIMIT + 1).fill(false),
    ]);
    const reader = await openReader(databaseUrl);
    try {
      const held = await reader.db
        .selectFrom("enquiries")
        .select("name")
        .where("name", "in", names)
        .where("heldAt", "is not", null)
        .execute();
      expect(held.map((row) => row.name).sort()).toEqual(names.slice(LIMIT, HARD_CAP).sort());
    } finally {
      await reader.close();
    }
    // Another address is not limited by it.
    expect(
      (
        await post(two.url, "/admission", validEnquiry({ phone: uniquePhone() }), {
          headers: { "X-Forwarded-For": visitor() },
        })
      ).status,
    ).toBe(200);
  });

  it("a repeat sent to each server at once is stored once", async () => {
    const [one, two] = servers as [TestServer, TestServer];
    const fields = validEnquiry({ phone: uniquePhone() });
    const responses = await Promise.all([send(one, fields, visitor()), send(two, fields, visitor())]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const reader = await openReader(databaseUrl);
    try {
      expect((await reader.listEnquiries()).filter((row) => row.name === fields.name)).toHaveLength(1);
    } finally {
      await reader.close();
    }
  });

  it("content published on one server is live on the other's pre-rendered pages", async () => {
    const [one, two] = servers as [TestServer, TestServer];
    const phone = `+91 98${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0")}`;
    const cookie = await contentAdmin(one.url, databaseUrl);
    await publishInstitute(one.url, cookie, { phone }, "New admissions number");
    // The other server learns of it by asking the database (every 500 ms) and serves the
    // pages the first one rendered; how soon is measured by `npm run bench`, not here.
    await expect
      .poll(async () => (await (await fetch(new URL("/contact", two.url))).text()).includes(phone), { timeout: 15_000 })
      .toBe(true);
    expect(await (await fetch(new URL("/hi/about", two.url))).text()).toContain(phone);
  });

  it("one server killed with SIGKILL while 16 posters send to both loses no acknowledged submission", async () => {
    const [one, two] = servers as [TestServer, TestServer];
    const acknowledged: string[] = [];
    const refusedByTheSurvivor: number[] = [];
    let killed: Promise<void> | undefined;
    const deadline = Date.now() + 20_000;

    // Each poster alternates between the servers, each post from a fresh address (the limit
    // is not what is tested here), until the kill and a few more posts to the survivor.
    let afterKill = 0;
    await Promise.all(
      Array.from({ length: POSTERS }, async (_, poster) => {
        for (let n = 0; Date.now() < deadline && afterKill < 4 * POSTERS; n++) {
          const target = (poster + n) % 2 ? two : one;
          const fields = validEnquiry({ phone: uniquePhone(), message: `poster ${poster} post ${n}` });
          try {
            const response = await send(target, fields, visitor(), AbortSignal.timeout(10_000));
            if (response.status === 200) {
              acknowledged.push(fields.name!);
              if (acknowledged.length === KILL_AFTER) killed = one.kill();
            } else if (target === two) {
              refusedByTheSurvivor.push(response.status);
            }
            await response.arrayBuffer().catch(() => undefined);
          } catch {
            // Cut off by the kill (the killed server's requests): never acknowledged.
          }
          if (killed) afterKill++;
        }
      }),
    );
    expect(killed, `the kill was triggered (${acknowledged.length} acknowledged)`).toBeDefined();
    await killed;
    expect(one.process.signalCode).toBe("SIGKILL");
    // The survivor answered every post it got: none refused because the other died.
    expect(refusedByTheSurvivor).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(KILL_AFTER);

    const stored = await storedNames();
    expect(
      acknowledged.filter((name) => !stored.has(name)),
      "acknowledged but not stored",
    ).toEqual([]);
    console.info(`postgres servers: ${acknowledged.length} acknowledged, all stored`);
  }, 120_000);
});
