import { describe, expect, it } from "vitest";
import { PhotoCache } from "./photo-media";

const bytes = (size: number) => ({ bytes: new Uint8Array(size), format: "avif" as const });

describe("the photo cache", () => {
  it("keeps at most its bytes, dropping the least recently served first", () => {
    const cache = new PhotoCache(100, 60_000);
    cache.set("a-1", bytes(40));
    cache.set("b-1", bytes(40));
    expect(cache.get("a-1")).toBeDefined(); // a is now the most recent
    cache.set("c-1", bytes(40));
    expect(cache.get("b-1")).toBeUndefined();
    expect(cache.get("a-1")).toBeDefined();
    expect(cache.get("c-1")).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    // Larger than the whole cache: not kept, nothing else dropped for it.
    cache.set("d-1", bytes(101));
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
  });

  it("asks the database again after its time, and forgets a deleted photo's every variant at once", () => {
    let now = 0;
    const cache = new PhotoCache(1000, 60_000, () => now);
    cache.set("0123456789ab-x-480.avif", bytes(10));
    cache.set("0123456789ab-x-960.avif", bytes(10));
    cache.set("ba9876543210-x-480.avif", bytes(10));
    now = 60_000;
    expect(cache.get("ba9876543210-x-480.avif")).toBeDefined();
    now = 60_001;
    expect(cache.get("ba9876543210-x-480.avif")).toBeUndefined();
    cache.deletePhoto("0123456789ab");
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
