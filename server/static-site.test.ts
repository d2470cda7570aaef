import { describe, expect, it } from "vitest";
import { chooseEncoding, rendersQuery } from "./static-site";

describe("chooseEncoding", () => {
  const both = { br: true, gzip: true };
  it.each([
    ["gzip, deflate, br, zstd", both, "br"],
    ["gzip", both, "gzip"],
    ["br;q=0, gzip;q=0.8", both, "gzip"],
    ["*", both, "br"],
    ["identity", both, "identity"],
    [undefined, both, "identity"],
    ["br", { gzip: true }, "identity"],
  ] as const)("Accept-Encoding %j → %s", (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

describe("rendersQuery (a pre-rendered page whose query changes what it shows)", () => {
  const pages = { "/admission": ["course"] };
  it.each([
    ["/admission", { course: "hotel-management" }, true],
    ["/admission.data", { course: "hotel-management", _routes: "routes/admission" }, true],
    ["/admission", { course: "" }, true],
    ["/admission", {}, false],
    ["/admission", { utm_source: "newsletter" }, false],
    ["/courses", { course: "hotel-management" }, false],
    ["/constructor", { course: "x" }, false],
  ] as const)("%s %j → %s", (path, query, expected) => {
    expect(rendersQuery({ path, query }, pages)).toBe(expected);
  });
});
