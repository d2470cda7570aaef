import type { AuditEntry, AuditInput, AuditStore, ChannelStatus, NotificationStatus } from "#domain/desk.ts";
import { DeskPart } from "./context";

const AUDIT_PAGE_SIZE = 100;

/** The audit log, and how notifications are doing (the banner admins see). */
export class AuditQueries extends DeskPart implements AuditStore {
  async audit(entry: AuditInput): Promise<void> {
    await this.writes.run((trx) => this.auditIn(trx, entry));
  }

  async auditRepeated(entry: AuditInput, since: string): Promise<void> {
    await this.writes.run(async (trx) => {
      let query = trx
        .selectFrom("audit_log")
        .select(["id", "detail"])
        .where("action", "=", entry.action)
        .where("at", ">=", since);
      query = entry.staffId ? query.where("staffId", "=", entry.staffId) : query.where("staffId", "is", null);
      query = entry.subject ? query.where("subject", "=", entry.subject) : query.where("subject", "is", null);
      query = entry.ip ? query.where("ip", "=", entry.ip) : query.where("ip", "is", null);
      const previous = await query.orderBy("at", "desc").limit(1).executeTakeFirst();
      if (!previous) return this.auditIn(trx, entry);
      // The first time's detail stays; the count, the time and the detail of the latest are added.
      const detail = previous.detail ? (JSON.parse(previous.detail) as Record<string, unknown>) : {};
      const repeated = (typeof detail.repeated === "number" ? detail.repeated : 1) + 1;
      await trx
        .updateTable("audit_log")
        .set({
          detail: JSON.stringify({
            ...detail,
            repeated,
            last: this.now(),
            ...(entry.detail ? { latest: entry.detail } : {}),
          }),
        })
        .where("id", "=", previous.id)
        .execute();
    });
  }

  async auditLog({ page, action }: { page: number; action?: string }) {
    let query = this.db.selectFrom("audit_log").leftJoin("staff", "staff.id", "audit_log.staffId");
    if (action) query = query.where("audit_log.action", "like", `${action}%`);
    const [rows, total] = await Promise.all([
      query
        .selectAll("audit_log")
        .select("staff.name as staffName")
        .orderBy("audit_log.at", "desc")
        .orderBy("audit_log.id")
        .limit(AUDIT_PAGE_SIZE)
        .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    ]);
    // The detail is kept as JSON text (an object has no column type on SQLite).
    const entries: AuditEntry[] = rows.map((row) => ({
      ...row,
      detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    }));
    return { entries, total: Number(total.count) };
  }

  async notificationStatus(): Promise<NotificationStatus> {
    const [health, failed] = await Promise.all([
      this.db.selectFrom("delivery_health").selectAll().execute(),
      this.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("status", "=", "failed")
        .executeTakeFirstOrThrow(),
    ]);
    const status = (channel: "email" | "webhook" | "push"): ChannelStatus => {
      if (!this.ctx.notify[channel]) return { state: "off" };
      const row = health.find((each) => each.channel === channel);
      return row?.failingSince
        ? { state: "failing", since: row.failingSince, reason: row.lastError ?? "unknown error" }
        : { state: "ok" };
    };
    return { email: status("email"), webhook: status("webhook"), push: status("push"), failed: Number(failed.count) };
  }
}
