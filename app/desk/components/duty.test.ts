import { describe, expect, it } from "vitest";
import { ownerChoiceLabel } from "./duty";

describe("an owner in the bulk owner list", () => {
  const now = new Date("2026-12-07T06:30:00.000Z"); // 7 Dec, India
  const member = { name: "Kavya Nair", hasPassword: true };

  it("says who would leave a lead waiting: on leave, off duty, never signed in", () => {
    expect(ownerChoiceLabel(member, { onDuty: true, leaveFrom: null, leaveTo: null }, now)).toBe("Kavya Nair");
    expect(ownerChoiceLabel(member, { onDuty: true, leaveFrom: "2026-12-05", leaveTo: "2026-12-09" }, now)).toBe(
      "Kavya Nair (on leave)",
    );
    expect(ownerChoiceLabel(member, { onDuty: false, leaveFrom: null, leaveTo: null }, now)).toBe(
      "Kavya Nair (off duty)",
    );
    expect(ownerChoiceLabel({ ...member, hasPassword: false }, undefined, now)).toBe("Kavya Nair (never signed in)");
    expect(
      ownerChoiceLabel({ ...member, hasPassword: false }, { onDuty: false, leaveFrom: null, leaveTo: null }, now),
    ).toBe("Kavya Nair (off duty, never signed in)");
    // A leave still to come does not stop them now.
    expect(ownerChoiceLabel(member, { onDuty: true, leaveFrom: "2026-12-20", leaveTo: "2026-12-24" }, now)).toBe(
      "Kavya Nair",
    );
  });
});
