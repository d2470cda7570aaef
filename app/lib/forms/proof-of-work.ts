import type { ProofChallenge, ProofSolution } from "#domain/proof-of-work.ts";

/**
 * Solves the server's proof-of-work challenge in the browser (server/proof-of-work.ts): the
 * number whose SHA-256 with the salt is the challenge. Loaded only when a post is answered
 * with a challenge (./at-submit.ts), so no page carries it in its first load;
 * ALTCHA's own widget would add some 30 KiB for the same few lines. Hashes are asked of
 * crypto.subtle a batch at a time, which keeps a phone's page responsive and is several times
 * faster than one at a time. Rejects when there is no crypto.subtle (a page not served over
 * HTTPS) or no solution: the form then shows the phone and WhatsApp numbers.
 */
const BATCH = 500;

export async function solveChallenge(challenge: ProofChallenge): Promise<string> {
  const encoder = new TextEncoder();
  const target = Uint8Array.from(challenge.challenge.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const matches = (digest: ArrayBuffer) => {
    const bytes = new Uint8Array(digest);
    return bytes.length === target.length && bytes.every((byte, index) => byte === target[index]);
  };
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const numbers = Array.from(
      { length: Math.min(BATCH, challenge.maxnumber + 1 - start) },
      (_, index) => start + index,
    );
    const digests = await Promise.all(
      numbers.map((number) => crypto.subtle.digest("SHA-256", encoder.encode(challenge.salt + number))),
    );
    const found = digests.findIndex(matches);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      const solution: ProofSolution = {
        algorithm,
        challenge: challenge.challenge,
        number: numbers[found]!,
        salt,
        signature,
      };
      return btoa(JSON.stringify(solution));
    }
  }
  throw new Error("The challenge has no solution.");
}
