import * as z from "zod/mini";
import type { InboxFilter } from "#domain/desk.ts";
import { DAY_MS, parseIstDate } from "#domain/india-time.ts";
import { ENQUIRY_FORMS, isStatus, type EnquiryForm } from "#domain/leads.ts";
import { HIDDEN_IN_LINE } from "#app/lib/forms/plain-text.ts";
import { keptSource } from "#domain/sources.ts";

/**
 * The leads list's filters as they sit in the URL (so the back button and shared links work),
 * and their meaning for the store. Unknown or malformed values are ignored, never an error:
 * a filter link someone typed wrong still shows leads.
 */
const FILTER_PARAMS = [
  "status",
  "owner",
  "course",
  "form",
  "source",
  "from",
  "to",
  "followUp",
  "reached",
  "language",
  "q",
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterParams = Record<FilterParam, string>;

export function readFilterParams(search: URLSearchParams): FilterParams {
  const params = {} as FilterParams;
  for (const name of FILTER_PARAMS) params[name] = (search.get(name) ?? "").trim().slice(0, 200);
  return params;
}

/** The store's filter for these parameters, seen by `viewerId` ("owner=me"). */
export function toInboxFilter(params: FilterParams, viewerId: string, page = 1): InboxFilter {
  const filter: InboxFilter = { page: Number.isInteger(page) && page > 0 ? page : 1 };
  if (params.status === "open" || params.status === "closed" || isStatus(params.status)) filter.status = params.status;
  if (params.owner === "me") filter.owner = { kind: "staff", id: viewerId };
  else if (params.owner === "nobody") filter.owner = { kind: "nobody" };
  else if (params.owner) filter.owner = { kind: "staff", id: params.owner };
  if (params.course) filter.course = params.course;
  if ((ENQUIRY_FORMS as readonly string[]).includes(params.form)) filter.form = params.form as EnquiryForm;
  const from = parseIstDate(params.from);
  if (from) filter.from = from.toISOString();
  const to = parseIstDate(params.to);
  if (to) filter.to = new Date(to.getTime() + DAY_MS).toISOString(); // the whole "to" day
  if (params.followUp === "today" || params.followUp === "overdue") filter.followUp = params.followUp;
  if (params.reached === "no") filter.reached = "no";
  if (params.language === "hi") filter.language = "hi";
  if (params.q) filter.q = params.q;
  // Leads keep their source as domain/sources.ts names it: "Google Ads" or "adwords" finds "google-ads".
  if (params.source) filter.source = keptSource(params.source);
  return filter;
}

/** How many filters are set (shown on the collapsed filter panel). */
export function activeFilterCount(params: FilterParams): number {
  return FILTER_PARAMS.filter((name) => name !== "q" && params[name] !== "").length;
}

/** The query string for these parameters (empty ones left out) and an optional page. */
export function filterQuery(params: Partial<FilterParams>, page?: number): string {
  const search = new URLSearchParams();
  for (const name of FILTER_PARAMS) if (params[name]) search.set(name, params[name]!);
  if (page && page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

// ---- Quick filters -----------------------------------------------------------------------

/**
 * The chips above the list: each sets one parameter, on top of the others (Mine and Overdue
 * together are my overdue leads). A chip that is on links to the list without it.
 */
export const QUICK_FILTERS = [
  { id: "mine", label: "Mine", param: "owner", value: "me" },
  { id: "new", label: "New", param: "status", value: "new" },
  { id: "due", label: "Due today", param: "followUp", value: "today" },
  { id: "overdue", label: "Overdue", param: "followUp", value: "overdue" },
  { id: "not-reached", label: "Not reached", param: "reached", value: "no" },
] as const satisfies readonly { id: string; label: string; param: FilterParam; value: string }[];

type QuickFilter = (typeof QUICK_FILTERS)[number];

export function isQuickFilterOn(params: FilterParams, chip: QuickFilter): boolean {
  return params[chip.param] === chip.value;
}

/** Where a chip leads: these parameters with the chip's set (or, when it is on, without it), from page 1. */
export function quickFilterQuery(params: FilterParams, chip: QuickFilter): string {
  return filterQuery({ ...params, [chip.param]: isQuickFilterOn(params, chip) ? "" : chip.value });
}

// ---- Saved views --------------------------------------------------------------------------

export const VIEW_NAME_MAX = 40;
/** A person keeps at most this many views: the chips must fit above the list. */
export const SAVED_VIEWS_MAX = 12;

/**
 * A saved view's query as it is stored: only the list's own parameters, in their order,
 * without the page ("?status=new&owner=me"); "" when nothing is set.
 */
export function normalisedViewQuery(query: string): string {
  return filterQuery(readFilterParams(new URLSearchParams(query.startsWith("?") ? query.slice(1) : query)));
}

const viewName = z.string().check(
  z.trim(),
  z.normalize("NFC"),
  z.minLength(1, { error: "Give the view a name." }),
  z.maxLength(VIEW_NAME_MAX, { error: `Keep the name under ${VIEW_NAME_MAX} characters.` }),
  z.refine((name) => !HIDDEN_IN_LINE.test(name), { error: "Use letters, spaces and ordinary punctuation only." }),
);

const viewForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save-view"),
    name: viewName,
    query: z.pipe(
      z.string().check(z.maxLength(2000, { error: "That filter is too long to save." })),
      z.pipe(
        z.transform((query: string) => normalisedViewQuery(query)),
        z.string().check(z.minLength(1, { error: "Choose a filter or search first: there is nothing to save." })),
      ),
    ),
  }),
  z.object({
    intent: z.literal("delete-view"),
    id: z.string().check(z.minLength(1, { error: "Choose a view to delete." }), z.maxLength(100)),
  }),
]);

type ViewAction = { intent: "save-view"; name: string; query: string } | { intent: "delete-view"; id: string };

/** The leads list's posts: save the current filter under a name, or delete a saved view. */
export function parseViewAction(
  form: FormData | URLSearchParams,
): { ok: true; action: ViewAction } | { ok: false; error: string } {
  const value = (name: string) => {
    const each = form.get(name);
    return typeof each === "string" ? each : "";
  };
  const intent = value("intent");
  if (intent !== "save-view" && intent !== "delete-view") return { ok: false, error: "That action is not known here." };
  const result = viewForms.safeParse(
    intent === "save-view" ? { intent, name: value("name"), query: value("query") } : { intent, id: value("id") },
  );
  if (result.success) return { ok: true, action: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? "Please check the form." };
}
