import { describe, expect, it } from "vitest";
import { feePolicies } from "#content/fees.ts";
import { bilingual, missingKeys, NOT_YET_REVIEWED, type Bilingual } from "./bilingual";
import { admissionText } from "./admission";
import { faqText } from "./faq";
import { grievanceText } from "./grievance";
import { TRANSLATIONS, translationProblems, unreviewedTranslations } from "./index";
import { recognitionText } from "./recognition";

describe("translations", () => {
  it("have every string in both languages", () => {
    expect(translationProblems()).toEqual([]);
  });

  it("name the file and key of a string that is in one language and not the other", () => {
    const broken = bilingual(
      "app/content/translations/example.ts",
      { title: "Apply", form: { phone: "Phone", hint: "Ten digits" }, steps: ["One", "Two"] },
      // As a module with a key left out would arrive at the build after an unchecked edit.
      { title: "अप्लाई", form: { phone: "फ़ोन" }, steps: ["एक"] } as never,
      NOT_YET_REVIEWED,
    );
    expect(translationProblems([broken])).toEqual([
      'app/content/translations/example.ts: "form.hint" is not in both English and Hindi',
      'app/content/translations/example.ts: "steps[1]" is not in both English and Hindi',
    ]);
  });

  it("stop the build when the institute gives a fact in English and not yet in Hindi", () => {
    // Each fact still to come is null in both languages; giving it in English alone is what the check catches.
    function givenInEnglish<T>(translation: Bilingual<T>, give: (en: T) => void): Bilingual<unknown> {
      const en = structuredClone(translation.en);
      give(en);
      return { ...translation, en } as Bilingual<unknown>;
    }
    const line = ["Given by the institute."];
    const given = [
      givenInEnglish(admissionText, (en) => Object.assign(en.fees.policies[0]!, { text: line })),
      givenInEnglish(faqText, (en) => Object.assign(en.entries[4]!, { answer: line })),
      givenInEnglish(grievanceText, (en) => Object.assign(en, { process: [line, line] })),
      givenInEnglish(recognitionText, (en) => Object.assign(en.bodies[0]!, { recognition: "A state university." })),
    ];
    expect(translationProblems(given)).toEqual([
      'app/content/translations/admission.ts#admissionText: "fees.policies[0].text" is not in both English and Hindi',
      'app/content/translations/faq.ts: "entries[4].answer" is not in both English and Hindi',
      'app/content/translations/grievance.ts: "process" is not in both English and Hindi',
      'app/content/translations/recognition.ts: "bodies[0].recognition" is not in both English and Hindi',
    ]);
  });

  it("give the admission page's Hindi one entry per fee policy of ../fees.ts", () => {
    expect(admissionText.hi.fees.policies).toHaveLength(Object.keys(feePolicies).length);
    const oneShort = {
      ...admissionText,
      hi: {
        ...admissionText.hi,
        fees: { ...admissionText.hi.fees, policies: admissionText.hi.fees.policies.slice(1) },
      },
    };
    expect(translationProblems([oneShort as Bilingual<unknown>])).toContain(
      'app/content/translations/admission.ts#admissionText: "fees.policies[3]" is not in both English and Hindi',
    );
  });

  it("count an empty Hindi text as missing, and allow a gloss only the Hindi has", () => {
    expect(missingKeys({ a: "Text" }, { a: "" })).toEqual(["a"]);
    expect(missingKeys({ gloss: "" }, { gloss: "मेडिकल लैब" })).toEqual([]);
    expect(missingKeys({ a: "Text" }, { a: "पाठ", extra: "ज़्यादा" })).toEqual(["extra"]);
  });

  it("are each listed for the launch check until a fluent reader has approved them", () => {
    const listed = unreviewedTranslations().map((item) => item.where);
    expect(listed).toEqual([
      ...TRANSLATIONS.map((translation) => translation.file),
      "app/content/message-templates.ts",
    ]);
    const reviewed = bilingual("x.ts", { a: "A" }, { a: "अ" }, { reviewedBy: "A. Sharma", reviewedOn: "2026-12-01" });
    expect(unreviewedTranslations([reviewed])).toEqual([]);
  });

  it("use Latin digits, as the Hindi pages do (never ०–९)", () => {
    const hindi = JSON.stringify(TRANSLATIONS.map((translation) => translation.hi));
    expect(hindi).not.toMatch(/[\u0966-\u096f]/);
  });
});
