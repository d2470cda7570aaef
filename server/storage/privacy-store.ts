import type { Selectable, Transaction, Updateable } from "kysely";
import type { CorrectableField, LeadDetail, PersonalData, PrivacyDesk, PrivacyRequest, PurgeReport } from "../../domain/desk";
import { emailKey, phoneKey } from "../../domain/leads";
import { checkpoint, eraseLead } from "./erasure";
import { DeskPart, type DeskContext } from "./desk/context";
import type { LeadsTable, PrivacyRequestsTable, Schema } from "./schema";

/**
 * The desk's personal-data work (issue 13): rights requests, a person's data as JSON,
 * corrections and erasure, and the last purge's record: the desk store's PrivacyDesk part
 * (server/storage/desk/). The pages allow them to admins only.
 */

type RequestRow = Selectable<PrivacyRequestsTable> & { lead_name: string | null; closed_by_name: string | null };

function toRequest(row: RequestRow): PrivacyRequest {
  return {
    id: row.id,
    createdAt: row.created_at,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    details: row.details,
    dueAt: row.due_at,
    noticeVersion: row.notice_version,
    leadId: row.lead_id,
    leadName: row.lead_name,
    status: row.status,
    closedAt: row.closed_at,
    closedByName: row.closed_by_name,
    outcome: row.outcome,
  };
}

/**
 * Corrects the person's name, phone or email on their lead and on every enquiry they sent, so
 * no copy of the wrong value is left. Returns the lead's part of the update (with its matching
 * key), for the caller to write with the lead's version.
 */
export async function correctPerson(trx: Transaction<Schema>, leadId: string, field: CorrectableField, value: string) {
  for (const table of ["enquiries", "messages", "manual_enquiries"] as const) {
    await trx.updateTable(table).set({ [field]: value }).where("lead_id", "=", leadId).execute();
  }
  const update: Updateable<LeadsTable> = { [field]: value };
  if (field === "phone") update.phone_key = phoneKey(value);
  if (field === "email") update.email_key = emailKey(value);
  return update;
}

export class PrivacyQueries extends DeskPart implements PrivacyDesk {
  constructor(
    ctx: DeskContext,
    private readonly lead: (id: string) => Promise<LeadDetail | null>,
  ) {
    super(ctx);
  }

  private requestsQuery() {
    return this.db
      .selectFrom("privacy_requests")
      .leftJoin("leads", "leads.id", "privacy_requests.lead_id")
      .leftJoin("staff", "staff.id", "privacy_requests.closed_by")
      .selectAll("privacy_requests")
      .select(["leads.name as lead_name", "staff.name as closed_by_name"]);
  }

  /** Open requests soonest due first; answered ones latest first. */
  async privacyRequests(status: "open" | "done"): Promise<PrivacyRequest[]> {
    let query = this.requestsQuery().where("privacy_requests.status", "=", status);
    query = status === "open" ? query.orderBy("privacy_requests.due_at") : query.orderBy("privacy_requests.closed_at", "desc").limit(100);
    return (await query.execute()).map(toRequest);
  }

  async closePrivacyRequest(id: string, outcome: string, staffId: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .updateTable("privacy_requests")
        .set({ status: "done", closed_at: this.clock().toISOString(), closed_by: staffId, outcome })
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await this.auditIn(trx, { action: "privacy.request_closed", staffId, subject: id });
      return true;
    });
  }

  async personalData(leadId: string, staffId: string, ip: string | null): Promise<PersonalData | null> {
    const lead = await this.lead(leadId);
    if (!lead) return null;
    const { timeline, enquiries, ...details } = lead;
    const requests = (await this.requestsQuery().where("privacy_requests.lead_id", "=", leadId).orderBy("privacy_requests.created_at").execute()).map(toRequest);
    await this.writes.run((trx) => this.auditIn(trx, { action: "lead.downloaded", staffId, subject: leadId, ip }));
    const versions = new Set([...enquiries.map((e) => e.noticeVersion), ...requests.map((r) => r.noticeVersion)]);
    return {
      exportedAt: this.clock().toISOString(),
      noticeVersionsSeen: [...versions].filter((v): v is string => v !== null).sort(),
      lead: details,
      enquiries,
      timeline,
      requests,
    };
  }

  /**
   * Erases the person in one transaction, records in the audit log that it happened (the
   * lead's random id, who, and the request it answered; none of the person's data), closes
   * that request, then checkpoints so the files hold no copy (server/storage/erasure.ts).
   */
  async eraseLead(leadId: string, staffId: string, ip: string | null, requestId: string | null): Promise<boolean> {
    const erased = await this.writes.run(async (trx) => {
      if (!(await eraseLead(trx, leadId))) return false;
      if (requestId) {
        await trx
          .updateTable("privacy_requests")
          .set({ status: "done", closed_at: this.clock().toISOString(), closed_by: staffId, outcome: "Erased" })
          .where("id", "=", requestId)
          .where("status", "=", "open")
          .execute();
      }
      await this.auditIn(trx, { action: "lead.erased", staffId, subject: leadId, ip, detail: requestId ? { request: requestId } : null });
      return true;
    });
    if (erased) await checkpoint(this.db);
    return erased;
  }

  async lastPurge(): Promise<PurgeReport | null> {
    const row = await this.db.selectFrom("privacy_purges").selectAll().orderBy("ran_at", "desc").limit(1).executeTakeFirst();
    if (!row) return null;
    return {
      ranAt: row.ran_at,
      trigger: row.trigger,
      cutoff: row.cutoff,
      dryRun: false,
      leadsErased: row.leads_erased,
      requestsRemoved: row.requests_removed,
      accessEntriesRemoved: row.access_entries_removed,
      notificationsRemoved: row.notifications_removed,
    };
  }
}
