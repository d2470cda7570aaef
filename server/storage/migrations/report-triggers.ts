import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { REPORT_DAY_PG, REPORT_DAY_SQLITE } from "../report-days";

/**
 * Triggers that mark a lead in report_dirty when a column the reports count changes, or an
 * enquiry, status event or manual enquiry of it comes, goes or moves (migration 0016).
 */
export async function createReportTriggers(db: Kysely<unknown>): Promise<void> {
  const counted = "status, owner_id, course, source, first_enquiry_at, first_contact_at, prefers_hindi";
  const events = "(kind in ('enquiry', 'status'))";
  if (isPostgres(db)) {
    // One function per shape of row: a lead names itself by id, its rows by lead_id.
    for (const [name, column] of [
      ["report_dirty_lead", "id"],
      ["report_dirty_child", "lead_id"],
    ] as const) {
      await sql
        .raw(
          `create function ${name}() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then
              insert into report_dirty (lead_id) values (old.${column}) on conflict do nothing;
            end if;
            if tg_op in ('UPDATE', 'INSERT') then
              insert into report_dirty (lead_id) values (new.${column}) on conflict do nothing;
            end if;
            return null;
          end $$`,
        )
        .execute(db);
    }
    const on = async (name: string, when: string, table: string, condition = "") =>
      sql
        .raw(
          `create trigger ${name} after ${when} on ${table} for each row ${condition}
            execute function ${table === "leads" ? "report_dirty_lead" : "report_dirty_child"}()`,
        )
        .execute(db);
    await on("report_dirty_leads_insert", "insert or delete", "leads");
    await on("report_dirty_leads_update", `update of ${counted}`, "leads");
    await on("report_dirty_events_insert", "insert", "lead_events", `when (new.${events.slice(1)}`);
    await on("report_dirty_events_delete", "delete", "lead_events", `when (old.${events.slice(1)}`);
    await on("report_dirty_events_update", "update of lead_id", "lead_events");
    await on("report_dirty_manual", "insert or delete or update of lead_id, source_detail", "manual_enquiries");
    return;
  }
  const mark = (row: string) => `insert or ignore into report_dirty (lead_id) values (${row});`;
  const on = async (name: string, when: string, table: string, body: string, condition = "") =>
    sql.raw(`create trigger ${name} after ${when} on ${table} ${condition} begin ${body} end`).execute(db);
  await on("report_dirty_leads_insert", "insert", "leads", mark("new.id"));
  await on("report_dirty_leads_delete", "delete", "leads", mark("old.id"));
  await on("report_dirty_leads_update", `update of ${counted}`, "leads", mark("old.id") + mark("new.id"));
  await on(
    "report_dirty_events_insert",
    "insert",
    "lead_events",
    mark("new.lead_id"),
    `when new.${events.slice(1, -1)}`,
  );
  await on(
    "report_dirty_events_delete",
    "delete",
    "lead_events",
    mark("old.lead_id"),
    `when old.${events.slice(1, -1)}`,
  );
  await on("report_dirty_events_update", "update of lead_id", "lead_events", mark("old.lead_id") + mark("new.lead_id"));
  await on("report_dirty_manual_insert", "insert", "manual_enquiries", mark("new.lead_id"));
  await on("report_dirty_manual_delete", "delete", "manual_enquiries", mark("old.lead_id"));
  await on(
    "report_dirty_manual_update",
    "update of lead_id, source_detail",
    "manual_enquiries",
    mark("old.lead_id") + mark("new.lead_id"),
  );
}

/**
 * Calls logged per staff member and India day, kept in report_days (dimension "calls", the
 * count in `contacted`) by triggers on the timeline (migration 0016): a season held 150,000
 * calls at 100,000 leads, too many to count per report. A call entry is only ever added, or
 * removed with its lead; the triggers follow both, whatever the write.
 */
export async function createCallTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function report_calls_count() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            if old.kind = 'call' and old.staff_id is not null then
              insert into report_days (dimension, day, key, contacted)
                values ('calls', ${REPORT_DAY_PG("old.at")}, old.staff_id, -1)
                on conflict (dimension, day, key) do update set contacted = report_days.contacted - 1;
            end if;
            return null;
          end if;
          if new.kind = 'call' and new.staff_id is not null then
            insert into report_days (dimension, day, key, contacted)
              values ('calls', ${REPORT_DAY_PG("new.at")}, new.staff_id, 1)
              on conflict (dimension, day, key) do update set contacted = report_days.contacted + 1;
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger report_calls after insert or delete on lead_events for each row execute function report_calls_count()`.execute(
      db,
    );
    return;
  }
  for (const [name, row, delta] of [
    ["report_calls_insert", "new", 1],
    ["report_calls_delete", "old", -1],
  ] as const) {
    await sql
      .raw(
        `create trigger ${name} after ${row === "new" ? "insert" : "delete"} on lead_events
        when ${row}.kind = 'call' and ${row}.staff_id is not null begin
          insert into report_days (dimension, day, key, contacted) values ('calls', ${REPORT_DAY_SQLITE(`${row}.at`)}, ${row}.staff_id, ${delta})
            on conflict (dimension, day, key) do update set contacted = contacted + ${delta};
        end`,
      )
      .execute(db);
  }
}
