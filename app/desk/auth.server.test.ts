import { describe, expect, it } from "vitest";
import { accountSubject, hashToken, safeNext } from "./auth.server";

describe("desk sign-in helpers", () => {
  it("comes back only to desk paths on this site", () => {
    expect(safeNext("/desk/leads?q=%3DHYPERLINK(%22x%22)")).toBe("/desk/leads?q=%3DHYPERLINK(%22x%22)");
    expect(safeNext("/desk")).toBe("/desk");
    for (const bad of [
      null,
      "",
      "/",
      "/about",
      "//evil.example/desk",
      "https://evil.example/desk",
      "/desk-evil",
      "/deskx",
      "javascript:alert(1)",
    ]) {
      expect(safeNext(bad), String(bad)).toBe("/desk");
    }
    expect(safeNext("/desk/../about")).toBe("/desk");
  });

  it("counts failures per email however it is typed, without storing the email", () => {
    expect(accountSubject(" Asha@Example.com ")).toBe(accountSubject("asha@example.com"));
    expect(accountSubject("asha@example.com")).not.toContain("asha");
    expect(hashToken("a")).not.toBe(hashToken("b"));
  });
});
