import { describe, expect, it } from "vitest";
import { courses } from "~/content/courses";
import { ADMISSION_PATH, applyHref, COURSE_PARAM } from "./apply-link";

describe("applyHref", () => {
  it("names the course in the parameter the admission page reads, for every course", () => {
    for (const course of courses) {
      const url = new URL(applyHref(course.slug), "http://localhost");
      expect(url.pathname).toBe(ADMISSION_PATH);
      expect([...url.searchParams]).toEqual([[COURSE_PARAM, course.slug]]);
    }
  });
});
