import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./time-ordered-id";

describe("timeOrderedId", () => {
  it("is a version 7 UUID carrying its millisecond, unique, and later ones sort after earlier ones", () => {
    const at = Date.parse("2026-11-26T06:00:00.000Z");
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at);
    const many = Array.from({ length: 1000 }, () => timeOrderedId(at));
    expect(new Set(many).size).toBe(1000);
    expect(timeOrderedId(at + 1) > timeOrderedId(at)).toBe(true);
  });
});
