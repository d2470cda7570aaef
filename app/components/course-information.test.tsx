import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CourseInformation } from "./course-information";

const course = {
  degree: "B.Voc",
  duration: "3 years (6 semesters)",
  eligibility: "10+2 any stream",
  courseType: "Full Time",
  demand: "High Demand",
} as const;

describe("the course information card", () => {
  it("shows the demand badge when the course data marks the course as in demand", () => {
    const html = renderToStaticMarkup(<CourseInformation course={{ ...course, inDemand: true }} />);
    expect(html).toContain("High Demand");
  });

  it("shows no badge otherwise, even with a demand level", () => {
    const html = renderToStaticMarkup(<CourseInformation course={{ ...course, inDemand: false }} />);
    expect(html).not.toContain("Demand");
    expect(html).toContain("Course type");
  });

  it("names the short course's certification", () => {
    const html = renderToStaticMarkup(
      <CourseInformation course={{ ...course, degree: "Short Course", inDemand: false }} />,
    );
    expect(html).toContain("Certification");
  });
});
