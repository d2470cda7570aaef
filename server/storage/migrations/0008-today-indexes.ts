import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // The Today page's four lists, each read in its own order from an index and stopped at
  // its limit (`BENCH_ONLY=desk npm run bench`, 100,000 leads). Guarded by the query plans
  // in server/storage/desk-store.db.test.ts.
  async up(db: Kysely<unknown>) {
    // A counsellor's follow-ups due today: the list had read every open lead they own
    // (30,000 in the bench) and sorted them, 50–220 ms.
    await db.schema
      .createIndex("leads_owner_follow_up")
      .on("leads")
      .columns(["owner_id", "next_follow_up_at"])
      .execute();
    // New leads nobody owns, and new leads not yet contacted, oldest promise first: both
    // had read and sorted every new lead.
    await db.schema.createIndex("leads_unowned").on("leads").columns(["status", "owner_id", "promise_from"]).execute();
    await db.schema
      .createIndex("leads_promise")
      .on("leads")
      .columns(["status", "contacted_at", "promise_from"])
      .execute();
    // Overdue follow-ups walk this in time order; with the status beside the time, the
    // closed leads that kept a follow-up are passed over in the index, not read one by one.
    await db.schema
      .createIndex("leads_follow_up_status")
      .on("leads")
      .columns(["next_follow_up_at", "status"])
      .execute();
    await db.schema.dropIndex("leads_follow_up").execute();
  },
};
