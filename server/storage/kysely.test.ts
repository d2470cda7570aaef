import { sql, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { keptConnection } from "./kept-sqlite";
import { kyselyOver } from "./kysely";

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
});
