import { describe, expect, it } from "vitest";
import { contentDocumentSchema, contentProblems } from "#content/content-document.ts";
import { courses } from "#content/courses/index.ts";
import { seedDocument } from "#content/seed-document.ts";
import { feeWhenText, tuitionInHindi, tuitionText } from "#content/fees.ts";

/**
 * Issue 52: what the desk edits reaches the Hindi pages in Hindi (a fee's "when it is paid" is
 * chosen from a list with both languages; the privacy contact's role and processors are given in
 * Hindi too, and publishing refuses an empty one, naming the field); a whole-course total the
 * items contradict is refused, showing their sum.
 */
const slugs = courses.map((course) => course.slug);
const lab = "medical-lab-technology";

describe("facts edited in the desk, in both languages", () => {
  it("reads a fee's when and period as a choice in both languages; a stored English wording of a choice still reads", () => {
    const document = seedDocument();
    const schedule = {
      ...document.fees[lab]!,
      registration: { rupees: 5000, when: "At admission" },
      tuition: { rupees: 45000, period: "per semester", when: "Every semester" },
    };
    const parsed = contentDocumentSchema.parse({ ...document, fees: { ...document.fees, [lab]: schedule } });
    const fees = parsed.fees[lab]!;
    expect(fees.registration.when).toBe("admission");
    expect(feeWhenText(fees.registration.when, "hi")).toBe("एडमिशन के समय");
    expect(feeWhenText(fees.tuition.when, "hi")).toBe("हर सेमेस्टर");
    expect(tuitionText(fees)).toBe("₹45,000 per semester");
    expect(tuitionInHindi(tuitionText(fees))).toBe("₹45,000 प्रति सेमेस्टर");
    // A wording with no Hindi reads as not given, never as English on the Hindi page.
    const typed = contentDocumentSchema.parse({
      ...document,
      fees: { ...document.fees, [lab]: { ...schedule, registration: { rupees: 5000, when: "Some day" } } },
    });
    expect(typed.fees[lab]!.registration.when).toBeNull();
  });

  it("refuses a total the items contradict, showing their sum; accepts the sum", () => {
    const document = seedDocument();
    const given = (total: number, period: string | null) => ({
      ...document,
      fees: {
        ...document.fees,
        [lab]: {
          registration: { rupees: 10000, when: "application" },
          tuition: { rupees: 120000, period, when: "admission" },
          examination: { rupees: 10000, when: "exam" },
          university: { rupees: 10000, when: "year" },
          other: { rupees: 0, when: "admission" },
          deposit: { rupees: 20000, when: "admission" },
          total,
        },
      },
    });
    expect(contentProblems(given(160000, "course"), slugs)).toEqual([
      {
        path: `fees.${lab}.total`,
        message: "does not match the items, which add up to ₹1,70,000: correct the total or an item",
      },
    ]);
    // Less than the items is refused whatever tuition's period.
    expect(contentProblems(given(160000, "year"), slugs).map((problem) => problem.path)).toEqual([`fees.${lab}.total`]);
    expect(contentProblems(given(170000, "course"), slugs)).toEqual([]);
    // Tuition paid every year: the whole course may cost more than one year's items.
    expect(contentProblems(given(410000, "year"), slugs)).toEqual([]);
  });

  it("refuses to publish the privacy notice's role or processors without their Hindi, naming the field", () => {
    const document = seedDocument();
    expect(document.privacy.hindi.role).toBe("डेटा प्रोटेक्शन ऑफ़िसर");
    const missing = {
      ...document,
      privacy: { ...document.privacy, hindi: { ...document.privacy.hindi, hosting: "" } },
    };
    expect(contentProblems(missing, slugs)).toEqual([
      { path: "privacy.hindi.hosting", message: "needs its Hindi text too" },
    ]);
    // A revision published before the Hindi was asked for still reads, with the Hindi to give.
    const { hindi: _hindi, ...older } = document.privacy;
    const read = contentDocumentSchema.parse({ ...document, privacy: older });
    expect(read.privacy.hindi).toEqual({ role: "", hosting: "", mail: "" });
  });
});
