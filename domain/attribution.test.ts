import { describe, expect, it } from "vitest";
import { HIDDEN_IN_LINE } from "#app/lib/forms/plain-text.ts";
import { readAttribution } from "./attribution";

describe("attribution fields", () => {
  const read = (fields: Record<string, string>) => readAttribution(new URLSearchParams(fields));

  it("drop C1 controls such as CSI (U+009B) and NEL (U+0085), as the forms' rule refuses them", () => {
    const attribution = read({
      utm_source: "goo\u009bgle",
      utm_medium: "c\u0085pc",
      utm_campaign: "spring\u009b[2J sale",
      landing_page: "/courses\u0085?x=1",
      form_page: "/admission\u0080",
      referrer_host: "www.\u009bgoogle.com",
    });
    expect(attribution).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring[2J sale",
      landingPage: "/courses?x=1",
      formPage: "/admission",
      referrerHost: "www.google.com",
    });
  });

  it("keep nothing the forms' single-line rule refuses", () => {
    for (let code = 0; code < 0x3000; code++) {
      const char = String.fromCharCode(code);
      const kept = read({ utm_campaign: `a${char}b` }).utmCampaign;
      expect(kept === `a${char}b`.normalize("NFC"), `U+${code.toString(16).padStart(4, "0")}`).toBe(
        !HIDDEN_IN_LINE.test(char),
      );
    }
  });
});
