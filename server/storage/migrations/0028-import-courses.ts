import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  // What an admin chose for each course a sheet writes its own way ("BHM", "Hospital
  // Management"), on the draft and remembered per source like its columns, as JSON keyed by
  // the course as written (domain/import-values.ts courseKey).
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("imports")
      .addColumn("course_choices", "text", (col) => col.notNull().defaultTo("{}"))
      .execute();
    await db.schema
      .alterTable("import_mappings")
      .addColumn("course_choices", "text", (col) => col.notNull().defaultTo("{}"))
      .execute();
  },
};
