import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { emailKey, isClosed, phoneKey, pickLead, type EnquiryForm } from "#domain/leads.ts";
import type { TimelineData } from "#domain/desk.ts";
import { compiledRows, compiledWith } from "./kysely";
import { orderedId } from "./ordered-id";
import { updateLeadCounts } from "./lead-counts";
import type { LeadsTable, Schema } from "./schema";
import { deferredIn, type Deferred } from "./write-batch";

type Db = Kysely<Schema> | Transaction<Schema>;

interface IncomingEnquiry {
  form: EnquiryForm;
  enquiryId: string;
  at: string;
  name: string;
  phone: string;
  email: string;
  course: string;
  staffId: string | null;
  /** Where it came from, for a new lead (domain/attribution.ts sourceLabel). Left out by migration 0002, which ran before the column existed. */
  source?: string;
  /** The form said a student under 18 filled it in. Left out by migration 0002 (before the column existed). */
  minor?: boolean;
  /** A parent's or guardian's phone from the form: it joins the lead like the person's own. Left out by migration 0002. */
  guardianPhone?: string;
  /** Sent from a Hindi page (migration 0014): the lead prefers Hindi from then on. */
  hindi?: boolean;
}

type EventRow = {
  id: string;
  leadId: string;
  at: string;
  staffId: string | null;
  kind: TimelineData["kind"];
  form: EnquiryForm | null;
  data: string;
};
const EVENT_COLUMNS = ["id", "leadId", "at", "staffId", "kind", "form", "data"] as const;

// Written for every enquiry and every change: compiled once (./kysely.ts compiledWith, compiledRows).
const insertEvent = compiledWith<EventRow>(EVENT_COLUMNS, (db, event) => db.insertInto("lead_events").values(event));
const insertEvents = compiledRows<EventRow>(EVENT_COLUMNS, (db, events) => db.insertInto("lead_events").values(events));

/** A batch's timeline entries (./write-batch.ts), inserted together when it closes. */
class DeferredEvents implements Deferred {
  readonly phase = 0;
  readonly rows: EventRow[] = [];
  flush(trx: object): Promise<void> {
    return insertEvents(trx as Db, this.rows);
  }
}

/**
 * A timeline entry; in a batch of saves, inserted with the batch's others (./write-batch.ts).
 * `clientId`: the id a phone gave the save (migration 0033), written at once so a second send
 * of it in the same transaction finds it (savedByClient).
 */
export async function addEvent(
  db: Db,
  leadId: string,
  at: string,
  staffId: string | null,
  data: TimelineData,
  clientId: string | null = null,
) {
  const row: EventRow = {
    id: orderedId(),
    leadId,
    at,
    staffId,
    kind: data.kind,
    form: data.kind === "enquiry" ? data.form : null,
    data: JSON.stringify(data),
  };
  if (clientId) {
    await db
      .insertInto("lead_events")
      .values({ ...row, clientId })
      .execute();
    return;
  }
  const batch = deferredIn(db, "lead_events", () => new DeferredEvents());
  if (batch) batch.rows.push(row);
  else await insertEvent(db, row);
}

/** The lead whose timeline already holds the save a phone gave `clientId`, or null when it is new. */
export async function savedByClient(db: Db, clientId: string): Promise<string | null> {
  const row = await db.selectFrom("lead_events").select("leadId").where("clientId", "=", clientId).executeTakeFirst();
  return row?.leadId ?? null;
}

/**
 * What a contact is matched by: its phones (the person's, a guardian's: last 10 digits) and its
 * email, as findLead and the import's LeadMatcher both read them; null when none can match.
 */
function matchKeys(contact: { phone: string; email: string; guardianPhone?: string }) {
  const keys = {
    phoneKey: phoneKey(contact.phone),
    guardianPhoneKey: phoneKey(contact.guardianPhone ?? ""),
    emailKey: emailKey(contact.email),
  };
  const phones = [keys.phoneKey, keys.guardianPhoneKey].filter((key) => key.length === 10);
  return phones.length === 0 && !keys.emailKey ? null : { ...keys, phones };
}

/**
 * The lead that any of the enquiry's phones (the person's, a guardian's: last 10 digits) or
 * its email matches (domain/leads.ts pickLead), if any. `early`: run by migration 0002,
 * before leads had a guardian's phone.
 */
export async function findLead(
  db: Db,
  contact: { phone: string; email: string; guardianPhone?: string },
  { early = false } = {},
): Promise<string | null> {
  const keys = matchKeys(contact);
  if (!keys) return null;
  const { phones } = keys;
  const candidates = await db
    .selectFrom("leads")
    .select(["id", "phoneKey", "emailKey", "lastActivityAt", ...(early ? [] : (["guardianPhoneKey"] as const))])
    .where((eb) =>
      eb.or([
        ...(phones.length ? [eb("phoneKey", "in", phones)] : []),
        ...(phones.length && !early ? [eb("guardianPhoneKey", "in", phones)] : []),
        ...(keys.emailKey ? [eb("emailKey", "=", keys.emailKey)] : []),
      ]),
    )
    .execute();
  // Read early (migration 0002), a lead has no guardian's phone yet.
  const direct = pickLead(
    candidates.map((row) => ({
      ...row,
      guardianPhoneKey: (row as { guardianPhoneKey?: string }).guardianPhoneKey ?? "",
    })),
    keys,
  );
  if (direct || early) return direct;
  // A phone or email of a lead that was merged into another finds the survivor.
  const alias = await db
    .selectFrom("lead_aliases")
    .select("leadId")
    .where("key", "in", aliasKeys({ phoneKeys: phones, emailKey: keys.emailKey }))
    .orderBy("leadId")
    .executeTakeFirst();
  return alias?.leadId ?? null;
}

/** The keys under which a merged lead's phones and email are kept (lead_aliases). */
export function aliasKeys({ phoneKeys, emailKey }: { phoneKeys: string[]; emailKey: string }): string[] {
  return [
    ...phoneKeys.filter((key) => key.length === 10).map((key) => `p:${key}`),
    ...(emailKey ? [`e:${emailKey}`] : []),
  ];
}

/**
 * Attaches an enquiry to its lead, inside the caller's transaction: the lead whose phone
 * or email matches (findLead), or a new one. A closed lead that enquires again reopens as
 * New, and its 24-hour clock starts again. A student under 18 marks the lead so, and a
 * guardian's phone is kept on it. The overview's counts follow
 * (server/storage/lead-counts.ts). `early`: run by migration 0002, before the counts and
 * the later columns exist.
 */
export async function attachEnquiry(
  db: Db,
  enquiry: IncomingEnquiry,
  {
    early = false,
    firstOwner,
  }: {
    early?: boolean;
    /**
     * A new lead's owner, chosen before its row is written (the allocation rule,
     * ./desk/allocation.ts): set in the insert, not updated after it, which wrote each of the
     * lead's owner indexes twice per enquiry. Its timeline entry follows the enquiry's.
     */
    firstOwner?: (leadId: string) => Promise<{ ownerId: string | null; event: TimelineData | null } | null>;
  } = {},
): Promise<{ id: string; reopened: boolean; created: boolean; ownerId: string | null; course: string }> {
  const keys = { phoneKey: phoneKey(enquiry.phone), emailKey: emailKey(enquiry.email) };
  const existingId = await findLead(db, enquiry, { early });
  const keepCounts = !early;
  // Written only when set: migration 0002 runs this before the columns exist.
  const minor = enquiry.minor ? { minor: 1 } : {};
  // Likewise once a lead writes from a Hindi page: the counsellor calls in Hindi.
  const hindi = enquiry.hindi ? { prefersHindi: 1 } : {};
  const guardian = enquiry.guardianPhone
    ? { guardianPhone: enquiry.guardianPhone, guardianPhoneKey: phoneKey(enquiry.guardianPhone) }
    : {};

  if (!existingId) {
    const id = randomUUID();
    const first = firstOwner ? await firstOwner(id) : null;
    await db
      .insertInto("leads")
      .values({
        id,
        name: enquiry.name,
        phone: enquiry.phone,
        email: enquiry.email,
        phoneKey: keys.phoneKey,
        emailKey: keys.emailKey,
        course: enquiry.course,
        status: "new",
        ownerId: first?.ownerId ?? null,
        nextFollowUpAt: null,
        firstEnquiryAt: enquiry.at,
        lastEnquiryAt: enquiry.at,
        lastActivityAt: enquiry.at,
        promiseFrom: enquiry.at,
        contactedAt: null,
        firstContactAt: null,
        closeReason: null,
        enquiryCount: 1,
        version: 1,
        updatedAt: enquiry.at,
        updatedBy: enquiry.staffId,
        source: enquiry.source,
        ...minor,
        ...hindi,
        ...guardian,
      })
      .execute();
    await addEvent(db, id, enquiry.at, enquiry.staffId, {
      kind: "enquiry",
      form: enquiry.form,
      enquiryId: enquiry.enquiryId,
    });
    if (first?.event) await addEvent(db, id, enquiry.at, enquiry.staffId, first.event);
    if (keepCounts) {
      await updateLeadCounts(db, {
        before: null,
        after: { status: "new", course: enquiry.course, source: enquiry.source ?? "" },
        enquiries: [{ form: enquiry.form, delta: 1 }],
      });
    }
    return { id, reopened: false, created: true, ownerId: first?.ownerId ?? null, course: enquiry.course };
  }

  const lead = await db.selectFrom("leads").selectAll().where("id", "=", existingId).executeTakeFirstOrThrow();
  const reopen = isClosed(lead.status);
  // A contact message names no course: the lead keeps the one it had.
  const course = enquiry.course || lead.course;
  await db
    .updateTable("leads")
    .set({
      course,
      phone: lead.phone || enquiry.phone,
      email: lead.email || enquiry.email,
      phoneKey: lead.phoneKey || keys.phoneKey,
      emailKey: lead.emailKey || keys.emailKey,
      lastEnquiryAt: enquiry.at,
      lastActivityAt: enquiry.at,
      enquiryCount: lead.enquiryCount + 1,
      // Once said to be under 18, the lead stays so (a later form may be the parent's).
      ...minor,
      ...hindi,
      ...guardian,
      ...(reopen
        ? {
            status: "new" as const,
            closeReason: null,
            promiseFrom: enquiry.at,
            contactedAt: null,
            attempts: 0,
            lastAttemptAt: null,
            version: lead.version + 1,
            updatedAt: enquiry.at,
            updatedBy: enquiry.staffId,
          }
        : {}),
    })
    .where("id", "=", existingId)
    .execute();
  await addEvent(db, existingId, enquiry.at, enquiry.staffId, {
    kind: "enquiry",
    form: enquiry.form,
    enquiryId: enquiry.enquiryId,
    ...(reopen ? { reopened: true } : {}),
  });
  if (keepCounts) {
    await updateLeadCounts(db, {
      before: lead,
      after: { status: reopen ? "new" : lead.status, course, source: lead.source },
      enquiries: [{ form: enquiry.form, delta: 1 }],
    });
  }
  return { id: existingId, reopened: reopen, created: false, ownerId: lead.ownerId, course };
}

type MatchedLead = Selectable<LeadsTable>;

/**
 * findLead for many contacts at once (an import's rows): the leads any of their phones or
 * emails match, and the aliases of merged leads, read in a few queries per 500 contacts
 * instead of two per contact; then each contact is matched in memory by the same rules
 * (domain/leads.ts pickLead, then the alias with the lowest lead id). `touch` keeps the
 * recency pickLead orders by as an import joins leads.
 */
export class LeadMatcher {
  private readonly byPhone = new Map<string, MatchedLead[]>();
  private readonly byGuardian = new Map<string, MatchedLead[]>();
  private readonly byEmail = new Map<string, MatchedLead[]>();
  private readonly aliases = new Map<string, string[]>();
  readonly leads = new Map<string, MatchedLead>();

  static async read(
    db: Db,
    contacts: readonly { phone: string; email: string; guardianPhone?: string }[],
  ): Promise<LeadMatcher> {
    const matcher = new LeadMatcher();
    const phones = new Set<string>();
    const emails = new Set<string>();
    for (const contact of contacts) {
      for (const key of [phoneKey(contact.phone), phoneKey(contact.guardianPhone ?? "")])
        if (key.length === 10) phones.add(key);
      const email = emailKey(contact.email);
      if (email) emails.add(email);
    }
    const CHUNK = 500;
    const chunked = (values: Set<string>) => {
      const all = [...values];
      const parts: string[][] = [];
      for (let at = 0; at < all.length; at += CHUNK) parts.push(all.slice(at, at + CHUNK));
      return parts;
    };
    const rows: MatchedLead[] = [];
    for (const part of chunked(phones)) {
      rows.push(...(await db.selectFrom("leads").selectAll().where("phoneKey", "in", part).execute()));
      rows.push(...(await db.selectFrom("leads").selectAll().where("guardianPhoneKey", "in", part).execute()));
    }
    for (const part of chunked(emails))
      rows.push(...(await db.selectFrom("leads").selectAll().where("emailKey", "in", part).execute()));
    for (const row of rows) matcher.add(row);
    const aliasKeys = new Set([...[...phones].map((key) => `p:${key}`), ...[...emails].map((key) => `e:${key}`)]);
    for (const part of chunked(aliasKeys)) {
      for (const row of await db
        .selectFrom("lead_aliases")
        .select(["key", "leadId"])
        .where("key", "in", part)
        .execute())
        matcher.aliases.set(row.key, [...(matcher.aliases.get(row.key) ?? []), row.leadId]);
    }
    return matcher;
  }

  private add(lead: MatchedLead): void {
    if (this.leads.has(lead.id)) return;
    this.leads.set(lead.id, lead);
    const push = (map: Map<string, MatchedLead[]>, key: string) => {
      if (key) map.set(key, [...(map.get(key) ?? []), lead]);
    };
    push(this.byPhone, lead.phoneKey);
    push(this.byGuardian, lead.guardianPhoneKey);
    push(this.byEmail, lead.emailKey);
  }

  /** The lead findLead would find for the contact, by the rows read (and touched since). */
  match(contact: { phone: string; email: string; guardianPhone?: string }): string | null {
    const keys = matchKeys(contact);
    if (!keys) return null;
    const { phones } = keys;
    const candidates = new Map<string, MatchedLead>();
    for (const phone of phones)
      for (const lead of [...(this.byPhone.get(phone) ?? []), ...(this.byGuardian.get(phone) ?? [])])
        candidates.set(lead.id, lead);
    if (keys.emailKey) for (const lead of this.byEmail.get(keys.emailKey) ?? []) candidates.set(lead.id, lead);
    const direct = pickLead([...candidates.values()], keys);
    if (direct) return direct;
    const found = aliasKeys({ phoneKeys: phones, emailKey: keys.emailKey })
      .flatMap((key) => this.aliases.get(key) ?? [])
      .sort();
    return found[0] ?? null;
  }
}
