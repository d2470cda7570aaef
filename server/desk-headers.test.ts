import { describe, expect, it } from "vitest";
import { isDeskPath } from "./desk-headers";

describe("desk paths", () => {
  it("are recognised in every spelling React Router would match", () => {
    for (const path of [
      "/desk",
      "/DESK/leads",
      "/%64esk/leads/1",
      "/d%65sk/staff.data",
      "/%64%65%73%6b/export.csv",
      "//desk/leads",
      "/./desk",
      "/%2e/desk/today",
      "/desk.data",
      "/x/../desk",
    ]) {
      expect(isDeskPath(path), path).toBe(true);
    }
  });

  it("and nothing else", () => {
    for (const path of ["/", "/desktop", "/courses/desk", "/%zz/desk", "/admission", "/%64eskx"]) {
      expect(isDeskPath(path), path).toBe(false);
    }
  });
});
