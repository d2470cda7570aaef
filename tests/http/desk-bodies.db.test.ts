import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, sessionCookieFor } from "#tests/support/desk.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";

/**
 * Every desk route that takes a post reads its body through the one desk body reader
 * (app/desk/form.server.ts): a body it cannot read, a multipart body cut off before its
 * closing boundary or a multipart type with no boundary at all, is answered 400 with a
 * sentence, and nothing is logged as a route error. The routes are read from the build's
 * route table, so a route added later is covered without being named here. SQLite and
 * PostgreSQL.
 */

/** Each desk route with an action, as a path a request can name (its parameters filled in: an optional id is a new entry's). */
async function deskActionPaths(): Promise<string[]> {
  const build = (await import(resolve(process.env.BUILD_DIR ?? "build", "server/index.js"))) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    return [route.parentId ? fullPath(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route?.module.action && fullPath(route.id).startsWith("desk"))
    .map((route) =>
      `/${fullPath(route!.id)}`
        .replace(/:slug\??/, "dialysis-technology")
        .replace(/:[a-z]+\?/gi, "new")
        .replace(/:[a-z]+/gi, "0123456789ab"),
    );
}

/** Where a post comes from someone not signed in (signed in, the page itself sends them on). */
const SIGNED_OUT_PAGES = ["/desk/sign-in"];

const BROKEN = {
  "a multipart body without its closing boundary": {
    type: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nno end',
  },
  "a multipart type with no boundary": { type: "multipart/form-data", body: "intent=save" },
};

describe("a body the desk cannot read", () => {
  let server: InProcessServer;
  let cookie: string;
  let paths: string[];

  beforeAll(async () => {
    server = await startInProcess();
    cookie = await sessionCookieFor(server.url, await addStaff(server.databaseUrl, { role: "admin" }));
    paths = await deskActionPaths();
  });

  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  it("finds the desk's actions in the route table", () => {
    // The routes named by the issue among them; the rest come as the table has them.
    expect(paths).toEqual(
      expect.arrayContaining(["/desk/leads/0123456789ab", "/desk/staff", "/desk/content/institute", "/desk/sign-in"]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(30);
  });

  it("is answered 400 on every desk route that takes a post, with and without JavaScript, never logged as a route error", async () => {
    const answers: string[] = [];
    // Signing out last, in case a sign-out post ends the session whatever its body.
    const inOrder = [...paths].sort((a, b) => Number(a === "/desk/sign-out") - Number(b === "/desk/sign-out"));
    for (const path of inOrder) {
      for (const [what, broken] of Object.entries(BROKEN)) {
        for (const url of [path, `${path}.data`]) {
          const response = await fetch(new URL(url, server.url), {
            method: "POST",
            headers: {
              // The sign-in page sends the signed-in elsewhere; every other desk post is an admin's.
              ...(SIGNED_OUT_PAGES.includes(path) ? {} : { Cookie: cookie }),
              Origin: server.url,
              "Content-Type": broken.type,
              ...(url === path ? { Accept: "text/html", "Sec-Fetch-Dest": "document" } : {}),
            },
            body: broken.body,
            redirect: "manual",
          });
          const text = await response.text();
          // The status, and whether the answer says what happened.
          answers.push(`${url}, ${what}: ${response.status}${/could not be read/.test(text) ? "" : ", unexplained"}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(": 400"))).toEqual([]);
    expect(server.output()).not.toMatch(/"event":"route_error"/);
  });
});
