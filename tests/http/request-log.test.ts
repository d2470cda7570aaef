import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { post, uniquePhone, validContact } from "#tests/support/forms.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * The request log (server/request-log.ts) on the real server: one line per request with
 * method, route, status and duration, at info, the site's files at debug; never a query
 * string, a sign-in token or what a visitor typed, and never /healthz. A server of its own
 * (tests/support/server.ts), whose standard error the test reads.
 */

interface RequestLine {
  level: string;
  role: string;
  event: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

function requestLines(server: TestServer): RequestLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"request"'))
    .map((line) => JSON.parse(line) as RequestLine);
}

it("one line per request: method, route, status, duration; no query, token or typed text", async () => {
  // debug, so the site's files are logged too, and at which level shows (at info, the
  // default, pino drops them: server/log.test.ts).
  const server = await startServer({ env: { LOG_LEVEL: "debug" } });
  try {
    const unique = randomBytes(5).toString("hex");
    const searched = `physio${unique}`;
    const token = `token${unique}`;
    // An unknown path is logged as it is (as its not_found line has always done).
    const missing = `/no-such-page-${randomBytes(5).toString("hex")}`;

    const courses = await fetch(`${server.url}/courses?q=${searched}&level=bvoc`);
    expect(courses.status).toBe(200);
    const asset = /"(\/assets\/[\w.-]+\.js)"/.exec(await courses.text())?.[1];
    expect(asset, "the page loads a script").toBeTruthy();
    expect((await fetch(server.url + asset!)).status).toBe(200);
    const welcome = await fetch(`${server.url}/desk/welcome/${token}`);
    expect((await fetch(`${server.url}${missing}?ref=${searched}`)).status).toBe(404);
    const contact = validContact({
      name: `Visitor ${unique}`,
      email: `log-${unique}@example.com`,
      phone: uniquePhone(),
      message: `Call me ${unique}`,
    });
    expect((await post(server.url, "/contact", contact)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const expected = [
      { level: "info", method: "GET", route: "/courses", status: 200 },
      { level: "debug", method: "GET", route: asset!, status: 200 },
      { level: "info", method: "GET", route: "/desk/welcome/:token", status: welcome.status },
      { level: "info", method: "GET", route: missing, status: 404 },
      { level: "info", method: "POST", route: "/contact", status: 200 },
    ];
    await expect.poll(() => requestLines(server).length).toBeGreaterThanOrEqual(expected.length);
    const lines = requestLines(server);
    for (const want of expected) {
      const found = lines.filter((line) => line.route === want.route);
      expect(found, want.route).toHaveLength(1);
      expect(found[0]).toEqual({
        ...want,
        event: "request",
        role: "server",
        durationMs: expect.any(Number),
        time: expect.any(String),
        pid: expect.any(Number),
      });
      expect(found[0]!.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(lines.map((line) => line.route)).not.toContain("/healthz");

    const output = server.output();
    for (const secret of [searched, token, unique, contact.phone!, contact.email!])
      expect(output, secret).not.toContain(secret);
  } finally {
    await server.stop();
    server.cleanup();
  }
});
