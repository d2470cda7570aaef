import { describe, expect, it } from "vitest";
import { contentProblems, type ContentDocument } from "./content-document";
import { courses } from "./courses";
import { FEE_ITEM_LABELS } from "./fees";
import { keyPart } from "#domain/launch-readiness.ts";
import { pendingContent } from "./readiness";
import { seedDocument } from "./seed-document";

/**
 * Every launch item that needs a value must be given in the content document staff edit in the
 * desk: otherwise the demonstration notice could never go without a developer. For each value
 * item of the shipped content, a document with that fact given (and nothing else) is valid and
 * no longer lists the item. A new value item whose fact lives only in code fails here until
 * its fact is in the document and a filler below gives it.
 */

const both = (en: string) => ({ en, hi: `${en} (हिंदी)` });
const slugs = courses.map((course) => course.slug);

/** How a document gives the fact each value item asks for, by the item's key. */
function fillerFor(key: string, seed: ContentDocument): ((document: ContentDocument) => void) | undefined {
  const fee = /^fees:(\w+)$/.exec(key)?.[1];
  if (fee && fee in FEE_ITEM_LABELS)
    return (document) => {
      // Replaced, not changed in place: the shipped items of a schedule may share one object.
      for (const slug of slugs) {
        const schedule = document.fees[slug]!;
        const item = fee as keyof typeof FEE_ITEM_LABELS;
        document.fees[slug] = { ...schedule, [item]: { ...schedule[item], rupees: 1000, when: "admission" } };
        // Tuition paid every year: the whole course's total is then more than the items' sum (fees.ts, feeTotalMismatch).
        if (item === "tuition") document.fees[slug].tuition.period = "year";
      }
    };
  if (key === "fees:total")
    return (document) => {
      for (const slug of slugs) document.fees[slug]!.total = 100_000;
    };
  const policy = /^fees:policy:(\w+)$/.exec(key)?.[1];
  if (policy)
    return (document) => {
      document.admission.policies[policy as keyof ContentDocument["admission"]["policies"]] = {
        en: ["Set out in the fee circular."],
        hi: ["फीस सर्कुलर में लिखा है।"],
      };
    };
  if (key === "stories:examples")
    return (document) => {
      for (const story of document.testimonials)
        Object.assign(story, { example: false, consentRecordedOn: "2026-11-20" });
    };
  const university = seed.institute.universities.findIndex((name) => key === `recognition:${keyPart(name)}`);
  if (university >= 0)
    return (document) => {
      Object.assign(document.universities.bodies[university]!, {
        awards: [both("B.Voc (all 19 programmes)")],
        recognition: both("A state private university listed by the UGC."),
        letters: [
          { title: both("Affiliation letter, 2026"), href: "https://institute.example.in/affiliation-2026.pdf" },
        ],
      });
    };
  if (key === "recognition:certificate")
    return (document) => void (document.universities.certificateAwardedBy = both("The institute itself"));
  if (key === "recognition:allied-health")
    return (document) => void (document.universities.registration = both("Yes, with the B.Voc degree."));
  if (key === "dates:last-date-to-apply")
    return (document) => void (document.admission.lastDateToApply = `${document.admission.session.slice(0, 4)}-07-31`);
  if (key === "dates:classes-begin")
    return (document) => void (document.admission.classesBegin = `${document.admission.session.slice(0, 4)}-08-16`);
  if (key === "dates:seats")
    return (document) => {
      for (const slug of slugs) document.courses[slug]!.seats = 40;
    };
  if (key === "approvals:awarding-university")
    return (document) => {
      for (const slug of slugs) document.courses[slug]!.awardedBy = 0;
    };
  const eligibility = /^eligibility:(\w+)$/.exec(key)?.[1];
  if (eligibility)
    return (document) => {
      for (const slug of slugs)
        (document.courses[slug]!.eligibility as Record<string, unknown>)[eligibility] = both("Given by the institute");
    };
  const question = seed.faq.find((entry) => key === `faq:${keyPart(entry.question.en)}`);
  if (question)
    return (document) => {
      document.faq.find((entry) => entry.id === question.id)!.answer = { en: ["An answer."], hi: ["एक जवाब।"] };
    };
  if (key === "contact:getting-here")
    return (document) => {
      for (const fact of Object.keys(
        document.contact.gettingHere,
      ) as (keyof ContentDocument["contact"]["gettingHere"])[])
        document.contact.gettingHere[fact] = both("Near the metro station");
    };
  const person = { "grievance:officer": "officer", "grievance:anti-ragging": "antiRagging" }[key] as
    "officer" | "antiRagging" | undefined;
  if (person)
    return (document) => {
      document.grievance[person] = {
        name: "Dr. A. Kumar",
        phone: { display: "+91 98100 12345", digits: "919810012345" },
        email: "grievance@institute.in",
      };
    };
  if (key === "grievance:process")
    return (document) =>
      void (document.grievance.process = [both("Write to the officer."), both("The officer answers.")]);
  if (key === "grievance:answer-within-days") return (document) => void (document.grievance.answerWithinDays = 15);
  return undefined;
}

describe("every launch item that needs a value can be given in the content document", () => {
  const seed = seedDocument();
  const valueItems = pendingContent(seed).filter((item) => item.needs === "value");

  it("has value items to give in the shipped content", () => {
    expect(valueItems.length).toBeGreaterThan(20);
  });

  for (const item of valueItems)
    it(`${item.key} goes once its fact is given in the document`, () => {
      const fill = fillerFor(item.key, seed);
      expect(fill, `no field of the content document gives "${item.what}"`).toBeDefined();
      const document = structuredClone(seed);
      fill!(document);
      expect(contentProblems(document, slugs)).toEqual([]);
      expect(pendingContent(document).map((each) => each.key)).not.toContain(item.key);
      // Only that item went: the filler gives its fact alone.
      expect(pendingContent(document).length).toBe(pendingContent(seed).length - 1);
    });

  it("lists no value item once every fact is given", () => {
    const document = structuredClone(seed);
    for (const item of valueItems) fillerFor(item.key, seed)!(document);
    expect(contentProblems(document, slugs)).toEqual([]);
    expect(pendingContent(document).filter((item) => item.needs === "value")).toEqual([]);
  });
});

describe("a revision published before these facts were editable", () => {
  it("still reads, each new fact 'To be confirmed' until given", async () => {
    const { contentDocumentSchema } = await import("./content-document");
    const older = JSON.parse(JSON.stringify(seedDocument())) as Record<string, unknown> & ContentDocument;
    for (const body of older.universities.bodies) delete (body as Partial<typeof body>).letters;
    for (const facts of Object.values(older.courses)) {
      delete (facts as Partial<typeof facts>).awardedBy;
      delete (facts.eligibility as Partial<typeof facts.eligibility>).selection;
      delete (facts.eligibility as Partial<typeof facts.eligibility>).lateralEntry;
    }
    const parsed = contentDocumentSchema.parse(older);
    expect(parsed.universities.bodies.map((body) => body.letters)).toEqual([[], []]);
    expect(Object.values(parsed.courses).every((facts) => facts.awardedBy === null)).toBe(true);
    expect(Object.values(parsed.courses).every((facts) => facts.eligibility.selection === null)).toBe(true);
  });
});
