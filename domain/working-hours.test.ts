import { describe, expect, it } from "vitest";
import { HOUR_MS } from "./india-time";
import { workingMsBetween, type WorkingWeek } from "./working-hours";

const week: WorkingWeek = {
  mon: ["09:00", "18:00"],
  tue: ["09:00", "18:00"],
  wed: ["09:00", "18:00"],
  thu: ["09:00", "18:00"],
  fri: ["09:00", "18:00"],
  sat: ["09:00", "16:00"],
  sun: null,
};
// 2026-11-23 is a Monday. Times below are India time written as UTC minus 5:30.
const ist = (local: string) => new Date(`${local}:00+05:30`);

describe("working hours", () => {
  it("counts only office time, in India time", () => {
    expect(workingMsBetween(ist("2026-11-23T10:00"), ist("2026-11-23T14:00"), week)).toBe(4 * HOUR_MS);
    // An enquiry at 17:00 Monday: 1 hour that day, 3 more by 12:00 Tuesday.
    expect(workingMsBetween(ist("2026-11-23T17:00"), ist("2026-11-24T12:00"), week)).toBe(4 * HOUR_MS);
    // At night nothing counts.
    expect(workingMsBetween(ist("2026-11-23T20:00"), ist("2026-11-24T08:59"), week)).toBe(0);
  });

  it("skips closed days and short days", () => {
    // Saturday 15:00 to Monday 12:00: 1 hour Saturday, none Sunday, 3 Monday.
    expect(workingMsBetween(ist("2026-11-28T15:00"), ist("2026-11-30T12:00"), week)).toBe(4 * HOUR_MS);
    expect(workingMsBetween(ist("2026-11-29T10:00"), ist("2026-11-29T18:00"), week)).toBe(0);
  });

  it("is zero when the end is not after the start", () => {
    expect(workingMsBetween(ist("2026-11-23T12:00"), ist("2026-11-23T10:00"), week)).toBe(0);
  });
});
