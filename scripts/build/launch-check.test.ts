import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** `npm run launch-check` as an operator runs it: its own process, its exit code, its output. */
function launchCheck(args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/launch-check.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, SITE_URL: undefined, NODE_ENV: undefined, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run launch-check", () => {
  it("fails on today's content, listing each sample and unconfirmed item with its file and line", () => {
    const { status, stdout, stderr } = launchCheck([], { SITE_URL: "http://localhost:3000" });
    expect(status).toBe(1);
    expect(stdout).toMatch(/^SITE_URL\s+localhost is a local address$/m);
    expect(stdout).toMatch(/^app\/content\/site\.ts:\d+\s+sample value: the admissions phone$/m);
    expect(stdout).toMatch(/^app\/content\/privacy\.ts:\d+\s+sample value: the hosting provider$/m);
    expect(stdout).toMatch(/^app\/content\/site\.ts\s+the phone is still a sample$/m);
    // What families look for (fees, dates, recognition), listed by the content's own state until it is given.
    expect(stdout).toMatch(
      /^app\/content\/claim-sources\.ts\s+the claim "95% Placement Rate" has no source and year$/m,
    );
    expect(stdout).toMatch(
      /^app\/content\/testimonials\.ts\s+4 of 4 success stories are examples, not real graduates$/m,
    );
    expect(stdout).toMatch(/^app\/content\/fees\.ts\s+the whole course's cost to be confirmed for all 22 courses$/m);
    expect(stdout).toMatch(/^app\/content\/intake\.ts\s+seats to be confirmed for all 22 courses$/m);
    expect(stdout).toMatch(
      /^app\/content\/recognition\.ts\s+Sample State University: the programmes it awards, its recognition status and its affiliation letters to be confirmed$/m,
    );
    expect(stdout).toMatch(
      /^app\/content\/grievance\.ts\s+Anti-ragging committee: name, phone and email to be confirmed$/m,
    );
    expect(stdout).toMatch(/^app\/content\/faq\.ts\s+no answer yet to "How much attendance is required\?"$/m);
    // Each sample contact detail once, though the content's state and the old check both know it.
    expect(stdout.match(/the phone is still a sample/g)).toHaveLength(1);
    expect(stderr).toMatch(/^launch-check: not ready for launch: \d+ items above to give or confirm\.$/m);
  }, 30_000);

  it("passes on fully confirmed content with a public https SITE_URL", () => {
    const { status, stdout } = launchCheck(["--content", "tests/fixtures/confirmed-content"], {
      SITE_URL: "https://www.institute.ac.in",
    });
    expect(stdout).toContain("Ready for launch");
    expect(status).toBe(0);
  }, 30_000);

  it("still fails on confirmed content while SITE_URL is local", () => {
    const { status, stdout } = launchCheck(["--content", "tests/fixtures/confirmed-content"], {
      SITE_URL: "http://127.0.0.1:3000",
    });
    expect(status).toBe(1);
    expect(stdout.trim().split("\n")).toEqual(["SITE_URL  127.0.0.1 is a local address", "SITE_URL  must use https"]);
  }, 30_000);

  it("stops a production build on the same list, and lets other builds through", () => {
    expect(launchCheck(["--if-production"], { NODE_ENV: "production" }).status).toBe(1);
    expect(launchCheck(["--if-production"], { NODE_ENV: "development" }).status).toBe(0);
  }, 30_000);
});
