import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../dialect";

export const migration: Migration = {
  // The editor role (edits the site's content, sees no leads), and the launch checklist's
  // confirmations: an item of `npm run launch-check` an admin confirmed as it stands, by its
  // stable key, with who, when and the source they gave. Withdrawing one deletes its row (the
  // audit log keeps both).
  async up(db: Kysely<unknown>) {
    const role = sql`role in ('admin', 'counsellor', 'editor')`;
    if (isPostgres(db)) {
      const checks = await sql<{ conname: string }>`
        select conname from pg_constraint where conrelid = 'staff'::regclass and contype = 'c'`.execute(db);
      for (const { conname } of checks.rows)
        await sql`alter table staff drop constraint ${sql.id(conname)}`.execute(db);
      await sql`alter table staff add constraint staff_role_check check (${role})`.execute(db);
    } else {
      // SQLite cannot change a check: the table is built again with the new one, rows copied.
      // Sessions, passkeys, links and leads refer to staff, so dropping it needs foreign keys
      // off (they cannot change inside a transaction, and Kysely runs SQLite's migrations
      // outside one); the rebuild itself is one transaction, checked before it commits.
      await sql`PRAGMA foreign_keys = OFF`.execute(db);
      try {
        await db.transaction().execute(async (trx) => {
          await trx.schema
            .createTable("staff_next")
            .addColumn("id", "text", (col) => col.primaryKey())
            .addColumn("email", "text", (col) => col.notNull().unique())
            .addColumn("name", "text", (col) => col.notNull())
            .addColumn("role", "text", (col) => col.notNull().check(role))
            .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
            .addColumn("password_hash", "text")
            .addColumn("created_at", "text", (col) => col.notNull())
            .execute();
          await sql`insert into staff_next (id, email, name, role, active, password_hash, created_at)
            select id, email, name, role, active, password_hash, created_at from staff`.execute(trx);
          await trx.schema.dropTable("staff").execute();
          await trx.schema.alterTable("staff_next").renameTo("staff").execute();
          const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
          if (broken.rows.length > 0) throw new Error("rebuilding staff broke a reference to it");
        });
      } finally {
        await sql`PRAGMA foreign_keys = ON`.execute(db);
      }
    }
    await db.schema
      .createTable("launch_confirmations")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("what", "text", (col) => col.notNull())
      .addColumn("source", "text", (col) => col.notNull())
      .addColumn("staff_id", "text", (col) => col.notNull())
      .addColumn("confirmed_at", "text", (col) => col.notNull())
      .execute();
  },
};
