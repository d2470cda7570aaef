import { describe, expect, it } from "vitest";
import { sourcesUnder } from "../../scripts/build/launch-findings";
import { launchItems, openLaunchItems } from "./launch-items";
import { withReadings } from "./launch-readings";
import { markedPath } from "./marked-paths";
import { pendingContent } from "./readiness";
import { seedDocument } from "./seed-document";
import { unreviewedTranslations } from "./translations/index";

const sources = sourcesUnder("app/content");
const itemsFor = (document = seedDocument()) =>
  withReadings(
    launchItems({ sources, pending: pendingContent(document), translations: unreviewedTranslations() }),
    sources,
    document,
  );

describe("the launch checklist's readings", () => {
  it("show every item in words, never a file, a line or a developer's note", () => {
    const items = itemsFor();
    expect(items.length).toBeGreaterThan(100);
    for (const item of items) {
      const reading = item.reading!;
      const shown = [reading.title, reading.place, reading.text.en, reading.text.hi].join("\n");
      expect(shown, item.key).not.toMatch(/app\/content|\.tsx?\b|:\d+$|\bspec\b|SAMPLE|UNCONFIRMED/);
      expect(reading.text.en.trim(), item.key).not.toBe("");
      expect(reading.place.trim(), item.key).not.toBe("");
    }
  });

  it("tell the home page's three fee periods apart by their course, with the fee in both languages", () => {
    const fees = itemsFor().filter((item) => item.reading!.title === "Fee period");
    expect(fees.map((item) => [item.reading!.place, item.reading!.text])).toEqual([
      ["Home page, course card: Medical Lab Technology", { en: "₹45,000 per year", hi: "₹45,000 प्रति वर्ष" }],
      ["Home page, course card: Radiology & Medical Imaging", { en: "₹50,000 per year", hi: "₹50,000 प्रति वर्ष" }],
      ["Home page, course card: Operation Theater Technology", { en: "₹40,000 per year", hi: "₹40,000 प्रति वर्ष" }],
    ]);
  });

  it("read a course's marked facts from the published content, with the screen that edits them", () => {
    const duration = itemsFor().find(
      (item) =>
        item.where.startsWith("app/content/courses/medical-lab-technology.ts") && item.reading!.title === "Duration",
    )!;
    expect(duration.reading).toMatchObject({
      place: "B.Voc in Medical Lab Technology (course page)",
      text: { en: "3 years (6 semesters)", hi: "3 साल (6 सेमेस्टर)" },
      edit: { to: "/desk/content/courses/medical-lab-technology" },
    });
  });

  it("leave a confirmation standing only for the words it was given to", () => {
    const key = (items: ReturnType<typeof itemsFor>) =>
      items.find(
        (item) =>
          item.where.startsWith("app/content/courses/medical-lab-technology.ts") && item.reading!.title === "Duration",
      )!;
    const before = key(itemsFor());
    const confirmation = { key: before.key, fingerprint: before.reading!.fingerprint };
    expect(openLaunchItems([before], [confirmation])).toEqual([]);

    const changed = seedDocument();
    changed.courses["medical-lab-technology"]!.duration = { en: "4 years (8 semesters)", hi: "4 साल (8 सेमेस्टर)" };
    const after = key(itemsFor(changed));
    expect(after.key).toBe(before.key);
    expect(after.reading!.text.en).toBe("4 years (8 semesters)");
    expect(openLaunchItems([after], [confirmation])).toEqual([after]);
    // A confirmation from before fingerprints were kept stands as it did.
    expect(openLaunchItems([after], [{ key: before.key, fingerprint: null }])).toEqual([]);
  });
});

describe("markedPath", () => {
  const text = [
    "export const cards = [",
    "  {",
    '    title: "A",',
    '    period: "per year", // UNCONFIRMED: period',
    "    // UNCONFIRMED: highlights",
    '    highlights: ["x", "y"],',
    "  },",
    "];",
    'export const phone = { display: "+91" }; // SAMPLE: phone',
  ].join("\n");

  it("names what begins on the comment's line, or after a comment alone on its line", () => {
    expect(markedPath(text, 4)).toEqual(["cards", 0, "period"]);
    expect(markedPath(text, 5)).toEqual(["cards", 0, "highlights"]);
    expect(markedPath(text, 9)).toEqual(["phone"]);
  });
});
