import { describe, expect, it } from "vitest";
import { validateManualEnquiry } from "./manual-enquiry";

/** The desk's typed-in names refuse hidden characters as the public forms do (app/lib/forms/plain-text.ts). */

const walkIn = { source: "walk-in", name: "Asha Rani", phone: "98765 43210", email: "", course: "B.Voc Hotel Management", message: "" };

describe("a lead entered by staff", () => {
  it.each(["\u0000", "\u0085", "\u202e", "\u2067", "\u200f", "\t", "\n"])("refuses %j in the name", (character) => {
    const result = validateManualEnquiry({ ...walkIn, name: `Asha${character}Rani` });
    expect(result).toEqual({ ok: false, errors: { name: "Use letters, spaces and ordinary punctuation only." } });
  });

  it.each(["\u0000", "\u009b", "\u202d", "\u2066"])("refuses %j in the message, which keeps its lines", (character) => {
    expect(validateManualEnquiry({ ...walkIn, message: `Called at 5 pm${character}` })).toMatchObject({ ok: false, errors: { message: expect.stringMatching(/hidden formatting characters/) } });
    expect(validateManualEnquiry({ ...walkIn, message: "Called at 5 pm.\r\n\tWants hostel." })).toMatchObject({ ok: true, data: { message: "Called at 5 pm.\r\n\tWants hostel." } });
  });

  it("normalises the name and the message to NFC", () => {
    expect(validateManualEnquiry({ ...walkIn, name: "Ame\u0301lie", message: "Re\u0301sume\u0301" })).toMatchObject({
      ok: true,
      data: { name: "Am\u00e9lie", message: "R\u00e9sum\u00e9" },
    });
  });
});
