import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // Measured with `BENCH_ONLY=desk npm run bench` on 100,000 leads; each index serves a
  // query that read every matching row from the table before.
  async up(db: Kysely<unknown>) {
    // The inbox's usual filters (status, owner, course) counted from the index alone and
    // listed newest first: the filtered count read all ~14,000 leads of the course.
    await db.schema
      .createIndex("leads_filter")
      .on("leads")
      .columns(["status", "owner_id", "course", "last_enquiry_at"])
      .execute();
    // The overview's enquiries per form: read every enquiry event's row to find its form.
    await db.schema.createIndex("lead_events_kind_form").on("lead_events").columns(["kind", "form"]).execute();
    // The overview's time to first contact, from the index alone; it replaces the
    // first-enquiry index, which is its first column.
    await db.schema
      .createIndex("leads_first_contact")
      .on("leads")
      .columns(["first_enquiry_at", "first_contact_at"])
      .execute();
    await db.schema.dropIndex("leads_first_enquiry").execute();
    // The source (migration 0003): the overview's leads and enrolments per source from the
    // index alone (a full read of the table before, 65 ms), and the inbox's source filter
    // newest first (its count had read the table too).
    await db.schema.createIndex("leads_source").on("leads").columns(["source", "last_enquiry_at", "status"]).execute();
  },
};
