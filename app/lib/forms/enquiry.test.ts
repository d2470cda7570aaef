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
    const result = validateEnquiry(
      "admission",
      { ...valid, name: "  Asha Rani ", message: " Hostel? " },
      SHIPPED_UNIVERSITY_OPTIONS,
    );
    expect(result).toEqual({ ok: true, data: { ...valid, phone: "+919876543210", message: "Hostel?" } });
  });

  it.each(["name", "phone", "email", "course", "university", "applicant"] as const)(
    "answers 'Missing Information' when %s is blank",
    (field) => {
      const result = validateEnquiry("admission", { ...valid, [field]: "   " }, SHIPPED_UNIVERSITY_OPTIONS);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.toast).toEqual(MISSING_INFORMATION);
      expect(result.fieldErrors[field]).toBeTruthy();
    },
  );

  it("lets the message be empty", () => {
    expect(validateEnquiry("admission", { ...valid, message: "" }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(true);
  });

  it.each(["987654321", "98765432101", "5876543210", "0123456789", "+92 98765 43210", "phone"])(
    "answers 'Invalid Phone Number' for %j",
    (phone) => {
      const result = validateEnquiry("admission", { ...valid, phone }, SHIPPED_UNIVERSITY_OPTIONS);
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
      expect(validateEnquiry("admission", { ...valid, phone }, SHIPPED_UNIVERSITY_OPTIONS)).toMatchObject({
        ok: true,
        data: { phone: "+919876543210" },
      });
    },
  );

  it("prefers 'Missing Information' when a field is blank and the phone is wrong", () => {
    const result = validateEnquiry("admission", { ...valid, name: "", phone: "12" }, SHIPPED_UNIVERSITY_OPTIONS);
    expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
  });

  it("rejects a malformed email with the general message", () => {
    const result = validateEnquiry("admission", { ...valid, email: "asha@" }, SHIPPED_UNIVERSITY_OPTIONS);
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
    expect(
      validateEnquiry("popup", { ...valid, university: "Sample Skills University" }, SHIPPED_UNIVERSITY_OPTIONS).ok,
    ).toBe(true);
  });

  it("accepts only offered courses, per form", () => {
    expect(
      validateEnquiry("admission", { ...valid, course: "M.Voc Hospital Management" }, SHIPPED_UNIVERSITY_OPTIONS).ok,
    ).toBe(true);
    expect(
      validateEnquiry(
        "admission",
        { ...valid, course: "Certificate Course in Hospital Sterilization" },
        SHIPPED_UNIVERSITY_OPTIONS,
      ).ok,
    ).toBe(true);
    expect(
      validateEnquiry("admission", { ...valid, course: "B.Voc Fashion Designing" }, SHIPPED_UNIVERSITY_OPTIONS).ok,
    ).toBe(true);
    expect(
      validateEnquiry("popup", { ...valid, course: "B.Voc Fashion Designing" }, SHIPPED_UNIVERSITY_OPTIONS).ok,
    ).toBe(false);
    expect(
      validateEnquiry("popup", { ...valid, course: "M.Voc Hospital Management" }, SHIPPED_UNIVERSITY_OPTIONS).ok,
    ).toBe(false);
    expect(validateEnquiry("admission", { ...valid, course: "Astrophysics" }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(
      false,
    );
    expect(validateEnquiry("admission", { ...valid, university: "Hogwarts" }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(
      false,
    );
  });

  it("enforces the length limits", () => {
    expect(validateEnquiry("admission", { ...valid, name: "a".repeat(100) }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(true);
    expect(validateEnquiry("admission", { ...valid, name: "a".repeat(101) }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(
      false,
    );
    expect(validateEnquiry("admission", { ...valid, message: "m".repeat(2000) }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(
      true,
    );
    expect(validateEnquiry("admission", { ...valid, message: "m".repeat(2001) }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(
      false,
    );
    expect(
      validateEnquiry("admission", { ...valid, email: `${"e".repeat(243)}@example.com` }, SHIPPED_UNIVERSITY_OPTIONS)
        .ok,
    ).toBe(false);
  });

  describe("a student under 18", () => {
    const minor = { ...valid, applicant: "minor", guardianName: "Sunita Rani", guardianPhone: "98765 43211" };

    it("gives a parent's or guardian's name and phone, stored as +91 and the digits", () => {
      expect(validateEnquiry("popup", minor, SHIPPED_UNIVERSITY_OPTIONS)).toMatchObject({
        ok: true,
        data: { applicant: "minor", guardianName: "Sunita Rani", guardianPhone: "+919876543211" },
      });
    });

    it.each(["guardianName", "guardianPhone"] as const)("answers 'Missing Information' when %s is blank", (field) => {
      const result = validateEnquiry("admission", { ...minor, [field]: " " }, SHIPPED_UNIVERSITY_OPTIONS);
      expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
      expect(!result.ok && result.fieldErrors[field]).toMatch(/parent's or guardian's/);
    });

    it("answers 'Invalid Phone Number' for a guardian's phone that is not 10 digits", () => {
      const result = validateEnquiry("admission", { ...minor, guardianPhone: "12345" }, SHIPPED_UNIVERSITY_OPTIONS);
      expect(!result.ok && result.fieldErrors.guardianPhone).toBe(INVALID_PHONE.description);
    });

    it("ignores the guardian fields for anyone else, and refuses an unknown answer", () => {
      expect(
        validateEnquiry(
          "admission",
          { ...valid, applicant: "guardian", studentName: "Ravi", guardianPhone: "x" },
          SHIPPED_UNIVERSITY_OPTIONS,
        ).ok,
      ).toBe(true);
      const unknown = validateEnquiry("admission", { ...valid, applicant: "teacher" }, SHIPPED_UNIVERSITY_OPTIONS);
      expect(!unknown.ok && unknown.fieldErrors.applicant).toBe("Please choose one of the options.");
    });
  });

  describe("a parent or guardian", () => {
    const parent = { ...valid, name: "Sunita Rani", applicant: "guardian", studentName: "  Ravi Kumar " };

    it("gives the student's name as well as their own", () => {
      expect(validateEnquiry("admission", parent, SHIPPED_UNIVERSITY_OPTIONS)).toMatchObject({
        ok: true,
        data: { name: "Sunita Rani", applicant: "guardian", studentName: "Ravi Kumar" },
      });
    });

    it("answers 'Missing Information' without the student's name, in the popup too", () => {
      for (const source of ["admission", "popup"] as const) {
        const result = validateEnquiry(source, { ...parent, studentName: " " }, SHIPPED_UNIVERSITY_OPTIONS);
        expect(!result.ok && result.toast).toEqual(MISSING_INFORMATION);
        expect(!result.ok && result.fieldErrors.studentName).toBe("Please enter the student's name.");
      }
    });

    it("is not asked of a student", () => {
      expect(validateEnquiry("admission", { ...valid, studentName: "" }, SHIPPED_UNIVERSITY_OPTIONS).ok).toBe(true);
      expect(
        validateEnquiry(
          "admission",
          {
            ...valid,
            applicant: "minor",
            guardianName: "Sunita",
            guardianPhone: "9876543211",
          },
          SHIPPED_UNIVERSITY_OPTIONS,
        ).ok,
      ).toBe(true);
    });
  });
});
