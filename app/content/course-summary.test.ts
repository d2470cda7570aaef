import { describe, expect, it } from "vitest";
import { findCourse } from "./courses";
import { courseSummary } from "./course-summary";

const lab = findCourse("medical-lab-technology")!;
const line = (items: ReturnType<typeof courseSummary>) => items.map((item) => `${item.term}: ${item.value}`);

describe("a course page's summary", () => {
  it("reads the course, its fee and the intake, and says what is not given yet", () => {
    expect(line(courseSummary(lab))).toEqual([
      "Duration: 3 years (6 semesters)",
      "Eligibility: 10+2 Science (Physics, Chemistry, Biology)",
      "Fee: ₹45,000 per year",
      "Seats: To be confirmed",
      "Next batch: To be confirmed",
      "Awarding university: To be confirmed",
    ]);
    expect(courseSummary(lab).map((item) => item.confirmed)).toEqual([true, true, true, false, false, false]);
  });

  it("reads in Hindi on the Hindi page, the same figures", () => {
    expect(line(courseSummary(lab, "hi"))).toEqual([
      "अवधि: 3 साल (6 सेमेस्टर)",
      "योग्यता: 10+2 साइंस (फ़िज़िक्स, केमिस्ट्री, बायोलॉजी)",
      "फीस: ₹45,000 प्रति वर्ष",
      "सीटें: पुष्टि बाकी है",
      "अगला बैच: पुष्टि बाकी है",
      "डिग्री देने वाली यूनिवर्सिटी: पुष्टि बाकी है",
    ]);
  });
});
