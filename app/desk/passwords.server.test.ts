import { describe, expect, it } from "vitest";
import { hashingSlots, HashingBusy, hashPassword, passwordProblem, verifyPassword } from "./passwords.server";

describe("staff passwords", () => {
  // Four memory-hard hashes: allow for a busy machine.
  it("hashes with scrypt and verifies only the same password", { timeout: 30_000 }, async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await hashPassword("correct horse battery")).not.toBe(hash); // salted
  });

  it("refuses short, common and common-with-decoration passwords", async () => {
    expect(await passwordProblem("short")).toMatch(/at least 12/);
    expect(await passwordProblem("qwerty123456")).toMatch(/too common/);
    expect(await passwordProblem("Password@2024!")).toMatch(/too common/);
    expect(await passwordProblem("111111111111")).toMatch(/too common/);
    expect(await passwordProblem("mango river lantern")).toBeNull();
  });
});

describe("hashing slots", () => {
  it("run at most `concurrent` at once, queue `waiting` more and refuse the rest at once", async () => {
    const withSlot = hashingSlots(2, 3);
    let running = 0;
    let most = 0;
    const work = () =>
      withSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((done) => setTimeout(done, 10));
        running -= 1;
        return "checked";
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, work));
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(
      results
        .filter((result) => result.status === "rejected")
        .every((result) => (result as PromiseRejectedResult).reason instanceof HashingBusy),
    ).toBe(true);
    expect(await work()).toBe("checked");
  });
});
