import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
  // An import's commit goes in short transactions, so visitors' posts are stored between
  // them (decision 25): `committing` while it runs, how many of `accepted_count` are stored
  // in `stored_count`, and what it stores kept in import_pending until its last slice, so a
  // server that stopped part way through finishes it when it starts. Kept in a table of its
  // own: every slice updates the import's row, which would otherwise be rewritten whole,
  // the 1.5 MB of a 10,000-row sheet each time.
  async up(db: Kysely<unknown>) {
    const status = sql`status in ('draft', 'committing', 'committed', 'undone')`;
    if (isPostgres(db)) {
      const checks = await sql<{ conname: string }>`
        select conname from pg_constraint where conrelid = 'imports'::regclass and contype = 'c'`.execute(db);
      for (const { conname } of checks.rows)
        await sql`alter table imports drop constraint ${sql.id(conname)}`.execute(db);
      await sql`alter table imports add constraint imports_status_check check (${status})`.execute(db);
      for (const column of ["accepted_count", "stored_count"])
        await db.schema
          .alterTable("imports")
          .addColumn(column, "integer", (col) => col.notNull().defaultTo(0))
          .execute();
    } else {
      // SQLite cannot change a check: the table is built again with the new one, rows copied
      // (nothing refers to imports, so foreign keys need not be switched off).
      await db.transaction().execute(async (trx) => {
        await trx.schema
          .createTable("imports_next")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("staff_id", "text", (col) => col.notNull())
          .addColumn("file_name", "text", (col) => col.notNull())
          .addColumn("source", "text", (col) => col.notNull())
          .addColumn("source_detail", "text", (col) => col.notNull().defaultTo(""))
          .addColumn("source_date", "text", (col) => col.notNull().defaultTo(""))
          .addColumn("status", "text", (col) => col.notNull().check(status))
          .addColumn("headers", "text", (col) => col.notNull())
          .addColumn("cells", "text", (col) => col.notNull())
          .addColumn("mapping", "text", (col) => col.notNull().defaultTo("{}"))
          .addColumn("created_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("joined_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("refused_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("repeated_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("refused", "text", (col) => col.notNull().defaultTo("[]"))
          .addColumn("committed_at", "text")
          .addColumn("undone_at", "text")
          .addColumn("undone_by", "text")
          .addColumn("removed_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("kept_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("accepted_count", "integer", (col) => col.notNull().defaultTo(0))
          .addColumn("stored_count", "integer", (col) => col.notNull().defaultTo(0))
          .execute();
        const columns = sql.raw(
          "id, created_at, staff_id, file_name, source, source_detail, source_date, status, headers, cells, mapping, " +
            "created_count, joined_count, refused_count, repeated_count, refused, committed_at, undone_at, undone_by, " +
            "removed_count, kept_count",
        );
        await sql`insert into imports_next (${columns}) select ${columns} from imports`.execute(trx);
        await trx.schema.dropTable("imports").execute();
        await trx.schema.alterTable("imports_next").renameTo("imports").execute();
        await trx.schema.createIndex("imports_created").on("imports").columns(["status", "created_at"]).execute();
      });
    }
    await db.schema
      .createTable("import_pending")
      .addColumn("import_id", "text", (col) => col.primaryKey())
      .addColumn("pending", "text", (col) => col.notNull())
      .execute();
  },
};
