import { useSyncExternalStore } from "react";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { PASSKEY_PATHS, type PasskeyError } from "./passkey-rules";

/**
 * The browser's half of the desk's passkeys: ask the server for options, let the browser
 * create or use a passkey, post its answer back. @simplewebauthn/browser is imported only
 * when a button is pressed, so it is never part of a page's first download (and never of
 * the public site's, which does not import this module at all).
 */

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

const UNREACHABLE = "The desk could not be reached. Check the connection and try again.";
const DOMAIN =
  "Passkeys work only on the desk's own web address (over HTTPS), not on this one. Sign in with your password here.";

/** False before hydration, true after: passkey buttons need JavaScript, so they render only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}

/** Whether this browser has WebAuthn at all (very old browsers, some embedded web views do not). */
export function browserHasPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Posts a form (multipart: the desk accepts only HTML form encodings) and reads the JSON answer. */
async function post<T extends object>(path: string, fields: Record<string, string>): Promise<Result<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
  const answer: unknown = await response.json().catch(() => null);
  // Some refusals (the database unreachable) answer a bare JSON string, not an object.
  const json = typeof answer === "object" && answer !== null ? (answer as T | PasskeyError) : null;
  if (response.ok && json && !("error" in json)) return { ok: true, value: json };
  if (json && "error" in json && typeof json.error === "string") return { ok: false, message: json.error };
  if (typeof answer === "string" && !response.ok) return { ok: false, message: answer };
  return { ok: false, message: `The desk could not do that just now (error ${response.status}). Please try again.` };
}

/**
 * A sentence for why the browser did not create or use a passkey. The error is either
 * SimpleWebAuthn's WebAuthnError (with a code) or the browser's own DOMException (a name).
 */
export function passkeyErrorMessage(error: unknown, ceremony: "register" | "sign-in" | "confirm"): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const name = error instanceof Error ? error.name : "";
  if (ceremony === "confirm") {
    if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError")
      return "Passkeys work only on the desk's own web address (over HTTPS), not on this one.";
    if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError")
      return "No passkey was used: the request was cancelled or timed out, or this device has none of your passkeys. Your password is unchanged.";
    return "The browser could not use a passkey. Your password is unchanged; please try again.";
  }
  if (
    code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" ||
    (ceremony === "register" && name === "InvalidStateError")
  ) {
    return "This device already has a passkey for your account. To add another, use a different device or security key.";
  }
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError") return DOMAIN;
  if (code === "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT") {
    return "This security key cannot keep a passkey that signs in without an email. Use a phone, your computer's screen lock, or a newer key.";
  }
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") {
    return ceremony === "register"
      ? "No passkey was added: the request was cancelled or timed out. Try again when you are ready."
      : "No passkey was used: the request was cancelled or timed out, or this device has no passkey for the desk. Try again, or sign in with your password.";
  }
  if (name === "NotSupportedError") {
    return ceremony === "register"
      ? "This browser or device cannot create a passkey."
      : "This browser or device cannot use a passkey here. Sign in with your password.";
  }
  return ceremony === "register"
    ? "The browser could not create a passkey. Please try again."
    : "The browser could not use a passkey. Please try again, or sign in with your password.";
}

/** The library, fetched on first use; null when its file cannot be loaded (offline, a new deploy). */
function loadLibrary() {
  return import("@simplewebauthn/browser").catch(() => null);
}

/**
 * One ceremony: the options (and the library) at once, the browser's dialog, then its answer
 * posted back with the challenge id. Registration and sign-in differ only in the browser
 * call and where the answer goes.
 */
async function ceremony<Options, Answer extends object>(
  intent: "register" | "sign-in",
  askBrowser: (library: NonNullable<Awaited<ReturnType<typeof loadLibrary>>>, optionsJSON: Options) => Promise<unknown>,
  answerPath: string,
  fields: Record<string, string> = {},
): Promise<Result<Answer>> {
  const [library, options] = await Promise.all([
    loadLibrary(),
    post<{ challengeId: string; options: Options }>(PASSKEY_PATHS.options, { intent }),
  ]);
  if (!options.ok) return options;
  if (!library) return { ok: false, message: UNREACHABLE };
  let response;
  try {
    response = await askBrowser(library, options.value.options);
  } catch (error) {
    return { ok: false, message: passkeyErrorMessage(error, intent) };
  }
  return post<Answer>(answerPath, {
    ...fields,
    challengeId: options.value.challengeId,
    response: JSON.stringify(response),
  });
}

/** Creates a passkey for the signed-in staff member and saves it on the desk. */
export async function addPasskey(): Promise<Result<{ name: string }>> {
  const saved = await ceremony<PublicKeyCredentialCreationOptionsJSON, { passkey: { id: string; name: string } }>(
    "register",
    (library, optionsJSON) => library.startRegistration({ optionsJSON }),
    PASSKEY_PATHS.register,
  );
  return saved.ok ? { ok: true, value: { name: saved.value.passkey.name } } : saved;
}

/** Signs in with any passkey the browser holds for the desk; the answer says where to go next. */
export function signInWithPasskey(next: string): Promise<Result<{ redirect: string }>> {
  return ceremony<PublicKeyCredentialRequestOptionsJSON, { redirect: string }>(
    "sign-in",
    (library, optionsJSON) => library.startAuthentication({ optionsJSON }),
    PASSKEY_PATHS.signIn,
    { next },
  );
}

/**
 * Confirms it is the signed-in staff member with one of their passkeys (the account page's
 * password change): the challenge's id and the browser's answer, for the page to post with
 * the new password. Nothing is changed until that post.
 */
export async function confirmWithPasskey(): Promise<Result<{ challengeId: string; response: string }>> {
  const [library, options] = await Promise.all([
    loadLibrary(),
    post<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>(PASSKEY_PATHS.options, {
      intent: "confirm",
    }),
  ]);
  if (!options.ok) return options;
  if (!library) return { ok: false, message: UNREACHABLE };
  try {
    const response = await library.startAuthentication({ optionsJSON: options.value.options });
    return { ok: true, value: { challengeId: options.value.challengeId, response: JSON.stringify(response) } };
  } catch (error) {
    return { ok: false, message: passkeyErrorMessage(error, "confirm") };
  }
}
