import type { EnquirySource } from "#domain/submissions.ts";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import { validateContact } from "./contact";
import { validateEnquiry } from "./enquiry";
import { CHECK_DETAILS } from "./messages";
import { optionalText, plainLine, requiredText } from "./validation";

/** The form's check with the universities it offers as shipped. */
const validateShipped = (source: EnquirySource, values: Parameters<typeof validateEnquiry>[1]) =>
  validateEnquiry(source, values, SHIPPED_UNIVERSITY_OPTIONS);

/** Hidden characters in names, subjects and messages, and NFC, through the forms' own schemas. */

const enquiry = {
  name: "Asha Rani",
  phone: "9876543210",
  email: "asha@example.com",
  course: "B.Voc Hotel Management",
  university: SHIPPED_UNIVERSITY_OPTIONS[0]!,
  message: "",
  applicant: "student",
  studentName: "",
  guardianName: "",
  guardianPhone: "",
};
const contact = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98765 43210",
  subject: "Fees",
  message: "Hostel?",
};

const LINE_MESSAGE = "Please use letters, spaces and ordinary punctuation only.";
const TEXT_MESSAGE = "Please remove the hidden formatting characters (they often come with pasted text).";

/** Each refused in every text field, messages included. */
const ALWAYS_REFUSED = {
  "NUL (U+0000)": "\u0000",
  "BEL (U+0007)": "\u0007",
  "backspace (U+0008)": "\b",
  "vertical tab (U+000B)": "\v",
  "form feed (U+000C)": "\f",
  "escape (U+001B)": "\u001b",
  "unit separator (U+001F)": "\u001f",
  "DEL (U+007F)": "\u007f",
  "C1 padding (U+0080)": "\u0080",
  "C1 next line (U+0085)": "\u0085",
  "C1 CSI (U+009B)": "\u009b",
  "C1 APC (U+009F)": "\u009f",
  "left-to-right embedding (U+202A)": "\u202a",
  "right-to-left embedding (U+202B)": "\u202b",
  "pop directional formatting (U+202C)": "\u202c",
  "left-to-right override (U+202D)": "\u202d",
  "right-to-left override (U+202E)": "\u202e",
  "left-to-right isolate (U+2066)": "\u2066",
  "right-to-left isolate (U+2067)": "\u2067",
  "first strong isolate (U+2068)": "\u2068",
  "pop directional isolate (U+2069)": "\u2069",
};

/** Refused in a single line only: a message may hold them. */
const REFUSED_IN_A_LINE = {
  "tab (U+0009)": "\t",
  "newline (U+000A)": "\n",
  "carriage return (U+000D)": "\r",
  "line separator (U+2028)": "\u2028",
  "paragraph separator (U+2029)": "\u2029",
  "left-to-right mark (U+200E)": "\u200e",
  "right-to-left mark (U+200F)": "\u200f",
  "Arabic letter mark (U+061C)": "\u061c",
};

describe("names, subjects and the contact phone: one line of plain text", () => {
  it.each(Object.entries({ ...ALWAYS_REFUSED, ...REFUSED_IN_A_LINE }))("refuses %s inside a name", (_, character) => {
    const name = `Asha${character}Rani`;
    const admission = validateShipped("admission", { ...enquiry, name });
    expect(admission).toEqual({ ok: false, fieldErrors: { name: LINE_MESSAGE }, toast: CHECK_DETAILS });
    const message = validateContact({ ...contact, name });
    expect(!message.ok && message.fieldErrors).toEqual({ name: LINE_MESSAGE });
  });

  it.each(Object.entries({ ...ALWAYS_REFUSED, ...REFUSED_IN_A_LINE }))(
    "refuses %s inside a subject and a contact phone",
    (_, character) => {
      const result = validateContact({ ...contact, subject: `Fees${character}2026`, phone: `98765${character}43210` });
      expect(!result.ok && result.fieldErrors).toEqual({ subject: LINE_MESSAGE, phone: LINE_MESSAGE });
    },
  );

  it("refuses the classic Trojan Source name: an override that shows the text reversed", () => {
    const result = validateShipped("popup", { ...enquiry, name: "\u202einaR ahsA" });
    expect(!result.ok && result.fieldErrors.name).toBe(LINE_MESSAGE);
  });

  it("still trims the ends: a tab or newline around a name is not part of it", () => {
    expect(validateShipped("admission", { ...enquiry, name: "\tAsha Rani\r\n" })).toMatchObject({
      ok: true,
      data: { name: "Asha Rani" },
    });
  });

  it.each([
    ["Devanagari with a virama", "राहुल शर्मा"],
    ["Malayalam with a zero-width joiner", "ശ്രീ\u200dലക്ഷ്മി"],
    ["Urdu", "عائشہ خان"],
    ["an apostrophe, a hyphen and a dot", "Mary-Jane O'Brien Jr."],
    ["a no-break space", "Asha\u00a0Rani"],
    ["an emoji", "Asha 🌸"],
  ])("accepts %s", (_, name) => {
    expect(validateShipped("admission", { ...enquiry, name })).toMatchObject({
      ok: true,
      data: { name },
    });
    expect(validateContact({ ...contact, name, subject: name })).toMatchObject({ ok: true });
  });
});

describe("messages: many lines of plain text", () => {
  it.each(Object.entries(ALWAYS_REFUSED))("refuses %s", (_, character) => {
    const admission = validateShipped("admission", { ...enquiry, message: `Hostel?${character} Fees?` });
    expect(!admission.ok && admission.fieldErrors).toEqual({ message: TEXT_MESSAGE });
    const message = validateContact({ ...contact, message: `Hostel?${character} Fees?` });
    expect(!message.ok && message.fieldErrors).toEqual({ message: TEXT_MESSAGE });
  });

  it("keeps line breaks (as a textarea sends them), tabs and direction marks", () => {
    const message = "Dear counsellor,\r\n\r\nFees:\t2 years?\nمیرا نام\u200f (Ayesha) ok";
    expect(validateContact({ ...contact, message })).toMatchObject({ ok: true, data: { message } });
    expect(validateShipped("admission", { ...enquiry, message })).toMatchObject({
      ok: true,
      data: { message },
    });
  });
});

describe("NFC", () => {
  it("stores one spelling: e + combining acute becomes é in every text field", () => {
    const decomposed = "Jose\u0301 Nu\u0301n\u0303ez";
    const result = validateContact({
      ...contact,
      name: decomposed,
      subject: "Cafe\u0301",
      message: "Re\u0301sume\u0301",
    });
    expect(result).toMatchObject({
      ok: true,
      data: { name: "Jos\u00e9 N\u00fa\u00f1ez", subject: "Caf\u00e9", message: "R\u00e9sum\u00e9" },
    });
    const enquiryResult = validateShipped("admission", { ...enquiry, name: "Ame\u0301lie", message: "e\u0301" });
    expect(enquiryResult).toMatchObject({ ok: true, data: { name: "Am\u00e9lie", message: "\u00e9" } });
  });

  it("composes Devanagari nukta forms", () => {
    // क + ़ stays two code points in NFC (a composition exclusion); a precomposed क़ decomposes.
    const result = validateShipped("admission", { ...enquiry, name: "\u0958amar" });
    expect(result).toMatchObject({ ok: true, data: { name: "\u0915\u093camar" } });
  });

  it("counts the length after composing", () => {
    expect(validateShipped("admission", { ...enquiry, name: "e\u0301".repeat(100) }).ok).toBe(true);
    expect(validateShipped("admission", { ...enquiry, name: "e\u0301".repeat(101) }).ok).toBe(false);
  });
});

describe("the building blocks, for new fields", () => {
  it("requiredText and optionalText normalise and refuse hidden characters; plainLine adds the single-line rule", () => {
    const guardianName = requiredText("Please enter the name.", "Name", 100, plainLine());
    const details = optionalText("Details", 2000);
    expect(z.parse(guardianName, " Zoe\u0308 ")).toBe("Zo\u00eb");
    expect(z.safeParse(guardianName, "Zoë\nSmith").error?.issues[0]?.message).toBe(LINE_MESSAGE);
    expect(z.parse(details, "line 1\nline 2")).toBe("line 1\nline 2");
    expect(z.safeParse(details, "\u2066x\u2069").error?.issues[0]?.message).toBe(TEXT_MESSAGE);
  });
});
