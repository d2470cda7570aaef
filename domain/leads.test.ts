import { describe, expect, it } from "vitest";
import { HOUR_MS, parseIstLocal, toIstLocal, istDayBounds } from "./india-time";
import { emailKey, mergeLeads, phoneKey, pickLead, promiseState, statusChangeError, type MergeableLead } from "./leads";

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
      {
        id: "by-email",
        phoneKey: "9000000000",
        guardianPhoneKey: "",
        emailKey: "asha@example.com",
        lastActivityAt: "2026-11-22T10:00:00Z",
      },
      {
        id: "by-phone",
        phoneKey: "9876543210",
        guardianPhoneKey: "",
        emailKey: "other@example.com",
        lastActivityAt: "2026-11-01T10:00:00Z",
      },
      {
        id: "by-phone-newer",
        phoneKey: "9876543210",
        guardianPhoneKey: "",
        emailKey: "x@example.com",
        lastActivityAt: "2026-11-20T10:00:00Z",
      },
    ];
    const keys = (phoneKey: string, emailKey: string, guardianPhoneKey = "") => ({
      phoneKey,
      emailKey,
      guardianPhoneKey,
    });
    expect(pickLead(leads, keys("9876543210", "asha@example.com"))).toBe("by-phone-newer");
    expect(pickLead(leads, keys("9111111111", "asha@example.com"))).toBe("by-email");
    expect(pickLead(leads, keys("9111111111", "new@example.com"))).toBeNull();
    // A short, partial phone never matches by phone.
    expect(pickLead([{ ...leads[1]!, phoneKey: "12345" }], keys("12345", ""))).toBeNull();
  });

  it("joins a parent's phone both ways: the parent enquiring, or a student naming the parent", () => {
    const student = {
      id: "student",
      phoneKey: "9876543210",
      guardianPhoneKey: "9811111111",
      emailKey: "asha@example.com",
      lastActivityAt: "2026-11-20T10:00:00Z",
    };
    const parent = {
      id: "parent",
      phoneKey: "9822222222",
      guardianPhoneKey: "",
      emailKey: "",
      lastActivityAt: "2026-11-21T10:00:00Z",
    };
    // The father enquires from the number his daughter gave as his.
    expect(pickLead([student], { phoneKey: "9811111111", emailKey: "father@example.com", guardianPhoneKey: "" })).toBe(
      "student",
    );
    // A student names as guardian the number her mother enquired from.
    expect(pickLead([parent], { phoneKey: "9833333333", emailKey: "", guardianPhoneKey: "9822222222" })).toBe("parent");
    // The person's own phone wins over a guardian's match.
    expect(
      pickLead([student, { ...parent, phoneKey: "9811111111" }], {
        phoneKey: "9811111111",
        emailKey: "",
        guardianPhoneKey: "",
      }),
    ).toBe("parent");
  });
});

describe("merging two leads of one person", () => {
  const base: MergeableLead = {
    id: "a",
    status: "counselling",
    ownerId: null,
    nextFollowUpAt: "2026-11-25T05:00:00.000Z",
    firstEnquiryAt: "2026-11-10T05:00:00.000Z",
    lastEnquiryAt: "2026-11-10T05:00:00.000Z",
    lastActivityAt: "2026-11-12T05:00:00.000Z",
    promiseFrom: "2026-11-10T05:00:00.000Z",
    contactedAt: "2026-11-10T07:00:00.000Z",
    firstContactAt: "2026-11-10T07:00:00.000Z",
    enquiryCount: 1,
    attempts: 1,
    minor: false,
    guardianConfirmedAt: null,
    guardianPhone: "",
    source: "google",
    mergedFrom: [],
  };
  it("keeps the survivor's status, the earlier enquiry and its source, both leads' enquiries and attempts", () => {
    const other: MergeableLead = {
      ...base,
      id: "b",
      status: "new",
      ownerId: "ravi",
      nextFollowUpAt: "2026-11-24T05:00:00.000Z",
      firstEnquiryAt: "2026-11-01T05:00:00.000Z",
      lastEnquiryAt: "2026-11-20T05:00:00.000Z",
      contactedAt: null,
      firstContactAt: null,
      enquiryCount: 2,
      attempts: 2,
      minor: true,
      guardianPhone: "9811111111",
      source: "facebook",
      mergedFrom: ["c"],
    };
    expect(mergeLeads(base, other)).toEqual({
      ...base,
      ownerId: "ravi",
      nextFollowUpAt: "2026-11-24T05:00:00.000Z",
      firstEnquiryAt: "2026-11-01T05:00:00.000Z",
      lastEnquiryAt: "2026-11-20T05:00:00.000Z",
      enquiryCount: 3,
      attempts: 3,
      minor: true,
      guardianPhone: "9811111111",
      source: "facebook",
      mergedFrom: ["b", "c"],
    });
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
    expect(promiseState({ status: "new", promiseFrom: from, contactedAt: null }, at(26))).toMatchObject({
      kind: "missed",
      overdueMs: 2 * HOUR_MS,
    });
  });

  it("stops at the first contact, and for a closed lead", () => {
    expect(promiseState({ status: "new", promiseFrom: from, contactedAt: at(2).toISOString() }, at(30))).toEqual({
      kind: "kept",
      contactedAt: at(2).toISOString(),
    });
    expect(promiseState({ status: "not_student", promiseFrom: from, contactedAt: null }, at(30))).toEqual({
      kind: "closed",
    });
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
