import type { Kysely } from "kysely";
import { leaveProblem } from "#domain/allocation.ts";
import type { StaffDuty, StaffDutyStore } from "#domain/desk.ts";
import type { Schema } from "#server/storage/schema.ts";
import { DeskPart } from "./context";

/** Each staff member's on-duty switch and leave (migration 0011); no row is off duty with no leave. */
export class StaffDutyQueries extends DeskPart implements StaffDutyStore {
  async staffDuty(): Promise<StaffDuty[]> {
    const rows = await this.db
      .selectFrom("staff")
      .leftJoin("staff_duty", "staff_duty.staffId", "staff.id")
      .select(["staff.id", "staff_duty.onDuty", "staff_duty.leaveFrom", "staff_duty.leaveTo"])
      .orderBy("staff.id")
      .execute();
    return rows.map((row) => ({
      staffId: row.id,
      onDuty: row.onDuty === 1,
      leaveFrom: row.leaveFrom ?? null,
      leaveTo: row.leaveTo ?? null,
    }));
  }

  private async write(
    trx: Kysely<Schema>,
    staffId: string,
    change: { onDuty?: number; leaveFrom?: string | null; leaveTo?: string | null },
  ): Promise<StaffDuty | null> {
    const staff = await trx.selectFrom("staff").select("id").where("id", "=", staffId).executeTakeFirst();
    if (!staff) return null;
    const at = this.now();
    const existing = await trx.selectFrom("staff_duty").selectAll().where("staffId", "=", staffId).executeTakeFirst();
    const row = { staffId, onDuty: 0, leaveFrom: null, leaveTo: null, ...existing, ...change, updatedAt: at };
    if (existing) await trx.updateTable("staff_duty").set(row).where("staffId", "=", staffId).execute();
    else await trx.insertInto("staff_duty").values(row).execute();
    return { staffId, onDuty: row.onDuty === 1, leaveFrom: row.leaveFrom, leaveTo: row.leaveTo };
  }

  async setOnDuty(staffId: string, onDuty: boolean, by: string): Promise<StaffDuty | null> {
    return this.writes.run(async (trx) => {
      const duty = await this.write(trx, staffId, { onDuty: onDuty ? 1 : 0 });
      if (duty)
        await this.auditIn(trx, { action: onDuty ? "staff.on_duty" : "staff.off_duty", staffId: by, subject: staffId });
      return duty;
    });
  }

  async setLeave(staffId: string, leave: { from: string; to: string } | null, by: string) {
    if (leave) {
      const problem = leaveProblem(leave.from, leave.to, this.clock());
      if (problem) return { ok: false as const, message: problem };
    }
    return this.writes.run(async (trx) => {
      const duty = await this.write(trx, staffId, { leaveFrom: leave?.from ?? null, leaveTo: leave?.to ?? null });
      if (!duty) return { ok: false as const, message: "That account does not exist." };
      await this.auditIn(trx, {
        action: leave ? "staff.leave" : "staff.leave_cleared",
        staffId: by,
        subject: staffId,
        detail: leave ? { from: leave.from, to: leave.to } : null,
      });
      return { ok: true as const, duty };
    });
  }
}
