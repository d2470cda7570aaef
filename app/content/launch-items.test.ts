import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { filesUnder } from "#server/files-under.ts";
import { launchItems, markerItems, openLaunchItems, openTopics, pagesOfFile } from "./launch-items";
import { pendingContent, pendingTopics } from "./readiness";
import { unreviewedTranslations } from "./translations/index";

/** The content's sources as the server's build bundles them (app/lib/content-readiness.server.ts). */
const sources = Object.fromEntries(
  filesUnder("app/content")
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => [file.slice(file.indexOf("app/content/")), readFileSync(file, "utf8")]),
);
const items = launchItems({ sources, pending: pendingContent(), translations: unreviewedTranslations() });

describe("the launch checklist's items", () => {
  it("has every item the launch check lists, each with its own key", () => {
    const keys = items.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(items.length).toBe(markerItems(sources).length + pendingContent().length + unreviewedTranslations().length);
    expect(keys).toEqual(
      expect.arrayContaining([
        "contact:phone",
        "claim:placementRate",
        "fees:tuition",
        "stories:examples",
        "translation:app/content/translations/home.ts",
        "marker:app/content/site.ts:sample-value-the-admissions-phone",
      ]),
    );
  });

  it("keys an item by what it is: a line added above it or the files read in another order change no key", () => {
    const site = sources["app/content/site.ts"]!;
    const moved = { ...sources, "app/content/site.ts": `// a new first line\n\n${site}` };
    const reordered = Object.fromEntries(Object.entries(moved).reverse());
    const before = markerItems(sources).map((item) => item.key);
    const after = markerItems(reordered).map((item) => item.key);
    expect([...after].sort()).toEqual([...before].sort());
    // The line numbers moved; the keys did not.
    const phone = (list: typeof items) => list.find((item) => item.key.endsWith(":sample-value-the-admissions-phone"))!;
    expect(phone(markerItems(reordered)).where).not.toBe(phone(markerItems(sources)).where);
  });

  it("tells apart markers of the same words by the record they mark", () => {
    const text = [
      "export const cards = [",
      '  { title: "Medical Lab Technology",',
      '    feePeriod: "per year", // UNCONFIRMED: fee period',
      "  },",
      '  { title: "Radiology & Medical Imaging",',
      '    feePeriod: "per year", // UNCONFIRMED: fee period',
      "  },",
      "];",
      "const a = 1; // SAMPLE: a value",
      "const a = 1; // SAMPLE: a value",
    ].join("\n");
    expect(markerItems({ "app/content/home.ts": text }).map((item) => item.key)).toEqual([
      "marker:app/content/home.ts:awaiting-confirmation-fee-period:medical-lab-technology",
      "marker:app/content/home.ts:awaiting-confirmation-fee-period:radiology-medical-imaging",
      "marker:app/content/home.ts:sample-value-a-value:const-a-1",
      "marker:app/content/home.ts:sample-value-a-value:const-a-1:2",
    ]);
  });

  it("says where each item appears on the site", () => {
    const byKey = (key: string) => items.find((item) => item.key === key)!;
    expect(byKey("contact:phone").pages).toEqual(["/", "/contact", "/admission"]);
    expect(byKey("stories:examples").pages).toContain("/success-stories");
    expect(byKey("translation:app/content/translations/home.ts").pages).toEqual(["/hi"]);
    expect(pagesOfFile("app/content/courses/dialysis-technology.ts:15")).toEqual(["/courses/dialysis-technology"]);
    expect(pagesOfFile("app/content/courses/hi/dialysis-technology.ts")).toEqual(["/hi/courses/dialysis-technology"]);
    expect(pagesOfFile("app/content/translations/privacy-notice.ts#privacyRequestText")).toEqual([
      "/hi/privacy/request",
    ]);
    expect(pagesOfFile("app/content/message-templates.ts")).toEqual([]);
    // A fact marked where its text is written in both languages is on both pages.
    const documents = items.find((item) => item.key.startsWith("marker:app/content/translations/admission.ts:"))!;
    expect(documents.pages).toEqual(["/admission", "/hi/admission"]);
    // Every page named is a path on the site.
    for (const item of items) for (const page of item.pages) expect(page, item.key).toMatch(/^\/[\w\-/]*$/);
  });

  it("lets an admin confirm what is right as it stands, never a value still missing", () => {
    const byKey = (key: string) => items.find((item) => item.key === key)!;
    expect(byKey("contact:phone").needs).toBe("confirmation");
    expect(byKey("claim:since").needs).toBe("confirmation");
    expect(byKey("fees:tuition").needs).toBe("value");
    expect(byKey("stories:examples").needs).toBe("value");
  });

  it("leaves open what is not confirmed, and the notice's topics follow", () => {
    expect(openLaunchItems(items, [])).toEqual(items);
    // With nothing confirmed, the notice reads the same topics as from the sources alone.
    expect([...openTopics(items, [])].sort()).toEqual([...pendingTopics(sources)].sort());

    const contacts = items.filter((item) => item.group === "contact details" && item.needs === "confirmation");
    const open = openLaunchItems(items, [...contacts, { key: "fees:tuition" }, { key: "no-such-item" }]);
    expect(open.length).toBe(items.length - contacts.length);
    expect(open.some((item) => item.key === "fees:tuition")).toBe(true);
    // The contact details still open are the ones that need a value (getting here, the grievance officers).
    expect(openTopics(items, contacts).filter((topic) => topic === "contact details").length).toBe(
      items.filter((item) => item.group === "contact details" && item.needs === "value").length,
    );
  });
});
