import { sql, type Kysely } from "kysely";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Schema } from "./schema";
import { log } from "#server/log.ts";

/**
 * The forms' rate-limit counts in the database (table `rate_limit_hits`, migration 0006),
 * for several app servers on one PostgreSQL database: a visitor's posts count against one
 * limit whichever server answers. Used only with PostgreSQL; on SQLite (one server) the
 * counts stay in the server process's memory (express-rate-limit's own store).
 *
 * One statement per post: the count and its window are updated in place, a window that has
 * ended starting again at 1. On PostgreSQL the table is UNLOGGED: losing the counts in a
 * database crash costs nothing, and the write needs no flush to disk. The keys hold
 * visitors' addresses, so a row is deleted once its window has ended (at the latest one
 * window after, by the sweep below).
 */
export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: () => number = Date.now,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock();
    const at = new Date(now).toISOString();
    const reset = new Date(now + this.windowMs).toISOString();
    if (now - this.lastSweep >= this.windowMs) {
      this.lastSweep = now;
      void this.db
        .deleteFrom("rate_limit_hits")
        .where("resetAt", "<=", at)
        .execute()
        .catch((error: unknown) => log.error({ event: "rate_limit_sweep_failed", error: String(error) }));
    }
    const { rows } = await sql<{ hits: number; resetAt: string }>`
      insert into rate_limit_hits (key, hits, reset_at) values (${key}, 1, ${reset})
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at <= ${at} then 1 else rate_limit_hits.hits + 1 end,
        reset_at = case when rate_limit_hits.reset_at <= ${at} then excluded.reset_at else rate_limit_hits.reset_at end
      returning hits, reset_at`.execute(this.db);
    const row = rows[0]!;
    return { totalHits: Number(row.hits), resetTime: new Date(row.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable("rate_limit_hits")
      .set((eb) => ({ hits: eb("hits", "-", 1) }))
      .where("key", "=", key)
      .where("hits", ">", 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("key", "=", key).execute();
  }
}

/**
 * Each count in the shared table, under its own prefix (`enquiry:`, `enquiry:cap:`): for a server
 * on PostgreSQL (server/local-app.ts), so the limit holds across app servers.
 */
export function sharedRateLimitStores(db: Kysely<Schema>): (prefix: string) => Store {
  return (prefix) => {
    const counts = new DatabaseRateLimitStore(db);
    return {
      localKeys: false,
      prefix,
      init: (options) => counts.init(options),
      increment: (key) => counts.increment(prefix + key),
      decrement: (key) => counts.decrement(prefix + key),
      resetKey: (key) => counts.resetKey(prefix + key),
    };
  };
}
