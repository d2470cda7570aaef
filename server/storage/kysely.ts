import {
  CamelCasePlugin,
  Kysely,
  type Compilable,
  type CompiledQuery,
  type Dialect,
  type KyselyConfig,
  type Transaction,
} from "kysely";
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

/**
 * A query without parameters of its own, built and compiled once per dialect and then only
 * run: building and compiling a statement (the CamelCasePlugin's pass included) costs more of
 * the writing thread than SQLite takes to run a small read, and the reads made for every
 * enquiry's allocation are always the same text (docs/benchmarks.md, Web Push).
 */
export function compiledOnce<R, DB = Schema>(
  build: (db: Kysely<DB>) => Compilable<R>,
): (db: Kysely<DB> | Transaction<DB>) => Promise<R[]> {
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  return async (db) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) compiled.set(adapter, (query = build(db).compile()));
    return (await db.executeQuery(query)).rows;
  };
}
