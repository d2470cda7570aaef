import { describe, expect, it } from "vitest";
import { mobileNumber, storedPhone } from "./phone";

describe("mobileNumber", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["91-98765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["+91 (0) 98765-43210", "9876543210"],
    ["(987) 654.3210", "9876543210"],
    ["  6000000000 ", "6000000000"],
    ["7000000000", "7000000000"],
    ["8123456789", "8123456789"],
    // A 10-digit number that starts with 91 is a number, not a country code.
    ["9198765432", "9198765432"],
  ])("reads %j as %s", (input, expected) => expect(mobileNumber(input)).toBe(expected));

  it.each([
    ["", "nothing"],
    ["987654321", "9 digits"],
    ["98765432101", "11 digits without a leading 0"],
    ["9876543210999", "13 digits without 91 and 0"],
    ["5876543210", "a first digit below 6"],
    ["0123456789", "a 10-digit number starting with 0 (the demo's numbers)"],
    ["0012345678", "the demo's +91 00… numbers"],
    ["+91 58765 43210", "a country code before a number starting with 5"],
    ["91 098765 4321", "91 and 0 before 9 digits"],
    ["0091 98765 43210", "the international prefix 00 (14 digits)"],
    ["9876543210 ext 2", "letters"],
    ["98765+43210", "a plus inside the number"],
    ["+98 76543 2100", "another country's code after the plus"],
    ["+0 98765 43210", "a plus before the trunk prefix"],
    ["９８７６５４３２１０", "full-width digits"],
    ["98765\u202e43210", "a direction override"],
  ])("refuses %j (%s)", (input) => expect(mobileNumber(input)).toBeNull());
});

describe("storedPhone", () => {
  it("stores +91 and the 10 digits, whatever the spelling", () => {
    for (const input of ["+91 98765 43210", "098765 43210", "91-98765-43210", "9876543210"]) {
      expect(storedPhone(input)).toBe("+919876543210");
    }
  });
  it("gives null for anything else", () => expect(storedPhone("12345")).toBeNull());
});

describe("Devanagari digits", () => {
  it("are read as the Latin digits they stand for", () => {
    expect(storedPhone("९८७६५ ४३२१०")).toBe("+919876543210");
    expect(storedPhone("+९१ ९८७६५-४३२१०")).toBe("+919876543210");
    expect(storedPhone("०९८७६५४३२१०")).toBe("+919876543210");
    expect(storedPhone("५८७६५४३२१०")).toBeNull();
  });
});
