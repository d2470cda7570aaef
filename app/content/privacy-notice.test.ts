import { describe, expect, it } from "vitest";
import { enquiryFieldsNotInNotice, enquiryNoticeLines } from "./enquiry-notice";
import { privacy } from "./privacy";
import {
  enquiryFormLines,
  formatNoticeDate,
  type Inline,
  type PrivacyNotice,
  privacyNotice,
  PRIVACY_REQUEST_PATH,
} from "./privacy-notice";
import type { PrivacyConfig } from "./schemas";

/** Every string and link of the notice, flattened, for searching. */
function allText(notice: PrivacyNotice): { text: string; hrefs: string[] } {
  const parts: string[] = [];
  const hrefs: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const inline = value as Exclude<Inline, string>;
      if (typeof inline.href === "string" && typeof inline.text === "string") hrefs.push(inline.href);
      Object.values(value).forEach(walk);
    }
  };
  walk(notice);
  return { text: parts.join("\n"), hrefs };
}

describe("the privacy notice", () => {
  it("names every personal field of an enquiry in what the admission form collects", () => {
    expect(enquiryFieldsNotInNotice()).toEqual([]);
    expect(enquiryFormLines(privacyNotice(privacy))).toEqual(enquiryNoticeLines("en"));
  });

  it("states every fact from the privacy configuration", () => {
    const { text, hrefs } = allText(privacyNotice(privacy));
    for (const fact of [
      privacy.fiduciary.name,
      privacy.fiduciary.address,
      privacy.contact.name,
      privacy.contact.role,
      privacy.contact.email,
      privacy.contact.phone.display,
      privacy.processors.hosting,
      privacy.processors.mail,
      `version ${privacy.version}`,
      `within ${privacy.responseDays} days`,
      `${privacy.retentionMonths} months`,
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `mailto:${privacy.contact.email}`,
        `tel:+${privacy.contact.phone.digits}`,
        PRIVACY_REQUEST_PATH,
      ]),
    );
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it("follows the configuration when it changes", () => {
    const changed: PrivacyConfig = {
      ...privacy,
      version: "2",
      publishedOn: "2027-05-01",
      responseDays: 15,
      retentionMonths: 12,
    };
    const notice = privacyNotice(changed);
    const { text } = allText(notice);
    expect(notice.version).toBe("2");
    expect(notice.publishedOnText).toBe("1 May 2027");
    expect(text).toContain("within 15 days");
    expect(text).toContain("at most 12 months");
    expect(text).not.toContain(`${privacy.retentionMonths} months`);
  });

  it("gives every section a unique fragment and a title", () => {
    const { sections } = privacyNotice(privacy);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/);
      expect(section.title.length).toBeGreaterThan(0);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it("writes dates the same way in every time zone", () => {
    expect(formatNoticeDate("2026-11-23")).toBe("23 November 2026");
    expect(formatNoticeDate("2027-01-01")).toBe("1 January 2027");
  });
});
