/**
 * The proof of work asked of a post from an address above SUBMIT_HARD_CAP
 * (server/proof-of-work.ts makes and checks it; app/lib/forms/proof-of-work.ts solves it in the
 * browser): ALTCHA's challenge, self-hosted, nothing third-party. Shared by the server and the
 * page, so neither reaches into the other for its shape.
 */

/** The form field a solved challenge travels in (ALTCHA's own name for it). */
export const PROOF_FIELD = "altcha";

/**
 * A challenge as ALTCHA makes it (altcha-lib's v1 format): find the `number`, at most
 * `maxnumber`, for which SHA-256(salt + number), in hexadecimal, is `challenge`. The salt
 * carries its expiry; the signature (an HMAC of `challenge` with the server's secret) shows
 * the server made it.
 */
export interface ProofChallenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What a solved challenge is sent as: base64 of this, in PROOF_FIELD. */
export interface ProofSolution {
  algorithm: "SHA-256";
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}
