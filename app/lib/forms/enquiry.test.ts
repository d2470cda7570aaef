import type { EnquirySource } from "#domain/submissions.ts";
import { describe, expect, it } from "vitest";
import {
  ADMISSION_COURSE_GROUPS,
  ADMISSION_COURSE_OPTIONS,
  POPUP_COURSE_OPTIONS,
  SHIPPED_UNIVERSITY_OPTIONS,
  universityOptions,
} from "#content/form-options.ts";
import { validateEnquiry } from "./enquiry";
import { CHECK_DETAILS, INVALID_PHONE, MISSING_INFORMATION } from "./messages";

/** The form's check with the universities it offers as shipped. */
const validateShipped = (source: EnquirySource, values: Parameters<typeof validateEnquiry>[1]) =>
  validateEnquiry(source, values, SHIPPED_UNIVERSITY_OPTIONS);

const valid = {
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

describe("validateEnquiry", () => {
  it("accepts a complete enquiry, trimming fields", () => {
    const result = validateShipped("admission", { ...valid, name: "  Asha Rani ", message: " Hostel? " });
    expect(result).toEqual({ ok: true, data: { ...valid, phone: "+919876543210", message: "Hostel?" } });
  });

  it.each(["name", "phone", "email", "course", "university", "applicant"] as const)(
    "answers 'Missing Information' when %s is blank",
    (field) => {
      const result = validateShipped("admission", { ...valid, [field]: "   " });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.toast).toEqual(MISSING_INFORMATION);
      expect(result.fieldErrors[field]).toBeTruthy();
    },
  );

  it("lets the message be empty", () => {
    expect(validateShipped("admission", { ...valid, message: "" }).ok).toBe(true);
  });

  it.each(["987654321", "98765432101", "5876543210", "0123456789", "+92 98765 43210", "phone"])(
    "answers 'Invalid Phone Number' for %j",
    (phone) => {
      const result = validateShipped("admission", { ...valid, phone });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.toast).toEqual(INVALID_PHONE);
        expect(result.fieldErrors.phone).toBe("Please enter a valid 10-digit phone number.");
      }
    },
  );

  it.each(["98765-43210", "+91 98765 43210", "098765 43210", "91-98765-43210"])(
    "accepts %j as pasted or typed without JavaScript, storing +91 and the 10 digits",
    (phone) => {
      expect(validateShipped("admission", { ...valid, phone })).toMatchObject({
        ok: true,
        data: { phone: "+919876543210" },
      });
    },
  );

  it("prefers 'Missing Information' when a field is blank and the phone is wrong", () => {
    const result = validateShipped("admission", { ...valid, name: "", phone: "12" });
    expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
  });

  it("rejects a malformed email with the general message", () => {
    const result = validateShipped("admission", { ...valid, email: "asha@" });
    expect(!result.ok && result.toast).toEqual(CHECK_DETAILS);
    expect(!result.ok && result.fieldErrors.email).toMatch(/valid email/);
  });

  it("offers all 22 courses on the admission page, grouped by level, and 12 in the popup", () => {
    expect(ADMISSION_COURSE_OPTIONS).toHaveLength(22);
    expect(ADMISSION_COURSE_GROUPS.map((group) => [group.label, group.options.length])).toEqual([
      ["B.Voc", 19],
      ["M.Voc", 2],
      ["Certificate", 1],
    ]);
    expect(ADMISSION_COURSE_GROUPS.flatMap((group) => group.options)).toEqual([...ADMISSION_COURSE_OPTIONS]);
    expect(POPUP_COURSE_OPTIONS).toEqual(ADMISSION_COURSE_OPTIONS.slice(0, 12));
    expect(POPUP_COURSE_OPTIONS).toHaveLength(12);
    expect(SHIPPED_UNIVERSITY_OPTIONS).toHaveLength(3);
    expect(SHIPPED_UNIVERSITY_OPTIONS.at(-1)).toBe("Other");
  });

  it("accepts the universities the form offers: a renamed one, not its old name", () => {
    const renamed = universityOptions(["Sample State University", "Haryana Sample University of Skills"]);
    const choosing = (university: string) => validateEnquiry("popup", { ...valid, university }, renamed);
    expect(choosing("Haryana Sample University of Skills").ok).toBe(true);
    expect(choosing("Other").ok).toBe(true);
    expect(choosing("Sample Skills University")).toMatchObject({
      ok: false,
      fieldErrors: { university: "Please choose a university from the list." },
    });
    // The shipped choices still check as before beside the renamed ones (a schema each).
    expect(validateShipped("popup", { ...valid, university: "Sample Skills University" }).ok).toBe(true);
  });

  it("accepts only offered courses, per form", () => {
    expect(validateShipped("admission", { ...valid, course: "M.Voc Hospital Management" }).ok).toBe(true);
    expect(validateShipped("admission", { ...valid, course: "Certificate Course in Hospital Sterilization" }).ok).toBe(
      true,
    );
    expect(validateShipped("admission", { ...valid, course: "B.Voc Fashion Designing" }).ok).toBe(true);
    expect(validateShipped("popup", { ...valid, course: "B.Voc Fashion Designing" }).ok).toBe(false);
    expect(validateShipped("popup", { ...valid, course: "M.Voc Hospital Management" }).ok).toBe(false);
    expect(validateShipped("admission", { ...valid, course: "Astrophysics" }).ok).toBe(false);
    expect(validateShipped("admission", { ...valid, university: "Hogwarts" }).ok).toBe(false);
  });

  it("enforces the length limits", () => {
    expect(validateShipped("admission", { ...valid, name: "a".repeat(100) }).ok).toBe(true);
    expect(validateShipped("admission", { ...valid, name: "a".repeat(101) }).ok).toBe(false);
    expect(validateShipped("admission", { ...valid, message: "m".repeat(2000) }).ok).toBe(true);
    expect(validateShipped("admission", { ...valid, message: "m".repeat(2001) }).ok).toBe(false);
    expect(validateShipped("admission", { ...valid, email: `${"e".repeat(243)}@example.com` }).ok).toBe(false);
  });

  describe("a student under 18", () => {
    const minor = { ...valid, applicant: "minor", guardianName: "Sunita Rani", guardianPhone: "98765 43211" };

    it("gives a parent's or guardian's name and phone, stored as +91 and the digits", () => {
      expect(validateShipped("popup", minor)).toMatchObject({
        ok: true,
        data: { applicant: "minor", guardianName: "Sunita Rani", guardianPhone: "+919876543211" },
      });
    });

    it.each(["guardianName", "guardianPhone"] as const)("answers 'Missing Information' when %s is blank", (field) => {
      const result = validateShipped("admission", { ...minor, [field]: " " });
      expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
      expect(!result.ok && result.fieldErrors[field]).toMatch(/parent's or guardian's/);
    });

    it("answers 'Invalid Phone Number' for a guardian's phone that is not 10 digits", () => {
      const result = validateShipped("admission", { ...minor, guardianPhone: "12345" });
      expect(!result.ok && result.fieldErrors.guardianPhone).toBe(INVALID_PHONE.description);
    });

    it("ignores the guardian fields for anyone else, and refuses an unknown answer", () => {
      expect(
        validateShipped("admission", { ...valid, applicant: "guardian", studentName: "Ravi", guardianPhone: "x" }).ok,
      ).toBe(true);
      const unknown = validateShipped("admission", { ...valid, applicant: "teacher" });
      expect(!unknown.ok && unknown.fieldErrors.applicant).toBe("Please choose one of the options.");
    });
  });

  describe("a parent or guardian", () => {
    const parent = { ...valid, name: "Sunita Rani", applicant: "guardian", studentName: "  Ravi Kumar " };

    it("gives the student's name as well as their own", () => {
      expect(validateShipped("admission", parent)).toMatchObject({
        ok: true,
        data: { name: "Sunita Rani", applicant: "guardian", studentName: "Ravi Kumar" },
      });
    });

    it("answers 'Missing Information' without the student's name, in the popup too", () => {
      for (const source of ["admission", "popup"] as const) {
        const result = validateShipped(source, { ...parent, studentName: " " });
        expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
        expect(!result.ok && result.fieldErrors.studentName).toBe("Please enter the student's name.");
      }
    });

    it("is not asked of a student", () => {
      expect(validateShipped("admission", { ...valid, studentName: "" }).ok).toBe(true);
      expect(
        validateShipped("admission", {
          ...valid,
          applicant: "minor",
          guardianName: "Sunita",
          guardianPhone: "9876543211",
        }).ok,
      ).toBe(true);
    });
  });
});
