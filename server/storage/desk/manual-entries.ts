import { randomUUID } from "node:crypto";
import { LEAD_ROLES, type ManualEnquiry, type ManualEntries } from "#domain/desk.ts";
import { enqueueEnquiryCreated } from "#server/notifications/outbox.ts";
import { enqueueAllocationAlerts } from "#server/notifications/staff-alerts.ts";
import { addEvent, attachEnquiry } from "#server/storage/lead-writes.ts";
import { refreshReportDays } from "#server/storage/report-days.ts";
import { allocateEnquiry } from "./allocation";
import { DeskPart } from "./context";

/** Enquiries staff enter for walk-ins, calls, fairs, referrals and aggregators: the same lead rules as the forms. */
export class ManualEntryQueries extends DeskPart implements ManualEntries {
  async addManualEnquiry(enquiry: ManualEnquiry, staffId: string): Promise<{ leadId: string }> {
    return this.writes.run(async (trx) => {
      const id = randomUUID();
      const at = this.now();
      const lead = await attachEnquiry(trx, {
        form: enquiry.source,
        enquiryId: id,
        at,
        name: enquiry.name,
        phone: enquiry.phone,
        email: enquiry.email,
        course: enquiry.course,
        staffId,
        source: enquiry.source,
      });
      await trx
        .insertInto("manual_enquiries")
        .values({
          id,
          createdAt: at,
          leadId: lead.id,
          staffId,
          source: enquiry.source,
          sourceDetail: enquiry.sourceDetail,
          name: enquiry.name,
          phone: enquiry.phone,
          email: enquiry.email,
          course: enquiry.course,
          message: enquiry.message,
        })
        .execute();
      // An owner chosen on the form is kept (an active account); otherwise the allocation rule gives one.
      const chosen = enquiry.ownerId
        ? await trx
            .selectFrom("staff")
            .select(["id", "name"])
            .where("id", "=", enquiry.ownerId)
            .where("active", "=", 1)
            .where("role", "in", LEAD_ROLES)
            .executeTakeFirst()
        : undefined;
      let allocation: Awaited<ReturnType<typeof allocateEnquiry>> = null;
      if (chosen && chosen.id !== lead.ownerId) {
        const from = lead.ownerId
          ? await trx.selectFrom("staff").select("name").where("id", "=", lead.ownerId).executeTakeFirst()
          : undefined;
        await trx.updateTable("leads").set({ ownerId: chosen.id }).where("id", "=", lead.id).execute();
        await addEvent(trx, lead.id, at, staffId, {
          kind: "owner",
          from: lead.ownerId,
          to: chosen.id,
          fromName: from?.name ?? null,
          toName: chosen.name,
        });
      } else if (!chosen) {
        allocation = await allocateEnquiry(trx, {
          leadId: lead.id,
          created: lead.created,
          reopened: lead.reopened,
          ownerId: lead.ownerId,
          course: lead.course,
          at,
          staffId,
          now: this.clock(),
        });
      }
      await refreshReportDays(trx, [lead.id]);
      await this.auditIn(trx, { action: "lead.manual_enquiry", staffId, subject: lead.id });
      await enqueueEnquiryCreated(trx, this.ctx.notify, {
        type: "enquiry.created",
        leadId: lead.id,
        enquiryId: id,
        form: enquiry.source,
        name: enquiry.name,
        phone: enquiry.phone,
        email: enquiry.email,
        course: enquiry.course,
        source: enquiry.source,
        reopened: lead.reopened,
        at,
      });
      await enqueueAllocationAlerts(trx, this.ctx.notify, {
        leadId: lead.id,
        form: enquiry.source,
        name: enquiry.name,
        phone: enquiry.phone,
        course: enquiry.course,
        at,
        allocatedTo: chosen && chosen.id !== lead.ownerId ? chosen.id : (allocation?.allocatedTo ?? null),
        unowned: allocation?.unowned ?? false,
        enteredBy: staffId,
      });
      return { leadId: lead.id };
    });
  }
}
