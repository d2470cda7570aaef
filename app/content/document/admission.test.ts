import { describe, expect, it } from "vitest";
import { contentProblems } from "#content/content-document.ts";
import { courses } from "#content/courses/index.ts";
import { seedDocument } from "#content/seed-document.ts";

const slugs = courses.map((course) => course.slug);

describe("the admission, contact and claims sections of the content document", () => {
  it("are seeded from the shipped content and pass the checks", () => {
    const document = seedDocument();
    expect(contentProblems(document, slugs)).toEqual([]);
    expect(document.admission.steps).toHaveLength(4);
    expect(document.admission.documents.items.length).toBeGreaterThan(5);
    expect(document.claims.since).toEqual({ shown: true, source: null, year: null });
  });

  it("refuses a date that is not a date, a missing Hindi text and a date outside the session", () => {
    const document = seedDocument();
    document.admission.lastDateToApply = "31 July 2026";
    document.admission.classesBegin = "2031-08-01";
    document.admission.documents.items[0]!.name.hi = " ";
    document.contact.helplinePurpose.hi = "";
    expect(contentProblems(document, slugs)).toEqual([
      { path: "admission.lastDateToApply", message: "must be a date, such as 2026-07-31" },
      { path: "admission.documents.items.0.name.hi", message: "needs its Hindi text too" },
      { path: "admission.classesBegin", message: "must be in 2026" },
      { path: "contact.helplinePurpose.hi", message: "needs its Hindi text too" },
    ]);
  });
});
