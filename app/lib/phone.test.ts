import { describe, expect, it } from "vitest";
import { isValidPhone, normalizePhone, sanitizePhoneInput } from "./phone";

describe("sanitizePhoneInput (as the user types)", () => {
  it("keeps digits only", () => expect(sanitizePhoneInput("98a76-54 32")).toBe("98765432"));
  it("stops at 10 digits", () => expect(sanitizePhoneInput("98765432109999")).toBe("9876543210"));
  it("gives an empty string for no digits", () => expect(sanitizePhoneInput("abc +-")).toBe(""));
});

describe("normalizePhone (on the server)", () => {
  it("strips separators without truncating", () => expect(normalizePhone("+91 98765 43210")).toBe("919876543210"));
});

describe("isValidPhone", () => {
  it.each(["9876543210", "0123456789"])("accepts %s", (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each(["987654321", "98765432101", "98765-4321", "", "９８７６５４３２１０"])("rejects %j", (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );
});
