import { describe, expect, it } from "vitest";
import { validateContact } from "./contact";
import { MISSING_INFORMATION } from "./messages";

const valid = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 (98) 7654-3210 ext 2",
  subject: "",
  message: "Is there a hostel for girls?",
};

describe("validateContact", () => {
  it("accepts a free-form phone and an empty subject", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid });
  });

  it("stores an Indian mobile number in any spelling as the other forms do", () => {
    for (const phone of ["+91 98765 43210", "098765 43210", "9876543210"]) {
      expect(validateContact({ ...valid, phone })).toMatchObject({ ok: true, data: { phone: "+919876543210" } });
    }
  });

  it("keeps any other number as typed (a landline, a number abroad)", () => {
    for (const phone of ["0124 456 7890", "+44 20 7946 0958", "011-2345 6789"]) {
      expect(validateContact({ ...valid, phone })).toMatchObject({ ok: true, data: { phone } });
    }
  });

  it.each(["name", "email", "phone", "message"] as const)("requires %s", (field) => {
    const result = validateContact({ ...valid, [field]: "" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
  });

  it("limits the subject to 150 and the message to 2,000 characters", () => {
    expect(validateContact({ ...valid, subject: "s".repeat(150) }).ok).toBe(true);
    expect(validateContact({ ...valid, subject: "s".repeat(151) }).ok).toBe(false);
    const long = validateContact({ ...valid, message: "m".repeat(2001) });
    expect(!long.ok && long.fieldErrors.message).toBe("Message must be 2,000 characters or fewer.");
  });
});
