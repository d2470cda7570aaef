import { type Kysely, type Migration, sql } from "kysely";

export const migration: Migration = {
  // Automatic allocation: each staff member's on-duty switch and leave, the
  // rule, the routes by course or category, and each pool's turn, kept in a row so that
  // servers sharing a PostgreSQL database (under its one write lock) give one turn order.
  // Everyone starts off duty: nobody gets leads until they say they are working.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_duty")
      .addColumn("staff_id", "text", (col) => col.primaryKey())
      .addColumn("on_duty", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("leave_from", "text")
      .addColumn("leave_to", "text")
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("allocation_settings")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("rule", "text", (col) => col.notNull().check(sql`rule in ('round_robin', 'by_course', 'off')`))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("updated_by", "text")
      .execute();
    await db.schema
      .createTable("allocation_routes")
      .addColumn("target", "text", (col) => col.notNull())
      .addColumn("staff_id", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("allocation_routes_key", ["target", "staff_id"])
      .execute();
    await db.schema
      .createTable("allocation_turns")
      .addColumn("pool", "text", (col) => col.primaryKey())
      .addColumn("turn", "integer", (col) => col.notNull())
      .addColumn("last_staff_id", "text")
      .execute();
  },
};
