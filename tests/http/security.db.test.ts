import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "#content/courses/index.ts";
import { PAGE_PATHS } from "#app/routes/paths.ts";
import { post, uniquePhone, validContact, validEnquiry, type Fields } from "#tests/support/forms.ts";
import { requestTo } from "#tests/support/http.ts";
import { startInProcess, type InProcessServer } from "#tests/support/in-process.ts";

/**
 * Every answer's security headers, script policy (hashes for the pre-rendered pages, a fresh
 * nonce for each page rendered on request), caching and compression, over plain HTTP to the
 * app in this process. What needs a browser (no page breaks its own policy) is in
 * tests/e2e/security.spec.ts.
 */

const ROUTES = [...PAGE_PATHS, ...courses.map((course) => `/courses/${course.slug}`)];

let server: InProcessServer;
let baseURL: string;
beforeAll(async () => {
  server = await startInProcess();
  baseURL = server.url;
});
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const { get } = requestTo(() => baseURL);

/** The inline scripts that run (not JSON-LD data), with their nonce attribute if any. */
function inlineScripts(html: string): { nonce: string | undefined; body: string }[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ""))
    .map(([, attributes, body]) => ({ nonce: /\bnonce="([^"]+)"/.exec(attributes ?? "")?.[1], body: body ?? "" }));
}

const scriptSources = (policy: string) =>
  policy
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"))!
    .trim();

it("every response carries the security headers", async () => {
  for (const path of [...ROUTES, "/no-such-page", "/sitemap.xml", "/favicon.svg"]) {
    const headers = (await get(path)).headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("form-action 'self'");
    expect(/script-src[^;]*'unsafe-inline'/.test(csp), path).toBe(false);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
    expect(headers["strict-transport-security"], path).toBeUndefined();
    // Left out on purpose, for the first load's speed (decision 8).
    expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
  }
});

it("a page rendered on request gets a fresh nonce per response, carried by each of its inline scripts", async () => {
  const answers = [
    await fetch(new URL("/no-such-page", baseURL)),
    await fetch(new URL("/no-such-page", baseURL)),
    await fetch(new URL("/desk/sign-in", baseURL)),
    // The answer to a post without JavaScript: the page with the visitor's errors.
    await fetch(new URL("/contact", baseURL), {
      method: "POST",
      headers: { Origin: new URL(baseURL).origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(validContact({ phone: uniquePhone(), email: "" })).toString(),
    }),
  ];
  const nonces: string[] = [];
  for (const answer of answers) {
    const policy = answer.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, `${answer.url} ${answer.status}: ${policy}`).toBeDefined();
    expect(scriptSources(policy)).toBe(`script-src 'self' 'nonce-${nonce}'`);
    const scripts = inlineScripts(await answer.text());
    expect(scripts.length, answer.url).toBeGreaterThan(0);
    expect(
      scripts.filter((script) => script.nonce !== nonce).map((script) => script.body.slice(0, 80)),
      answer.url,
    ).toEqual([]);
    nonces.push(nonce!);
  }
  expect(answers.map((answer) => answer.status)).toEqual([404, 404, 200, 400]);
  expect(new Set(nonces).size, "a new nonce for every response").toBe(nonces.length);
});

it("a pre-rendered page keeps its scripts' hashes and no nonce; its scripts carry none", async () => {
  for (const path of ["/", "/about", "/courses/hotel-management"]) {
    const answer = await get(path);
    const policy = answer.headers()["content-security-policy"]!;
    expect(policy, path).not.toContain("'nonce-");
    const sources = scriptSources(policy);
    const scripts = inlineScripts(await answer.text());
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.nonce, path).toBeUndefined();
      expect(sources, path).toContain(`'sha256-${createHash("sha256").update(script.body, "utf8").digest("base64")}'`);
    }
    // The same policy on every visit: it belongs to the file.
    expect((await get(path)).headers()["content-security-policy"], path).toBe(policy);
  }
});

it("HSTS is sent only over HTTPS behind a trusted proxy", async () => {
  // The test server does not trust proxies, so a forged header must not turn HSTS on.
  const forged = await get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(forged.headers()["strict-transport-security"]).toBeUndefined();
});

it("pages rendered per request are compressed too, and read the same", async () => {
  for (const path of ["/courses?level=M.Voc", "/desk/sign-in", "/no-such-page"]) {
    const compressed = await get(path, { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers()["content-encoding"], path).toBe("gzip");
    expect(compressed.headers().vary, path).toContain("Accept-Encoding");
    const plain = await get(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"], path).toBeUndefined();
    // The client decodes it: the same page either way, nonces aside.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, "");
    expect(withoutNonces(await compressed.text()), path).toBe(withoutNonces(await plain.text()));
  }
});

it("assets are immutable, pages revalidate with ETags, encodings are negotiated", async () => {
  const page = await get("/courses/hotel-management", { headers: { "accept-encoding": "br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["cache-control"]).toBe("public, max-age=60, must-revalidate");
  expect(page.headers().vary).toContain("Accept-Encoding");
  const etag = page.headers().etag!;
  const again = await get("/courses/hotel-management", { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(again.status()).toBe(304);

  const gzip = await get("/courses/hotel-management", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await get("/courses/hotel-management", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("Hotel Management");

  const asset = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(await plain.text())![1]!;
  const script = await get(asset, { headers: { "accept-encoding": "br, gzip" } });
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers()["content-encoding"]).toBe("br");
  expect(script.headers()["content-type"]).toContain("text/javascript");
});

describe("answers to posts repeat what was typed: never stored by a browser or a proxy", () => {
  // What each answer repeats, when it repeats the visitor's words.
  const cases: { path: string; fields: Fields; status: number; echoes?: string }[] = [
    // Without JavaScript: a plain form post, answered with the page.
    { path: "/admission", fields: validEnquiry({ phone: uniquePhone() }), status: 200 },
    {
      path: "/admission",
      fields: validEnquiry({ name: "Asha No-Store", phone: "12" }),
      status: 400,
      echoes: "Asha No-Store",
    },
    { path: "/contact", fields: validContact(), status: 200 },
    {
      path: "/contact",
      fields: validContact({ name: "Ravi No-Store", email: "ravi@" }),
      status: 400,
      echoes: "Ravi No-Store",
    },
    // With JavaScript: React Router's fetch of the route data.
    { path: "/admission.data", fields: validEnquiry({ phone: uniquePhone() }), status: 200 },
    {
      path: "/admission.data",
      fields: validEnquiry({ name: "Mira No-Store", email: "mira@" }),
      status: 400,
      echoes: "Mira No-Store",
    },
    { path: "/contact.data", fields: validContact(), status: 200 },
    { path: "/contact.data", fields: validContact({ name: "Dev No-Store", message: "" }), status: 400 },
  ];

  for (const { path, fields, status, echoes } of cases) {
    it(`POST ${path} answered ${status}: Cache-Control no-store`, async () => {
      const answer = await post(baseURL, path, fields);
      expect(answer.status).toBe(status);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      if (echoes) expect(answer.body).toContain(echoes);
    });
  }

  it("refusals, other methods and the desk's posts too", async () => {
    const foreign = await post(baseURL, "/contact", validContact(), { origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("cache-control")).toBe("no-store");
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const answer = await fetch(new URL("/admission", baseURL), {
        method,
        headers: { Origin: new URL(baseURL).origin },
      });
      expect(answer.headers.get("cache-control"), method).toBe("no-store");
    }
    const signIn = await post(baseURL, "/desk/sign-in", { email: "nobody@example.com", password: "not the password" });
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    // Pages themselves stay cacheable.
    expect((await fetch(new URL("/contact", baseURL))).headers.get("cache-control")).toBe(
      "public, max-age=60, must-revalidate",
    );
  });
});
