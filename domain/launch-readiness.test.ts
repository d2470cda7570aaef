import { describe, expect, it } from "vitest";
import { describeFindings, findMarkers, siteUrlFindings } from "./launch-readiness";

describe("findMarkers", () => {
  it("lists each SAMPLE and UNCONFIRMED comment with its file, line and text", () => {
    const text = [
      "export const site = {",
      '  email: "info@example.com", // SAMPLE: the general email',
      "  // UNCONFIRMED: salary range (the spec shows none)",
      "  salaryLpa: { min: 3, max: 6 },",
      '  phone: "x", // SAMPLE',
      "};",
    ].join("\n");
    expect(findMarkers("app/content/x.ts", text)).toEqual([
      { where: "app/content/x.ts:2", what: "sample value: the general email" },
      { where: "app/content/x.ts:3", what: "awaiting confirmation: salary range (the spec shows none)" },
      { where: "app/content/x.ts:5", what: "sample value" },
    ]);
  });

  it("ignores the words in strings, block comments and prose", () => {
    const text = [
      ' url: "https://example.com//SAMPLE: not a comment",',
      " * SAMPLE VALUES: each value marked SAMPLE below",
      ' title: "Sample collection", // a plain comment',
      "// Sample numbers are +91 00000 0000x",
    ].join("\n");
    expect(findMarkers("f.ts", text)).toEqual([]);
  });
});

describe("siteUrlFindings", () => {
  it.each([
    [undefined, ["not set: it defaults to http://localhost:3000"]],
    ["http://localhost:3000", ["localhost is a local address", "must use https"]],
    ["https://127.0.0.1", ["127.0.0.1 is a local address"]],
    ["https://192.168.1.20", ["192.168.1.20 is a local address"]],
    ["https://[::1]:8443", ["[::1] is a local address"]],
    ["https://campus.local", ["campus.local is a local address"]],
    ["http://www.institute.ac.in", ["must use https"]],
    ["https://www.institute.ac.in", []],
    ["https://172.32.0.1", []],
  ])("%s", (url, expected) => expect(siteUrlFindings(url).map((finding) => finding.what)).toEqual(expected));
});

it("describeFindings names the settings and counts the content", () => {
  expect(
    describeFindings([
      { where: "SITE_URL", what: "must use https" },
      { where: "app/content/site.ts:3", what: "sample value" },
      { where: "app/content/site.ts", what: "the phone is still a sample" },
    ]),
  ).toBe("SITE_URL must use https; 2 sample or unconfirmed content items");
});
