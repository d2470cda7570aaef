import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from "kysely";
import type { Attribution } from "#domain/attribution.ts";
import { EMPTY_ENQUIRY_FIELDS, ENQUIRY_FIELD_KEYS } from "#domain/enquiry-fields.ts";
import { ACTIVE_STATUSES, buildQueue, queueReason } from "#domain/contact.ts";
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
  type TodaySectionPage,
} from "#domain/desk.ts";
import { countToday, sectionOrder, sectionWhere, type TodayList } from "./today-sections";
import { DAY_MS, istDate, istDayBounds, IST_OFFSET_MS } from "#domain/india-time.ts";
import {
  CLOSED_STATUSES,
  OPEN_STATUSES,
  PROMISE_MS,
  PROMISE_WARNING_MS,
  STATUSES,
  type EnquiryForm,
} from "#domain/leads.ts";
import { promiseOutcome } from "#domain/reports.ts";
import { readLeadCounts } from "#server/storage/lead-counts.ts";
import type { LeadsTable, Schema, StaffTable } from "#server/storage/schema.ts";
import { DeskPart } from "./context";

/** The columns a LeadSummary is read from, named as it names them (the owner's name is joined). */
const SUMMARY_COLUMNS = [
  "id",
  "name",
  "phone",
  "email",
  "course",
  "status",
  "ownerId",
  "nextFollowUpAt",
  "firstEnquiryAt",
  "lastEnquiryAt",
  "promiseFrom",
  "contactedAt",
  "attempts",
  "lastAttemptAt",
  "enquiryCount",
  "version",
  "source",
  "minor",
  "prefersHindi",
  "guardianConfirmedAt",
  "guardianPhone",
  "mergedFrom",
] as const satisfies readonly (keyof LeadSummary & keyof LeadsTable)[];

/**
 * A lead's row as LeadSummary has it, but for the two columns SQLite cannot hold as the desk
 * reads them: `minor` is 0 or 1 (no booleans), and the merged leads' ids are one text column
 * separated by spaces.
 */
export function unpackLead<
  Row extends Pick<Selectable<LeadsTable>, "minor" | "mergedFrom"> & { prefersHindi?: number },
>({ minor, prefersHindi, mergedFrom, ...row }: Row) {
  return {
    ...row,
    minor: minor === 1,
    prefersHindi: prefersHindi === 1,
    mergedFrom: mergedFrom ? mergedFrom.split(" ") : [],
  };
}

const ATTRIBUTION_COLUMNS = [
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "referrerHost",
  "landingPage",
  "formPage",
] as const satisfies readonly (keyof Attribution)[];

/** A submission's visit is six columns of its row, and one object on the desk. */
function withAttribution<Row extends Attribution>({
  utmSource,
  utmMedium,
  utmCampaign,
  referrerHost,
  landingPage,
  formPage,
  ...row
}: Row) {
  return { ...row, attribution: { utmSource, utmMedium, utmCampaign, referrerHost, landingPage, formPage } };
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
      .leftJoin("staff as owner", "owner.id", "leads.ownerId")
      .select(SUMMARY_COLUMNS.map((column) => `leads.${column}` as const))
      .select("owner.name as ownerName");
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
    if (filter.owner?.kind === "nobody") q = q.where("leads.ownerId", "is", null);
    else if (filter.owner?.kind === "staff") q = q.where("leads.ownerId", "=", filter.owner.id);
    if (filter.course) q = q.where("leads.course", "=", filter.course);
    if (filter.form) {
      const form = filter.form;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("lead_events")
            .select("lead_events.id")
            .whereRef("lead_events.leadId", "=", "leads.id")
            .where("lead_events.form", "=", form),
        ),
      );
    }
    if (filter.source) q = q.where("leads.source", "=", filter.source);
    if (filter.language === "hi") q = q.where("leads.prefersHindi", "=", 1);
    if (filter.from) q = q.where("leads.lastEnquiryAt", ">=", filter.from);
    if (filter.to) q = q.where("leads.lastEnquiryAt", "<", filter.to);
    if (filter.followUp) {
      const { start, end } = istDayBounds(now);
      q = q.where("leads.status", "in", [...OPEN_STATUSES]);
      q =
        filter.followUp === "today"
          ? q
              .where("leads.nextFollowUpAt", ">=", start.toISOString())
              .where("leads.nextFollowUpAt", "<", end.toISOString())
          : q.where("leads.nextFollowUpAt", "<", now.toISOString());
    }
    if (filter.reached === "no")
      q = q.where("leads.status", "in", [...ACTIVE_STATUSES]).where("leads.contactedAt", "is", null);
    const text = filter.q?.trim();
    if (text) q = q.where((eb) => searchCondition(eb, text));
    return q;
  }

  async inbox(filter: InboxFilter): Promise<InboxPage> {
    const page = Math.max(1, filter.page ?? 1);
    const [rows, total] = await Promise.all([
      this.applyFilter(this.leadsQuery(), filter)
        .orderBy("leads.lastEnquiryAt", "desc")
        .orderBy("leads.id", "desc")
        .limit(INBOX_PAGE_SIZE)
        .offset((page - 1) * INBOX_PAGE_SIZE)
        .execute(),
      // Counted without the owner's join, which made SQLite visit every lead's owner (50 ms
      // at 100,000 leads): the filter reads only the leads' own columns, so the cast holds.
      this.applyFilter(
        this.db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll<number>().as("count")) as unknown as SelectQueryBuilder<
          Schema & { owner: StaffTable },
          "leads" | "owner",
          { count: number }
        >,
        filter,
      ).executeTakeFirstOrThrow(),
    ]);
    const count = Number(total.count);
    return {
      leads: rows.map(unpackLead),
      total: count,
      page,
      pageCount: Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE)),
    };
  }

  async exportLeads(filter: InboxFilter): Promise<LeadSummary[]> {
    const rows = await this.applyFilter(this.leadsQuery(), filter)
      .orderBy("leads.lastEnquiryAt", "desc")
      .orderBy("leads.id", "desc")
      .execute();
    return rows.map(unpackLead);
  }

  async today(staffId: string, scope: "mine" | "team"): Promise<TodayQueue> {
    const now = this.clock();
    const team = scope === "team";
    const endOfDay = istDayBounds(now).end.toISOString();
    const active = [...ACTIVE_STATUSES];
    // Each list is read in its own index order and stopped at its limit; buildQueue
    // (domain/contact.ts) then puts every lead in its one section and orders the sections.
    const owned = (query: ReturnType<LeadReadQueries["leadsQuery"]>) =>
      team ? query.where("leads.ownerId", "is not", null) : query.where("leads.ownerId", "=", staffId);
    // "Not closed or enrolled" rather than "active" (the same leads): SQLite then walks the
    // follow-up index in time order and stops at the limit, instead of sorting every match.
    const dueQuery = this.leadsQuery().where("leads.status", "not in", [...CLOSED_STATUSES, "enrolled"]);
    const [counts, due, unscheduled, unowned, nearPromise, noNextStep] = await Promise.all([
      countToday(this.db, { id: staffId, team }, now),
      (team ? dueQuery : dueQuery.where("leads.ownerId", "=", staffId))
        .where("leads.nextFollowUpAt", "<", endOfDay)
        .orderBy("leads.nextFollowUpAt")
        .limit(TODAY_LIST_LIMIT * 2)
        .execute(),
      owned(this.leadsQuery())
        .where("leads.status", "in", active)
        .where("leads.contactedAt", "is", null)
        .where("leads.nextFollowUpAt", "is", null)
        .orderBy("leads.promiseFrom")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      this.leadsQuery()
        .where("leads.status", "in", active)
        .where("leads.ownerId", "is", null)
        .where("leads.contactedAt", "is", null)
        .orderBy("leads.promiseFrom")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      this.leadsQuery()
        .where("leads.status", "in", active)
        .where("leads.contactedAt", "is", null)
        .where("leads.promiseFrom", "<", new Date(now.getTime() - (PROMISE_MS - PROMISE_WARNING_MS)).toISOString())
        .orderBy("leads.promiseFrom")
        .limit(TODAY_LIST_LIMIT)
        .execute(),
      // Reached leads still worked with no next step, in index order (a short list to empty,
      // not to rank), from the index on (owner, next step, status), which passes over the
      // thousands of closed leads that keep no next step. "Reached" is written as an
      // expression so that no index is chosen for it: one on the first contact read every
      // reached lead of the owner (22 ms at 100,000 leads).
      owned(this.leadsQuery())
        .where("leads.nextFollowUpAt", "is", null)
        .where("leads.status", "in", active)
        .where((eb) => eb(eb.fn.coalesce("leads.contactedAt", eb.val("")), "!=", ""))
        .limit(TODAY_LIST_LIMIT)
        .execute(),
    ]);
    const candidates = [...due, ...unscheduled, ...unowned, ...nearPromise].map(unpackLead);
    const items = buildQueue(candidates, { id: staffId, team }, now).map(({ section, lead }) => ({
      section,
      lead,
      reason: queueReason(section, lead, now),
    }));
    return { scope, items, counts, noNextStep: noNextStep.map(unpackLead) };
  }

  async todaySection(
    staffId: string,
    scope: "mine" | "team",
    section: TodayList,
    page: number,
  ): Promise<TodaySectionPage> {
    const now = this.clock();
    const viewer = { id: staffId, team: scope === "team" };
    const order = sectionOrder(section);
    const total = (await countToday(this.db, viewer, now))[section];
    const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
    const shown = Math.min(Math.max(1, page), pageCount);
    const rows = await this.leadsQuery()
      .where((eb) => sectionWhere(eb, section, viewer, now))
      .orderBy(`leads.${order}`)
      .limit(INBOX_PAGE_SIZE)
      .offset((shown - 1) * INBOX_PAGE_SIZE)
      .execute();
    const items = rows.map(unpackLead).map((lead) => ({
      lead,
      reason:
        section === "noNextStep"
          ? "Reached, but no follow-up set: choose a next step or close it"
          : queueReason(section, lead, now),
    }));
    return { section, items, total, page: shown, pageCount };
  }

  async warmLeadsAway(ownerIds: readonly string[], since: string): Promise<{ total: number; leads: LeadSummary[] }> {
    if (ownerIds.length === 0) return { total: 0, leads: [] };
    // A repeat enquiry (more than one) after `since`, from one index per owner (leads_owner: owner, last enquiry).
    const warm = <Q extends ReturnType<LeadReadQueries["leadsQuery"]>>(query: Q) =>
      query
        .where("leads.ownerId", "in", [...ownerIds])
        .where("leads.lastEnquiryAt", ">=", since)
        .where("leads.enquiryCount", ">", 1)
        .where("leads.status", "in", [...ACTIVE_STATUSES]);
    const [rows, count] = await Promise.all([
      warm(this.leadsQuery()).orderBy("leads.lastEnquiryAt", "desc").limit(TODAY_LIST_LIMIT).execute(),
      this.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("ownerId", "in", [...ownerIds])
        .where("lastEnquiryAt", ">=", since)
        .where("enquiryCount", ">", 1)
        .where("status", "in", [...ACTIVE_STATUSES])
        .executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.count), leads: rows.map(unpackLead) };
  }

  async dueCount(staffId: string): Promise<number> {
    const row = await this.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("ownerId", "=", staffId)
      .where("nextFollowUpAt", "<", istDayBounds(this.clock()).end.toISOString())
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
        .select(["firstEnquiryAt", "firstContactAt", "attempts"])
        .where("firstEnquiryAt", ">=", lastWeek.toISOString())
        .execute(),
    ]);
    const perDay = days.map((day, index) => ({ day: istDate(day), count: Number(dayCounts[index]!.count) }));
    // Most first, then by name (the counts come ordered by name).
    const mostFirst = (counted: Map<string, number>) => [...counted].sort((a, b) => b[1] - a[1]);

    // Reached means a conversation (domain/contact.ts isConversation): first_contact_at is
    // set by nothing else, so an unanswered call never counts here.
    const week = (label: string, from: Date, to: Date) => {
      const [start, end] = [from.toISOString(), to.toISOString()];
      const rows = contactRows.filter((row) => row.firstEnquiryAt >= start && row.firstEnquiryAt < end);
      const reached = rows.filter((row) => row.firstContactAt);
      const delays = reached.map((row) => Date.parse(row.firstContactAt!) - Date.parse(row.firstEnquiryAt));
      const outcomes = rows.map((row) => promiseOutcome(row.firstEnquiryAt, row.firstContactAt, now));
      return {
        label,
        leads: rows.length,
        reached: reached.length,
        within24h: outcomes.filter((outcome) => outcome === "in_time").length,
        missed: outcomes.filter((outcome) => outcome === "missed").length,
        open: outcomes.filter((outcome) => outcome === "open").length,
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
      bySource: mostFirst(counts.source).map(([source, leads]) => ({
        source,
        leads,
        enrolled: counts.enrolled_by_source.get(source) ?? 0,
      })),
      contact: [
        week("This week", thisWeek, new Date(thisWeek.getTime() + 7 * DAY_MS)),
        week("Last week", lastWeek, thisWeek),
      ],
    };
  }

  async lead(id: string): Promise<LeadDetail | null> {
    const row = await this.leadsQuery()
      .leftJoin("staff as changer", "changer.id", "leads.updatedBy")
      .select(["leads.closeReason", "leads.firstContactAt", "leads.updatedAt", "changer.name as lastChangedByName"])
      .where("leads.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const [events, enquiries, messages, manual] = await Promise.all([
      this.db
        .selectFrom("lead_events")
        .leftJoin("staff", "staff.id", "lead_events.staffId")
        .select(["lead_events.id", "lead_events.at", "lead_events.data", "staff.name as staffName"])
        .where("lead_events.leadId", "=", id)
        .orderBy("lead_events.at", "desc")
        .orderBy("lead_events.id")
        .execute(),
      this.db
        .selectFrom("enquiries")
        .select(["id", "source as form", "createdAt", "noticeVersion", ...ENQUIRY_FIELD_KEYS, ...ATTRIBUTION_COLUMNS])
        .where("leadId", "=", id)
        .execute(),
      this.db
        .selectFrom("messages")
        .select([
          "id",
          "createdAt",
          "noticeVersion",
          "name",
          "phone",
          "email",
          "subject",
          "message",
          ...ATTRIBUTION_COLUMNS,
        ])
        .where("leadId", "=", id)
        .execute(),
      this.db
        .selectFrom("manual_enquiries")
        .leftJoin("staff", "staff.id", "manual_enquiries.staffId")
        .select([
          "manual_enquiries.id",
          "manual_enquiries.source as form",
          "manual_enquiries.createdAt",
          "manual_enquiries.name",
          "manual_enquiries.phone",
          "manual_enquiries.email",
          "manual_enquiries.course",
          "manual_enquiries.message",
          "manual_enquiries.sourceDetail",
          "staff.name as enteredBy",
        ])
        .where("manual_enquiries.leadId", "=", id)
        .execute(),
    ]);
    // What each kind of entry does not have: a contact message has no course or applicant,
    // a staff entry no visit or notice.
    const beside = { subject: "", enteredBy: null, sourceDetail: "", attribution: null, noticeVersion: null };
    const all: LeadEnquiry[] = [
      ...enquiries.map((e) => ({ ...EMPTY_ENQUIRY_FIELDS, ...beside, ...withAttribution(e) })),
      ...messages.map((m) => ({ ...EMPTY_ENQUIRY_FIELDS, ...beside, form: "contact" as const, ...withAttribution(m) })),
      ...manual.map((m) => ({ ...EMPTY_ENQUIRY_FIELDS, ...beside, ...m })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const timeline: TimelineEntry[] = events.map((event) => ({
      ...(JSON.parse(event.data) as TimelineData),
      id: event.id,
      at: event.at,
      staffName: event.staffName,
    }));
    // Brought in by an import that is still in force (not undone): the lead page owes the notice at first contact.
    const undone = new Set(
      timeline.flatMap((entry) => (entry.kind === "import" && entry.undone ? [entry.importId] : [])),
    );
    const imported = timeline.find((entry) => entry.kind === "import" && !entry.undone && !undone.has(entry.importId));
    const importedFrom = imported?.kind === "import" ? imported.source : null;
    return { ...unpackLead(row), timeline, enquiries: all, importedFrom };
  }

  async savedViews(staffId: string): Promise<SavedView[]> {
    return this.db
      .selectFrom("saved_views")
      .select(["id", "name", "query"])
      .where("staffId", "=", staffId)
      .orderBy("name")
      .execute();
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
      ? eb.or([eb("leads.phoneKey", "=", digits.slice(-10)), eb("leads.guardianPhoneKey", "=", digits.slice(-10))])
      : eb("leads.phoneKey", "like", likePattern(digits));
  }
  const pattern = likePattern(text.toLowerCase());
  return eb.or([eb(eb.fn("lower", ["leads.name"]), "like", pattern), eb("leads.emailKey", "like", pattern)]);
}
