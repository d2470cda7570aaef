import { describe, expect, it } from "vitest";
import { contentProblems } from "#content/content-document.ts";
import { courses } from "#content/courses/index.ts";
import { seedDocument } from "#content/seed-document.ts";
import { faq } from "#content/faq.ts";
import { lineFrom, lineText, questionSchema } from "./faq";
import { initialsOf } from "./testimonials";

const slugs = courses.map((course) => course.slug);

describe("the courses, stories and questions in the content document", () => {
  it("are seeded from the shipped content, every course, story and question, valid as they are", () => {
    const document = seedDocument();
    expect(contentProblems(document, slugs)).toEqual([]);
    expect(Object.keys(document.courses)).toEqual(slugs);
    expect(document.courses["dialysis-technology"]!.duration).toEqual({
      en: "3 years (6 semesters)",
      hi: "3 साल (6 सेमेस्टर)",
    });
    expect(document.testimonials.map((story) => story.id)).toEqual([
      "priya-sharma",
      "rahul-yadav",
      "anjali-verma",
      "mohit-kumar",
    ]);
    expect(document.testimonials.every((story) => story.example && story.consentRecordedOn === null)).toBe(true);
    expect(document.faq.map((entry) => entry.id)).toEqual(faq.map((entry) => entry.id));
  });

  it("refuses a missing Hindi text, at its field", () => {
    const document = seedDocument();
    document.courses["hotel-management"]!.overview.hi[1] = " ";
    document.faq[0]!.question.hi = "";
    document.testimonials[0]!.quote.hi = "";
    const paths = contentProblems(document, slugs).map((problem) => `${problem.path}: ${problem.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "courses.hotel-management.overview.hi.1: needs its Hindi",
        "faq.0.question.hi: needs its Hindi",
        "testimonials.0.quote.hi: needs its Hindi",
      ]),
    );
  });

  it("refuses a graduate's story without the date their written consent was recorded", () => {
    const document = seedDocument();
    document.testimonials[1]!.example = false;
    expect(contentProblems(document, slugs)).toEqual([
      {
        path: "testimonials.1.consentRecordedOn",
        message: "a graduate's story cannot be published without the date their written consent was recorded",
      },
    ]);
    document.testimonials[1]!.consentRecordedOn = "2026-11-20";
    expect(contentProblems(document, slugs)).toEqual([]);
  });

  it("refuses invalid values: a salary range upside down, a badge without a demand level, a duration without its length", () => {
    const document = seedDocument();
    document.courses["hotel-management"]!.salary.minLpa = 9;
    document.courses["hotel-management"]!.duration.en = "Three years";
    const noDemand = courses.find((course) => !course.demand);
    if (noDemand) document.courses[noDemand.slug]!.inDemand = true;
    const problems = contentProblems(document, slugs).map((problem) => problem.path);
    expect(problems).toEqual(
      expect.arrayContaining(["courses.hotel-management.salary.maxLpa", "courses.hotel-management.duration.en"]),
    );
  });

  it("reads an answer's links as the desk writes them, [words](/path), and back", () => {
    const line = lineFrom("See [the fees](/admission#fees-title) and call us.");
    expect(line).toEqual(["See ", { text: "the fees", href: "/admission#fees-title" }, " and call us."]);
    expect(lineText(line)).toBe("See [the fees](/admission#fees-title) and call us.");
    for (const entry of faq) if (entry.answer) expect(lineFrom(lineText(entry.answer))).toEqual(entry.answer);
  });

  it("takes an answer's link only to a path on this site, never to another host", () => {
    const withLink = (href: string) =>
      questionSchema.safeParse({
        id: "hostel",
        question: { en: "Is there a hostel?", hi: "क्या हॉस्टल है?" },
        answer: { en: ["See ", { text: "this", href }], hi: ["देखें ", { text: "यह", href }] },
      }).success;
    for (const href of ["/admission#fees-title", "/courses?category=medical", "/hi/faq"])
      expect(withLink(href)).toBe(true);
    // Browsers read each of these as another site: protocol-relative, a backslash read as a
    // slash, a tab or line end dropped from the middle of the address.
    for (const href of ["//evil.example", "/\\evil.example", "/\\/evil.example", "/\t/evil.example", "/%0a/x\\y"])
      expect(withLink(href), href).toBe(false);
  });

  it("shows a person's initials in place of a photo", () => {
    expect(initialsOf("Priya Sharma")).toBe("PS");
    expect(initialsOf("  rahul kumar yadav ")).toBe("RY");
    expect(initialsOf("Anjali")).toBe("A");
  });
});
