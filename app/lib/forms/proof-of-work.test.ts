import { MemoryStore } from "express-rate-limit";
import { describe, expect, it } from "vitest";
import { CHALLENGE_LIFETIME_MS, proofOfWork } from "#server/proof-of-work.ts";
import { solveChallenge } from "./proof-of-work";

/**
 * The proof of work above SUBMIT_HARD_CAP, made and checked by ALTCHA's library and solved by
 * the page's own solver (crypto.subtle, as in the browser): a solution is good once, until
 * its challenge expires, and only for the server that made it.
 */
describe("the proof of work", () => {
  const settings = () => {
    let now = Date.parse("2026-12-07T10:00:00Z");
    return {
      clock: () => now,
      advance: (ms: number) => (now += ms),
      pow: proofOfWork({ secret: "s3cret-for-tests", cost: 2000, clock: () => now, store: new MemoryStore() }),
    };
  };

  it("the page's solver finds what the library asks, and the solution stores one post only", async () => {
    const { pow } = settings();
    const challenge = await pow.challenge();
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 2000 });
    const solution = await solveChallenge(challenge);
    expect(await pow.isValid(solution)).toBe(true);
    expect(await pow.redeem(solution)).toBe(true);
    // Used: valid still, but not again.
    expect(await pow.redeem(solution)).toBe(false);
  });

  it("refuses an expired, tampered, foreign or malformed solution", async () => {
    const { pow, advance } = settings();
    const solution = await solveChallenge(await pow.challenge());
    const payload = JSON.parse(atob(solution)) as { number: number; signature: string };
    const tampered = btoa(JSON.stringify({ ...payload, number: payload.number + 1 }));
    expect(await pow.isValid(tampered)).toBe(false);
    const foreign = proofOfWork({ secret: "another-server", cost: 2000, store: new MemoryStore() });
    expect(await foreign.isValid(solution)).toBe(false);
    for (const junk of ["", "not base64!", btoa("[]"), btoa("null"), "x".repeat(5000)])
      expect(await pow.isValid(junk), junk.slice(0, 20)).toBe(false);

    advance(CHALLENGE_LIFETIME_MS + 1000);
    expect(await pow.isValid(solution)).toBe(false);
    expect(await pow.redeem(solution)).toBe(false);
  });
});
