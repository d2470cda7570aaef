import { formatIstDay } from "#domain/india-time.ts";

/**
 * What the desk's passkey pages and routes agree on: the addresses the browser posts to,
 * the answers it gets back, and the rules for a passkey's name. No server code here: the
 * sign-in and account components import it too.
 */

export const PASSKEY_PATHS = {
  options: "/desk/passkey-options",
  register: "/desk/passkey-register",
  signIn: "/desk/passkey-sign-in",
} as const;

/** Every answer of the passkey routes that is not a success: a sentence for the person. */
export interface PasskeyError {
  error: string;
}

export const PASSKEY_NAME_MAX = 60;

/** A name as typed, made comparable: NFC, no control characters, single spaces, trimmed. */
export function cleanPasskeyName(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Why a (cleaned) name cannot be used, or null. */
export function passkeyNameProblem(name: string): string | null {
  if (!name) return "Enter a name for the passkey, such as the device it is on.";
  if ([...name].length > PASSKEY_NAME_MAX) return `Keep the name to ${PASSKEY_NAME_MAX} characters or fewer.`;
  return null;
}

/**
 * "Passkey added 23 Nov 2026" (the IST day), with " (2)", " (3)"… when the account already
 * has a passkey of that name, so two added on one day can still be told apart in the list.
 */
export function defaultPasskeyName(now: Date, taken: readonly string[]): string {
  const base = `Passkey added ${formatIstDay(now)}`;
  const used = new Set(taken.map((name) => name.toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  let n = 2;
  while (used.has(`${base} (${n})`.toLowerCase())) n += 1;
  return `${base} (${n})`;
}

/** The notices of the account page after a passkey change (`?saved=`). */
export const PASSKEY_SAVED_MESSAGES = {
  added: "Passkey added. You can sign in with it from now on; rename it below so you can tell your devices apart.",
  renamed: "Passkey renamed.",
  removed:
    "Passkey removed: it no longer signs you in. Your device may still offer it; you can delete it there too, in its password or passkey settings.",
} as const;

type PasskeySaved = keyof typeof PASSKEY_SAVED_MESSAGES;

export function isPasskeySaved(value: string | null): value is PasskeySaved {
  return value !== null && Object.hasOwn(PASSKEY_SAVED_MESSAGES, value);
}

/** What the account page's rename and remove forms answer when they cannot do it. */
export interface PasskeyFormProblem {
  intent: "rename" | "remove" | "unknown";
  id: string;
  /** The name as it was typed, to show again in the form. */
  name?: string;
  error: string;
}
