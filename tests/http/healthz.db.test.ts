import { describe, expect, it } from "vitest";
import {
  serverForTheseTests,
  startInProcess,
  startInProcessWithoutDatabase,
  type InProcessServer,
} from "#tests/support/in-process.ts";

/**
 * GET /healthz as a proxy or monitor sees it: 200 `ok` while the database answers, 503 when
 * it cannot be opened; never cached, never rate-limited, never logged, nothing else said.
 */

async function health(server: InProcessServer, method: "GET" | "HEAD" = "GET") {
  const response = await fetch(new URL("/healthz", server.url), { method });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe("with a database", () => {
  // A rate limit on, to show the check is not subject to it.
  const server = serverForTheseTests(() => startInProcess({ env: { SUBMIT_RATE_LIMIT: "5" } }));

  it("answers 200 ok, uncached, as often as asked, and logs nothing", async () => {
    const logBefore = server().output();
    const first = await health(server());
    expect(first.status).toBe(200);
    expect(first.body).toBe("ok");
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await health(server(), "HEAD")).status).toBe(200);

    // A monitor every second for a minute, and then some: every answer 200.
    const statuses = await Promise.all(
      Array.from({ length: 120 }, () => health(server()).then((answer) => answer.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    // Logged in this process, through console: a line written as a response finishes is
    // there one turn of the event loop later, with no pipe to wait for.
    await new Promise((turn) => setImmediate(turn));
    expect(server().output().slice(logBefore.length)).not.toContain("healthz");
  });
});

describe("without a database", () => {
  const server = serverForTheseTests(() => startInProcessWithoutDatabase());

  it("answers 503 and says nothing of why, while pages are still served", async () => {
    const answer = await health(server());
    expect(answer.status).toBe(503);
    expect(answer.body).toBe("unavailable");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(new URL("/", server().url))).status).toBe(200);
  });
});
