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
import { fillInBulk } from "./bulk-writes";
import { DEMO_ADMIN, demoPeople, isDemoEmail, isDemoPhone } from "./people";
import { ensureDemoStaff, writeThroughStore } from "./real-writes";

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

describe("the bench's bulk writer", () => {
  it(
    "leaves the same leads, timeline, submissions, audit entries and overview counts as the store's own methods",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "desk-demo-bulk-"));
      try {
        const now = new Date("2026-11-20T06:30:00.000Z");
        const people = [...demoPeople({ leads: 80, now, seed: 7 })];

        let clock = now;
        const viaStore = await openSqliteDatabase(`file:${join(dir, "store.db")}`, () => clock);
        const storeStaff = await ensureDemoStaff(viaStore.desk);
        await writeThroughStore(
          viaStore,
          people,
          new Map([...storeStaff].map(([key, member]) => [key, member.id])),
          (at) => (clock = at),
        );
        await viaStore.submissions.close();

        const viaBulk = await openSqliteDatabase(`file:${join(dir, "bulk.db")}`, () => now);
        const bulkStaff = await ensureDemoStaff(viaBulk.desk);
        await viaBulk.submissions.close();
        fillInBulk(join(dir, "bulk.db"), people, bulkStaff);

        // Ids differ between the two; everything is compared by phone number and staff email.
        const snapshot = (file: string) => {
          const path = join(dir, file);
          const leads = query<Record<string, unknown>>(
            path,
            `select l.*, o.email as owner, u.email as changer from leads l left join staff o on o.id = l.owner_id left join staff u on u.id = l.updated_by order by l.phone_key`,
          ).map(({ id: _id, owner_id: _owner, updated_by: _by, ...row }) => row);
          const events = query<{
            phone: string;
            at: string;
            staff: string | null;
            kind: string;
            form: string | null;
            data: string;
          }>(
            path,
            `select l.phone_key as phone, e.at, s.email as staff, e.kind, e.form, e.data from lead_events e join leads l on l.id = e.lead_id
             left join staff s on s.id = e.staff_id order by l.phone_key, e.at, e.kind`,
          ).map((row) => {
            const { enquiryId: _enquiry, ...data } = JSON.parse(row.data) as Record<string, unknown>;
            // An owner change names staff by id (and by name, which is compared).
            if (data.kind === "owner") {
              delete data.from;
              delete data.to;
            }
            return { ...row, data };
          });
          const submissions = query<Record<string, unknown>>(
            path,
            `select e.created_at, e.source, e.name, e.phone, e.email, e.course, e.university, e.message, l.phone_key,
               e.utm_source || e.utm_medium || e.utm_campaign || '|' || e.referrer_host || '|' || e.landing_page || '|' || e.form_page as attribution
               from enquiries e join leads l on l.id = e.lead_id
             union all select m.created_at, 'contact', m.name, m.phone, m.email, m.subject, '', m.message, l.phone_key,
               m.utm_source || m.utm_medium || m.utm_campaign || '|' || m.referrer_host || '|' || m.landing_page || '|' || m.form_page
               from messages m join leads l on l.id = m.lead_id
             union all select m.created_at, m.source, m.name, m.phone, m.email, m.course, s.email, m.message, l.phone_key, '' from manual_enquiries m
               join leads l on l.id = m.lead_id join staff s on s.id = m.staff_id
             order by 1, 4`,
          );
          const audit = query<Record<string, unknown>>(
            path,
            `select a.at, a.action, s.email, l.phone_key from audit_log a join staff s on s.id = a.staff_id join leads l on l.id = a.subject order by a.at, a.action`,
          );
          // The overview's kept counts (server/storage/lead-counts.ts): the store keeps a row at zero, the bulk writer writes none.
          const counts = query<Record<string, unknown>>(
            path,
            "select dimension, value, count from lead_counts where count <> 0 order by dimension, value",
          );
          return { leads, events, submissions, audit, counts };
        };
        const store = snapshot("store.db");
        const bulk = snapshot("bulk.db");
        expect(store.leads).toHaveLength(80);
        expect(bulk.leads).toEqual(store.leads);
        expect(bulk.events).toEqual(store.events);
        expect(bulk.submissions).toEqual(store.submissions);
        expect(bulk.audit).toEqual(store.audit);
        expect(store.counts.length).toBeGreaterThan(0);
        expect(bulk.counts).toEqual(store.counts);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
