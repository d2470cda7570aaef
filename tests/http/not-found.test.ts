import { expect, it } from "vitest";
import { serverForTheseTests } from "#tests/support/in-process.ts";

/** A 404 is logged with its path, whether it names no route or an unknown course. */

const server = serverForTheseTests();

it("unknown course slugs log their path like any other 404", async () => {
  for (const path of ["/courses/not-a-course", "/no-such-page"]) {
    expect((await fetch(server().url + path)).status).toBe(404);
  }
  expect(server().output()).toContain('"event":"not_found","path":"/courses/not-a-course"}');
  expect(server().output()).toContain('"event":"not_found","path":"/no-such-page"}');
});
