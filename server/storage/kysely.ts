import { CamelCasePlugin, Kysely, type Dialect, type KyselyConfig } from "kysely";
import type { Schema } from "./schema";

/**
 * Every Kysely instance over the site's database is made here, on either dialect: the
 * columns are snake_case in the database (`guardian_name`) and camelCase in TypeScript
 * (`guardianName`), translated by Kysely's CamelCasePlugin in both directions, so a row is
 * the record the rest of the code uses and no hand-written mapper renames its fields.
 *
 * What the plugin does not translate: the text of a raw `sql` template (its identifiers are
 * written as the database names them, `lead_id`), while the rows any query returns come back
 * camelCased, raw ones too (`select lead_id …` reads as `row.leadId`). Table names stay as
 * the database spells them (`lead_events`): they are snake_case in the schema too.
 */
export function kyselyOver<DB = Schema>(dialect: Dialect, options: Pick<KyselyConfig, "log"> = {}): Kysely<DB> {
  return new Kysely<DB>({ ...options, dialect, plugins: [new CamelCasePlugin()] });
}
