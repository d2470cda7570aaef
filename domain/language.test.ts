import { describe, expect, it } from "vitest";
import { HINDI_PAGES, hasTwin, languageOfPath, localizedPath, pathWithoutLanguage, twinPath } from "./language.ts";

describe("the language in the path", () => {
  it("is Hindi for /hi and under /hi/, English elsewhere", () => {
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/hi/courses/hotel-management")).toBe("hi");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/hindi")).toBe("en");
    expect(languageOfPath("/history")).toBe("en");
  });

  it("maps a page to its twin and back", () => {
    expect(twinPath("/")).toBe("/hi");
    expect(twinPath("/hi")).toBe("/");
    expect(twinPath("/admission")).toBe("/hi/admission");
    expect(twinPath("/hi/admission/submitted")).toBe("/admission/submitted");
    expect(pathWithoutLanguage("/hi/contact")).toBe("/contact");
    expect(localizedPath("#counseling", "hi")).toBe("#counseling");
    expect(localizedPath("/admission", "en")).toBe("/admission");
    expect(localizedPath("/admission#form", "hi")).toBe("/hi/admission#form");
  });

  it("links a Hindi page to the English page where there is no Hindi twin yet", () => {
    for (const page of HINDI_PAGES) expect(hasTwin(page.replace("*", "x"))).toBe(true);
    const untranslated = ["/about", "/courses", "/privacy"].filter((path) => !hasTwin(path));
    for (const path of untranslated) expect(localizedPath(path, "hi")).toBe(path);
  });
});
