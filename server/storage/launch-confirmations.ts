import type { Kysely } from "kysely";
import type { LaunchConfirmation } from "#domain/launch-readiness.ts";
import type { Schema } from "./schema";

/**
 * The launch checklist's confirmations with who gave each (migration 0018): read by the desk's
 * store and by `npm run launch-check` over its read-only connection, so both read the same.
 */
export async function readLaunchConfirmations(db: Kysely<Schema>): Promise<LaunchConfirmation[]> {
  const rows = await db
    .selectFrom("launch_confirmations")
    .leftJoin("staff", "staff.id", "launch_confirmations.staffId")
    .select([
      "launch_confirmations.key",
      "launch_confirmations.what",
      "launch_confirmations.source",
      "launch_confirmations.staffId",
      "launch_confirmations.confirmedAt",
      "launch_confirmations.fingerprint",
      "staff.name as staffName",
    ])
    .orderBy("launch_confirmations.key")
    .execute();
  return rows.map((row) => ({ ...row, staffName: row.staffName ?? null }));
}
