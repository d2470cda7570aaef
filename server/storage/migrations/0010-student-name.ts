import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // When a parent or guardian fills in an enquiry, their name is the enquiry's name and
  // the student's is asked for too. Empty on every row from before.
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("enquiries")
      .addColumn("student_name", "text", (col) => col.notNull().defaultTo(""))
      .execute();
  },
};
