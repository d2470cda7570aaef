import { describe, expect, it } from "vitest";
import { formOfPath } from "./security";

describe("formOfPath", () => {
  it.each([
    ["/admission", "admission"],
    ["/admission.data", "admission"],
    ["/Admission", "admission"],
    ["/ADMISSION/", "admission"],
    ["/admission//", "admission"],
    ["/admission/.data", "admission"],
    ["/contact.data", "contact"],
    ["/about", undefined],
    ["/admissions", undefined],
  ])("%s → %s", (path, form) => {
    expect(formOfPath(path)).toBe(form);
  });
});
