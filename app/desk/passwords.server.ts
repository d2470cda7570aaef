import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-policy";

/**
 * Staff passwords: at least 12 characters, not a common password, stored as a scrypt hash
 * (memory-hard, from Node's own crypto). The stored string names its parameters, so they
 * can be raised later without breaking existing hashes.
 */

// N = 2^15, r = 8: 32 MiB of memory per hash, about 100 ms on one core of this machine.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const params: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash check refused because too many already wait for one (a flood of sign-ins). */
export class HashingBusy extends Error {
  constructor() {
    super("too many password checks are waiting");
    this.name = "HashingBusy";
  }
}

/**
 * At most `concurrent` scrypt hashes at a time in this process, and at most `waiting` queued
 * behind them; beyond that, refused at once. Each hash holds one of libuv's four threads (file
 * reads, compression, DNS share them) and 32 MiB for ~100 ms, so a flood of sign-in posts,
 * each to another account or from another address, would otherwise slow every public page.
 */
export function hashingSlots(concurrent: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrent) {
      if (queue.length >= waiting) throw new HashingBusy();
      await new Promise<void>((go) => queue.push(go));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}

/** The process's slots for checking and making password hashes. */
export const withHashingSlot = hashingSlots(2, 16);

/** A hash of nothing anyone knows: sign-in checks it for unknown emails, so they take as long as known ones. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

let common: Promise<Set<string>> | undefined;
/** The list of common passwords bundled with zxcvbn-ts (about 49,000), loaded on first use. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

/**
 * Why a password is refused, or null. A common password stays common with digits or
 * symbols around it ("Password@2024!"), so its core is looked up too.
 */
export async function passwordProblem(password: string): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  const list = await commonPasswords();
  if (list.has(lower) || (core.length >= 4 && list.has(core)) || new Set(lower).size < 4) {
    return "This password is too common or too easy to guess. Choose another, for example three or four unrelated words.";
  }
  return null;
}
