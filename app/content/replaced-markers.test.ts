import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { markerItems } from "./launch-items";
import { MARKED_VALUE_KEYS, replacedMarkers, withoutReplacedMarkers } from "./replaced-markers";
import { seedDocument } from "./seed-document";

const MARKED_FILES = ["app/content/site.ts", "app/content/privacy.ts"];
const markers = markerItems(Object.fromEntries(MARKED_FILES.map((path) => [path, readFileSync(path, "utf8")])));

describe("SAMPLE values replaced from the desk", () => {
  it("knows where every sample value of the institute's details and the privacy contact is in the document", () => {
    const samples = markers.filter((item) => item.key.includes(":sample-value-")).map((item) => item.key);
    // A new SAMPLE marker there needs its place in the document, or its item would never go by itself.
    expect([...MARKED_VALUE_KEYS].sort()).toEqual([...samples].sort());
  });

  it("finds none replaced in the shipped content, and each replaced value by its marker", () => {
    const document = seedDocument();
    expect(replacedMarkers(document)).toEqual(new Set());
    document.institute.name = "Haryana Institute of Allied Health";
    document.institute.universities = ["Sample State University", "Guru Jambheshwar University"];
    document.institute.social = document.institute.social.map((link) =>
      link.name === "YouTube" ? { ...link, url: "https://www.youtube.com/@hiah" } : link,
    );
    document.privacy.processors.hosting = "Hosting Co., with servers in Mumbai";
    expect([...replacedMarkers(document)].sort()).toEqual([
      "marker:app/content/privacy.ts:sample-value-the-hosting-provider",
      "marker:app/content/site.ts:sample-value-the-institute-s-name",
      "marker:app/content/site.ts:sample-value-the-two-partner-universities",
      "marker:app/content/site.ts:sample-value-the-youtube-page",
    ]);
    const left = withoutReplacedMarkers(markers, document);
    expect(left.length).toBe(markers.length - 4);
    expect(left.map((item) => item.what)).toContain("sample value: the institute's short name");
    expect(left.map((item) => item.what)).not.toContain("sample value: the institute's name");
  });
});
