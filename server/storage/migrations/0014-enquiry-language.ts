import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // The Hindi edition: each enquiry and message records the language of the page
  // it was sent from ('en' for every row before), and a lead that wrote from a Hindi page
  // is marked as preferring Hindi, for the desk to show and filter by.
  async up(db: Kysely<unknown>) {
    for (const table of ["enquiries", "messages"]) {
      await db.schema
        .alterTable(table)
        .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
        .execute();
    }
    await db.schema
      .alterTable("leads")
      .addColumn("prefers_hindi", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
