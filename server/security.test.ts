import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formPostGuard } from "./security";

/** A post refused because the site was opened at another of its addresses says which address to use (issue 51, item 8). */
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(formPostGuard("https://institute.example"));
  app.post("/desk/sign-in", (_req, res) => void res.send("ok"));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (origin: string) =>
  fetch(`${base}/desk/sign-in`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a",
  });

it("names SITE_URL when the desk was opened by its IP address", async () => {
  const answer = await post(base);
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain(
    `This site is set up to be used at https://institute.example, not at ${base}: open https://institute.example/desk`,
  );
});

it("still refuses another site's form plainly", async () => {
  const answer = await post("https://evil.example");
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain("Forms may only be sent from this website.");
});
