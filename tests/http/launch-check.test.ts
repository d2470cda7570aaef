import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/storage/database.ts";
import { contentDocumentSchema } from "#content/content-document.ts";
import { seedDocument } from "#content/seed-document.ts";

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

  it("lists what an admin confirmed in the desk as confirmed, with who, when and the source, and counts it no more", async () => {
    const dir = mkdtempSync(join(tmpdir(), "launch-check-"));
    try {
      const url = `file:${join(dir, "institute.db")}`;
      const database = await openDatabase(url, () => new Date("2026-11-20T05:30:00.000Z"));
      const admin = await database.desk.createStaff(
        { email: "head@example.com", name: "Sunita Rao", role: "admin" },
        null,
      );
      if (!admin.ok) throw new Error(admin.message);
      await database.desk.confirmLaunchItem(
        { key: "contact:phone", what: "the phone is still a sample", source: "Office phone bill, Nov 2026" },
        admin.staff.id,
      );
      // A confirmation of something that needs a value is no confirmation (the desk offers none).
      await database.desk.confirmLaunchItem(
        { key: "fees:tuition", what: "tuition", source: "Someone said so" },
        admin.staff.id,
      );
      await database.submissions.close();

      const without = launchCheck([], {
        SITE_URL: "https://www.institute.ac.in",
        DATABASE_URL: `file:${join(dir, "none.db")}`,
      });
      const confirmed = launchCheck([], { SITE_URL: "https://www.institute.ac.in", DATABASE_URL: url });
      expect(confirmed.status).toBe(1);
      expect(confirmed.stdout).toMatch(
        /^app\/content\/site\.ts\s+confirmed: the phone is still a sample \(by Sunita Rao, 20 Nov 2026, 11:00 am; source: Office phone bill, Nov 2026\)$/m,
      );
      expect(confirmed.stdout).not.toMatch(/^app\/content\/site\.ts\s+the phone is still a sample$/m);
      expect(confirmed.stdout).toMatch(/^app\/content\/fees\.ts\s+tuition \(amount and when it is paid\)/m);
      expect(without.stdout).toMatch(/^app\/content\/site\.ts\s+the phone is still a sample$/m);
      const count = (stderr: string) => Number(/(\d+) items above/.exec(stderr)?.[1]);
      expect(count(confirmed.stderr)).toBe(count(without.stderr) - 1);
      // The same list otherwise, line for line.
      expect(confirmed.stdout.split("\n").length).toBe(without.stdout.split("\n").length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("checks the content as published from the desk, not as shipped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "launch-check-"));
    try {
      const url = `file:${join(dir, "institute.db")}`;
      const database = await openDatabase(url);
      const admin = await database.desk.createStaff(
        { email: "head@example.com", name: "Sunita Rao", role: "admin" },
        null,
      );
      if (!admin.ok) throw new Error(admin.message);
      const shipped = contentDocumentSchema.parse(seedDocument());
      const live = await database.desk.ensureContent(JSON.stringify(shipped));
      const published = {
        ...shipped,
        institute: { ...shipped.institute, phone: { display: "+91 98110 22334", digits: "919811022334" } },
      };
      await database.desk.publishContent({
        document: JSON.stringify(published),
        basedOn: live.id,
        note: "The real admissions number",
        staffId: admin.staff.id,
      });
      await database.submissions.close();

      const checked = launchCheck([], { SITE_URL: "https://www.institute.ac.in", DATABASE_URL: url });
      expect(checked.status).toBe(1);
      expect(checked.stdout).not.toMatch(/the phone is still a sample/);
      expect(checked.stdout).toMatch(/the second phone \(altPhone\) is still a sample/);
      // The phone's SAMPLE marker goes with it: the sample was replaced. The second line's stays.
      expect(checked.stdout).not.toMatch(/sample value: the admissions phone/);
      expect(checked.stdout).toMatch(/sample value: the second admissions line/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps working without a database (a fresh clone's production build), and says so when one cannot be read", () => {
    const dir = mkdtempSync(join(tmpdir(), "launch-check-"));
    try {
      const fresh = launchCheck(["--if-production"], {
        NODE_ENV: "production",
        DATABASE_URL: `file:${join(dir, "data", "institute.db")}`,
      });
      expect(fresh.status).toBe(1);
      expect(fresh.stdout).toMatch(/^app\/content\/site\.ts\s+the phone is still a sample$/m);
      expect(fresh.stderr).not.toContain("confirmations were not read");

      writeFileSync(join(dir, "not-a-database.db"), "hello");
      const broken = launchCheck([], { DATABASE_URL: `file:${join(dir, "not-a-database.db")}` });
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(
        /^launch-check: The desk's confirmations and content were not read: .*not a SQLite database/m,
      );
      expect(broken.stdout).toMatch(/^app\/content\/site\.ts\s+the phone is still a sample$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
