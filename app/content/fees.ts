import type { z } from "zod";
import { formatRupees } from "#domain/format.ts";
import { courses } from "./courses";
import {
  FEE_PERIODS,
  FEE_WHEN,
  TO_BE_CONFIRMED,
  type feePoliciesSchema,
  type FeeItem,
  type FeeSchedule,
} from "./disclosure-schemas";
// Not ./live.ts: the shipped document is built from this module (see ./live-document.ts).
import { shippedFees } from "./fees-given";
import { liveBinding } from "./live-document";

/**
 * Fees, itemised per course (each course page, and the admission page's table), the refund
 * policy, instalments, scholarships and education loans.
 *
 * A course's fees are edited in the desk (Content) and read from the published content
 * (./live.ts); what a fresh database starts from is in ./fees-given.ts and the home cards
 * (./home.ts). Anything not given shows "To be confirmed", and the launch check lists it
 * (./readiness.ts).
 */

/** Labels of the items, in the order a fee table shows them. */
export const FEE_ITEM_LABELS: Record<FeeItem, string> = {
  registration: "Registration",
  tuition: "Tuition",
  examination: "Examination fees",
  university: "University fees",
  other: "Other charges",
  deposit: "Refundable deposit",
};

/** A course's fees as published: "To be confirmed" (null) for what is not given. */
export function feeScheduleOf(slug: string): FeeSchedule {
  const schedule =
    liveBinding.read()?.fees[slug] ?? (courses.some((course) => course.slug === slug) ? shippedFees(slug) : undefined);
  if (!schedule) throw new Error(`No fees for the course "${slug}"`);
  return schedule;
}

/** "₹45,000 per year", or "To be confirmed". */
export function tuitionText(schedule: FeeSchedule): string {
  const { rupees, period } = schedule.tuition;
  if (rupees === null) return TO_BE_CONFIRMED;
  return period ? `${formatRupees(rupees)} ${FEE_PERIODS[period].en}` : formatRupees(rupees);
}

/** A tuition as tuitionText gives it, in Hindi: the period's words from the list ("₹45,000 प्रति वर्ष"). */
export function tuitionInHindi(english: string): string {
  for (const period of Object.values(FEE_PERIODS))
    if (english.endsWith(` ${period.en}`)) return `${english.slice(0, -period.en.length)}${period.hi}`;
  return english;
}

/** When a fee is paid, in a language; null where it is not given. */
export function feeWhenText(when: FeeSchedule[FeeItem]["when"], language: "en" | "hi"): string | null {
  return when === null ? null : FEE_WHEN[when][language];
}

export function amountText(rupees: number | null): string {
  return rupees === null ? TO_BE_CONFIRMED : formatRupees(rupees);
}

/**
 * A whole-course total the items contradict (issue 52: a total of ₹1,60,000 was published over
 * items adding up to ₹1,70,000), with the sum to show: the total is less than the items given
 * add up to, or, where tuition is paid once for the whole course and every item is given, not
 * their sum. Tuition paid per year or per semester is paid more than once, so then the total
 * may be more than the items' sum. Null when the total agrees or is not given.
 */
export function feeTotalMismatch(schedule: FeeSchedule): { sum: number } | null {
  if (schedule.total === null) return null;
  const items = Object.keys(FEE_ITEM_LABELS) as FeeItem[];
  const given = items.map((item) => schedule[item].rupees).filter((rupees) => rupees !== null);
  const sum = given.reduce((total, rupees) => total + rupees, 0);
  const paidOnce = schedule.tuition.period === null || schedule.tuition.period === "course";
  if (schedule.total < sum || (paidOnce && given.length === items.length && schedule.total !== sum)) return { sum };
  return null;
}

/** Whether every amount and date of a course's fees is given. */
export function feesComplete(schedule: FeeSchedule): boolean {
  const items = Object.keys(FEE_ITEM_LABELS) as FeeItem[];
  return (
    schedule.total !== null && items.every((item) => schedule[item].rupees !== null && schedule[item].when !== null)
  );
}

/** One row per course, in the course list's order: tuition and the whole course's cost. */
export function feeSummaries(): { slug: string; tuition: string; total: string }[] {
  return courses.map((course) => {
    const schedule = feeScheduleOf(course.slug);
    return { slug: course.slug, tuition: tuitionText(schedule), total: amountText(schedule.total) };
  });
}

/**
 * The policies around the fees. `null` shows "To be confirmed" with the advice in
 * FEE_POLICY_ADVICE, which is ours, not a statement about the institute.
 */
export const feePolicies: z.infer<typeof feePoliciesSchema> = {
  refund: null,
  instalments: null,
  scholarships: null,
  loans: null,
};

export const FEE_POLICY_TITLES: Record<keyof typeof feePolicies, string> = {
  refund: "Refund if you leave",
  instalments: "Paying in instalments",
  scholarships: "Scholarships",
  loans: "Education loans",
};

/** What a family can do while a policy is not published. */
export const FEE_POLICY_ADVICE: Record<keyof typeof feePolicies, string> = {
  refund: "Ask for the refund policy in writing before you pay any fee.",
  instalments: "Ask the counselor who calls you whether your course's fee can be paid in instalments.",
  scholarships:
    "Government scholarships for students from Scheduled Castes, Backward Classes and families with a low income usually ask for the Parivar Pehchan Patra, caste and income certificates listed under “Documents to bring”. Ask the counselor which ones your course qualifies for.",
  loans: "Ask the counselor whether the institute helps with an education loan and which documents a bank will want.",
};
