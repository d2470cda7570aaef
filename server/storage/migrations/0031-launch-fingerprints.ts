import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  // A launch confirmation is of the words families read when it was given: their fingerprint
  // (app/content/launch-readings.ts). Other words are not confirmed by it; rows from before
  // have none and stand as they did.
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("launch_confirmations").addColumn("fingerprint", "text").execute();
  },
};
