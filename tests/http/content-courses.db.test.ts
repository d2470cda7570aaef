import { describe, expect, it } from "vitest";
import { addStaff, sessionCookieFor } from "#tests/support/desk.ts";
import { serverForTheseTests } from "#tests/support/in-process.ts";
import { deskPost, formWith } from "#tests/support/content.ts";

/**
 * A course's facts and prose, the success stories and the questions, edited in the desk's
 * forms over HTTP and published: every pre-rendered page showing them (the course page, the
 * course list and its finder's data, the success stories, the questions and their FAQPage
 * structured data) changes, in both languages; a story without its consent date, a missing
 * Hindi text and an invalid value are refused at the form, saving nothing.
 */
const server = serverForTheseTests();

/** A publish renders every page (about 75) before it answers: seconds alone, far more on a busy machine. */
const PUBLISHING = 120_000;

/** Posts a form as the desk's page does (tests/support/content.ts). */
const post = (path: string, form: Record<string, string>, cookie: string) => deskPost(server().url, path, form, cookie);

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, server().url), { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** A desk form as the page shows it, with these changes; null removes a field. */
const deskForm = (path: string, cookie: string, changes: Record<string, string | null> = {}) =>
  formWith(server().url, path, cookie, changes);

async function publish(cookie: string, note: string) {
  const published = await post("/desk/content", { intent: "publish", note }, cookie);
  expect(published.status, published.body).toBe(200);
  expect(published.body).toMatch(/Published: revision \d+ is live\./);
}

/** The FAQPage structured data in a page's head. */
function faqJsonLd(html: string) {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  return scripts.flat().find((data: { "@type"?: string }) => data["@type"] === "FAQPage") as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
}

describe("courses, success stories and questions published from the desk", () => {
  it(
    "a course's facts and prose change its page, the course list and the finder's data, in both languages",
    async () => {
      const admin = await addStaff(server().databaseUrl, { role: "admin" });
      const cookie = await sessionCookieFor(server().url, admin);
      await post("/desk/content", { intent: "discard" }, cookie);
      const before = await page("/courses/hotel-management");
      expect(before.body).not.toContain("Institute placement register");
      expect(before.body).not.toContain("High Demand");

      // The course with the most prose saves whole: its form fits the 16 KiB a post may carry.
      const longest = await post(
        "/desk/content/courses/physiotherapy-program",
        await deskForm("/desk/content/courses/physiotherapy-program", cookie),
        cookie,
      );
      expect(longest.status, longest.body).toBe(302);

      const form = await deskForm("/desk/content/courses/hotel-management", cookie, {
        "duration.en": "4 years (8 semesters)",
        "duration.hi": "4 साल (8 सेमेस्टर)",
        seats: "60",
        nextBatch: "2027-07-15",
        "salary.minLpa": "3",
        "salary.maxLpa": "7.5",
        "salary.source": "Institute placement register",
        "salary.year": "2026",
        inDemand: "on",
        "eligibility.minimumMarks.en": "45% in 10+2",
        "eligibility.minimumMarks.hi": "10+2 में 45%",
      });
      form["overview.en"] =
        `Hotels in Gurugram hire front office, kitchen and housekeeping staff all year round.\n\n${form["overview.en"]!.split("\n\n").slice(1).join("\n\n")}`;
      form["overview.hi"] =
        `गुरुग्राम के होटल साल भर फ़्रंट ऑफ़िस, किचन और हाउसकीपिंग के लोग रखते हैं।\n\n${form["overview.hi"]!.split("\n\n").slice(1).join("\n\n")}`;
      const saved = await post("/desk/content/courses/hotel-management", form, cookie);
      expect(saved.status, saved.body).toBe(302);
      expect(saved.location).toBe("/desk/content?saved=courses");
      await publish(cookie, "Hotel management: four years, 60 seats");

      const english = await page("/courses/hotel-management");
      expect(english.headers.get("etag")).toBeTruthy();
      for (const shown of [
        "Hotels in Gurugram hire front office",
        "4 years (8 semesters)",
        "15 July 2027",
        "3–7.5 LPA",
        "Source: Institute placement register, 2026",
        "High Demand",
        "45% in 10+2",
      ])
        expect(english.body, shown).toContain(shown);
      expect(english.body).toMatch(/Seats<\/dt><dd[^>]*>60</);
      const hindi = await page("/hi/courses/hotel-management");
      for (const shown of [
        "गुरुग्राम के होटल साल भर",
        "4 साल (8 सेमेस्टर)",
        "15 जुलाई 2027",
        "₹3–7.5 लाख प्रति वर्ष",
        "स्रोत: Institute placement register, 2026",
        "ज़्यादा माँग",
        "10+2 में 45%",
      ])
        expect(hindi.body, shown).toContain(shown);
      expect((await page("/hi/courses/hotel-management.data")).body).toContain("गुरुग्राम के होटल साल भर");

      // The course list and the finder's data: the new duration (a "4 years" filter), the badge.
      const list = await page("/courses");
      expect(list.body).toContain("4 years (8 semesters)");
      expect(list.body).toContain("High Demand");
      const finder = await page("/courses.data");
      expect(finder.body).toContain("4 years (8 semesters)");
      expect((await page("/hi/courses")).body).toContain("4 साल (8 सेमेस्टर)");
      // Rendered on request for a finder choice: the same published data.
      expect((await page("/courses?duration=4+years")).body).toContain("4 years (8 semesters)");
    },
    PUBLISHING,
  );

  it(
    "stories are added, edited and removed, and questions added, reordered and removed, on every page showing them",
    async () => {
      const admin = await addStaff(server().databaseUrl, { role: "admin" });
      const cookie = await sessionCookieFor(server().url, admin);
      await post("/desk/content", { intent: "discard" }, cookie);

      // A graduate's own story, with the date their consent was recorded.
      const added = await post(
        "/desk/content/testimonials/new",
        {
          name: "Sunita Rawat",
          course: "B.Voc Dialysis Technology",
          "role.en": "Dialysis Technician, hospital nephrology unit, Gurugram",
          "role.hi": "Dialysis Technician (डायलिसिस टेक्नीशियन), अस्पताल की नेफ़्रोलॉजी यूनिट, गुरुग्राम",
          "story.en":
            "Sunita trained on haemodialysis machines from her second year and joined the unit where she interned.",
          "story.hi": "सुनीता ने दूसरे साल से हीमोडायलिसिस मशीनों पर ट्रेनिंग ली और उसी यूनिट में नौकरी शुरू की जहाँ इंटर्नशिप की थी।",
          rating: "5",
          consentRecordedOn: "2026-11-20",
          photoId: "",
          "benefits.en": "Machine practice\nInternship\nInterview preparation",
          "benefits.hi": "मशीन पर प्रैक्टिस\nइंटर्नशिप\nइंटरव्यू की तैयारी",
          "quote.en": "I knew every machine in the unit before my first shift.",
          "quote.hi": "पहली शिफ़्ट से पहले मैं यूनिट की हर मशीन जानती थी।",
        },
        cookie,
      );
      expect(added.status, added.body).toBe(302);
      // An example story edited, another removed.
      const edited = await post(
        "/desk/content/testimonials/rahul-yadav",
        await deskForm("/desk/content/testimonials/rahul-yadav", cookie, {
          "quote.en": "Every practical was treated like a real patient case, and that is why I was hired.",
          "quote.hi": "हर प्रैक्टिकल को असली मरीज़ के केस की तरह लिया गया, इसी वजह से मुझे नौकरी मिली।",
        }),
        cookie,
      );
      expect(edited.status, edited.body).toBe(302);
      const removed = await post("/desk/content/testimonials", { intent: "remove", id: "mohit-kumar" }, cookie);
      expect(removed.status, removed.body).toBe(302);

      // A new question, moved to the top; another removed.
      const asked = await post(
        "/desk/content/faq/new",
        {
          "question.en": "Can I visit the campus before I apply?",
          "question.hi": "क्या मैं अप्लाई करने से पहले कैंपस देखने आ सकता हूँ?",
          "answer.en": "Yes: call us to fix a time, or see [how to reach us](/contact).",
          "answer.hi": "हाँ: समय तय करने के लिए कॉल करें, या देखें [हम तक कैसे पहुँचें](/contact)।",
        },
        cookie,
      );
      expect(asked.status, asked.body).toBe(302);
      const faqDesk = (await page("/desk/content/faq", { Cookie: cookie })).body;
      const count = [...faqDesk.matchAll(/name="intent" value="up"/g)].length;
      for (let step = 1; step < count; step++)
        expect(
          (await post("/desk/content/faq", { intent: "up", id: "can-i-visit-the-campus-before" }, cookie)).status,
        ).toBe(302);
      expect((await post("/desk/content/faq", { intent: "remove", id: "hostel" }, cookie)).status).toBe(302);
      await publish(cookie, "A graduate's story; a question on visits");

      const stories = await page("/success-stories");
      expect(stories.headers.get("etag")).toBeTruthy();
      expect(stories.body).toContain("Sunita Rawat");
      expect(stories.body).toContain("I knew every machine in the unit before my first shift.");
      expect(stories.body).toContain("that is why I was hired");
      expect(stories.body).not.toContain("Mohit Kumar");
      // The examples left keep their marking, the graduate's story has none.
      expect(stories.body.match(/Example story: not a real graduate/g)?.length).toBeGreaterThanOrEqual(3);
      const sunita = stories.body.slice(stories.body.indexOf('id="story-sunita-rawat"') - 600);
      expect(sunita.slice(0, 600)).not.toContain("Example story");
      const hindiStories = await page("/hi/success-stories");
      expect(hindiStories.body).toContain("पहली शिफ़्ट से पहले मैं यूनिट की हर मशीन जानती थी।");
      expect(hindiStories.body).not.toContain("Mohit Kumar");
      expect((await page("/hi/success-stories.data")).body).toContain("Sunita Rawat");

      const faq = await page("/faq");
      expect(faq.body).toContain("Can I visit the campus before I apply?");
      expect(faq.body).toContain('href="/contact"');
      expect(faq.body).not.toContain("Is there a hostel, and what does it cost?");
      const questions = faqJsonLd(faq.body).mainEntity;
      expect(questions[0]!.name).toBe("Can I visit the campus before I apply?");
      expect(questions[0]!.acceptedAnswer.text).toContain("how to reach us");
      expect(questions.some((entry) => entry.name.includes("hostel"))).toBe(false);
      const hindiFaq = await page("/hi/faq");
      expect(faqJsonLd(hindiFaq.body).mainEntity[0]!.name).toBe("क्या मैं अप्लाई करने से पहले कैंपस देखने आ सकता हूँ?");
      expect(hindiFaq.body).toContain('href="/hi/contact"');
    },
    PUBLISHING,
  );

  it("refuses a story without its consent date, a missing Hindi text and an invalid value, saving nothing", async () => {
    const admin = await addStaff(server().databaseUrl, { role: "admin" });
    const cookie = await sessionCookieFor(server().url, admin);
    await post("/desk/content", { intent: "discard" }, cookie);

    const story = await post(
      "/desk/content/testimonials/anjali-verma",
      await deskForm("/desk/content/testimonials/anjali-verma", cookie, { example: null, consentRecordedOn: "" }),
      cookie,
    );
    expect(story.status).toBe(400);
    expect(story.body).toContain("cannot be published without the date their written consent was recorded");

    const hindi = await post(
      "/desk/content/courses/dialysis-technology",
      await deskForm("/desk/content/courses/dialysis-technology", cookie, { "keyFeatures.hi": "" }),
      cookie,
    );
    expect(hindi.status).toBe(400);
    expect(hindi.body).toContain("needs exactly 5 key features");
    const marks = await post(
      "/desk/content/courses/dialysis-technology",
      await deskForm("/desk/content/courses/dialysis-technology", cookie, { "eligibility.age.en": "17 years" }),
      cookie,
    );
    expect(marks.status).toBe(400);
    expect(marks.body).toContain("needs its Hindi");
    // What was typed is kept beside the error.
    expect(marks.body).toContain('value="17 years"');
    const question = await post(
      "/desk/content/faq/attendance",
      { "question.en": "How much attendance is required?", "question.hi": "", "answer.en": "", "answer.hi": "" },
      cookie,
    );
    expect(question.status).toBe(400);
    expect(question.body).toContain("needs its Hindi");

    const seats = await post(
      "/desk/content/courses/dialysis-technology",
      await deskForm("/desk/content/courses/dialysis-technology", cookie, { seats: "sixty", "salary.maxLpa": "1" }),
      cookie,
    );
    expect(seats.status).toBe(400);
    expect(seats.body).toContain("Write a whole number, or leave it empty.");
    expect(seats.body).toContain("must be above the lowest");
    expect((await post("/desk/content/faq", { intent: "up", id: "no-such-question" }, cookie)).status).toBe(404);
    expect((await page("/desk/content/testimonials/no-such-story", { Cookie: cookie })).status).toBe(404);

    expect((await page("/desk/content", { Cookie: cookie })).body).toContain("No draft");
  });
});
