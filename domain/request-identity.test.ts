import { describe, expect, it } from "vitest";
import { awaitingVerificationMessage, compareIdentity } from "./request-identity";

const lead = { name: "Priya Sharma", phone: "9811100077", email: "priya@example.com" };

describe("a rights request's details against its lead's", () => {
  it("needs the lead's confirmation when matched by the phone alone", () => {
    expect(
      compareIdentity({ name: "Rohit Verma", phone: "+91 98111 00077", email: "rohit@example.net" }, lead),
    ).toEqual({ name: "differs", phone: "same", email: "differs", needsVerification: true });
  });

  it("needs it when only the name or only the email differs, or either is missing on one side", () => {
    expect(compareIdentity({ ...lead, name: "Someone Else" }, lead).needsVerification).toBe(true);
    expect(compareIdentity({ ...lead, email: "other@example.com" }, lead).needsVerification).toBe(true);
    expect(compareIdentity({ ...lead, email: "x@example.com" }, { ...lead, email: "" })).toMatchObject({
      email: "missing",
      needsVerification: true,
    });
  });

  it("needs nothing when all three are the lead's, whatever their spacing, case or phone format", () => {
    expect(
      compareIdentity({ name: " priya  SHARMA", phone: "098111-00077", email: "Priya@Example.com " }, lead),
    ).toEqual({ name: "same", phone: "same", email: "same", needsVerification: false });
    // A different phone with the lead's name and email: matched by email, nothing to confirm.
    expect(compareIdentity({ ...lead, phone: "9822200099" }, lead)).toMatchObject({
      phone: "differs",
      needsVerification: false,
    });
  });

  it("says which requests wait, in plain words", () => {
    expect(awaitingVerificationMessage(["PR-AAAA2222"])).toMatch(/^Request PR-AAAA2222 came with a name or email/);
    expect(awaitingVerificationMessage(["PR-AAAA2222", "PR-BBBB3333"])).toMatch(/^Requests PR-AAAA2222, PR-BBBB3333 /);
  });
});
