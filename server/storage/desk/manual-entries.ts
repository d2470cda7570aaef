import { randomUUID } from "node:crypto";
import type { ManualEnquiry, ManualEntries } from "../../../domain/desk";
import { enqueueEnquiryCreated } from "../../notifications/outbox";
import { attachEnquiry } from "../lead-writes";
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
      return { leadId: lead.id };
    });
  }
}
