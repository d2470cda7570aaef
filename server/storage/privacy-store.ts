import type { Transaction, Updateable } from "kysely";
import { ENQUIRY_FIELDS, type EnquiryFieldKey } from "#domain/enquiry-fields.ts";
import type {
  CorrectableField,
  LeadDetail,
  LeadEnquiry,
  PersonalData,
  PrivacyDesk,
  PrivacyRequest,
  PurgeReport,
} from "#domain/desk.ts";
import { emailKey, phoneKey } from "#domain/leads.ts";
import { checkpoint, eraseLead } from "./erasure";
import { DeskPart, type DeskContext } from "./desk/context";
import type { LeadsTable, PrivacyRequestsTable, Schema } from "./schema";

/**
 * The desk's personal-data work under India's DPDP Act 2023: rights requests, a person's data as JSON,
 * corrections and erasure, and the last purge's record: the desk store's PrivacyDesk part
 * (server/storage/desk/). The pages allow them to admins only.
 */

/** The columns of a rights request the desk shows, as PrivacyRequest names them (the lead's and the closer's names are joined). */
const REQUEST_COLUMNS = [
  "id",
  "createdAt",
  "kind",
  "name",
  "email",
  "phone",
  "details",
  "dueAt",
  "noticeVersion",
  "leadId",
  "status",
  "closedAt",
  "outcome",
] as const satisfies readonly (keyof PrivacyRequest & keyof PrivacyRequestsTable)[];

/** An enquiry as the person's download carries it: without the fields that are not about them. */
function aboutThePerson(enquiry: LeadEnquiry): PersonalData["enquiries"][number] {
  return Object.fromEntries(
    Object.entries(enquiry).filter(
      ([key]) => !(key in ENQUIRY_FIELDS) || ENQUIRY_FIELDS[key as EnquiryFieldKey].personal,
    ),
  ) as PersonalData["enquiries"][number];
}

/**
 * Corrects the person's name, phone or email on their lead and on every enquiry they sent, so
 * no copy of the wrong value is left. Returns the lead's part of the update (with its matching
 * key), for the caller to write with the lead's version.
 */
export async function correctPerson(trx: Transaction<Schema>, leadId: string, field: CorrectableField, value: string) {
  for (const table of ["enquiries", "messages", "manual_enquiries"] as const) {
    await trx
      .updateTable(table)
      .set({ [field]: value })
      .where("leadId", "=", leadId)
      .execute();
  }
  const update: Updateable<LeadsTable> = { [field]: value };
  if (field === "phone") update.phoneKey = phoneKey(value);
  if (field === "email") update.emailKey = emailKey(value);
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
      .leftJoin("leads", "leads.id", "privacy_requests.leadId")
      .leftJoin("staff", "staff.id", "privacy_requests.closedBy")
      .select(REQUEST_COLUMNS.map((column) => `privacy_requests.${column}` as const))
      .select(["leads.name as leadName", "staff.name as closedByName"]);
  }

  /** Open requests soonest due first; answered ones latest first. */
  async privacyRequests(status: "open" | "done"): Promise<PrivacyRequest[]> {
    let query = this.requestsQuery().where("privacy_requests.status", "=", status);
    query =
      status === "open"
        ? query.orderBy("privacy_requests.dueAt")
        : query.orderBy("privacy_requests.closedAt", "desc").limit(100);
    return query.execute();
  }

  async closePrivacyRequest(id: string, outcome: string, staffId: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx
        .updateTable("privacy_requests")
        .set({ status: "done", closedAt: this.clock().toISOString(), closedBy: staffId, outcome })
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
    const requests: PrivacyRequest[] = await this.requestsQuery()
      .where("privacy_requests.leadId", "=", leadId)
      .orderBy("privacy_requests.createdAt")
      .execute();
    await this.writes.run((trx) => this.auditIn(trx, { action: "lead.downloaded", staffId, subject: leadId, ip }));
    const versions = new Set([...enquiries.map((e) => e.noticeVersion), ...requests.map((r) => r.noticeVersion)]);
    return {
      exportedAt: this.clock().toISOString(),
      noticeVersionsSeen: [...versions].filter((v): v is string => v !== null).sort(),
      lead: details,
      enquiries: enquiries.map(aboutThePerson),
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
          .set({ status: "done", closedAt: this.clock().toISOString(), closedBy: staffId, outcome: "Erased" })
          .where("id", "=", requestId)
          .where("status", "=", "open")
          .execute();
      }
      await this.auditIn(trx, {
        action: "lead.erased",
        staffId,
        subject: leadId,
        ip,
        detail: requestId ? { request: requestId } : null,
      });
      return true;
    });
    if (erased) await checkpoint(this.db);
    return erased;
  }

  async lastPurge(): Promise<PurgeReport | null> {
    const row = await this.db
      .selectFrom("privacy_purges")
      .select([
        "ranAt",
        "trigger",
        "cutoff",
        "leadsErased",
        "requestsRemoved",
        "accessEntriesRemoved",
        "notificationsRemoved",
      ])
      .orderBy("ranAt", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ? { ...row, dryRun: false } : null;
  }
}
