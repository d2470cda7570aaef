import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabaseUrl, testDialect } from "#tests/support/test-database.ts";
import { keptConnection } from "../kept-sqlite";
import { kyselyOver } from "../kysely";
import { migrations } from "./index";

/**
 * The migrations as files (one each, in order) and what they make: a database migrated in one
 * go and one upgraded from an earlier version end with the same schema, on both databases.
 */
const NAMES = Object.keys(migrations);

describe("the migrations", () => {
  it("are every file in their folder, each under its own name, in order", () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => /^\d{4}-.+\.ts$/.test(file) && !file.includes(".test."))
      .map((file) => file.replace(/\.ts$/, ""));
    expect(NAMES.map((name) => name.replaceAll("_", "-"))).toEqual(files.sort());
    expect([...NAMES].sort()).toEqual(NAMES);
  });

  const dirs: string[] = [];
  const opened: Kysely<unknown>[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function database(): Promise<Kysely<unknown>> {
    const dir = mkdtempSync(join(tmpdir(), "migrations-"));
    dirs.push(dir);
    const url = await testDatabaseUrl(join(dir, "schema.db"));
    // As the app opens it (its CamelCasePlugin), for the migrations that move rows with the app's code.
    const db = kyselyOver<unknown>(
      testDialect === "sqlite"
        ? new SqliteDialect({ database: keptConnection(url.replace(/^file:/, "")) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
    );
    opened.push(db);
    return db;
  }

  async function migrate(db: Kysely<unknown>, to?: string): Promise<void> {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await (to ? migrator.migrateTo(to) : migrator.migrateToLatest());
    if (error) throw error;
  }

  /** Every table's columns, index, constraint and trigger, as the database describes them. */
  async function schemaOf(db: Kysely<unknown>): Promise<unknown[]> {
    if (testDialect === "sqlite") {
      const { rows } = await sql`select type, name, tbl_name, sql from sqlite_master
        where name not like 'sqlite_%' order by type, name`.execute(db);
      return rows;
    }
    const parts = await Promise.all([
      sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`.execute(db),
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(db),
      sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition from pg_constraint
        where connamespace = 'public'::regnamespace order by on_table, conname`.execute(db),
      sql`select event_object_table, trigger_name, event_manipulation, action_statement from information_schema.triggers
        where trigger_schema = 'public' order by event_object_table, trigger_name, event_manipulation`.execute(db),
    ]);
    return parts.flatMap((part) => part.rows);
  }

  it("make the same schema whether a database is new or upgraded from an earlier version", async () => {
    const fresh = await database();
    await migrate(fresh);
    const expected = await schemaOf(fresh);
    expect(expected.length).toBeGreaterThan(20);
    for (const from of ["0005_privacy", "0016_report_days"]) {
      const upgraded = await database();
      await migrate(upgraded, from);
      await migrate(upgraded);
      expect(await schemaOf(upgraded), `upgraded from ${from}`).toEqual(expected);
    }
  }, 120_000);
});
