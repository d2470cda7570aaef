import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "#tests/support/db.ts";
import { post, uniqueName, uniquePhone, validEnquiry } from "#tests/support/forms.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";
import { startServer } from "#tests/support/server.ts";

/**
 * The server's edges (decision 15): clients too slow to finish a request are cut off while
 * others are answered, and behind a proxy the Origin check, HSTS and the rate limit's
 * addresses (IPv6 by /56) follow TRUST_PROXY and SITE_URL (the app and its HTTP server in
 * this process); a save in flight when the server process dies is never acknowledged, and
 * a TRUST_PROXY that trusts everyone stops the start (a real server process).
 */

type Row = Record<string, string>;
const uniqueEmail = () => `${uniqueName("edge").replace(" ", ".")}@example.com`;
const ownEnquiry = (overrides: Record<string, string> = {}) =>
  validEnquiry({ phone: uniquePhone(), email: uniqueEmail(), ...overrides });

/** A raw connection to the server, and everything it has received so far. */
async function openSocket(server: {
  port: number;
}): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined); // a reset is one way of being cut off
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - opened)));
  return { socket, received: () => received, closed };
}

/** Writes one byte at a time every `everyMs`, until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded || index >= text.length) return clearInterval(timer);
    socket.write(text[index++]!);
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

describe("slow clients", () => {
  let server: InProcessServer;

  beforeAll(async () => {
    // Small limits, so the test need not wait the 10 s and 30 s of the defaults; the request
    // timeout leaves the test's own client, in this process, time to be answered meanwhile.
    server = await startInProcess({ env: { HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "4" } });
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("a client trickling a form's body is cut off at the request timeout; others are answered meanwhile", async () => {
    const body = new URLSearchParams(ownEnquiry()).toString();
    const slow = await openSocket(server);
    slow.socket.write(
      `POST /admission HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // Four bytes a second: the whole body would take well over a minute.
    trickle(slow.socket, body, 250);

    let slowConnected = true;
    void slow.closed.then(() => (slowConnected = false));

    // While it trickles, pages and posts from others are answered at once: before it is cut
    // off, which is when a server held by it would first answer them. (Judged by that event
    // rather than a time limit: the test's client shares this process and this busy machine.)
    const others: number[] = [];
    const answeredWhileSlowConnected: boolean[] = [];
    for (let index = 0; index < 3; index++) {
      others.push((await fetch(new URL("/about", server.url))).status);
      others.push((await post(server.url, "/admission", ownEnquiry())).status);
      answeredWhileSlowConnected.push(slowConnected);
    }
    expect(others).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answeredWhileSlowConnected[0], "answered without waiting for the slow client").toBe(true);

    const heldFor = await slow.closed;
    expect(heldFor, "cut off at about the 4 s request timeout").toBeLessThan(8000);
    expect(heldFor).toBeGreaterThanOrEqual(3000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    // Nothing half-sent was stored.
    expect(await readRows<Row>(server.databaseUrl, "enquiries")).toHaveLength(3);
  });

  it("a client trickling its headers is cut off at the headers timeout", async () => {
    const slow = await openSocket(server);
    trickle(
      slow.socket,
      `GET /about HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Slow: ${"a".repeat(200)}\r\n\r\n`,
      100,
    );
    const heldFor = await slow.closed;
    expect(heldFor, "cut off at about the 1 s headers timeout").toBeLessThan(3500);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect((await fetch(new URL("/about", server.url))).status).toBe(200);
  });
});

// What must hold: the save is never acknowledged, and nothing is stored.
it("a save in flight when the server process dies is never acknowledged", async () => {
  const server = await startServer();
  try {
    const client = await openSocket(server);
    // A first request on the connection: the connection is open and served.
    client.socket.write(`GET /about HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await expect.poll(() => client.received().includes("</html>")).toBe(true);

    const fields = ownEnquiry();
    const body = new URLSearchParams(fields).toString();
    const half = Math.floor(body.length / 2);
    // Expect: 100-continue makes the server say when it has read the headers: only then is
    // the save in flight. (Killed before that, the connection is idle and simply closed.)
    client.socket.write(
      `POST /admission HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\nExpect: 100-continue\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await expect.poll(() => client.received().includes("HTTP/1.1 100 Continue")).toBe(true);
    client.socket.write(body.slice(0, half));
    await server.kill();
    client.socket.write(body.slice(half));
    await client.closed;
    const answer = client.received().slice(client.received().indexOf("</html>"));
    expect(answer).not.toMatch(/HTTP\/1\.1 [23]\d\d (?!Continue)/);
    if (/HTTP\/1\.1 5\d\d/.test(answer)) expect(answer).toContain("Your message could not be sent");
    expect((await readRows<Row>(server.databaseUrl, "enquiries")).map((row) => row.name)).not.toContain(fields.name);
  } finally {
    if (server.process.exitCode === null && server.process.signalCode === null) await server.kill();
    server.cleanup();
  }
}, 60_000);

describe("behind a proxy (TRUST_PROXY=1, SITE_URL on HTTPS)", () => {
  const SITE = "https://www.example.edu.in";
  let server: InProcessServer;

  beforeAll(async () => {
    server = await startInProcess({
      env: { TRUST_PROXY: "1", SITE_URL: SITE, SUBMIT_RATE_LIMIT: "2", SUBMIT_HARD_CAP: "2" },
    });
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  /** A post as the proxy forwards it: the server sees plain HTTP and the proxy's own Host. */
  const proxied = (forwardedFor: string, origin = SITE, headers: Record<string, string> = {}) =>
    post(server.url, "/admission", ownEnquiry(), {
      origin,
      headers: { "X-Forwarded-For": forwardedFor, "X-Forwarded-Proto": "https", ...headers },
    });

  it("a post from the public HTTPS site is taken; one naming another origin, or this server's own, is refused", async () => {
    expect((await proxied("203.0.113.1")).status).toBe(200);
    // A proxy that names the public host is taken too (without JavaScript, and with it).
    expect((await proxied("203.0.113.9", SITE, { "X-Forwarded-Host": "www.example.edu.in" })).status).toBe(200);
    const withScript = await post(server.url, "/admission.data", ownEnquiry(), {
      origin: SITE,
      headers: { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https" },
    });
    expect(withScript.status).toBe(200);
    expect((await proxied("203.0.113.1", server.url)).status).toBe(403);
    expect((await proxied("203.0.113.1", "https://elsewhere.example")).status).toBe(403);
    const page = await fetch(new URL("/about", server.url), {
      headers: { "X-Forwarded-For": "203.0.113.1", "X-Forwarded-Proto": "https" },
    });
    expect(page.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("the rate limit counts the forwarded address, IPv6 addresses by their /56", async () => {
    // 203.0.113.1 has spent one post above.
    expect((await proxied("203.0.113.1")).status).toBe(200);
    expect((await proxied("203.0.113.1")).status).toBe(429);
    expect((await proxied("203.0.113.2")).status, "another address has its own count").toBe(200);

    // Two addresses in one /56 (2001:db8:aa:bb00::/56) share a count; the next /56 does not.
    expect((await proxied("2001:db8:aa:bb00::1")).status).toBe(200);
    expect((await proxied("2001:db8:aa:bbff:1234::9")).status).toBe(200);
    expect((await proxied("2001:db8:aa:bb42::77")).status).toBe(429);
    expect((await proxied("2001:db8:aa:cc00::1")).status).toBe(200);
    // The library's validations are on and found nothing amiss.
    expect(server.output()).not.toContain("ERR_ERL_");
  });
});

it("a TRUST_PROXY that trusts everyone stops the start with one line naming it", async () => {
  await expect(startServer({ env: { TRUST_PROXY: "true" } })).rejects.toThrow(
    /TRUST_PROXY: trusting every address lets any visitor name their own address/,
  );
});
