import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { slugify } from "#domain/slug.ts";
import { courseSchema, type CourseInput } from "./course-schema";
import { allCourseSlugs, courseFullName, courses, findCourse, parseCourses } from "./courses";
import { popularCourses } from "./home";
import { site, workingWeek } from "./site";
import { officeHourReadings } from "#domain/office-hours.ts";
import { ADMISSION_COURSE_GROUPS, courseOptionLabel } from "./form-options";
import { validateContent } from "./validate";
import { SPEC_SLUGS } from "#tests/spec/slugs.ts";

/** The spec's course facts: slug → [duration starts with, eligibility contains, salary]. */
const FACTS: Record<string, [string, string, number, number]> = {
  "hospital-management": ["3 years (6 semesters)", "10+2 any stream", 3, 8],
  "hospital-sterilization": ["6 months", "10th pass", 2, 4],
  "patient-care-management": ["3 years", "10+2 Science", 2.5, 5],
  "physiotherapy-program": ["3 years", "10+2 Science", 3, 6],
  "computer-software-technology": ["3 years", "10+2 with Mathematics", 3, 8],
  "yoga-and-naturopathy": ["3 years", "any stream", 2, 5],
  "hotel-management": ["3 years", "any stream", 2.5, 7],
  "information-technology": ["3 years", "10+2 with Mathematics", 3, 8],
  "multimedia-and-animation": ["3 years", "any stream", 2.5, 6],
  "e-commerce-and-digital-marketing": ["3 years", "any stream", 2.5, 7],
  "fashion-designing": ["3 years", "any stream", 2, 6],
  "beauty-science-and-cosmetology": ["3 years", "any stream", 2, 5],
  "marketing-and-entrepreneurship": ["3 years", "any stream", 3, 8],
  "physical-fitness-training": ["3 years", "any stream", 2, 5],
  "m-voc-hospital-management": ["2 years (4 semesters)", "Bachelor's degree", 6, 15],
  "m-voc-computer-software-technology": ["2 years (4 semesters)", "Bachelor's in Computer Science/IT", 8, 20],
};

describe("course data", () => {
  it("has 22 courses answering exactly the 24 slugs of the spec", () => {
    expect(courses).toHaveLength(22);
    expect([...allCourseSlugs].sort()).toEqual([...SPEC_SLUGS].sort());
    for (const slug of SPEC_SLUGS) expect(findCourse(slug), slug).toBeDefined();
  });

  it("offers every course in the admission form, under its level (decision 12)", () => {
    const groupOf = new Map(
      ADMISSION_COURSE_GROUPS.flatMap((group) => group.options.map((option) => [option, group.label] as const)),
    );
    for (const course of courses) {
      const level = { "B.Voc": "B.Voc", "M.Voc": "M.Voc", "Short Course": "Certificate" }[course.degree];
      expect(groupOf.get(courseOptionLabel(course)), course.slug).toBe(level);
    }
    expect(groupOf.size).toBe(courses.length);
    // Labels stored before the five were added keep their wording.
    expect(courseOptionLabel(findCourse("physiotherapy-program")!)).toBe("B.Voc Physiotherapy");
    expect(courseOptionLabel(findCourse("hospital-sterilization")!)).toBe(
      "Certificate Course in Hospital Sterilization",
    );
  });

  it("treats the two alias pairs as one course each", () => {
    expect(findCourse("radiology-medical-imaging")).toBe(findCourse("radiology-and-medical-imaging"));
    expect(findCourse("multimedia-animation")).toBe(findCourse("multimedia-and-animation"));
  });

  it.each(Object.entries(FACTS))("%s has the spec's facts", (slug, [duration, eligibility, min, max]) => {
    const course = findCourse(slug)!;
    expect(course.duration.startsWith(duration)).toBe(true);
    expect(course.eligibility).toContain(eligibility);
    expect(course.careers.salaryLpa).toEqual({ min, max });
  });

  it("gives the short course 6 modules over 6 months and full time/part time", () => {
    const course = findCourse("hospital-sterilization")!;
    expect(course.degree).toBe("Short Course");
    expect(course.courseType).toContain("Full Time / Part Time");
    const modules = course.curriculum.map((group) => group.period).join(" ");
    for (const n of [1, 2, 3, 4, 5, 6]) expect(modules).toContain(String(n));
  });

  it("builds titles as '<degree> in <subject> – Course Details'", () => {
    expect(`${courseFullName(findCourse("cardiac-care-technology")!)} – Course Details`).toBe(
      "B.Voc in Cardiac Care Technology – Course Details",
    );
    expect(`${courseFullName(findCourse("m-voc-hospital-management")!)} – Course Details`).toBe(
      "M.Voc in Hospital Management – Course Details",
    );
  });

  it("gives every course its own description, meta description and overview", () => {
    for (const key of ["description", "metaDescription"] as const) {
      expect(new Set(courses.map((course) => course[key])).size).toBe(courses.length);
    }
    const paragraphs = courses.flatMap((course) => course.overview);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    expect(JSON.stringify(courses)).not.toMatch(/lorem|ipsum|…/i);
  });

  it("rejects a bad course naming the course and the field", () => {
    const bad = { ...courses[0]!, slug: "broken-course", keyFeatures: ["only one"] } as CourseInput;
    expect(() => parseCourses([bad])).toThrow(/Course "broken-course" is invalid:\n {2}- keyFeatures:/);
    expect(courseSchema.safeParse({ ...courses[0]!, extra: 1 }).success).toBe(false);
  });

  it("requires each duration to start with its length, which the course finder groups by", () => {
    const bad = { ...courses[0]!, slug: "vague-course", duration: "Three years" } as CourseInput;
    expect(() => parseCourses([bad])).toThrow(
      /Course "vague-course" is invalid:\n {2}- duration: must start with its length/,
    );
  });

  it("marks no course as in demand unless its data says so, and needs a demand level to", () => {
    const { inDemand: _, ...unmarked } = courses[0]!;
    expect(courseSchema.parse(unmarked).inDemand).toBe(false);
    const { demand: __, ...noLevel } = { ...courses[0]!, inDemand: true };
    expect(() => parseCourses([noLevel as CourseInput])).toThrow(
      /- inDemand: a course in demand needs its demand level/,
    );
  });

  it("rejects a slug used twice", () => {
    expect(() => parseCourses([courses[0]!, { ...courses[1]!, aliases: [courses[0]!.slug] }])).toThrow(/already used/);
  });
});

describe("other content", () => {
  it("passes the build-time validation", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("has the three popular cards with the spec's fees, each linking by its title's slug", () => {
    expect(popularCourses.map((card) => card.feeRupees)).toEqual([45000, 50000, 40000]);
    for (const card of popularCourses) expect(findCourse(slugify(card.title))).toBeDefined();
  });

  it("derives both office-hour readings from the one week, and they agree", () => {
    // The spec's footer said "Mon-Sat 9 AM-6 PM" while its contact page said Sat and Sun 9-4:
    // both now read the one week, so the footer says what the contact page says (issue 52).
    expect(officeHourReadings(workingWeek)).toEqual({
      footer: "Mon-Fri 9 AM-6 PM, Sat-Sun 9 AM-4 PM",
      contactPage: [
        { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
        { days: "Saturday & Sunday", hours: "9:00 AM - 4:00 PM" },
      ],
    });
    // What the site shows is that derivation, not a copy of its words.
    expect(site.officeHours).toEqual(officeHourReadings(workingWeek));
    // …and no copy of the words sits beside the week to drift from it.
    expect(readFileSync(new URL("./site.ts", import.meta.url), "utf8")).not.toMatch(/9 AM-6 PM|9:00 AM - 4:00 PM/);
  });
});
