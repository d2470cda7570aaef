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

/**
 * compiledOnce for a statement with values of its own (an outbox row, a timeline entry, a
 * turn): built and compiled once per dialect with a stand-in for each named value, then run
 * with the values put in their places. Each named value must be bound as one parameter (a
 * scalar, not a list): a stand-in the compiled statement does not bind throws at first use.
 */
export function compiledWith<P extends Record<string, unknown>, R = unknown, DB = Schema>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<DB>, values: P) => Compilable<R>,
): (db: Kysely<DB> | Transaction<DB>, values: P) => Promise<R[]> {
  const standIn = (name: string) => `\u0000compiledWith:${name}`;
  const compiled = new WeakMap<object, { query: CompiledQuery<R>; slots: ((values: P) => unknown)[] }>();
  const prepare = (db: Kysely<DB> | Transaction<DB>) => {
    const query = build(db, Object.fromEntries(names.map((name) => [name, standIn(name)])) as P).compile();
    const named = new Map(names.map((name) => [standIn(name), name]));
    const slots = query.parameters.map((parameter): ((values: P) => unknown) => {
      const name = typeof parameter === "string" ? named.get(parameter) : undefined;
      return name === undefined ? () => parameter : (values) => values[name];
    });
    const bound = new Set(query.parameters);
    for (const name of names)
      if (!bound.has(standIn(name))) throw new Error(`compiledWith: ${name} is not one parameter`);
    return { query, slots };
  };
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let entry = compiled.get(adapter);
    if (!entry) compiled.set(adapter, (entry = prepare(db)));
    const query: CompiledQuery<R> = { ...entry.query, parameters: entry.slots.map((slot) => slot(values)) };
    return (await db.executeQuery(query)).rows;
  };
}

/**
 * compiledWith for a multi-row insert (a batch's timeline entries or outbox rows,
 * ./write-batch.ts): one statement per `most` rows, compiled once per dialect and number of
 * rows, each row's named values put in their places at each run. `build` must bind every
 * named value of every row as one parameter, as compiledWith's.
 */
export function compiledRows<Row extends Record<string, unknown>, DB = Schema>(
  columns: readonly (keyof Row & string)[],
  build: (db: Kysely<DB>, rows: Row[]) => Compilable<unknown>,
  most = 100,
): (db: Kysely<DB> | Transaction<DB>, rows: readonly Row[]) => Promise<void> {
  const name = (row: number, column: string) => `${row}:${column}`;
  const byCount = new Map<
    number,
    (db: Kysely<DB> | Transaction<DB>, values: Record<string, unknown>) => Promise<unknown>
  >();
  const statementFor = (count: number) => {
    let run = byCount.get(count);
    if (!run) {
      const names = Array.from({ length: count }, (_, row) => columns.map((column) => name(row, column))).flat();
      run = compiledWith<Record<string, unknown>, unknown, DB>(names, (db, values) =>
        build(
          db,
          Array.from(
            { length: count },
            (_, row) => Object.fromEntries(columns.map((column) => [column, values[name(row, column)]])) as Row,
          ),
        ),
      );
      byCount.set(count, run);
    }
    return run;
  };
  return async (db, rows) => {
    for (let at = 0; at < rows.length; at += most) {
      const part = rows.slice(at, at + most);
      const values: Record<string, unknown> = {};
      part.forEach((row, index) => {
        for (const column of columns) values[name(index, column)] = row[column];
      });
      await statementFor(part.length)(db, values);
    }
  };
}
