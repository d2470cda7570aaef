import { randomBytes } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { MemoryStore, type Options, type Store } from "express-rate-limit";
import type { ProofChallenge } from "#domain/proof-of-work.ts";

/**
 * The proof of work asked above SUBMIT_HARD_CAP (issue 49): many families share one mobile
 * carrier's address, so once a flood from it has reached the cap, a post from it is stored
 * only with a solved challenge, which costs a phone's browser about a second and a flood that
 * second for every post. ALTCHA's library (altcha-lib, its v1 challenge: SHA-256 of a salt and
 * a number, which a page solves with crypto.subtle in a few lines) on this server only:
 * nothing third-party, no tracking, no request leaves the server.
 */

/** How long a challenge may be solved and sent: a family on slow data, typing again after a refusal. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** The longest solution accepted (ours are about 150 characters); anything longer is not parsed. */
const MAX_SOLUTION_LENGTH = 1024;

export interface ProofOfWork {
  /** A new challenge, signed, expiring CHALLENGE_LIFETIME_MS from now. */
  challenge(): Promise<ProofChallenge>;
  /** Whether `solution` solves a challenge this server made, unexpired (used or not). */
  isValid(solution: string): Promise<boolean>;
  /**
   * Marks a valid solution used; true the first time only, so one solved challenge stores
   * one post. The used ones are kept in `store` (shared like the rate limit's counts) until
   * they would have expired anyway.
   */
  redeem(solution: string): Promise<boolean>;
}

interface Settings {
  /** The HMAC key; every server answering one site's posts must have the same. */
  secret: string;
  /** The largest number a solution may be (ALTCHA's `maxnumber`): a browser tries half of them on average. */
  cost: number;
  /** Where used solutions are kept (by default this process's memory). */
  store?: Store;
  clock?: () => number;
}

function decoded(solution: string): { signature?: unknown; algorithm?: unknown; salt?: unknown } | null {
  if (solution.length > MAX_SOLUTION_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(solution, "base64").toString("utf8"));
    return typeof parsed === "object" && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function proofOfWork({ secret, cost, store = new MemoryStore(), clock = Date.now }: Settings): ProofOfWork {
  store.init?.({ windowMs: CHALLENGE_LIFETIME_MS } as Options);
  const isValid = async (solution: string) => {
    const payload = decoded(solution);
    if (!payload || payload.algorithm !== "SHA-256" || typeof payload.salt !== "string") return false;
    // The expiry by this server's clock (injected in tests), not the library's own Date.now().
    const expires = Number(extractParams({ salt: payload.salt } as never).expires) * 1000;
    if (!Number.isFinite(expires) || expires < clock()) return false;
    return verifySolution(solution, secret, false);
  };
  return {
    challenge: async () =>
      (await createChallenge({
        algorithm: "SHA-256",
        hmacKey: secret,
        maxnumber: cost,
        expires: new Date(clock() + CHALLENGE_LIFETIME_MS),
      })) as ProofChallenge,
    isValid,
    redeem: async (solution) => {
      if (!(await isValid(solution))) return false;
      const { signature } = decoded(solution)!;
      return (await store.increment(`${String(signature)}`)).totalHits === 1;
    },
  };
}

/** A secret for one process, when SUBMIT_CHALLENGE_SECRET is not set (one server: its challenges are its own). */
export function processSecret(): string {
  return randomBytes(32).toString("base64url");
}
