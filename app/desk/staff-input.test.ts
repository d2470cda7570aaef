import { describe, expect, it } from "vitest";
import { staffInputProblem } from "./staff-input";

/** A staff member's name refuses hidden characters as the public forms' names do (app/lib/forms/plain-text.ts). */

describe("a staff account typed in", () => {
  const staff = { email: "sunita@example.com", name: "Sunita Rao", role: "counsellor" };

  it.each(["\u0000", "\u0085", "\u202e", "\u2069", "\u200e", "\t", "\u2028"])("refuses %j in the name", (character) => {
    expect(staffInputProblem({ ...staff, name: `Sunita${character}Rao` })).toBe(
      "The name contains characters that cannot be shown.",
    );
  });

  it("accepts names in any script", () => {
    expect(staffInputProblem({ ...staff, name: "सुनीता राव" })).toBeNull();
    expect(staffInputProblem({ ...staff, name: "ശ്രീ\u200dലക്ഷ്മി" })).toBeNull();
  });

  it("takes each of the three roles, and names them when refusing another", () => {
    for (const role of ["admin", "counsellor", "editor"]) expect(staffInputProblem({ ...staff, role })).toBeNull();
    expect(staffInputProblem({ ...staff, role: "owner" })).toBe(
      'The role must be admin, counsellor or editor, not "owner".',
    );
  });
});
