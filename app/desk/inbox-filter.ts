import type { InboxFilter } from "../../domain/desk";
import { DAY_MS, parseIstDate } from "../../domain/india-time";
import { ENQUIRY_FORMS, isStatus, type EnquiryForm } from "../../domain/leads";

/**
 * The inbox's filters as they sit in the URL (so the back button and shared links work),
 * and their meaning for the store. Unknown or malformed values are ignored, never an error:
 * a filter link someone typed wrong still shows leads.
 */
export const FILTER_PARAMS = ["status", "owner", "course", "form", "source", "from", "to", "followUp", "q"] as const;
export type FilterParams = Record<(typeof FILTER_PARAMS)[number], string>;

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
  if (params.q) filter.q = params.q;
  if (params.source) filter.source = params.source.toLowerCase();
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
