import { describe, expect, it } from "vitest";
import { courses } from "#content/courses/index.ts";
import type { CourseHindi } from "#content/courses/hindi.ts";
import { NOT_YET_REVIEWED } from "#content/translations/bilingual.ts";
import { translationProblems, unreviewedTranslations } from "#content/translations/index.ts";
import { COURSE_HINDI, courseHindiOf, courseHindiProblems, courseHindiTranslations } from "./index";

const lab = courses.find((course) => course.slug === "medical-lab-technology")!;
const labHindi = courseHindiOf(lab.slug);

describe("the courses' Hindi files", () => {
  it("are one per course, each under its course's slug, with the English lists' lengths", () => {
    expect(COURSE_HINDI.map((hindi) => hindi.slug)).toEqual(courses.map((course) => course.slug));
    expect(courseHindiProblems()).toEqual([]);
    expect(translationProblems(courseHindiTranslations())).toEqual([]);
  });

  it("stop the build naming the file and key of a paragraph or item the Hindi lacks", () => {
    const short: CourseHindi = {
      ...labHindi,
      overview: labHindi.overview.slice(0, 2),
      curriculumPeriods: [...labHindi.curriculumPeriods.slice(0, 2), ""],
      keyFeatures: [...labHindi.keyFeatures, "एक और"],
    };
    expect(translationProblems(courseHindiTranslations([[lab.slug, short]], [lab]))).toEqual([
      'app/content/courses/hi/medical-lab-technology.ts: "overview[2]" is not in both English and Hindi',
      'app/content/courses/hi/medical-lab-technology.ts: "curriculumPeriods[2]" is not in both English and Hindi',
      'app/content/courses/hi/medical-lab-technology.ts: "keyFeatures[5]" is not in both English and Hindi',
    ]);
  });

  it("name a course with no Hindi file, a file under another slug, and a meta description out of length", () => {
    const radiology = courses.find((course) => course.slug === "radiology-and-medical-imaging")!;
    expect(
      courseHindiProblems(
        [[radiology.slug, { ...labHindi, metaDescription: "छोटा" }]],
        [{ slug: lab.slug }, { slug: radiology.slug }],
      ),
    ).toEqual([
      "app/content/courses/hi/medical-lab-technology.ts: missing (every course needs its Hindi)",
      'app/content/courses/hi/radiology-and-medical-imaging.ts: "slug" is "medical-lab-technology", not "radiology-and-medical-imaging"',
      'app/content/courses/hi/radiology-and-medical-imaging.ts: "metaDescription" must be 110 to 165 characters, not 4',
    ]);
  });

  it("are each listed by the launch check until the institute approves their Hindi", () => {
    const listed = unreviewedTranslations().map((item) => item.where);
    for (const course of courses) expect(listed, course.slug).toContain(`app/content/courses/hi/${course.slug}.ts`);
    const reviewed = { ...labHindi, review: { reviewedBy: "A. Sharma", reviewedOn: "2026-12-01" } };
    expect(unreviewedTranslations(courseHindiTranslations([[lab.slug, reviewed]], [lab]))).toEqual([]);
    expect(
      unreviewedTranslations(courseHindiTranslations([[lab.slug, { ...labHindi, review: NOT_YET_REVIEWED }]], [lab])),
    ).toHaveLength(1);
  });
});
