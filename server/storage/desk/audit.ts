import type { AuditEntry, AuditInput, AuditStore, ChannelStatus, NotificationStatus } from "../../../domain/desk";
import { DeskPart } from "./context";

const AUDIT_PAGE_SIZE = 100;

/** The audit log, and how notifications are doing (the banner admins see). */
export class AuditQueries extends DeskPart implements AuditStore {
  async audit(entry: AuditInput): Promise<void> {
    await this.writes.run((trx) => this.auditIn(trx, entry));
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
