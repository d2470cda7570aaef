import { describe, expect, it } from "vitest";
import { languageOfPath, localizedPath, pathWithoutLanguage, twinPath } from "./language.ts";

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
    expect(twinPath("/privacy/request")).toBe("/hi/privacy/request");
    expect(twinPath("/hi/privacy/request")).toBe("/privacy/request");
    expect(pathWithoutLanguage("/hi/about")).toBe("/about");
    expect(localizedPath("#counseling", "hi")).toBe("#counseling");
    expect(localizedPath("/admission", "en")).toBe("/admission");
  });
});
