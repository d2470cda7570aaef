import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { coursesText } from "#content/translations/courses.ts";
import { CourseInformation } from "./course-information";

const information = { duration: "3 years (6 semesters)", eligibility: "10+2 any stream", courseType: "Full Time" };
const english = coursesText.en.page;

describe("the course information card", () => {
  it("shows the demand badge it is given (the course page gives it only to a course marked in demand)", () => {
    const html = renderToStaticMarkup(
      <CourseInformation
        information={{ ...information, demand: "High Demand" }}
        text={english}
        certification={false}
      />,
    );
    expect(html).toContain("High Demand");
  });

  it("shows no badge otherwise", () => {
    const html = renderToStaticMarkup(
      <CourseInformation information={information} text={english} certification={false} />,
    );
    expect(html).not.toContain("Demand");
    expect(html).toContain("Course type");
  });

  it("names the short course's certification", () => {
    const html = renderToStaticMarkup(<CourseInformation information={information} text={english} certification />);
    expect(html).toContain("Certification");
  });

  it("reads in Hindi on the Hindi page", () => {
    const html = renderToStaticMarkup(
      <CourseInformation
        information={{ duration: "3 साल (6 सेमेस्टर)", eligibility: "10+2", courseType: "फुल टाइम" }}
        text={coursesText.hi.page}
        certification={false}
      />,
    );
    expect(html).toContain("कोर्स की जानकारी");
    expect(html).toContain("अवधि");
    expect(html).toContain("कोर्स का प्रकार");
    expect(html).not.toContain("Duration");
  });
});
