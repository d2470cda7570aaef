import { describe, expect, it } from "vitest";
import { bilingual, missingKeys, NOT_YET_REVIEWED } from "./bilingual";
import { TRANSLATIONS, translationProblems, unreviewedTranslations } from "./index";

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
