import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely, Selectable, SelectQueryBuilder, Updateable } from "kysely";
import type { Attribution } from "../../domain/attribution";
import {
  INBOX_PAGE_SIZE,
  type AuditEntry,
  type AuditInput,
  type ChannelStatus,
  type NotificationStatus,
  type DeskStore,
  type InboxFilter,
  type InboxPage,
  type LeadChange,
  type LeadChangeResult,
  type LeadDetail,
  type LeadEnquiry,
  type LeadSummary,
  type ManualEnquiry,
  type Overview,
  type Passkey,
  type SessionRecord,
  type StaffCredentials,
  type StaffMember,
  type StaffRole,
  type TimelineData,
  type TimelineEntry,
  type TodayLists,
  TODAY_LIST_LIMIT,
} from "../../domain/desk";
import { DAY_MS, HOUR_MS, istDate, istDayBounds, IST_OFFSET_MS } from "../../domain/india-time";
import {
  CLOSED_STATUSES,
  emailKey,
  isContact,
  OPEN_STATUSES,
  PROMISE_MS,
  PROMISE_WARNING_MS,
  isClosed,
  statusChangeError,
  STATUSES,
  type EnquiryForm,
} from "../../domain/leads";
import { GUARDIAN_CONFIRMATION_NEEDED, needsGuardianConfirmation } from "../../domain/privacy";
import { enqueue, enqueueEnquiryCreated, enqueueStatusChanged, NOTIFICATIONS_OFF, type NotifySettings } from "../notifications/outbox";
import type { GroupCommitter } from "./group-commit";
import { readLeadCounts, updateLeadCounts } from "./lead-counts";
import { addEvent, attachEnquiry } from "./lead-writes";
import { correctPerson, PrivacyQueries } from "./privacy-store";
import type { LeadsTable, Schema, StaffTable } from "./schema";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
/** …and this long after sign-in, whatever happens. */
export const SESSION_MAX_MS = 14 * DAY_MS;
/** A session's last-seen time is written at most this often (it is a write per request otherwise). */
const SESSION_TOUCH_MS = 60_000;
const CHALLENGE_MS = 5 * 60_000;
const AUDIT_PAGE_SIZE = 100;
/** How many leads each list of the Today page shows. */

type LeadRow = Selectable<LeadsTable> & { owner_name: string | null };

function toStaff(row: StaffTable): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active === 1,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at,
  };
}

function toSummary(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    course: row.course,
    status: row.status,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    nextFollowUpAt: row.next_follow_up_at,
    firstEnquiryAt: row.first_enquiry_at,
    lastEnquiryAt: row.last_enquiry_at,
    promiseFrom: row.promise_from,
    contactedAt: row.contacted_at,
    enquiryCount: row.enquiry_count,
    version: row.version,
    source: row.source,
    minor: row.minor === 1,
    guardianConfirmedAt: row.guardian_confirmed_at,
  };
}

/** A LIKE pattern for text anywhere; LIKE's own wildcards in the search are dropped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "")}%`;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Monday 00:00 IST of the week holding `now`, as a UTC instant. */
function istWeekStart(now: Date): Date {
  const { start } = istDayBounds(now);
  const weekday = new Date(start.getTime() + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return new Date(start.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/**
 * The desk's data, on SQLite today and written with Kysely's portable builders so a
 * PostgreSQL dialect can run it. Writes go through the same group committer as the public
 * forms' saves, so the one writer keeps every change durable before it is acknowledged.
 */
export class KyselyDeskStore implements DeskStore {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly writes: GroupCommitter,
    private readonly clock: () => Date,
    private readonly notify: NotifySettings = NOTIFICATIONS_OFF,
  ) {}

  private now(): string {
    return this.clock().toISOString();
  }

  // ---- Staff and sign-in -------------------------------------------------------------

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom("staff")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("role", "=", "admin")
      .where("active", "=", 1)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async createStaff(input: { email: string; name: string; role: StaffRole }, by: string | null) {
    const email = emailKey(input.email);
    return this.writes.run(async (trx) => {
      const existing = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
      if (existing) return { ok: false as const, message: `A staff account for ${email} already exists.` };
      const row: StaffTable = {
        id: randomUUID(),
        email,
        name: input.name.trim(),
        role: input.role,
        active: 1,
        password_hash: null,
        created_at: this.now(),
      };
      await trx.insertInto("staff").values(row).execute();
      await this.auditIn(trx, { action: "staff.created", staffId: by, subject: row.id, detail: { role: row.role } });
      return { ok: true as const, staff: toStaff(row) };
    });
  }

  async listStaff(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom("staff").selectAll().orderBy("active", "desc").orderBy("name").execute();
    return rows.map(toStaff);
  }

  async findStaff(idOrEmail: string): Promise<StaffMember | null> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", idOrEmail), eb("email", "=", emailKey(idOrEmail))]))
      .executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async setStaffActive(id: string, active: boolean, by: string | null): Promise<StaffMember | null> {
    return this.writes.run(async (trx) => {
      const row = await trx.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await trx.updateTable("staff").set({ active: active ? 1 : 0 }).where("id", "=", id).execute();
      // A disabled account's sessions end at once; its unused sign-in links die with it.
      if (!active) {
        await trx.deleteFrom("sessions").where("staff_id", "=", id).execute();
        await trx.updateTable("sign_in_links").set({ used_at: this.now() }).where("staff_id", "=", id).where("used_at", "is", null).execute();
      }
      await this.auditIn(trx, { action: active ? "staff.enabled" : "staff.disabled", staffId: by, subject: id });
      return toStaff({ ...row, active: active ? 1 : 0 });
    });
  }

  async credentialsFor(email: string): Promise<StaffCredentials | null> {
    const row = await this.db.selectFrom("staff").selectAll().where("email", "=", emailKey(email)).executeTakeFirst();
    return row ? { ...toStaff(row), passwordHash: row.password_hash } : null;
  }

  async createSignInLink(staffId: string, tokenHash: string, expiresAt: string, by: string | null): Promise<void> {
    await this.writes.run(async (trx) => {
      // A fresh link replaces any earlier one that was not used.
      await trx.updateTable("sign_in_links").set({ used_at: this.now() }).where("staff_id", "=", staffId).where("used_at", "is", null).execute();
      await trx
        .insertInto("sign_in_links")
        .values({ token_hash: tokenHash, staff_id: staffId, created_at: this.now(), expires_at: expiresAt, used_at: null })
        .execute();
      await this.auditIn(trx, { action: "staff.link_created", staffId: by, subject: staffId });
    });
  }

  private validLink(db: Kysely<Schema>, tokenHash: string) {
    return db
      .selectFrom("sign_in_links")
      .innerJoin("staff", "staff.id", "sign_in_links.staff_id")
      .selectAll("staff")
      .where("sign_in_links.token_hash", "=", tokenHash)
      .where("sign_in_links.used_at", "is", null)
      .where("sign_in_links.expires_at", ">", this.now())
      .where("staff.active", "=", 1);
  }

  async staffForLink(tokenHash: string): Promise<StaffMember | null> {
    const row = await this.validLink(this.db, tokenHash).executeTakeFirst();
    return row ? toStaff(row) : null;
  }

  async setPasswordWithLink(tokenHash: string, passwordHash: string): Promise<StaffMember | null> {
    return this.writes.run(async (trx) => {
      const row = await this.validLink(trx, tokenHash).executeTakeFirst();
      if (!row) return null;
      await trx.updateTable("sign_in_links").set({ used_at: this.now() }).where("token_hash", "=", tokenHash).execute();
      await trx.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", row.id).execute();
      await this.auditIn(trx, { action: "staff.password_set", staffId: row.id, subject: row.id, detail: { via: "link" } });
      return toStaff({ ...row, password_hash: passwordHash });
    });
  }

  async setPassword(staffId: string, passwordHash: string): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.updateTable("staff").set({ password_hash: passwordHash }).where("id", "=", staffId).execute();
      await this.auditIn(trx, { action: "staff.password_set", staffId, subject: staffId });
    });
  }

  async countRecentFailures({ subject, ip, since }: { subject: string; ip: string; since: string }) {
    const count = async (column: "subject" | "ip", value: string) => {
      const row = await this.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("action", "=", "sign_in.failed")
        .where(column, "=", value)
        .where("at", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    return { subject: await count("subject", subject), ip: await count("ip", ip) };
  }

  private async auditIn(db: Kysely<Schema>, entry: AuditInput): Promise<void> {
    await db
      .insertInto("audit_log")
      .values({
        id: randomUUID(),
        at: this.now(),
        staff_id: entry.staffId ?? null,
        action: entry.action,
        subject: entry.subject ?? null,
        ip: entry.ip ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })
      .execute();
  }

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

  // ---- Sessions ----------------------------------------------------------------------

  async createSession(tokenHash: string, staffId: string): Promise<void> {
    const now = this.now();
    await this.writes.run(async (trx) => {
      await trx.insertInto("sessions").values({ token_hash: tokenHash, staff_id: staffId, created_at: now, last_seen_at: now }).execute();
    });
  }

  async session(tokenHash: string): Promise<SessionRecord | null> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("staff", "staff.id", "sessions.staff_id")
      .selectAll("staff")
      .select(["sessions.created_at as session_created_at", "sessions.last_seen_at"])
      .where("sessions.token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.clock().getTime();
    const idle = now - Date.parse(row.last_seen_at);
    const expired = idle > SESSION_IDLE_MS || now - Date.parse(row.session_created_at) > SESSION_MAX_MS;
    if (expired || row.active !== 1) {
      await this.endSession(tokenHash);
      return null;
    }
    if (idle > SESSION_TOUCH_MS) {
      await this.writes.run(async (trx) => {
        await trx.updateTable("sessions").set({ last_seen_at: this.now() }).where("token_hash", "=", tokenHash).execute();
      });
    }
    return { staff: toStaff(row), createdAt: row.session_created_at };
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    });
  }

  async endAllSessions(staffId: string): Promise<number> {
    return this.writes.run(async (trx) => {
      const result = await trx.deleteFrom("sessions").where("staff_id", "=", staffId).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  // ---- Passkeys ----------------------------------------------------------------------

  private toPasskey(row: Schema["passkeys"]): Passkey {
    return {
      id: row.id,
      staffId: row.staff_id,
      name: row.name,
      publicKey: row.public_key,
      counter: Number(row.counter),
      transports: JSON.parse(row.transports) as string[],
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    };
  }

  async listPasskeys(staffId: string): Promise<Passkey[]> {
    const rows = await this.db.selectFrom("passkeys").selectAll().where("staff_id", "=", staffId).orderBy("created_at").execute();
    return rows.map((row) => this.toPasskey(row));
  }

  async passkey(id: string): Promise<Passkey | null> {
    const row = await this.db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.toPasskey(row) : null;
  }

  async addPasskey(passkey: Omit<Passkey, "createdAt" | "lastUsedAt">): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx
        .insertInto("passkeys")
        .values({
          id: passkey.id,
          staff_id: passkey.staffId,
          name: passkey.name,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: this.now(),
          last_used_at: null,
        })
        .execute();
      await this.auditIn(trx, { action: "passkey.added", staffId: passkey.staffId, subject: passkey.staffId, detail: { name: passkey.name } });
    });
  }

  async renamePasskey(staffId: string, id: string, name: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx.updateTable("passkeys").set({ name }).where("id", "=", id).where("staff_id", "=", staffId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    });
  }

  async removePasskey(staffId: string, id: string): Promise<boolean> {
    return this.writes.run(async (trx) => {
      const result = await trx.deleteFrom("passkeys").where("id", "=", id).where("staff_id", "=", staffId).executeTakeFirst();
      const removed = Number(result.numDeletedRows) > 0;
      if (removed) await this.auditIn(trx, { action: "passkey.removed", staffId, subject: staffId });
      return removed;
    });
  }

  async passkeyUsed(id: string, counter: number): Promise<void> {
    await this.writes.run(async (trx) => {
      await trx.updateTable("passkeys").set({ counter, last_used_at: this.now() }).where("id", "=", id).execute();
    });
  }

  async saveChallenge(id: string, challenge: string, staffId: string | null): Promise<void> {
    const now = this.clock().getTime();
    await this.writes.run(async (trx) => {
      await trx.deleteFrom("auth_challenges").where("expires_at", "<", new Date(now).toISOString()).execute();
      await trx
        .insertInto("auth_challenges")
        .values({ id, challenge, staff_id: staffId, expires_at: new Date(now + CHALLENGE_MS).toISOString() })
        .execute();
    });
  }

  async takeChallenge(id: string) {
    return this.writes.run(async (trx) => {
      const row = await trx.selectFrom("auth_challenges").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom("auth_challenges").where("id", "=", id).execute();
      return row.expires_at > this.now() ? { challenge: row.challenge, staffId: row.staff_id } : null;
    });
  }

  // ---- Leads -------------------------------------------------------------------------

  private leadsQuery() {
    return this.db
      .selectFrom("leads")
      .leftJoin("staff as owner", "owner.id", "leads.owner_id")
      .selectAll("leads")
      .select("owner.name as owner_name");
  }

  private applyFilter<O>(
    query: SelectQueryBuilder<Schema & { owner: StaffTable }, "leads" | "owner", O>,
    filter: InboxFilter,
  ): SelectQueryBuilder<Schema & { owner: StaffTable }, "leads" | "owner", O> {
    const now = this.clock();
    let q = query;
    if (filter.status === "open") q = q.where("leads.status", "in", [...OPEN_STATUSES]);
    else if (filter.status === "closed") q = q.where("leads.status", "in", [...CLOSED_STATUSES]);
    else if (filter.status) q = q.where("leads.status", "=", filter.status);
    if (filter.owner?.kind === "nobody") q = q.where("leads.owner_id", "is", null);
    else if (filter.owner?.kind === "staff") q = q.where("leads.owner_id", "=", filter.owner.id);
    if (filter.course) q = q.where("leads.course", "=", filter.course);
    if (filter.form) {
      const form = filter.form;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("lead_events")
            .select("lead_events.id")
            .whereRef("lead_events.lead_id", "=", "leads.id")
            .where("lead_events.form", "=", form),
        ),
      );
    }
    if (filter.source) q = q.where("leads.source", "=", filter.source);
    if (filter.from) q = q.where("leads.last_enquiry_at", ">=", filter.from);
    if (filter.to) q = q.where("leads.last_enquiry_at", "<", filter.to);
    if (filter.followUp) {
      const { start, end } = istDayBounds(now);
      q = q.where("leads.status", "in", [...OPEN_STATUSES]);
      q =
        filter.followUp === "today"
          ? q.where("leads.next_follow_up_at", ">=", start.toISOString()).where("leads.next_follow_up_at", "<", end.toISOString())
          : q.where("leads.next_follow_up_at", "<", now.toISOString());
    }
    const text = filter.q?.trim();
    if (text) q = q.where((eb) => searchCondition(eb, text));
    return q;
  }

  async inbox(filter: InboxFilter): Promise<InboxPage> {
    const page = Math.max(1, filter.page ?? 1);
    const [rows, total] = await Promise.all([
      this.applyFilter(this.leadsQuery(), filter)
        .orderBy("leads.last_enquiry_at", "desc")
        .orderBy("leads.id", "desc")
        .limit(INBOX_PAGE_SIZE)
        .offset((page - 1) * INBOX_PAGE_SIZE)
        .execute(),
      // Counted without the owner's join, which made SQLite visit every lead's owner (50 ms
      // at 100,000 leads): the filter reads only the leads' own columns, so the cast holds.
      this.applyFilter(
        this.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("count")) as unknown as SelectQueryBuilder<
          Schema & { owner: StaffTable },
          "leads" | "owner",
          { count: number }
        >,
        filter,
      ).executeTakeFirstOrThrow(),
    ]);
    const count = Number(total.count);
    return { leads: rows.map(toSummary), total: count, page, pageCount: Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE)) };
  }

  async exportLeads(filter: InboxFilter): Promise<LeadSummary[]> {
    const rows = await this.applyFilter(this.leadsQuery(), filter).orderBy("leads.last_enquiry_at", "desc").orderBy("leads.id", "desc").execute();
    return rows.map(toSummary);
  }

  async today(staffId: string): Promise<TodayLists> {
    const now = this.clock();
    const { start, end } = istDayBounds(now);
    const open = [...OPEN_STATUSES];
    const [unowned, myFollowUps, overdue, nearPromise] = await Promise.all([
      this.leadsQuery().where("leads.status", "=", "new").where("leads.owner_id", "is", null).orderBy("leads.promise_from").limit(TODAY_LIST_LIMIT).execute(),
      this.leadsQuery()
        .where("leads.owner_id", "=", staffId)
        .where("leads.status", "in", open)
        .where("leads.next_follow_up_at", ">=", start.toISOString())
        .where("leads.next_follow_up_at", "<", end.toISOString())
        .orderBy("leads.next_follow_up_at")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      // "Not closed" rather than "open" (the same leads): SQLite then walks the follow-up
      // index in time order and stops at the limit, instead of sorting every open lead.
      this.leadsQuery()
        .where("leads.status", "not in", [...CLOSED_STATUSES])
        .where("leads.next_follow_up_at", "<", now.toISOString())
        .orderBy("leads.next_follow_up_at")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      this.leadsQuery()
        .where("leads.status", "=", "new")
        .where("leads.contacted_at", "is", null)
        .where("leads.promise_from", "<", new Date(now.getTime() - (PROMISE_MS - PROMISE_WARNING_MS)).toISOString())
        .orderBy("leads.promise_from")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
    ]);
    return {
      unowned: unowned.map(toSummary),
      myFollowUps: myFollowUps.map(toSummary),
      overdue: overdue.map(toSummary),
      nearPromise: nearPromise.map(toSummary),
    };
  }

  async overview(): Promise<Overview> {
    const now = this.clock();
    const todayStart = istDayBounds(now).start;
    const since = new Date(todayStart.getTime() - 29 * DAY_MS);
    const thisWeek = istWeekStart(now);
    const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);

    // Each IST day of the last 30 counted by the database: fetching every enquiry's time to
    // count them here cost more than the rest of the page (17,000 rows at 100,000 leads).
    const days = Array.from({ length: 30 }, (_, index) => new Date(since.getTime() + index * DAY_MS));
    // The all-time counts are kept with each write (server/storage/lead-counts.ts): counted
    // here over every lead and enquiry they cost 51 ms of CPU at 100,000 leads.
    const [counts, dayCounts, contactRows] = await Promise.all([
      readLeadCounts(this.db),
      Promise.all(
        days.map((day) =>
          this.db
            .selectFrom("lead_events")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("kind", "=", "enquiry")
            .where("at", ">=", day.toISOString())
            .where("at", "<", new Date(day.getTime() + DAY_MS).toISOString())
            .executeTakeFirstOrThrow(),
        ),
      ),
      this.db
        .selectFrom("leads")
        .select(["first_enquiry_at", "first_contact_at"])
        .where("first_enquiry_at", ">=", lastWeek.toISOString())
        .execute(),
    ]);
    const perDay = days.map((day, index) => ({ day: istDate(day), count: Number(dayCounts[index]!.count) }));
    // Most first, then by name (the counts come ordered by name).
    const mostFirst = (counted: Map<string, number>) => [...counted].sort((a, b) => b[1] - a[1]);

    const week = (label: string, from: Date, to: Date) => {
      const [start, end] = [from.toISOString(), to.toISOString()];
      const rows = contactRows.filter((row) => row.first_enquiry_at >= start && row.first_enquiry_at < end);
      const delays = rows.filter((row) => row.first_contact_at).map((row) => Date.parse(row.first_contact_at!) - Date.parse(row.first_enquiry_at));
      return {
        label,
        leads: rows.length,
        contacted: delays.length,
        within24h: delays.filter((ms) => ms <= PROMISE_MS).length,
        medianMs: median(delays),
      };
    };

    return {
      byStatus: STATUSES.map((status) => ({ status, count: counts.status.get(status) ?? 0 })),
      perDay,
      byCourse: mostFirst(counts.course).map(([course, count]) => ({ course, count })),
      byForm: [...counts.form].map(([form, count]) => ({ form: form as EnquiryForm, count })),
      bySource: mostFirst(counts.source).map(([source, leads]) => ({ source, leads, enrolled: counts.enrolled_by_source.get(source) ?? 0 })),
      contact: [week("This week", thisWeek, new Date(thisWeek.getTime() + 7 * DAY_MS)), week("Last week", lastWeek, thisWeek)],
    };
  }

  async lead(id: string): Promise<LeadDetail | null> {
    const row = await this.leadsQuery()
      .leftJoin("staff as changer", "changer.id", "leads.updated_by")
      .select("changer.name as changed_by_name")
      .where("leads.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const [events, enquiries, messages, manual] = await Promise.all([
      this.db
        .selectFrom("lead_events")
        .leftJoin("staff", "staff.id", "lead_events.staff_id")
        .select(["lead_events.id", "lead_events.at", "lead_events.data", "staff.name as staff_name"])
        .where("lead_events.lead_id", "=", id)
        .orderBy("lead_events.at", "desc")
        .orderBy("lead_events.id")
        .execute(),
      this.db.selectFrom("enquiries").selectAll().where("lead_id", "=", id).execute(),
      this.db.selectFrom("messages").selectAll().where("lead_id", "=", id).execute(),
      this.db
        .selectFrom("manual_enquiries")
        .leftJoin("staff", "staff.id", "manual_enquiries.staff_id")
        .selectAll("manual_enquiries")
        .select("staff.name as staff_name")
        .where("manual_enquiries.lead_id", "=", id)
        .execute(),
    ]);
    const blank = { university: "", subject: "", message: "", course: "", enteredBy: null, attribution: null, applicant: null, guardianName: "", guardianPhone: "", noticeVersion: null };
    const attribution = (row: Attribution) => ({
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      referrer_host: row.referrer_host,
      landing_page: row.landing_page,
      form_page: row.form_page,
    });
    const all: LeadEnquiry[] = [
      ...enquiries.map((e) => ({ ...blank, id: e.id, form: e.source, createdAt: e.created_at, name: e.name, phone: e.phone, email: e.email, course: e.course, university: e.university, message: e.message, attribution: attribution(e), applicant: e.applicant, guardianName: e.guardian_name, guardianPhone: e.guardian_phone, noticeVersion: e.notice_version })),
      ...messages.map((m) => ({ ...blank, id: m.id, form: "contact" as const, createdAt: m.created_at, name: m.name, phone: m.phone, email: m.email, subject: m.subject, message: m.message, attribution: attribution(m), noticeVersion: m.notice_version })),
      ...manual.map((m) => ({ ...blank, id: m.id, form: m.source, createdAt: m.created_at, name: m.name, phone: m.phone, email: m.email, course: m.course, message: m.message, enteredBy: m.staff_name })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const timeline: TimelineEntry[] = events.map((event) => ({
      ...(JSON.parse(event.data) as TimelineData),
      id: event.id,
      at: event.at,
      staffName: event.staff_name,
    }));
    return {
      ...toSummary(row),
      closeReason: row.close_reason,
      firstContactAt: row.first_contact_at,
      updatedAt: row.updated_at,
      lastChangedByName: row.changed_by_name,
      timeline,
      enquiries: all,
    };
  }

  async changeLead(id: string, version: number, change: LeadChange, staffId: string): Promise<LeadChangeResult> {
    type Outcome = { kind: "ok" } | { kind: "not_found" } | { kind: "conflict"; changedBy: string | null } | { kind: "invalid"; message: string };
    const outcome = await this.writes.run<Outcome>(async (trx) => {
      const lead = await trx.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
      if (!lead) return { kind: "not_found" };
      if (lead.version !== version) {
        const changer = lead.updated_by
          ? await trx.selectFrom("staff").select("name").where("id", "=", lead.updated_by).executeTakeFirst()
          : undefined;
        return { kind: "conflict", changedBy: changer?.name ?? null };
      }
      const at = this.now();
      const update: Updateable<LeadsTable> = {};
      let event: TimelineData;
      switch (change.kind) {
        case "status": {
          const error = statusChangeError(lead.status, change.to, change.reason);
          if (error) return { kind: "invalid", message: error };
          if (needsGuardianConfirmation({ minor: lead.minor === 1, guardianConfirmedAt: lead.guardian_confirmed_at }, change.to)) {
            return { kind: "invalid", message: GUARDIAN_CONFIRMATION_NEEDED };
          }
          update.status = change.to;
          update.close_reason = CLOSED_STATUSES.includes(change.to as never) ? change.reason.trim() : null;
          event = { kind: "status", from: lead.status, to: change.to, ...(update.close_reason ? { reason: update.close_reason } : {}) };
          if (isContact({ kind: "status", from: lead.status, to: change.to })) update.contacted_at = lead.contacted_at ?? at;
          // Moved back to New by hand: the lead is waiting for a call again.
          if (change.to === "new") {
            update.contacted_at = null;
            update.promise_from = at;
          }
          break;
        }
        case "owner": {
          if (change.ownerId === lead.owner_id) return { kind: "invalid", message: "That is already the lead's owner." };
          const names = await trx
            .selectFrom("staff")
            .select(["id", "name", "active"])
            .where("id", "in", [change.ownerId ?? "", lead.owner_id ?? ""])
            .execute();
          const to = names.find((row) => row.id === change.ownerId);
          if (change.ownerId && (!to || to.active !== 1)) return { kind: "invalid", message: "Choose an active staff member." };
          update.owner_id = change.ownerId;
          event = {
            kind: "owner",
            from: lead.owner_id,
            to: change.ownerId,
            fromName: names.find((row) => row.id === lead.owner_id)?.name ?? null,
            toName: to?.name ?? null,
          };
          break;
        }
        case "follow_up":
          update.next_follow_up_at = change.at;
          event = { kind: "follow_up", dueAt: change.at };
          break;
        case "note":
          event = { kind: "note", text: change.text };
          update.contacted_at = lead.contacted_at ?? at;
          break;
        case "call":
          event = { kind: "call", outcome: change.outcome, ...(change.note ? { note: change.note } : {}) };
          update.contacted_at = lead.contacted_at ?? at;
          break;
        case "guardian":
          if (lead.minor !== 1) return { kind: "invalid", message: "This lead is not marked as under 18." };
          update.guardian_confirmed_at = change.at;
          event = { kind: "guardian", name: change.name, at: change.at, method: change.method };
          break;
        case "correction":
          Object.assign(update, await correctPerson(trx, id, change.field, change.value));
          event = { kind: "correction", field: change.field };
          break;
      }
      if (update.contacted_at && !lead.first_contact_at) update.first_contact_at = update.contacted_at;
      await trx
        .updateTable("leads")
        .set({ ...update, version: lead.version + 1, updated_at: at, updated_by: staffId, last_activity_at: at })
        .where("id", "=", id)
        .execute();
      if (update.status) await updateLeadCounts(trx, { before: lead, after: { ...lead, status: update.status } });
      await addEvent(trx, id, at, staffId, event);
      await this.auditIn(trx, { action: `lead.${change.kind}`, staffId, subject: id });
      if (event.kind === "status") {
        await enqueueStatusChanged(trx, this.notify, {
          type: isClosed(event.to) ? "lead.closed" : "lead.status_changed",
          leadId: id,
          from: event.from,
          to: event.to,
          reason: event.reason ?? null,
          by: staffId,
          at,
        });
      }
      return { kind: "ok" };
    });
    if (outcome.kind === "not_found") return { ok: false, reason: "not_found" };
    const lead = await this.lead(id);
    if (!lead) return { ok: false, reason: "not_found" };
    if (outcome.kind === "conflict") return { ok: false, reason: "conflict", changedBy: outcome.changedBy, lead };
    if (outcome.kind === "invalid") return { ok: false, reason: "invalid", message: outcome.message, lead };
    return { ok: true, lead };
  }

  // ---- Personal data (server/storage/privacy-store.ts) -------------------------------

  private get privacy() {
    return new PrivacyQueries(this.db, this.writes, this.clock, {
      lead: (id) => this.lead(id),
      audit: (trx, entry) => this.auditIn(trx, entry),
    });
  }

  privacyRequests(status: "open" | "done") {
    return this.privacy.requests(status);
  }

  closePrivacyRequest(id: string, outcome: string, staffId: string) {
    return this.privacy.closeRequest(id, outcome, staffId);
  }

  personalData(leadId: string, staffId: string, ip: string | null) {
    return this.privacy.personalData(leadId, staffId, ip);
  }

  eraseLead(leadId: string, staffId: string, ip: string | null, requestId: string | null) {
    return this.privacy.erase(leadId, staffId, ip, requestId);
  }

  lastPurge() {
    return this.privacy.lastPurge();
  }

  async notificationStatus(): Promise<NotificationStatus> {
    const [health, failed] = await Promise.all([
      this.db.selectFrom("delivery_health").selectAll().execute(),
      this.db.selectFrom("outbox").select((eb) => eb.fn.countAll<number>().as("count")).where("status", "=", "failed").executeTakeFirstOrThrow(),
    ]);
    const status = (channel: "email" | "webhook"): ChannelStatus => {
      if (!this.notify[channel]) return { state: "off" };
      const row = health.find((each) => each.channel === channel);
      return row?.failing_since ? { state: "failing", since: row.failing_since, reason: row.last_error ?? "unknown error" } : { state: "ok" };
    };
    return { email: status("email"), webhook: status("webhook"), failed: Number(failed.count) };
  }

  async emailSignInLink(staffId: string, url: string, expiresAt: string): Promise<boolean> {
    if (!this.notify.email) return false;
    return this.writes.run(async (trx) => {
      const member = await trx.selectFrom("staff").select(["email", "name"]).where("id", "=", staffId).executeTakeFirst();
      if (!member) return false;
      await enqueue(trx, "email", { type: "sign_in_link", to: member.email, name: member.name, url, expiresAt }, this.now());
      return true;
    });
  }

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
        .values({ id, created_at: at, lead_id: lead.id, staff_id: staffId, ...enquiry })
        .execute();
      await this.auditIn(trx, { action: "lead.manual_enquiry", staffId, subject: lead.id });
      await enqueueEnquiryCreated(trx, this.notify, {
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

/**
 * The inbox's search box: a phone number in any spelling ("+91 98765 43210",
 * "098765-43210", "9876543210") matches on its last 10 digits; anything else is looked for
 * in names and emails.
 */
function searchCondition(eb: ExpressionBuilder<Schema & { owner: StaffTable }, "leads" | "owner">, text: string) {
  const digits = text.replace(/\D/g, "");
  const looksLikePhone = digits.length >= 4 && /^[\d\s+().-]+$/.test(text);
  if (looksLikePhone) {
    return digits.length >= 10
      ? eb("leads.phone_key", "=", digits.slice(-10))
      : eb("leads.phone_key", "like", likePattern(digits));
  }
  const pattern = likePattern(text.toLowerCase());
  return eb.or([eb(eb.fn("lower", ["leads.name"]), "like", pattern), eb("leads.email_key", "like", pattern)]);
}
