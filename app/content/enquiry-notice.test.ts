import { describe, expect, it } from "vitest";
import { ENQUIRY_FIELDS, PERSONAL_ENQUIRY_FIELDS } from "#domain/enquiry-fields.ts";
import {
  ENQUIRY_NOTICE_GROUPS,
  enquiryFieldsNotInNotice,
  enquiryNoticeLines,
  enquiryNoticeProblems,
} from "./enquiry-notice";
import { privacy } from "./privacy";
import { enquiryFormLines, privacyNotice } from "./privacy-notice";
import { hindiPrivacyNotice } from "./translations/privacy-notice";
import { validateContent } from "./validate";

const shipped = () => ({
  en: enquiryFormLines(privacyNotice(privacy)),
  hi: enquiryFormLines(hindiPrivacyNotice(privacy)),
});

describe("what the privacy notice says the enquiry forms collect", () => {
  it("names every personal enquiry field in a group, each group in English and Hindi, what and why", () => {
    expect(PERSONAL_ENQUIRY_FIELDS.length).toBeGreaterThan(0);
    expect(enquiryFieldsNotInNotice()).toEqual([]);
    for (const [key, group] of Object.entries(ENQUIRY_NOTICE_GROUPS)) {
      for (const field of group.fields) expect(ENQUIRY_FIELDS[field].personal, `${key}: ${field}`).toBe(true);
      for (const text of [group.collected.en, group.collected.hi, group.why.en, group.why.hi])
        expect(text.trim(), key).not.toBe("");
      // The Hindi is Hindi, not the English copied.
      expect(group.collected.hi, key).toMatch(/[\u0900-\u097f]/);
      expect(group.why.hi, key).toMatch(/[\u0900-\u097f]/);
    }
  });

  it("is listed, group for group, by the notice in both languages", () => {
    const lines = shipped();
    expect(lines.en).toEqual(enquiryNoticeLines("en"));
    expect(lines.hi).toEqual(enquiryNoticeLines("hi"));
    expect(enquiryNoticeProblems(lines)).toEqual([]);
    expect(() => validateContent()).not.toThrow();
  });

  it("stops the build when a notice, in either language, leaves a group out or lists a line of its own", () => {
    const { en, hi } = shipped();
    const dropped = hi!.filter((line) => !line.startsWith(ENQUIRY_NOTICE_GROUPS.guardian.collected.hi));
    expect(enquiryNoticeProblems({ en, hi: dropped })).toEqual([
      expect.stringContaining(`the hi notice's admission form lists ${dropped.length} lines`),
    ]);
    expect(enquiryNoticeProblems({ en, hi: dropped })[0]).toContain(ENQUIRY_NOTICE_GROUPS.guardian.collected.hi);
    expect(enquiryNoticeProblems({ en: [...en!, "your city"], hi })).toEqual([
      expect.stringContaining('not from a group: "your city"'),
    ]);
    expect(enquiryNoticeProblems({ en: undefined, hi })).toEqual([expect.stringContaining("the en notice")]);
  });
});
