import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./static-site";

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
