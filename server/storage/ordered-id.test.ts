import { describe, expect, it } from "vitest";
import { orderedId } from "./ordered-id";

describe("orderedId", () => {
  it("makes UUID version 7 ids that sort in the order they were made, also many in one millisecond", () => {
    const ids = Array.from({ length: 10_000 }, () => orderedId(1_764_000_000_000));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const later = orderedId(1_764_000_000_000 + 60_000);
    expect(later > ids[ids.length - 1]!).toBe(true);
  });

  it("starts with the time it was made", () => {
    expect(
      orderedId(Date.UTC(2030, 0, 1))
        .replace("-", "")
        .slice(0, 12),
    ).toBe(Date.UTC(2030, 0, 1).toString(16).padStart(12, "0"));
  });
});
