import type { Kysely } from "kysely";
import { leaveProblem } from "../../../domain/allocation";
import type { StaffDuty, StaffDutyStore } from "../../../domain/desk";
import type { Schema } from "../schema";
import { DeskPart } from "./context";

/** Each staff member's on-duty switch and leave (migration 0011); no row is off duty with no leave. */
export class StaffDutyQueries extends DeskPart implements StaffDutyStore {
  async staffDuty(): Promise<StaffDuty[]> {
    const rows = await this.db
      .selectFrom("staff")
      .leftJoin("staff_duty", "staff_duty.staff_id", "staff.id")
      .select(["staff.id", "staff_duty.on_duty", "staff_duty.leave_from", "staff_duty.leave_to"])
      .orderBy("staff.id")
      .execute();
    return rows.map((row) => ({ staffId: row.id, onDuty: row.on_duty === 1, leaveFrom: row.leave_from ?? null, leaveTo: row.leave_to ?? null }));
  }

  private async write(trx: Kysely<Schema>, staffId: string, change: { on_duty?: number; leave_from?: string | null; leave_to?: string | null }): Promise<StaffDuty | null> {
    const staff = await trx.selectFrom("staff").select("id").where("id", "=", staffId).executeTakeFirst();
    if (!staff) return null;
    const at = this.now();
    const existing = await trx.selectFrom("staff_duty").selectAll().where("staff_id", "=", staffId).executeTakeFirst();
    const row = { staff_id: staffId, on_duty: 0, leave_from: null, leave_to: null, ...existing, ...change, updated_at: at };
    if (existing) await trx.updateTable("staff_duty").set(row).where("staff_id", "=", staffId).execute();
    else await trx.insertInto("staff_duty").values(row).execute();
    return { staffId, onDuty: row.on_duty === 1, leaveFrom: row.leave_from, leaveTo: row.leave_to };
  }

  async setOnDuty(staffId: string, onDuty: boolean, by: string): Promise<StaffDuty | null> {
    return this.writes.run(async (trx) => {
      const duty = await this.write(trx, staffId, { on_duty: onDuty ? 1 : 0 });
      if (duty) await this.auditIn(trx, { action: onDuty ? "staff.on_duty" : "staff.off_duty", staffId: by, subject: staffId });
      return duty;
    });
  }

  async setLeave(staffId: string, leave: { from: string; to: string } | null, by: string) {
    if (leave) {
      const problem = leaveProblem(leave.from, leave.to, this.clock());
      if (problem) return { ok: false as const, message: problem };
    }
    return this.writes.run(async (trx) => {
      const duty = await this.write(trx, staffId, { leave_from: leave?.from ?? null, leave_to: leave?.to ?? null });
      if (!duty) return { ok: false as const, message: "That account does not exist." };
      await this.auditIn(trx, { action: leave ? "staff.leave" : "staff.leave_cleared", staffId: by, subject: staffId, detail: leave ? { from: leave.from, to: leave.to } : null });
      return { ok: true as const, duty };
    });
  }
}
