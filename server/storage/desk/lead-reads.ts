import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from "kysely";
import type { Attribution } from "../../../domain/attribution";
import { ACTIVE_STATUSES, buildQueue, queueReason } from "../../../domain/contact";
import {
  INBOX_PAGE_SIZE,
  TODAY_LIST_LIMIT,
  type InboxFilter,
  type InboxPage,
  type LeadDetail,
  type LeadEnquiry,
  type LeadReads,
  type LeadSummary,
  type Overview,
  type SavedView,
  type TimelineData,
  type TimelineEntry,
  type TodayQueue,
} from "../../../domain/desk";
import { DAY_MS, istDate, istDayBounds, IST_OFFSET_MS } from "../../../domain/india-time";
import { CLOSED_STATUSES, OPEN_STATUSES, PROMISE_MS, PROMISE_WARNING_MS, STATUSES, type EnquiryForm } from "../../../domain/leads";
import { readLeadCounts } from "../lead-counts";
import type { LeadsTable, Schema, StaffTable } from "../schema";
import { DeskPart } from "./context";

type LeadRow = Selectable<LeadsTable> & { owner_name: string | null };


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
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at,
    enquiryCount: row.enquiry_count,
    version: row.version,
    source: row.source,
    minor: row.minor === 1,
    guardianConfirmedAt: row.guardian_confirmed_at,
    guardianPhone: row.guardian_phone,
    mergedFrom: row.merged_from ? row.merged_from.split(" ") : [],
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

/** Everything the desk reads about leads: the list, Today, the overview, one lead, the export, saved views. */
export class LeadReadQueries extends DeskPart implements LeadReads {
  leadsQuery() {
    return this.db
      .selectFrom("leads")
      .leftJoin("staff as owner", "owner.id", "leads.owner_id")
      .selectAll("leads")
      .select("owner.name as owner_name");
  }

  applyFilter<O>(
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
    if (filter.reached === "no") q = q.where("leads.status", "in", [...ACTIVE_STATUSES]).where("leads.contacted_at", "is", null);
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

  async today(staffId: string, scope: "mine" | "team"): Promise<TodayQueue> {
    const now = this.clock();
    const team = scope === "team";
    const endOfDay = istDayBounds(now).end.toISOString();
    const active = [...ACTIVE_STATUSES];
    // Each list is read in its own index order and stopped at its limit; buildQueue
    // (domain/contact.ts) then puts every lead in its one section and orders the sections.
    const owned = (query: ReturnType<LeadReadQueries["leadsQuery"]>) =>
      team ? query.where("leads.owner_id", "is not", null) : query.where("leads.owner_id", "=", staffId);
    // "Not closed or enrolled" rather than "active" (the same leads): SQLite then walks the
    // follow-up index in time order and stops at the limit, instead of sorting every match.
    const dueQuery = this.leadsQuery().where("leads.status", "not in", [...CLOSED_STATUSES, "enrolled"]);
    const [due, unscheduled, unowned, nearPromise, noNextStep] = await Promise.all([
      (team ? dueQuery : dueQuery.where("leads.owner_id", "=", staffId))
        .where("leads.next_follow_up_at", "<", endOfDay)
        .orderBy("leads.next_follow_up_at")
        .limit(TODAY_LIST_LIMIT * 2)
        .execute(),
      owned(this.leadsQuery())
        .where("leads.status", "in", active)
        .where("leads.contacted_at", "is", null)
        .where("leads.next_follow_up_at", "is", null)
        .orderBy("leads.promise_from")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      this.leadsQuery()
        .where("leads.status", "in", active)
        .where("leads.owner_id", "is", null)
        .where("leads.contacted_at", "is", null)
        .orderBy("leads.promise_from")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      this.leadsQuery()
        .where("leads.status", "in", active)
        .where("leads.contacted_at", "is", null)
        .where("leads.promise_from", "<", new Date(now.getTime() - (PROMISE_MS - PROMISE_WARNING_MS)).toISOString())
        .orderBy("leads.promise_from")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      owned(this.leadsQuery())
        .where("leads.status", "in", active)
        .where("leads.contacted_at", "is not", null)
        .where("leads.next_follow_up_at", "is", null)
        // In index order: a short list to empty, not to rank.
        .limit(TODAY_LIST_LIMIT)
        .execute(),
    ]);
    const candidates = [...due, ...unscheduled, ...unowned, ...nearPromise].map(toSummary);
    const items = buildQueue(candidates, { id: staffId, team }, now).map(({ section, lead }) => ({ section, lead, reason: queueReason(section, lead, now) }));
    return { scope, items, noNextStep: noNextStep.map(toSummary) };
  }

  async dueCount(staffId: string): Promise<number> {
    const row = await this.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("owner_id", "=", staffId)
      .where("next_follow_up_at", "<", istDayBounds(this.clock()).end.toISOString())
      .where("status", "in", [...ACTIVE_STATUSES])
      .executeTakeFirstOrThrow();
    return Number(row.count);
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
        .select(["first_enquiry_at", "first_contact_at", "attempts"])
        .where("first_enquiry_at", ">=", lastWeek.toISOString())
        .execute(),
    ]);
    const perDay = days.map((day, index) => ({ day: istDate(day), count: Number(dayCounts[index]!.count) }));
    // Most first, then by name (the counts come ordered by name).
    const mostFirst = (counted: Map<string, number>) => [...counted].sort((a, b) => b[1] - a[1]);

    // Reached means a conversation (domain/contact.ts isConversation): first_contact_at is
    // set by nothing else, so an unanswered call never counts here.
    const week = (label: string, from: Date, to: Date) => {
      const [start, end] = [from.toISOString(), to.toISOString()];
      const rows = contactRows.filter((row) => row.first_enquiry_at >= start && row.first_enquiry_at < end);
      const reached = rows.filter((row) => row.first_contact_at);
      const delays = reached.map((row) => Date.parse(row.first_contact_at!) - Date.parse(row.first_enquiry_at));
      return {
        label,
        leads: rows.length,
        reached: reached.length,
        within24h: delays.filter((ms) => ms <= PROMISE_MS).length,
        medianMs: median(delays),
        medianAttempts: median(reached.map((row) => row.attempts)),
        notReached: rows.length - reached.length,
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
    const blank = { university: "", subject: "", message: "", course: "", enteredBy: null, sourceDetail: "", attribution: null, applicant: null, guardianName: "", guardianPhone: "", studentName: "", noticeVersion: null };
    const attribution = (row: Attribution) => ({
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      referrer_host: row.referrer_host,
      landing_page: row.landing_page,
      form_page: row.form_page,
    });
    const all: LeadEnquiry[] = [
      ...enquiries.map((e) => ({ ...blank, id: e.id, form: e.source, createdAt: e.created_at, name: e.name, phone: e.phone, email: e.email, course: e.course, university: e.university, message: e.message, attribution: attribution(e), applicant: e.applicant, guardianName: e.guardian_name, guardianPhone: e.guardian_phone, studentName: e.student_name, noticeVersion: e.notice_version })),
      ...messages.map((m) => ({ ...blank, id: m.id, form: "contact" as const, createdAt: m.created_at, name: m.name, phone: m.phone, email: m.email, subject: m.subject, message: m.message, attribution: attribution(m), noticeVersion: m.notice_version })),
      ...manual.map((m) => ({ ...blank, id: m.id, form: m.source, createdAt: m.created_at, name: m.name, phone: m.phone, email: m.email, course: m.course, message: m.message, enteredBy: m.staff_name, sourceDetail: m.source_detail })),
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

  async savedViews(staffId: string): Promise<SavedView[]> {
    return this.db.selectFrom("saved_views").select(["id", "name", "query"]).where("staff_id", "=", staffId).orderBy("name").execute();
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
    // A parent's number finds the lead as the person's own does.
    return digits.length >= 10
      ? eb.or([eb("leads.phone_key", "=", digits.slice(-10)), eb("leads.guardian_phone_key", "=", digits.slice(-10))])
      : eb("leads.phone_key", "like", likePattern(digits));
  }
  const pattern = likePattern(text.toLowerCase());
  return eb.or([eb(eb.fn("lower", ["leads.name"]), "like", pattern), eb("leads.email_key", "like", pattern)]);
}
