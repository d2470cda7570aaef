import type { AuditEntry, AuditInput, AuditStore, ChannelStatus, NotificationStatus } from "../../../domain/desk";
import { DeskPart } from "./context";

const AUDIT_PAGE_SIZE = 100;

/** The audit log, and how notifications are doing (the banner admins see). */
export class AuditQueries extends DeskPart implements AuditStore {
  async audit(entry: AuditInput): Promise<void> {
    await this.writes.run((trx) => this.auditIn(trx, entry));
  }

  async auditRepeated(entry: AuditInput, since: string): Promise<void> {
    await this.writes.run(async (trx) => {
      let query = trx.selectFrom("audit_log").select(["id", "detail"]).where("action", "=", entry.action).where("at", ">=", since);
      query = entry.staffId ? query.where("staff_id", "=", entry.staffId) : query.where("staff_id", "is", null);
      query = entry.subject ? query.where("subject", "=", entry.subject) : query.where("subject", "is", null);
      query = entry.ip ? query.where("ip", "=", entry.ip) : query.where("ip", "is", null);
      const previous = await query.orderBy("at", "desc").limit(1).executeTakeFirst();
      if (!previous) return this.auditIn(trx, entry);
      // The first time's detail stays; the count, the time and the detail of the latest are added.
      const detail = previous.detail ? (JSON.parse(previous.detail) as Record<string, unknown>) : {};
      const repeated = (typeof detail.repeated === "number" ? detail.repeated : 1) + 1;
      await trx
        .updateTable("audit_log")
        .set({ detail: JSON.stringify({ ...detail, repeated, last: this.now(), ...(entry.detail ? { latest: entry.detail } : {}) }) })
        .where("id", "=", previous.id)
        .execute();
    });
  }

  async auditLog({ page, action }: { page: number; action?: string }) {
    let query = this.db.selectFrom("audit_log").leftJoin("staff", "staff.id", "audit_log.staff_id");
    if (action) query = query.where("audit_log.action", "like", `${action}%`);
    const [rows, total] = await Promise.all([
      query
        .selectAll("audit_log")
        .select("staff.name as staff_name")
        .orderBy("audit_log.at", "desc")
        .orderBy("audit_log.id")
        .limit(AUDIT_PAGE_SIZE)
        .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    ]);
    const entries: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.at,
      staffId: row.staff_id,
      staffName: row.staff_name,
      action: row.action,
      subject: row.subject,
      ip: row.ip,
      detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    }));
    return { entries, total: Number(total.count) };
  }

  async notificationStatus(): Promise<NotificationStatus> {
    const [health, failed] = await Promise.all([
      this.db.selectFrom("delivery_health").selectAll().execute(),
      this.db.selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("count")).where("status", "=", "failed").executeTakeFirstOrThrow(),
    ]);
    const status = (channel: "email" | "webhook"): ChannelStatus => {
      if (!this.ctx.notify[channel]) return { state: "off" };
      const row = health.find((each) => each.channel === channel);
      return row?.failing_since ? { state: "failing", since: row.failing_since, reason: row.last_error ?? "unknown error" } : { state: "ok" };
    };
    return { email: status("email"), webhook: status("webhook"), failed: Number(failed.count) };
  }
}
