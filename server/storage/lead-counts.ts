import { sql, type Kysely, type Transaction } from "kysely";
import type { Schema } from "./schema";
import { deferredIn, type Deferred } from "./write-batch";

type Db = Kysely<Schema> | Transaction<Schema>;

/**
 * The overview's all-time counts, kept in `lead_counts` (migration 0007) by the writes that
 * change them, in the same transaction: counting them over every lead and every enquiry on
 * each request cost 51 ms of CPU at 100,000 leads (`BENCH_ONLY=desk npm run bench`), and it
 * grows with the table. Each count must stay exactly what counting the rows gives; the
 * writes that change a counted column call `updateLeadCounts`:
 * - attachEnquiry (server/storage/lead-writes.ts): a new lead, a course or a reopening, +1 enquiry;
 * - changeLead and logContact (server/storage/desk/lead-changes.ts): a status;
 * - mergeLeads (the same module): the other lead leaves, the survivor may take its source;
 * - eraseLead (server/storage/erasure.ts, also the retention purge): the lead and its enquiries go.
 * A new write to `leads.status`, `course` or `source`, or to enquiry events, must call it too.
 * Guarded by server/storage/lead-counts.db.test.ts (random writes, then the counts against the
 * rows) and scripts/demo/bulk-writes.test.ts (the bench's bulk writer counts the same).
 *
 * Plain SQL that runs on SQLite and PostgreSQL: one upsert of a write's counters, in key
 * order, so two transactions that change the same counters lock them in the same order.
 */
const DIMENSIONS = ["status", "course", "source", "enrolled_by_source", "form"] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** The columns of a lead that the counts follow. */
interface CountedLead {
  status: string;
  course: string;
  source: string;
}

export interface CountChange {
  /** The lead as it was (null: a new lead) and as it is after the write (null: erased). */
  before: CountedLead | null;
  after: CountedLead | null;
  /** Enquiries added (+1 for the form) or removed with the lead (minus how many of each form). */
  enquiries?: readonly { form: string; delta: number }[];
}

/** The counters a lead adds one to: its status, course and source, and its source's enrolments. */
function countersOf(lead: CountedLead): [Dimension, string][] {
  return [
    ["status", lead.status],
    ["course", lead.course],
    ["source", lead.source],
    ...(lead.status === "enrolled" ? [["enrolled_by_source", lead.source] as [Dimension, string]] : []),
  ];
}

/** A batch's count changes (./write-batch.ts), folded into one upsert when it closes. */
class DeferredCounts implements Deferred {
  readonly phase = 0;
  readonly changes: CountChange[] = [];
  flush(trx: object): Promise<void> {
    return updateLeadCountsOfMany(trx as Db, this.changes);
  }
}

/** Applies a write's effect on the counts, inside the caller's transaction (in a batch of saves, with the batch's others). */
export async function updateLeadCounts(db: Db, change: CountChange): Promise<void> {
  const batch = deferredIn(db, "lead_counts", () => new DeferredCounts());
  if (batch) batch.changes.push(change);
  else await updateLeadCountsOfMany(db, [change]);
}

/** Many writes' effects (an import's rows) in one upsert, inside the caller's transaction. */
export async function updateLeadCountsOfMany(db: Db, changes: readonly CountChange[]): Promise<void> {
  const deltas = new Map<string, { dimension: Dimension; value: string; delta: number }>();
  const add = (dimension: Dimension, value: string, delta: number) => {
    const key = `${dimension}\u0000${value}`;
    const entry = deltas.get(key) ?? { dimension, value, delta: 0 };
    entry.delta += delta;
    deltas.set(key, entry);
  };
  for (const change of changes) {
    if (change.before) for (const [dimension, value] of countersOf(change.before)) add(dimension, value, -1);
    if (change.after) for (const [dimension, value] of countersOf(change.after)) add(dimension, value, 1);
    for (const { form, delta } of change.enquiries ?? []) add("form", form, delta);
  }

  const changed = [...deltas.entries()]
    .filter(([, entry]) => entry.delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (changed.length === 0) return;
  // One statement for all of a write's counters: a new lead changes four, and the statements
  // run on the one thread that commits every visitor's submission (`npm run bench`).
  await db
    .insertInto("lead_counts")
    .values(changed.map(([, { dimension, value, delta }]) => ({ dimension, value, count: delta })))
    .onConflict((conflict) =>
      conflict
        .columns(["dimension", "value"])
        .doUpdateSet((eb) => ({ count: eb("lead_counts.count", "+", eb.ref("excluded.count")) })),
    )
    .execute();
}

type KeptCounts = Record<Dimension, Map<string, number>>;

/** Every kept count that is not zero, by dimension (a counter that went back to zero keeps its row). */
export async function readLeadCounts(db: Db): Promise<KeptCounts> {
  const rows = await db
    .selectFrom("lead_counts")
    .select(["dimension", "value", "count"])
    .where("count", "<>", 0)
    .orderBy("dimension")
    .orderBy("value")
    .execute();
  const counts = Object.fromEntries(
    DIMENSIONS.map((dimension) => [dimension, new Map<string, number>()]),
  ) as KeptCounts;
  for (const row of rows) counts[row.dimension as Dimension]?.set(row.value, Number(row.count));
  return counts;
}

/**
 * The statements that count everything afresh from the rows, in order: migration 0007 runs
 * them, and the bench's bulk writer (scripts/demo/bulk-writes.ts) compiles them for its own
 * connection. They read only columns that exist at migration 0007; a dimension over a later
 * column needs its own migration that counts it.
 */
export function recountQueries(db: Kysely<Schema>) {
  const fromLeads = (dimension: Dimension, column: "status" | "course" | "source") =>
    db
      .selectFrom("leads")
      .select((eb) => [sql.lit(dimension).as("dimension"), eb.ref(column).as("value"), eb.fn.countAll().as("count")])
      .groupBy(column);
  return [
    db.deleteFrom("lead_counts"),
    ...[
      fromLeads("status", "status"),
      fromLeads("course", "course"),
      fromLeads("source", "source"),
      fromLeads("enrolled_by_source", "source").where("status", "=", "enrolled"),
    ].map((query) => db.insertInto("lead_counts").columns(["dimension", "value", "count"]).expression(query)),
    db
      .insertInto("lead_counts")
      .columns(["dimension", "value", "count"])
      .expression(
        db
          .selectFrom("lead_events")
          .select((eb) => [
            sql.lit("form").as("dimension"),
            eb.fn.coalesce("form", sql.lit("")).as("value"),
            eb.fn.countAll().as("count"),
          ])
          .where("kind", "=", "enquiry")
          .groupBy("form"),
      ),
  ];
}

/** Counts everything afresh from the rows (migration 0007). */
export async function recountLeadCounts(db: Kysely<Schema>): Promise<void> {
  for (const query of recountQueries(db)) await query.execute();
}
