import { expect, test } from "../support/fixtures";
import { startServerWithoutDatabase } from "../support/forms";
import { startServer, type TestServer } from "../support/server";

/**
 * GET /healthz as a proxy or monitor sees it: 200 `ok` while the database answers, 503 when
 * it cannot be opened; never cached, never rate-limited, never logged, nothing else said.
 */

async function health(server: TestServer, method: "GET" | "HEAD" = "GET") {
  const response = await fetch(new URL("/healthz", server.url), { method });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

test.describe("with a database", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    // A rate limit on, to show the check is not subject to it.
    server = await startServer({ env: { SUBMIT_RATE_LIMIT: "5" } });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  test("answers 200 ok, uncached, as often as asked, and logs nothing", async () => {
    const logBefore = server.output();
    const first = await health(server);
    expect(first.status).toBe(200);
    expect(first.body).toBe("ok");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await health(server, "HEAD")).status).toBe(200);

    // A monitor every second for a minute, and then some: every answer 200.
    const statuses = await Promise.all(Array.from({ length: 120 }, () => health(server).then((answer) => answer.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    await new Promise((settle) => setTimeout(settle, 200));
    expect(server.output().slice(logBefore.length)).not.toContain("healthz");
  });
});

test.describe("without a database", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServerWithoutDatabase();
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  test("answers 503 and says nothing of why, while pages are still served", async () => {
    const answer = await health(server);
    expect(answer.status).toBe(503);
    expect(answer.body).toBe("unavailable");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(new URL("/", server.url))).status).toBe(200);
  });
});
