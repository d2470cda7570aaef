import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { healthRoute } from "./health";

/** The route's answers for each way the database check ends, over real HTTP. */
const servers: { close: () => void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function answer(check: (() => Promise<void>) | undefined, timeoutMs?: number) {
  const app = express();
  app.get("/healthz", healthRoute(check, timeoutMs));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((listening) => server.once("listening", listening));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
  return { status: response.status, body: await response.text(), cache: response.headers.get("cache-control") };
}

describe("GET /healthz", () => {
  it("answers 200 ok when the database answers", async () => {
    expect(await answer(async () => {})).toEqual({ status: 200, body: "ok", cache: "no-store" });
  });

  it("answers 503 when the check fails, and says nothing of why", async () => {
    const failing = async () => {
      throw new Error("SQLITE_CORRUPT: database disk image is malformed at /var/lib/institute/institute.db");
    };
    expect(await answer(failing)).toEqual({ status: 503, body: "unavailable", cache: "no-store" });
  });

  it("answers 503 when the database could not be opened at start", async () => {
    expect(await answer(undefined)).toEqual({ status: 503, body: "unavailable", cache: "no-store" });
  });

  it("answers 503 when the database does not answer in time", async () => {
    const started = Date.now();
    expect(await answer(() => new Promise<void>(() => {}), 200)).toMatchObject({ status: 503, body: "unavailable" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
