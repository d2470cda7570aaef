import { describe, expect, it } from "vitest";
import { findCourse } from "#content/courses/index.ts";
import { faq } from "#content/faq.ts";
import { dateText } from "#content/intake.ts";
import { site } from "#content/site.ts";
import { faqText } from "#content/translations/faq.ts";
import { faqJsonLd } from "#app/lib/json-ld.ts";
import { admissionGuideHtml } from "./admission-guide.server";
import { admissionGuide } from "#content/admission.ts";
import { admissionText } from "#content/translations/admission.ts";
import {
  admissionDatesHtml,
  courseFactsHtml,
  faqAnswers,
  faqHtml,
  gettingHereHtml,
  grievanceHtml,
  recognitionHtml,
} from "./family-info.server";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the blocks families look for, rendered from the content", () => {
  it("a course page itemises its fees, dates, seats and eligibility, each unknown one 'To be confirmed'", () => {
    const lab = text(courseFactsHtml(findCourse("medical-lab-technology")!, site));
    expect(lab).toContain("Tuition ₹45,000 per year");
    for (const label of [
      "Registration",
      "Examination fees",
      "University fees",
      "Other charges",
      "Refundable deposit",
      "Whole course",
    ]) {
      expect(lab).toMatch(new RegExp(`${label} To be confirmed`));
    }
    expect(lab).toContain("Seats To be confirmed");
    expect(lab).toContain("Qualification 10+2 Science (Physics, Chemistry, Biology)");
    expect(lab).toContain("Minimum marks To be confirmed");
    const hotel = text(courseFactsHtml(findCourse("hotel-management")!, site));
    expect(hotel).toContain("Tuition To be confirmed");
    expect(text(courseFactsHtml(findCourse("hospital-sterilization")!, site))).toContain(
      "Lateral entry Does not apply to this course",
    );
  });

  it("a Hindi course page reads its fees, dates and eligibility in Hindi, the amounts in Indian grouping", () => {
    const html = courseFactsHtml(findCourse("medical-lab-technology")!, site, "hi");
    const lab = text(html);
    expect(lab).toContain("ट्यूशन फीस ₹45,000 प्रति वर्ष");
    expect(lab).toContain("रजिस्ट्रेशन फीस पुष्टि बाकी है");
    expect(lab).toContain("सीटें पुष्टि बाकी है");
    expect(lab).toContain("पढ़ाई की योग्यता 10+2 साइंस (फ़िज़िक्स, केमिस्ट्री, बायोलॉजी)");
    expect(lab).not.toMatch(/To be confirmed|per year|Tuition/);
    expect(html).toContain('href="/hi/admission#fee-policies"');
    expect(html).toContain('href="/hi/admission#documents-title"');
    expect(text(courseFactsHtml(findCourse("hospital-sterilization")!, site, "hi"))).toContain(
      "लेटरल एंट्री इस कोर्स पर लागू नहीं",
    );
  });

  it("the admission page leads with the session's dates and tables every course's fees with the policies and documents", () => {
    expect(text(admissionDatesHtml())).toMatch(
      /Session \d{4}–\d{2} Last date to apply To be confirmed Classes begin To be confirmed/,
    );
    const guide = admissionGuideHtml(admissionGuide);
    expect(guide.match(/<tr /g)).toHaveLength(23);
    expect(guide).toContain('href="/courses/hotel-management#fees"');
    expect(text(guide)).toContain("Refund if you leave To be confirmed . Ask for the refund policy in writing");
    expect(text(guide)).toContain("Parivar Pehchan Patra (family ID)");
  });

  it("recognition, grievances and getting here show every fact from the content, no embedded map", () => {
    const recognition = text(recognitionHtml(site));
    for (const university of site.universities) expect(recognition).toContain(university);
    expect(recognition).toContain("Affiliation letters To be confirmed");
    expect(recognition).toContain("National Commission for Allied and Healthcare Professions Act, 2021");
    const grievances = text(grievanceHtml(site));
    expect(grievances).toContain("1800-180-5522");
    expect(grievances).toContain("Grievance redressal officer Name To be confirmed");
    const here = gettingHereHtml(site);
    expect(here).not.toMatch(/<iframe|<script/);
    expect(here).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=Plot%2000%2C%20Sample%20Road');
    expect(text(here)).toContain("Nearest metro station To be confirmed");
  });

  it("the questions page and its FAQPage data say the same words", () => {
    const entries = faqAnswers(site);
    expect(entries).toHaveLength(faq.length);
    const ld = JSON.parse(JSON.stringify(faqJsonLd(entries)));
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toHaveLength(faq.length);
    const page = text(faqHtml(site)).replace(/ ([.,:])/g, "$1");
    for (const question of ld.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(page).toContain(question.name);
      expect(page.replace(/\s+/g, " ")).toContain(
        question.acceptedAnswer.text.replace(/\s+/g, " ").trim().slice(0, 60),
      );
    }
    expect(
      ld.mainEntity.find((q: { name: string }) => q.name.startsWith("Is there a hostel")).acceptedAnswer.text,
    ).toMatch(/^To be confirmed/);
  });

  it("the Hindi recognition, grievances and questions pages say it in Hindi and lead to the Hindi pages", () => {
    const recognition = recognitionHtml(site, "hi");
    expect(text(recognition)).toContain("एफ़िलिएशन लेटर पुष्टि बाकी है");
    for (const university of site.universities) expect(recognition).toContain(`<span lang="en">${university}</span>`);
    expect(recognition).toContain('href="https://www.ugc.gov.in/"');
    expect(recognition).toContain("(नए टैब में खुलेगा)");
    const grievances = grievanceHtml(site, "hi");
    expect(text(grievances)).toContain("शिकायत निवारण अधिकारी नाम पुष्टि बाकी है");
    expect(grievances).toContain('href="/hi/recognition"');
    expect(grievances).toContain('href="/hi/privacy/request"');
    expect(grievances).toContain("1800-180-5522");
    for (const html of [recognition, grievances]) expect(html).not.toMatch(/To be confirmed|opens in a new tab/);

    const entries = faqAnswers(site, "hi");
    expect(entries.map((entry) => entry.question)).toEqual(faqText.hi.entries.map((entry) => entry.question));
    expect(entries.find((entry) => entry.id === "hostel")!.answer.join("")).toBe(
      `पुष्टि बाकी है: इंस्टीट्यूट ने अभी इसका जवाब नहीं दिया है। अप्लाई करने के बाद आपको कॉल करने वाले काउंसलर से पूछें, या ${site.phone.display} पर कॉल करें।`,
    );
    const faqPage = faqHtml(site, "hi");
    expect(text(faqPage)).toContain("1 साल के बाद सर्टिफ़िकेट, 2 साल के बाद डिप्लोमा और 3 साल के बाद डिग्री");
    expect(faqPage).toContain('href="/hi/recognition"');
    expect(faqPage).toContain('href="/hi/admission#fees-title"');
    expect(faqPage).not.toContain("To be confirmed");
  });

  it("the Hindi admission page gives its fee policies in Hindi", () => {
    const guide = text(admissionGuideHtml(admissionGuide, admissionText.hi, "hi"));
    expect(guide).toContain("कोर्स छोड़ने पर फीस वापसी पुष्टि बाकी है । कोई भी फीस भरने से पहले");
    expect(guide).not.toContain("Refund if you leave");
  });

  it("writes dates the same everywhere", () => {
    expect(dateText("2026-07-31")).toBe("31 July 2026");
    expect(dateText(null)).toBeNull();
  });
});
