import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  filterQuery,
  isQuickFilterOn,
  normalisedViewQuery,
  parseViewAction,
  QUICK_FILTERS,
  quickFilterQuery,
  readFilterParams,
  toInboxFilter,
} from "./inbox-filter";

const params = (query: string) => readFilterParams(new URLSearchParams(query));
const chip = (id: string) => QUICK_FILTERS.find((each) => each.id === id)!;

describe("the leads list's filters in the URL", () => {
  it("reads each known parameter, trimmed, and ignores the rest", () => {
    const read = params("status=new&owner=me&reached=no&followUp=today&q=+Asha+&colour=red");
    expect(read).toMatchObject({ status: "new", owner: "me", reached: "no", followUp: "today", q: "Asha", course: "" });
    expect(read).not.toHaveProperty("colour");
  });

  it("filters by the leads who wrote from a Hindi page, and by nothing else for another language", () => {
    expect(toInboxFilter(params("language=hi"), "staff-1")).toEqual({ page: 1, language: "hi" });
    expect(toInboxFilter(params("language=fr"), "staff-1")).toEqual({ page: 1 });
  });

  it("turns them into the store's filter, resolving me and ignoring malformed values", () => {
    expect(toInboxFilter(params("owner=me&reached=no&followUp=overdue"), "staff-1")).toEqual({
      page: 1,
      owner: { kind: "staff", id: "staff-1" },
      reached: "no",
      followUp: "overdue",
    });
    expect(toInboxFilter(params("status=bogus&reached=yes&followUp=later&form=fax"), "staff-1", -3)).toEqual({
      page: 1,
    });
    expect(toInboxFilter(params("owner=nobody&status=open&form=aggregator&source=Shiksha"), "s", 2)).toEqual({
      page: 2,
      owner: { kind: "nobody" },
      status: "open",
      form: "aggregator",
      source: "shiksha",
    });
    // The "to" day is included whole: until midnight India time at its end.
    expect(toInboxFilter(params("from=2026-03-01&to=2026-03-01"), "s")).toMatchObject({
      from: "2026-02-28T18:30:00.000Z",
      to: "2026-03-01T18:30:00.000Z",
    });
  });

  it("writes a query with only the set parameters, and counts the filters but not the search", () => {
    expect(filterQuery(params("q=asha&status=&owner=me&reached=no"), 3)).toBe("?owner=me&reached=no&q=asha&page=3");
    expect(filterQuery(params(""))).toBe("");
    expect(activeFilterCount(params("q=asha&owner=me&reached=no"))).toBe(2);
  });
});

describe("quick filter chips", () => {
  it("add their parameter to the others, and a chip that is on takes it away", () => {
    const mine = params("owner=me&q=asha");
    expect(isQuickFilterOn(mine, chip("mine"))).toBe(true);
    expect(quickFilterQuery(mine, chip("mine"))).toBe("?q=asha");
    expect(quickFilterQuery(mine, chip("overdue"))).toBe("?owner=me&followUp=overdue&q=asha");
    expect(quickFilterQuery(mine, chip("not-reached"))).toBe("?owner=me&reached=no&q=asha");
    expect(quickFilterQuery(params(""), chip("new"))).toBe("?status=new");
  });

  it("Due today and Overdue are one parameter: choosing one replaces the other", () => {
    const overdue = params("followUp=overdue");
    expect(isQuickFilterOn(overdue, chip("due"))).toBe(false);
    expect(quickFilterQuery(overdue, chip("due"))).toBe("?followUp=today");
  });

  it("drop the page: a chip starts the list again", () => {
    expect(quickFilterQuery(params("owner=me&page=4"), chip("new"))).toBe("?status=new&owner=me");
  });
});

describe("saved views", () => {
  it("keep only the list's parameters, in order, without the page", () => {
    expect(normalisedViewQuery("?page=2&reached=no&evil=1&owner=me")).toBe("?owner=me&reached=no");
    expect(normalisedViewQuery("status=new")).toBe("?status=new");
    expect(normalisedViewQuery("?page=2")).toBe("");
  });

  it("are saved under a trimmed name with the normalised query", () => {
    const form = new URLSearchParams({
      intent: "save-view",
      name: "  My fair leads ",
      query: "?form=fair&owner=me&page=3",
    });
    expect(parseViewAction(form)).toEqual({
      ok: true,
      action: { intent: "save-view", name: "My fair leads", query: "?owner=me&form=fair" },
    });
  });

  it("refuse a blank, long or hidden-character name, and an empty filter", () => {
    const save = (name: string, query = "?owner=me") =>
      parseViewAction(new URLSearchParams({ intent: "save-view", name, query }));
    expect(save(" ")).toEqual({ ok: false, error: "Give the view a name." });
    expect(save("x".repeat(41))).toEqual({ ok: false, error: "Keep the name under 40 characters." });
    expect(save("Mine\u202e")).toEqual({ ok: false, error: "Use letters, spaces and ordinary punctuation only." });
    expect(save("Everything", "")).toEqual({
      ok: false,
      error: "Choose a filter or search first: there is nothing to save.",
    });
    expect(save("Junk", "?colour=red&page=2")).toMatchObject({ ok: false });
    expect(save("Huge", `?q=${"x".repeat(3000)}`)).toEqual({ ok: false, error: "That filter is too long to save." });
  });

  it("are deleted by id; unknown intents are refused", () => {
    expect(parseViewAction(new URLSearchParams({ intent: "delete-view", id: "v1" }))).toEqual({
      ok: true,
      action: { intent: "delete-view", id: "v1" },
    });
    expect(parseViewAction(new URLSearchParams({ intent: "delete-view", id: "" }))).toEqual({
      ok: false,
      error: "Choose a view to delete.",
    });
    expect(parseViewAction(new URLSearchParams({ intent: "drop-table" }))).toEqual({
      ok: false,
      error: "That action is not known here.",
    });
  });
});
