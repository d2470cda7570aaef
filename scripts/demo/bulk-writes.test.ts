import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSqliteDatabase } from "#server/storage/sqlite-store.ts";
import { fillInBulk } from "./bulk-writes";
import { demoPeople } from "./people";
import { ensureDemoStaff, writeThroughStore } from "./real-writes";

/** Writes 80 people through the real store, one durable commit per step: seconds, more on a busy machine. */
const SLOW = 60_000;

function query<T>(dbPath: string, sql: string): T[] {
  const db = keptConnection(dbPath, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

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
