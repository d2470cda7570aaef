import { istDate } from "./india-time";

/**
 * Who gets a new lead: the allocation rules, pure (the store applies them inside the
 * enquiry's transaction, server/storage/desk/allocation.ts). Unit-tested in
 * allocation.test.ts.
 *
 * - Round-robin: the counsellors available (active, on duty, not on leave today in India)
 *   take turns in a fixed order (their ids); the turn passes to the next one after the last
 *   given, so whoever goes off duty is skipped and whoever comes back rejoins in their place.
 * - By course: a route names a counsellor or a group for a course, or for a category of
 *   courses; the course's own route first, then its category's, round-robin inside the
 *   group; with nobody available in either, round-robin among everyone available.
 * - Off: nobody is given new leads (staff assign them by hand).
 */
export const ALLOCATION_RULES = ["round_robin", "by_course", "off"] as const;
export type AllocationRule = (typeof ALLOCATION_RULES)[number];

export const ALLOCATION_RULE_LABELS: Record<AllocationRule, string> = {
  round_robin: "Round-robin among counsellors on duty",
  by_course: "By course, then round-robin",
  off: "Off: leads wait for someone to take them",
};

/** The rule a database without a choice uses. */
export const DEFAULT_ALLOCATION_RULE: AllocationRule = "round_robin";

export function isAllocationRule(value: string): value is AllocationRule {
  return (ALLOCATION_RULES as readonly string[]).includes(value);
}

/** The pool every available counsellor takes turns in. */
export const EVERYONE_POOL = "everyone";

/** A route's target: a course (the name a lead carries) or a category of courses. */
export type RouteTarget = `course:${string}` | `category:${string}`;

export function courseTarget(course: string): RouteTarget {
  return `course:${course}`;
}

export function categoryTarget(category: string): RouteTarget {
  return `category:${category}`;
}

/** "Dialysis Technology" or "Paramedical (category)", for the settings page and the timeline. */
export function targetLabel(target: string): string {
  if (target.startsWith("course:")) return target.slice("course:".length);
  if (target.startsWith("category:")) return `${target.slice("category:".length)} (category)`;
  return target;
}

/** A staff member's duty: the on-duty switch and a leave, in India dates (YYYY-MM-DD, both days included). */
export interface Duty {
  staffId: string;
  active: boolean;
  onDuty: boolean;
  leaveFrom: string | null;
  leaveTo: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `now` falls on a day of the leave, in India time. A leave with one end open runs from or until that day. */
export function onLeave(duty: Pick<Duty, "leaveFrom" | "leaveTo">, now: Date): boolean {
  if (!duty.leaveFrom && !duty.leaveTo) return false;
  const today = istDate(now);
  return (!duty.leaveFrom || duty.leaveFrom <= today) && (!duty.leaveTo || today <= duty.leaveTo);
}

/** Given new leads now: an active account, on duty, not on leave. */
export function available(duty: Duty, now: Date): boolean {
  return duty.active && duty.onDuty && !onLeave(duty, now);
}

/** Why a leave cannot be saved, or null: both days given, real dates, from before to, and not entirely past. */
export function leaveProblem(from: string, to: string, now: Date): string | null {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    return "Give the first and last day of the leave.";
  if (to < from) return "The last day of the leave comes before its first day.";
  if (to < istDate(now)) return "That leave is already over.";
  return null;
}

/**
 * The next in turn: the first candidate after the last one given (in the candidates' order,
 * by id), wrapping round. `candidates` must be sorted and not empty.
 */
export function nextInTurn(candidates: readonly string[], last: string | null): string {
  if (candidates.length === 0) throw new Error("nextInTurn needs a candidate");
  if (last === null) return candidates[0]!;
  return candidates.find((id) => id > last) ?? candidates[0]!;
}

/** How a lead was given: by its course's (or category's) route, or round-robin (with `fallback` when a route had nobody available). */
export type AllocationVia = "round_robin" | "by_course";

export interface AllocationPool {
  /** Where the turn is kept: EVERYONE_POOL or a route's target. */
  pool: string;
  /** Available staff in this pool, sorted by id. */
  candidates: string[];
  via: AllocationVia;
  /** By course, but the course's route (or category's) had nobody available: the target it fell back from. */
  fellBackFrom?: string;
}

/**
 * The pool a lead with `course` (of `category`) is given from, or null when nobody is
 * available (or allocation is off). `routes`: target → the staff ids of its group.
 */
export function allocationPool(input: {
  rule: AllocationRule;
  routes: ReadonlyMap<string, readonly string[]>;
  course: string;
  category: string | null;
  /** Everyone available now. */
  available: ReadonlySet<string>;
}): AllocationPool | null {
  if (input.rule === "off") return null;
  const everyone = [...input.available].sort();
  let fellBackFrom: string | undefined;
  if (input.rule === "by_course") {
    const targets = [
      ...(input.course ? [courseTarget(input.course)] : []),
      ...(input.category ? [categoryTarget(input.category)] : []),
    ];
    for (const target of targets) {
      const group = input.routes.get(target);
      if (!group) continue;
      const candidates = group.filter((id) => input.available.has(id)).sort();
      if (candidates.length) return { pool: target, candidates, via: "by_course" };
      fellBackFrom ??= target;
    }
  }
  if (everyone.length === 0) return null;
  return { pool: EVERYONE_POOL, candidates: everyone, via: "round_robin", ...(fellBackFrom ? { fellBackFrom } : {}) };
}

/** What an enquiry's lead needs: a first owner, another owner, or none. */
export function needsAllocation(
  lead: { created: boolean; reopened: boolean; ownerId: string | null },
  owner: Duty | null,
  now: Date,
): boolean {
  if (lead.created || lead.ownerId === null) return true;
  // An owner who left (disabled) keeps no leads coming back to them; one on leave neither, for a reopened lead.
  if (!owner || !owner.active) return true;
  return lead.reopened && onLeave(owner, now);
}
