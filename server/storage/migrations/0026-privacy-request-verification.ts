import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  // A rights request whose name or email differ from its lead's waits until staff confirm it
  // with the lead through the lead's stored phone or email (domain/request-identity.ts):
  // when, by whom and how it was confirmed. Issue #49, finding 4.
  async up(db: Kysely<unknown>) {
    for (const column of ["verified_at", "verified_by", "verified_method"])
      await db.schema.alterTable("privacy_requests").addColumn(column, "text").execute();
  },
};
