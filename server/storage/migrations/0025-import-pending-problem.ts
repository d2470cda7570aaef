import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // Why an import's rows stopped being stored (a write the database refused: a full disk, say),
  // while it waits to go on: shown on the import's page, cleared by the next slice that stores.
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("import_pending").addColumn("problem", "text").execute();
  },
};
