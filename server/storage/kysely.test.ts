import { sql, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { keptConnection } from "./kept-sqlite";
import { compiledRows, kyselyOver } from "./kysely";

describe("kyselyOver", () => {
  it("names columns in snake_case in the database and camelCase in TypeScript, raw SQL's rows too", async () => {
    // Kept: on Node 24, collecting a closed better-sqlite3 connection aborts the process (decision 10).
    const sqlite = keptConnection(":memory:");
    const db = kyselyOver<{ people: { id: string; guardianName: string } }>(new SqliteDialect({ database: sqlite }));
    try {
      // The schema builder of a migration: a name without capitals is the column's as written.
      await db.schema.createTable("people").addColumn("id", "text").addColumn("guardian_name", "text").execute();
      expect(
        (sqlite.prepare("PRAGMA table_info(people)").all() as { name: string }[]).map((column) => column.name),
      ).toEqual(["id", "guardian_name"]);

      await db.insertInto("people").values({ id: "a", guardianName: "Sunita Devi" }).execute();
      expect(await db.selectFrom("people").select(["id", "guardianName"]).execute()).toEqual([
        { id: "a", guardianName: "Sunita Devi" },
      ]);
      // Raw SQL is sent as written (the column's own name), and its rows come back camelCased.
      const { rows } = await sql`select guardian_name from people`.execute(db);
      expect(rows).toEqual([{ guardianName: "Sunita Devi" }]);
    } finally {
      await db.destroy();
    }
  });

  it("compiledRows inserts many rows in order, one statement per chunk, each chunk's size compiled once", async () => {
    const sqlite = keptConnection(":memory:");
    const db = kyselyOver<{ entries: { id: number; leadId: string; kind: string } }>(
      new SqliteDialect({ database: sqlite }),
    );
    try {
      await db.schema
        .createTable("entries")
        .addColumn("id", "integer")
        .addColumn("lead_id", "text")
        .addColumn("kind", "text")
        .execute();
      const insert = compiledRows<
        { id: number; leadId: string },
        { entries: { id: number; leadId: string; kind: string } }
      >(
        ["id", "leadId"],
        (db, rows) => db.insertInto("entries").values(rows.map((row) => ({ ...row, kind: "enquiry" }))),
        3,
      );
      const rows = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => ({ id: from + i, leadId: `lead-${from + i}` }));
      await insert(db, rows(1, 7)); // 3 + 3 + 1
      await insert(db, rows(8, 2));
      await insert(db, []);
      expect(await db.selectFrom("entries").selectAll().orderBy("id").execute()).toEqual(
        rows(1, 9).map((row) => ({ ...row, kind: "enquiry" })),
      );
      // The values of one run never leak into the next: the parameters are put in place each time.
      await db.deleteFrom("entries").execute();
      await insert(db, [{ id: 42, leadId: "again" }]);
      expect(await db.selectFrom("entries").select(["id", "leadId"]).execute()).toEqual([{ id: 42, leadId: "again" }]);
    } finally {
      await db.destroy();
    }
  });
});
