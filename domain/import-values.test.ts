import { describe, expect, it } from "vitest";
import { ADMISSION_COURSE_OPTIONS } from "#content/form-options.ts";
import { chosenCourse, courseKey, guessCourse, readCourseChoices, readRowDate } from "./import-values";

const COURSES = ADMISSION_COURSE_OPTIONS;
/** Noon IST on 5 December 2026, as every spelling of that day reads. */
const DEC_5 = "2026-12-05T06:30:00.000Z";

describe("a sheet's dates, day first as India writes them", () => {
  it.each([
    "2026-12-05",
    "2026-12-05 10:30",
    "05/12/2026",
    "5/12/2026",
    "05-12-2026",
    "5.12.2026",
    "5/12/26",
    "05-12-26",
    "5 Dec 2026",
    "5 dec 2026",
    "05-Dec-2026",
    "5-Dec-26",
    "5th December 2026",
    "5 Sept 2026".replace("Sept", "Dec"),
    "Dec 5, 2026",
    "December 5 2026",
    "46361",
    "46361.0",
  ])("reads %j as 5 December 2026", (written) => {
    expect(readRowDate(written)).toBe(DEC_5);
  });

  it("reads a month by its short names", () => {
    expect(readRowDate("1 Sept 2026")).toBe("2026-09-01T06:30:00.000Z");
    expect(readRowDate("23 nov 2026")).toBe("2026-11-23T06:30:00.000Z");
  });

  it.each(["31/02/2026", "next week", "5 Decx 2026", "13/13/2026", "12345", "99999", "Dec 2026", "5 Dec"])(
    "does not take %j for a date",
    (written) => {
      expect(readRowDate(written)).toBeNull();
    },
  );

  it("reads an empty cell as no date", () => {
    expect(readRowDate("")).toBe("");
    expect(readRowDate("   ")).toBe("");
  });
});

describe("a sheet's courses", () => {
  it("spells a course as ours: British spellings, short forms, B.Voc however written", () => {
    expect(courseKey("Operation Theatre Technology")).toBe(courseKey("Operation Theater Technology"));
    expect(courseKey("Hotel Mgmt")).toBe("hotel management");
    expect(courseKey("BVoc Optometry")).toBe("bvoc optometry");
    expect(courseKey("B. Voc Optometry")).toBe("bvoc optometry");
  });

  it.each([
    ["BVoc Optometry", "B.Voc Optometry Technology"],
    ["BHM", "B.Voc Hotel Management"],
    ["Operation Theatre Technology", "B.Voc Operation Theater Technology"],
    ["Hotel Mgmt", "B.Voc Hotel Management"],
    ["MLT", "B.Voc Medical Lab Technology"],
    ["OT Technician", "B.Voc Operation Theater Technology"],
    ["Physiotherapy", "B.Voc Physiotherapy"],
    ["Hospital Sterilisation", "Certificate Course in Hospital Sterilization"],
  ])("takes %j for %j", (written, course) => {
    expect(guessCourse(written, COURSES)).toEqual({ kind: "likely", course });
  });

  it("knows our own names in any case or punctuation", () => {
    expect(guessCourse("b.voc operation theater technology", COURSES)).toEqual({
      kind: "exact",
      course: "B.Voc Operation Theater Technology",
    });
    expect(guessCourse("", COURSES)).toEqual({ kind: "exact", course: "Undecided" });
    expect(guessCourse("Not decided", COURSES)).toEqual({ kind: "exact", course: "Undecided" });
  });

  it("leaves the choice to the admin when two of ours match, and matches none we do not teach", () => {
    expect(guessCourse("Hospital Management", COURSES)).toEqual({
      kind: "several",
      courses: ["B.Voc Hospital Management", "M.Voc Hospital Management"],
    });
    expect(guessCourse("Nursing", COURSES)).toEqual({ kind: "none" });
  });

  it("imports as the admin's choice, else the likely match, else Undecided", () => {
    const choices = { "hospital management": "M.Voc Hospital Management", nursing: "B.Voc Patient Care Management" };
    expect(chosenCourse("Hospital Management", COURSES, choices)).toBe("M.Voc Hospital Management");
    expect(chosenCourse("hospital mgmt", COURSES, choices)).toBe("M.Voc Hospital Management");
    expect(chosenCourse("Hospital Management", COURSES, {})).toBe("Undecided");
    expect(chosenCourse("Nursing", COURSES, choices)).toBe("B.Voc Patient Care Management");
    expect(chosenCourse("Nursing", COURSES, {})).toBe("Undecided");
    expect(chosenCourse("BHM", COURSES, {})).toBe("B.Voc Hotel Management");
    expect(chosenCourse("BHM", COURSES, { "bvoc hotel management": "Undecided" })).toBe("Undecided");
    // Our own name is never remapped, and a choice that is not a course of ours is not taken.
    expect(chosenCourse("B.Voc Physiotherapy", COURSES, { "bvoc physiotherapy": "Undecided" })).toBe(
      "B.Voc Physiotherapy",
    );
    expect(chosenCourse("Nursing", COURSES, { nursing: "B.Sc Nursing" })).toBe("Undecided");
  });

  it("keeps only choices of our courses or Undecided from the page", () => {
    expect(
      readCourseChoices(
        [
          { key: "nursing", course: "Undecided" },
          { key: "bhm", course: "B.Voc Hotel Management" },
          { key: "x", course: "Made up" },
          { key: "", course: "Undecided" },
        ],
        COURSES,
      ),
    ).toEqual({ nursing: "Undecided", bhm: "B.Voc Hotel Management" });
  });
});
