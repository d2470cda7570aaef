import { SHIPPED_UNIVERSITY_OPTIONS } from "#content/form-options.ts";
import { describe, expect, it } from "vitest";
import { validateContact } from "#app/lib/forms/contact.ts";
import { validateEnquiry } from "#app/lib/forms/enquiry.ts";
import { MANUAL_FIELDS, validateManualEnquiry, type ManualField } from "./manual-enquiry";

/**
 * A lead entered by staff: the public forms' rules for the name, phone and email
 * (app/lib/forms/field-rules.ts), the sources with their detail, and Undecided as a course.
 */

const walkIn: Record<ManualField, string> = {
  source: "walk-in",
  source_detail: "",
  name: "Asha Rani",
  phone: "98765 43210",
  email: "",
  course: "B.Voc Hotel Management",
  message: "",
};

describe("a lead entered by staff", () => {
  it.each(["\u0000", "\u0085", "\u202e", "\u2067", "\u200f", "\t", "\n"])(
    "refuses %j in the name, as the public forms do",
    (character) => {
      const result = validateManualEnquiry({ ...walkIn, name: `Asha${character}Rani` });
      expect(result).toEqual({
        ok: false,
        errors: { name: "Please use letters, spaces and ordinary punctuation only." },
      });
    },
  );

  it.each(["\u0000", "\u009b", "\u202d", "\u2066"])("refuses %j in the message, which keeps its lines", (character) => {
    expect(validateManualEnquiry({ ...walkIn, message: `Called at 5 pm${character}` })).toMatchObject({
      ok: false,
      errors: { message: expect.stringMatching(/hidden formatting characters/) },
    });
    expect(validateManualEnquiry({ ...walkIn, message: "Called at 5 pm.\r\n\tWants hostel." })).toMatchObject({
      ok: true,
      data: { message: "Called at 5 pm.\r\n\tWants hostel." },
    });
  });

  it("normalises the name and the message to NFC", () => {
    expect(validateManualEnquiry({ ...walkIn, name: "Ame\u0301lie", message: "Re\u0301sume\u0301" })).toMatchObject({
      ok: true,
      data: { name: "Am\u00e9lie", message: "R\u00e9sum\u00e9" },
    });
  });

  it("stores the phone as the public forms do, and gives their message for a wrong one", () => {
    expect(validateManualEnquiry({ ...walkIn, phone: "+91 (0) 98765-43210" })).toMatchObject({
      ok: true,
      data: { phone: "+919876543210" },
    });
    const publicForm = validateEnquiry(
      "admission",
      {
        name: "A",
        phone: "12345",
        email: "a@example.com",
        course: "B.Voc Hotel Management",
        university: "Other",
        message: "",
        applicant: "student",
        studentName: "",
        guardianName: "",
        guardianPhone: "",
      },
      SHIPPED_UNIVERSITY_OPTIONS,
    );
    const desk = validateManualEnquiry({ ...walkIn, phone: "12345" });
    expect(desk).toEqual({ ok: false, errors: { phone: "Please enter a valid 10-digit phone number." } });
    expect(publicForm.ok ? null : publicForm.fieldErrors.phone).toBe("Please enter a valid 10-digit phone number.");
    expect(validateManualEnquiry({ ...walkIn, phone: "" })).toEqual({
      ok: false,
      errors: { phone: "Enter a phone number." },
    });
  });

  it("takes the email as optional, with the public forms' rule when given", () => {
    expect(validateManualEnquiry({ ...walkIn, email: "" })).toMatchObject({ ok: true, data: { email: "" } });
    expect(validateManualEnquiry({ ...walkIn, email: " Asha@Example.com " })).toMatchObject({
      ok: true,
      data: { email: "asha@example.com" },
    });
    const contact = validateContact({ name: "A", email: "asha@", phone: "9876543210", subject: "", message: "Hi" });
    expect(validateManualEnquiry({ ...walkIn, email: "asha@" })).toEqual({
      ok: false,
      errors: { email: contact.ok ? "" : contact.fieldErrors.email },
    });
  });

  it("requires a name of at most 100 characters", () => {
    expect(validateManualEnquiry({ ...walkIn, name: "  " })).toEqual({
      ok: false,
      errors: { name: "Enter the person's full name." },
    });
    expect(validateManualEnquiry({ ...walkIn, name: "a".repeat(101) })).toEqual({
      ok: false,
      errors: { name: "Name must be 100 characters or fewer." },
    });
  });

  it("accepts Undecided as a course, and only the listed courses", () => {
    expect(validateManualEnquiry({ ...walkIn, course: "Undecided" })).toMatchObject({
      ok: true,
      data: { course: "Undecided" },
    });
    expect(validateManualEnquiry({ ...walkIn, course: "" })).toEqual({
      ok: false,
      errors: { course: "Choose a course, or Undecided." },
    });
    expect(validateManualEnquiry({ ...walkIn, course: "Astrology" })).toEqual({
      ok: false,
      errors: { course: "Choose a course from the list, or Undecided." },
    });
  });

  it.each(["walk-in", "phone", "fair", "referral", "aggregator", "other"])("accepts the source %s", (source) => {
    expect(validateManualEnquiry({ ...walkIn, source, source_detail: "Shiksha" })).toMatchObject({
      ok: true,
      data: { source },
    });
  });

  it("refuses an unknown source", () => {
    expect(validateManualEnquiry({ ...walkIn, source: "website" })).toEqual({
      ok: false,
      errors: { source: "Choose where the enquiry came from." },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "" })).toEqual({
      ok: false,
      errors: { source: "Choose where the enquiry came from." },
    });
  });

  it("requires the aggregator's name, takes a fair's or referrer's when given, and keeps none for the others", () => {
    expect(validateManualEnquiry({ ...walkIn, source: "aggregator", source_detail: " " })).toEqual({
      ok: false,
      errors: { source_detail: "Name the aggregator the lead came from." },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "aggregator", source_detail: " Shiksha " })).toMatchObject({
      ok: true,
      data: { source: "aggregator", sourceDetail: "Shiksha" },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "fair", source_detail: "" })).toMatchObject({
      ok: true,
      data: { source: "fair", sourceDetail: "" },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "referral", source_detail: "Ravi (alumnus)" })).toMatchObject({
      ok: true,
      data: { sourceDetail: "Ravi (alumnus)" },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "walk-in", source_detail: "left over" })).toMatchObject({
      ok: true,
      data: { sourceDetail: "" },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "aggregator", source_detail: "Shiksha\u202e" })).toMatchObject({
      ok: false,
      errors: { source_detail: "Please use letters, spaces and ordinary punctuation only." },
    });
    expect(validateManualEnquiry({ ...walkIn, source: "fair", source_detail: "x".repeat(101) })).toMatchObject({
      ok: false,
      errors: { source_detail: expect.stringMatching(/100 characters or fewer/) },
    });
  });

  it("reports every wrong field at once", () => {
    const blank = Object.fromEntries(MANUAL_FIELDS.map((field) => [field, ""])) as Record<ManualField, string>;
    const result = validateManualEnquiry({ ...blank, source: "aggregator" });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(["course", "name", "phone", "source_detail"]);
  });
});
