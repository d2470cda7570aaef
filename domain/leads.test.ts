import { describe, expect, it } from "vitest";
import { HOUR_MS, parseIstLocal, toIstLocal, istDayBounds } from "./india-time";
import { emailKey, isContact, phoneKey, pickLead, promiseState, statusChangeError } from "./leads";

describe("lead identity", () => {
  it("keys a phone by its last 10 digits, however it is written", () => {
    for (const spelling of ["9876543210", "+91 98765 43210", "098765-43210", "91 9876543210", "(+91) 98765.43210"]) {
      expect(phoneKey(spelling), spelling).toBe("9876543210");
    }
    expect(phoneKey("12345")).toBe("12345");
    expect(phoneKey("")).toBe("");
  });

  it("keys an email trimmed and lower-case", () => {
    expect(emailKey("  Asha.Rani@Example.COM ")).toBe("asha.rani@example.com");
  });

  it("joins an enquiry to the lead with the same phone first, else the same email, else none", () => {
    const leads = [
      { id: "by-email", phoneKey: "9000000000", emailKey: "asha@example.com", lastActivityAt: "2026-11-22T10:00:00Z" },
      { id: "by-phone", phoneKey: "9876543210", emailKey: "other@example.com", lastActivityAt: "2026-11-01T10:00:00Z" },
      { id: "by-phone-newer", phoneKey: "9876543210", emailKey: "x@example.com", lastActivityAt: "2026-11-20T10:00:00Z" },
    ];
    expect(pickLead(leads, { phoneKey: "9876543210", emailKey: "asha@example.com" })).toBe("by-phone-newer");
    expect(pickLead(leads, { phoneKey: "9111111111", emailKey: "asha@example.com" })).toBe("by-email");
    expect(pickLead(leads, { phoneKey: "9111111111", emailKey: "new@example.com" })).toBeNull();
    // A short, partial phone never matches by phone.
    expect(pickLead([{ ...leads[1]!, phoneKey: "12345" }], { phoneKey: "12345", emailKey: "" })).toBeNull();
  });
});

describe("status rules", () => {
  it("allows moves in the pipeline and asks a reason to close", () => {
    expect(statusChangeError("new", "contacted", "")).toBeNull();
    expect(statusChangeError("applied", "counselling", "")).toBeNull(); // a correction
    expect(statusChangeError("new", "new", "")).toMatch(/already New/);
    expect(statusChangeError("contacted", "not_interested", "  ")).toMatch(/reason/);
    expect(statusChangeError("contacted", "not_interested", "Joined another college")).toBeNull();
    expect(statusChangeError("contacted", "not_eligible", "x".repeat(301))).toMatch(/300/);
  });

  it("counts leaving New, a call or a note as first contact", () => {
    expect(isContact({ kind: "status", from: "new", to: "contacted" })).toBe(true);
    expect(isContact({ kind: "status", from: "new", to: "not_student" })).toBe(true);
    expect(isContact({ kind: "status", from: "contacted", to: "applied" })).toBe(false);
    expect(isContact({ kind: "call" })).toBe(true);
    expect(isContact({ kind: "note" })).toBe(true);
  });
});

describe("the 24-hour promise", () => {
  const from = "2026-11-23T04:30:00.000Z";
  const at = (hours: number) => new Date(Date.parse(from) + hours * HOUR_MS);

  it("counts down from the enquiry, then counts past it", () => {
    expect(promiseState({ status: "new", promiseFrom: from, contactedAt: null }, at(23))).toEqual({
      kind: "pending",
      deadline: at(24).toISOString(),
      remainingMs: HOUR_MS,
    });
    expect(promiseState({ status: "new", promiseFrom: from, contactedAt: null }, at(26))).toMatchObject({ kind: "missed", overdueMs: 2 * HOUR_MS });
  });

  it("stops at the first contact, and for a closed lead", () => {
    expect(promiseState({ status: "new", promiseFrom: from, contactedAt: at(2).toISOString() }, at(30))).toEqual({ kind: "kept", contactedAt: at(2).toISOString() });
    expect(promiseState({ status: "not_student", promiseFrom: from, contactedAt: null }, at(30))).toEqual({ kind: "closed" });
  });
});

describe("India time", () => {
  it("reads and writes datetime-local values as IST", () => {
    expect(parseIstLocal("2026-11-23T10:00")?.toISOString()).toBe("2026-11-23T04:30:00.000Z");
    expect(toIstLocal("2026-11-23T04:30:00.000Z")).toBe("2026-11-23T10:00");
    expect(parseIstLocal("2026-02-31T10:00")).toBeNull();
    expect(parseIstLocal("tomorrow")).toBeNull();
  });

  it("knows the IST day around an instant", () => {
    const { start, end } = istDayBounds(new Date("2026-11-23T20:00:00.000Z")); // 01:30 IST on the 24th
    expect(start.toISOString()).toBe("2026-11-23T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });
});
