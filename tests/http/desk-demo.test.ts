import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#app/desk/passwords.server.ts";
import { mobileNumber } from "#app/lib/phone.ts";
import { STATUSES } from "#domain/leads.ts";
import { openSqliteDatabase } from "#server/storage/sqlite-store.ts";
import { DEMO_ADMIN, isDemoEmail, isDemoPhone } from "../../scripts/demo/people";

/** Each run starts a process and writes through the real store, one durable commit per step: seconds, more on a busy machine. */
const SLOW = 60_000;

function demo(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", resolve("scripts/demo/desk-demo.ts"), ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "" },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.trim() };
}

function query<T>(dbPath: string, sql: string): T[] {
  const db = keptConnection(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** An Indian mobile number in any spelling the forms take. */
function isIndianMobile(phone: string): boolean {
  return mobileNumber(phone) !== null;
}

describe("npm run desk:demo", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "desk-demo-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "fills a new database with fictional leads in every status and a demo admin who can sign in",
    async () => {
      const dbPath = join(dir, "demo.db");
      const run = demo("--database", dbPath, "--leads", "60");
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Email: ${DEMO_ADMIN.email}`);
      expect(run.stdout).toContain("http://localhost:");
      expect(run.stdout).toMatch(/made up/);

      expect(query<{ n: number }>(dbPath, "select count(*) as n from leads")[0]!.n).toBe(60);
      const statuses = query<{ status: string }>(dbPath, "select distinct status from leads").map((row) => row.status);
      expect(statuses.sort()).toEqual([...STATUSES].sort());
      const staff = query<{ email: string; role: string; password_hash: string | null }>(
        dbPath,
        "select email, role, password_hash from staff",
      );
      expect(staff).toHaveLength(4);
      const password = /Password: (\S+)/.exec(run.stdout)![1]!;
      const admin = staff.find((member) => member.email === DEMO_ADMIN.email)!;
      expect(admin.role).toBe("admin");
      expect(await verifyPassword(password, admin.password_hash!)).toBe(true);

      // A year of dates, some people enquiring more than once, New leads near the promise.
      const span = query<{ first: string; last: string; repeats: number; waiting: number }>(
        dbPath,
        `select min(first_enquiry_at) as first, max(last_enquiry_at) as last, sum(enquiry_count > 1) as repeats,
           sum(status = 'new' and contacted_at is null and promise_from < '${new Date(Date.now() - 20 * 3600_000).toISOString()}') as waiting from leads`,
      )[0]!;
      expect(Date.now() - Date.parse(span.first)).toBeGreaterThan(120 * 86_400_000);
      expect(Date.now() - Date.parse(span.last)).toBeLessThan(86_400_000);
      expect(span.repeats).toBeGreaterThan(0);
      expect(span.waiting).toBeGreaterThanOrEqual(5);

      const contacts = query<{ phone: string; email: string }>(
        dbPath,
        "select phone, email from enquiries union all select phone, email from messages union all select phone, email from manual_enquiries union all select phone, email from leads",
      );
      expect(contacts.length).toBeGreaterThan(120);
      for (const { phone, email } of contacts) {
        expect(isIndianMobile(phone), phone).toBe(false);
        expect(isDemoPhone(phone), phone).toBe(true);
        expect(isDemoEmail(email), email).toBe(true);
      }
    },
    SLOW,
  );

  it(
    "replaces its own demo data when run again, keeping the staff accounts",
    () => {
      const dbPath = join(dir, "again.db");
      expect(demo("--database", `file:${dbPath}`, "--leads", "20").status).toBe(0);
      const before = query<{ id: string }>(dbPath, "select id from staff order by id");
      const run = demo("--database", `file:${dbPath}`, "--leads", "21");
      expect(run.stderr).toBe("");
      expect(run.stdout).toMatch(/^Replaced the demo data/);
      expect(query<{ n: number }>(dbPath, "select count(*) as n from leads")[0]!.n).toBe(21);
      // The overview's kept counts went with the old leads (server/storage/lead-counts.ts).
      expect(
        query<{ n: number }>(dbPath, "select sum(count) as n from lead_counts where dimension = 'status'")[0]!.n,
      ).toBe(21);
      expect(query<{ id: string }>(dbPath, "select id from staff order by id")).toEqual(before);
      expect(
        query<{ n: number }>(dbPath, "select count(*) as n from audit_log where action = 'demo.created'")[0]!.n,
      ).toBe(1);
    },
    SLOW,
  );

  it(
    "refuses, with one line and a non-zero exit, a database holding a real submission",
    async () => {
      const dbPath = join(dir, "real.db");
      const database = await openSqliteDatabase(`file:${dbPath}`);
      await database.submissions.saveEnquiry({
        source: "admission",
        name: "Asha Rani",
        phone: "9876543210",
        email: "asha@example.com",
        course: "B.Voc Hotel Management",
        university: "Other",
        message: "",
      });
      await database.submissions.close();

      const run = demo("--database", dbPath);
      expect(run.status).toBe(1);
      expect(run.stderr.split("\n")).toHaveLength(1);
      expect(run.stderr).toMatch(/^desk:demo: .*real data.*refusing/);
      expect(query<{ n: number }>(dbPath, "select count(*) as n from leads")[0]!.n).toBe(1);
      expect(query<{ n: number }>(dbPath, "select count(*) as n from staff")[0]!.n).toBe(0);
    },
    SLOW,
  );

  it(
    "refuses a database with staff accounts but no demo data, and bad options",
    async () => {
      const dbPath = join(dir, "staff.db");
      const database = await openSqliteDatabase(`file:${dbPath}`);
      await database.desk.createStaff({ email: "principal@institute.example", name: "Principal", role: "admin" }, null);
      await database.submissions.close();
      const refused = demo("--database", dbPath);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^desk:demo: .*not a demo database/);

      const bad = demo("--database", join(dir, "new.db"), "--leads", "many");
      expect(bad.status).toBe(2);
      expect(bad.stderr).toBe(
        'desk:demo: --leads must be a whole number from 20 to 5000. Run "npm run desk:demo -- --help" for the options.',
      );
    },
    SLOW,
  );
});
