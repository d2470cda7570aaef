import type { Kysely, Transaction, Updateable } from "kysely";
import { ENQUIRY_FIELDS, type EnquiryFieldKey } from "#domain/enquiry-fields.ts";
import type {
  CorrectableField,
  LeadDetail,
  LeadEnquiry,
  PersonalData,
  PrivacyDesk,
  PrivacyRequest,
  PurgeReport,
  RightsRefusal,
  VerifyResult,
} from "#domain/desk.ts";
import { compareIdentity, VERIFICATION_CHANNEL, type VerificationMethod } from "#domain/request-identity.ts";
import { emailKey, phoneKey } from "#domain/leads.ts";
import { checkpoint, eraseLead } from "./erasure";
import { DeskPart, type DeskContext } from "./desk/context";
import type { LeadsTable, PrivacyRequestsTable, Schema } from "./schema";

type Db = Kysely<Schema> | Transaction<Schema>;

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

/** A request as read with its lead's and its staff's names, and how it compares with its lead. */
function asRequest({
  verifiedAt,
  verifiedMethod,
  verifiedByName,
  ...row
}: Omit<PrivacyRequest, "identity" | "verification" | "awaitingVerification"> & {
  verifiedAt: string | null;
  verifiedMethod: VerificationMethod | null;
  verifiedByName: string | null;
}): PrivacyRequest {
  const identity =
    row.leadId && row.leadName !== null
      ? compareIdentity(row, { name: row.leadName, phone: row.leadPhone ?? "", email: row.leadEmail ?? "" })
      : null;
  const verification =
    verifiedAt && verifiedMethod ? { at: verifiedAt, byName: verifiedByName, method: verifiedMethod } : null;
  return {
    ...row,
    identity,
    verification,
    awaitingVerification: row.status === "open" && identity !== null && identity.needsVerification && !verification,
  };
}

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

  private requestsQuery(db: Db = this.db) {
    return db
      .selectFrom("privacy_requests")
      .leftJoin("leads", "leads.id", "privacy_requests.leadId")
      .leftJoin("staff as closer", "closer.id", "privacy_requests.closedBy")
      .leftJoin("staff as verifier", "verifier.id", "privacy_requests.verifiedBy")
      .select(REQUEST_COLUMNS.map((column) => `privacy_requests.${column}` as const))
      .select([
        "privacy_requests.verifiedAt",
        "privacy_requests.verifiedMethod",
        "verifier.name as verifiedByName",
        "leads.name as leadName",
        "leads.phone as leadPhone",
        "leads.email as leadEmail",
        "closer.name as closedByName",
      ]);
  }

  /** Open requests soonest due first; answered ones latest first. */
  async privacyRequests(status: "open" | "done"): Promise<PrivacyRequest[]> {
    let query = this.requestsQuery().where("privacy_requests.status", "=", status);
    query =
      status === "open"
        ? query.orderBy("privacy_requests.dueAt")
        : query.orderBy("privacy_requests.closedAt", "desc").limit(100);
    return (await query.execute()).map(asRequest);
  }

  /**
   * The open requests matched to a lead that wait for the lead's confirmation: while there is
   * one, nobody downloads or erases the lead's data, whichever request the action answers (an
   * admin choosing "None" would otherwise send an imposter's erasure through).
   */
  private async awaitingVerification(db: Db, leadId: string): Promise<string[]> {
    const open = await this.requestsQuery(db)
      .where("privacy_requests.leadId", "=", leadId)
      .where("privacy_requests.status", "=", "open")
      .orderBy("privacy_requests.createdAt")
      .execute();
    return open
      .map(asRequest)
      .filter((request) => request.awaitingVerification)
      .map((request) => request.id);
  }

  async verifyPrivacyRequest(id: string, method: VerificationMethod, staffId: string): Promise<VerifyResult> {
    return this.writes.run(async (trx) => {
      const row = await this.requestsQuery(trx)
        .where("privacy_requests.id", "=", id)
        .where("privacy_requests.status", "=", "open")
        .executeTakeFirst();
      if (!row) return "not_found";
      const request = asRequest(row);
      if (!request.awaitingVerification) return "not_needed";
      const stored = VERIFICATION_CHANNEL[method] === "phone" ? request.leadPhone : request.leadEmail;
      if (!stored?.trim()) return "no_stored_contact";
      await trx
        .updateTable("privacy_requests")
        .set({ verifiedAt: this.clock().toISOString(), verifiedBy: staffId, verifiedMethod: method })
        .where("id", "=", id)
        .execute();
      await this.auditIn(trx, {
        action: "privacy.request_verified",
        staffId,
        subject: id,
        detail: { lead: request.leadId, method },
      });
      return "verified";
    });
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

  async personalData(
    leadId: string,
    staffId: string,
    ip: string | null,
  ): Promise<{ ok: true; data: PersonalData } | RightsRefusal> {
    const lead = await this.lead(leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    const waiting = await this.awaitingVerification(this.db, leadId);
    if (waiting.length > 0) return { ok: false, reason: "unverified", requests: waiting };
    const { timeline, enquiries, ...details } = lead;
    const requests = (
      await this.requestsQuery()
        .where("privacy_requests.leadId", "=", leadId)
        .orderBy("privacy_requests.createdAt")
        .execute()
    ).map(asRequest);
    await this.writes.run((trx) => this.auditIn(trx, { action: "lead.downloaded", staffId, subject: leadId, ip }));
    const versions = new Set([...enquiries.map((e) => e.noticeVersion), ...requests.map((r) => r.noticeVersion)]);
    return {
      ok: true,
      data: {
        exportedAt: this.clock().toISOString(),
        noticeVersionsSeen: [...versions].filter((v): v is string => v !== null).sort(),
        lead: details,
        enquiries: enquiries.map(aboutThePerson),
        timeline,
        requests,
      },
    };
  }

  /**
   * Erases the person in one transaction, records in the audit log that it happened (the
   * lead's random id, who, and the request it answered; none of the person's data), closes
   * that request, then checkpoints so the files hold no copy (server/storage/erasure.ts).
   */
  async eraseLead(
    leadId: string,
    staffId: string,
    ip: string | null,
    requestId: string | null,
  ): Promise<{ ok: true } | RightsRefusal> {
    const answer = await this.writes.run(async (trx): Promise<{ ok: true } | RightsRefusal> => {
      // Checked in the erasure's transaction: a request that arrives meanwhile is not missed.
      const exists = await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
      if (!exists) return { ok: false, reason: "not_found" };
      const waiting = await this.awaitingVerification(trx, leadId);
      if (waiting.length > 0) return { ok: false, reason: "unverified", requests: waiting };
      if (requestId) {
        const theirs = await trx
          .selectFrom("privacy_requests")
          .select("id")
          .where("id", "=", requestId)
          .where("leadId", "=", leadId)
          .where("status", "=", "open")
          .executeTakeFirst();
        if (!theirs) return { ok: false, reason: "not_this_lead" };
      }
      if (!(await eraseLead(trx, leadId))) return { ok: false, reason: "not_found" };
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
      return { ok: true };
    });
    if (answer.ok) await checkpoint(this.db);
    return answer;
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
