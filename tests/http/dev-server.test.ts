import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, validContact, validEnquiry } from "#tests/support/forms.ts";
import { readRows } from "#tests/support/db.ts";
import { sessionCookieFor } from "#tests/support/desk.ts";
import { freePort } from "#tests/support/server.ts";

/**
 * `npm run dev` (server/dev.ts): the Express app with Vite as its middleware, over a
 * development database it makes and fills with demo data on first run. Unlike bare
 * `react-router dev`, the forms save (no 503) and the desk signs in. No build needed: Vite
 * compiles the app as it is asked for.
 */

const START_TIMEOUT_MS = 45_000;

let child: ChildProcess | undefined;
let output = "";
let dir = "";
let url = "";
let databaseUrl = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "institute-dev-"));
  databaseUrl = `file:${join(dir, "dev.db")}`;
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // As `npm run dev` runs it (package.json), without npm around it so the test ends the server itself.
  child = spawn(process.execPath, ["--import", "tsx", resolve("server/dev.ts")], {
    // NODE_ENV as this project sets it (production): the development server sets its own.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SUBMIT_RATE_LIMIT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(output.includes('"event":"listening"') && output.includes("Development server:"))) {
    if (child.exitCode !== null) throw new Error(`The development server exited early:\n${output}`);
    if (Date.now() > deadline)
      throw new Error(`The development server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}, START_TIMEOUT_MS + 5_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once("exit", done));
    child.kill("SIGTERM");
    const killed = setTimeout(() => child!.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(killed);
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("is this server", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.dev).toBe("tsx server/dev.ts");
  });

  it("renders the home page through Vite, with its HMR client allowed in development only", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    // React Router's development page loads its HMR runtime, and Vite serves its client.
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    const viteClient = await fetch(new URL("/@vite/client", url));
    expect(viteClient.status).toBe(200);
    expect(viteClient.headers.get("content-type")).toMatch(/javascript/);
    await viteClient.arrayBuffer();
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(csp).toContain(`connect-src 'self' ws://${new URL(url).host};`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("saves the contact and admission forms to the development database", async () => {
    const contact = validContact();
    const contactAnswer = await post(url, "/contact", contact);
    expect(contactAnswer.status, contactAnswer.body.slice(0, 300)).toBe(200);
    const enquiry = validEnquiry();
    const enquiryAnswer = await post(url, "/admission", enquiry);
    expect(enquiryAnswer.status, enquiryAnswer.body.slice(0, 300)).toBe(200);

    const messages = await readRows<{ name: string }>(databaseUrl, "messages");
    expect(messages.map((row) => row.name)).toContain(contact.name);
    const enquiries = await readRows<{ name: string }>(databaseUrl, "enquiries");
    expect(enquiries.map((row) => row.name)).toContain(enquiry.name);
  });

  it("serves the desk, whose demo admin signs in with the password it printed", async () => {
    const page = await fetch(new URL("/desk/sign-in", url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sign in");

    const printed = /Email: (\S+)\s+Password: (\S+)/.exec(output);
    expect(printed, output).not.toBeNull();
    const cookie = await sessionCookieFor(url, { email: printed![1]!, password: printed![2]! });
    const desk = await fetch(new URL("/desk/leads", url), { headers: { Cookie: cookie }, redirect: "manual" });
    expect(desk.status).toBe(200);
    // The demo leads' phone numbers (+91 00xxx xxxxx, scripts/demo/people.ts).
    expect(await desk.text()).toMatch(/\+91 00\d{3} \d{5}/);
  });
});
