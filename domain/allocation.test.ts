import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocationPool, available, leaveProblem, needsAllocation, nextInTurn, onLeave, type Duty } from "./allocation";

const duty = (staffId: string, over: Partial<Duty> = {}): Duty => ({
  staffId,
  active: true,
  onDuty: true,
  leaveFrom: null,
  leaveTo: null,
  ...over,
});

describe("allocation rules", () => {
  it("takes turns in id order after the last one given, wrapping round", () => {
    expect(nextInTurn(["a", "b", "c"], null)).toBe("a");
    expect(nextInTurn(["a", "b", "c"], "a")).toBe("b");
    expect(nextInTurn(["a", "b", "c"], "c")).toBe("a");
    // The last one given went off duty: the next after their place.
    expect(nextInTurn(["a", "c"], "b")).toBe("c");
    expect(() => nextInTurn([], null)).toThrow();
  });

  it("is fair: while the same people are on duty, nobody gets two more leads than another, whatever came before", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f"), { minLength: 1 }),
        fc.option(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { nil: null }),
        fc.integer({ min: 1, max: 60 }),
        (set, start, n) => {
          const candidates = [...set].sort();
          const counts = new Map<string, number>(candidates.map((id) => [id, 0]));
          let last: string | null = start;
          for (let i = 0; i < n; i++) {
            const given: string = nextInTurn(candidates, last);
            counts.set(given, counts.get(given)! + 1);
            last = given;
          }
          const values = [...counts.values()];
          expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("reads a leave in India dates, both days included", () => {
    const leave = { leaveFrom: "2026-11-20", leaveTo: "2026-11-22" };
    // 19 Nov 23:59 IST is 18:29 UTC: not yet on leave; 20 Nov 00:00 IST (18:30 UTC on the 19th) is.
    expect(onLeave(leave, new Date("2026-11-19T18:29:00Z"))).toBe(false);
    expect(onLeave(leave, new Date("2026-11-19T18:30:00Z"))).toBe(true);
    expect(onLeave(leave, new Date("2026-11-22T18:29:00Z"))).toBe(true);
    expect(onLeave(leave, new Date("2026-11-22T18:30:00Z"))).toBe(false);
    expect(onLeave({ leaveFrom: null, leaveTo: null }, new Date())).toBe(false);
  });

  it("gives leads only to active staff on duty and not on leave", () => {
    const now = new Date("2026-11-20T06:00:00Z");
    expect(available(duty("a"), now)).toBe(true);
    expect(available(duty("a", { onDuty: false }), now)).toBe(false);
    expect(available(duty("a", { active: false }), now)).toBe(false);
    expect(available(duty("a", { leaveFrom: "2026-11-20", leaveTo: "2026-11-20" }), now)).toBe(false);
    expect(available(duty("a", { leaveFrom: "2026-11-21", leaveTo: "2026-11-25" }), now)).toBe(true);
  });

  it("checks a leave's days", () => {
    const now = new Date("2026-11-20T06:00:00Z");
    expect(leaveProblem("2026-11-20", "2026-11-21", now)).toBeNull();
    expect(leaveProblem("", "2026-11-21", now)).toMatch(/first and last day/);
    expect(leaveProblem("2026-11-22", "2026-11-21", now)).toMatch(/before its first/);
    expect(leaveProblem("2026-11-01", "2026-11-19", now)).toMatch(/already over/);
  });

  it("routes by course, then by category, round-robin inside the group, and falls back to everyone", () => {
    const routes = new Map<string, string[]>([
      ["course:B.Voc Dialysis Technology", ["d1", "d2"]],
      ["category:Paramedical", ["p1"]],
    ]);
    const base = { rule: "by_course" as const, routes, category: "Paramedical" };
    const all = new Set(["d1", "d2", "p1", "x"]);
    expect(allocationPool({ ...base, course: "B.Voc Dialysis Technology", available: all })).toEqual({
      pool: "course:B.Voc Dialysis Technology",
      candidates: ["d1", "d2"],
      via: "by_course",
    });
    // The course's group is off duty: its category's group.
    expect(allocationPool({ ...base, course: "B.Voc Dialysis Technology", available: new Set(["p1", "x"]) })).toEqual({
      pool: "category:Paramedical",
      candidates: ["p1"],
      via: "by_course",
    });
    // Nobody of either: round-robin among everyone, saying which route had nobody.
    expect(allocationPool({ ...base, course: "B.Voc Dialysis Technology", available: new Set(["x"]) })).toEqual({
      pool: "everyone",
      candidates: ["x"],
      via: "round_robin",
      fellBackFrom: "course:B.Voc Dialysis Technology",
    });
    // A course without a route, of another category: everyone.
    expect(
      allocationPool({ ...base, course: "B.Voc Hotel Management", category: "Hospitality", available: all })?.pool,
    ).toBe("everyone");
    // Round-robin ignores routes; off gives nobody; nobody available gives nobody.
    expect(
      allocationPool({ ...base, rule: "round_robin", course: "B.Voc Dialysis Technology", available: all }),
    ).toEqual({ pool: "everyone", candidates: ["d1", "d2", "p1", "x"], via: "round_robin" });
    expect(allocationPool({ ...base, rule: "off", course: "B.Voc Dialysis Technology", available: all })).toBeNull();
    expect(allocationPool({ ...base, course: "B.Voc Dialysis Technology", available: new Set() })).toBeNull();
  });

  it("allocates a new or unowned lead, and a reopened one whose owner is disabled or on leave; a repeat keeps its owner", () => {
    const now = new Date("2026-11-20T06:00:00Z");
    const owner = duty("a");
    expect(needsAllocation({ created: true, reopened: false, ownerId: null }, null, now)).toBe(true);
    expect(needsAllocation({ created: false, reopened: false, ownerId: null }, null, now)).toBe(true);
    expect(needsAllocation({ created: false, reopened: false, ownerId: "a" }, owner, now)).toBe(false);
    expect(needsAllocation({ created: false, reopened: false, ownerId: "a" }, { ...owner, onDuty: false }, now)).toBe(
      false,
    );
    expect(needsAllocation({ created: false, reopened: true, ownerId: "a" }, owner, now)).toBe(false);
    expect(needsAllocation({ created: false, reopened: true, ownerId: "a" }, { ...owner, active: false }, now)).toBe(
      true,
    );
    expect(
      needsAllocation(
        { created: false, reopened: true, ownerId: "a" },
        { ...owner, leaveFrom: "2026-11-19", leaveTo: "2026-11-21" },
        now,
      ),
    ).toBe(true);
    // On leave but the lead is still open: the repeat joins and keeps its owner.
    expect(
      needsAllocation(
        { created: false, reopened: false, ownerId: "a" },
        { ...owner, leaveFrom: "2026-11-19", leaveTo: "2026-11-21" },
        now,
      ),
    ).toBe(false);
  });
});
