import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { z } from "zod";
import type { DeskStore, StaffMember } from "#domain/desk.ts";
import { site } from "#content/site.ts";
import { FAILURE_WINDOW_MS, hashToken, startSession } from "./auth.server";
import { defaultPasskeyName } from "./passkey-rules";

/**
 * Passkeys (WebAuthn) for the desk, through SimpleWebAuthn: registering one for the
 * signed-in staff member, and signing in with one without typing an email (discoverable
 * credentials). Each ceremony's challenge is stored (single use, 5 minutes) under a random
 * id that the browser posts back with its answer.
 */

export const PASSKEY_MESSAGES = {
  expired: "The passkey request took too long or was already used. Please try again.",
  malformed: "The browser's passkey answer was incomplete. Please try again.",
  notVerified: "That passkey could not be checked. Please try again, or sign in with your password.",
  unknown:
    "This passkey is not registered with the desk: it may have been removed. Sign in with your password, or choose another passkey.",
  disabled: "This account is disabled. Ask an admin if you need to sign in.",
  duplicate: "This passkey is already registered.",
  registerFailed: "The new passkey could not be checked, so it was not added. Please try again.",
} as const;

/** Shown by the browser when it asks which passkey to create or use. */
const RP_NAME = `${site.name} admissions desk`;

const TRANSPORTS: readonly AuthenticatorTransportFuture[] = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
];

/**
 * The relying party is this very site as the browser reached it: its host name is the rpID
 * and its origin the expected origin. A passkey is then bound to the address staff use,
 * and nothing needs configuring per deployment (WebAuthn refuses IP addresses, so the desk
 * must be opened by a host name: localhost in development, the site's domain in production).
 */
export function relyingParty(request: Request): { rpID: string; origin: string } {
  const url = new URL(request.url);
  return { rpID: url.hostname, origin: url.origin };
}

export function newChallengeId(): string {
  return randomBytes(18).toString("base64url");
}

export function knownTransports(values: readonly string[]): AuthenticatorTransportFuture[] {
  return values.filter((value): value is AuthenticatorTransportFuture =>
    (TRANSPORTS as readonly string[]).includes(value),
  );
}

/** The user handle of a staff member's passkeys: their id, so each device keeps one passkey per account. */
export function userHandle(staffId: string): string {
  return isoBase64URL.fromUTF8String(staffId);
}

// The browser's answers, checked for shape before SimpleWebAuthn reads them, so a wrong
// post is a 400 and never an exception deep in the library. Loose objects keep the fields
// this check does not name (the library reads some of them).
const base64url = z.string().regex(/^[A-Za-z0-9_-]*$/);
// A credential id is at most 1023 bytes (WebAuthn), 1364 characters in base64url.
const credentialId = base64url.min(1).max(1364);
const credentialBase = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
const registrationSchema = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
const authenticationSchema = z.looseObject({
  ...credentialBase,
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
});

function parseJson<T>(text: string, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A registration answer from @simplewebauthn/browser (JSON text), or null when it is not one. */
export function parseRegistrationResponse(text: string): RegistrationResponseJSON | null {
  return parseJson(text, registrationSchema) as RegistrationResponseJSON | null;
}

/** A sign-in answer from @simplewebauthn/browser (JSON text), or null when it is not one. */
export function parseAuthenticationResponse(text: string): AuthenticationResponseJSON | null {
  return parseJson(text, authenticationSchema) as AuthenticationResponseJSON | null;
}

/** What a failed sign-in with an unknown credential is recorded under: bounded, and no raw id. */
export function credentialSubject(id: string): string {
  return `passkey:${hashToken(id)}`;
}

// ---- Registration -----------------------------------------------------------------------

export async function registrationOptions(
  desk: DeskStore,
  staff: StaffMember,
  request: Request,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { rpID } = relyingParty(request);
  const existing = await desk.listPasskeys(staff.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: staff.email,
    userDisplayName: staff.name,
    userID: new TextEncoder().encode(staff.id),
    attestationType: "none",
    // A device that already holds one of this account's passkeys is not asked for another.
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: knownTransports(passkey.transports),
    })),
    // Discoverable ("resident") credentials are what let staff sign in without typing an email.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const challengeId = newChallengeId();
  await desk.saveChallenge(challengeId, options.challenge, staff.id);
  return { challengeId, options };
}

type PasskeyRegistration =
  { ok: true; passkey: { id: string; name: string } } | { ok: false; status: 400 | 409; message: string };

export async function registerPasskey(
  desk: DeskStore,
  staff: StaffMember,
  request: Request,
  input: { challengeId: string; response: string },
  now: Date = new Date(),
): Promise<PasskeyRegistration> {
  // Taken first, whatever follows: a challenge is good for one attempt only.
  const challenge = input.challengeId ? await desk.takeChallenge(input.challengeId) : null;
  // Only a challenge issued to this staff member for registration (sign-in ones have no staff).
  if (!challenge || challenge.staffId !== staff.id)
    return { ok: false, status: 400, message: PASSKEY_MESSAGES.expired };
  const response = parseRegistrationResponse(input.response);
  if (!response) return { ok: false, status: 400, message: PASSKEY_MESSAGES.malformed };

  const { rpID, origin } = relyingParty(request);
  let credential;
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      // Asked as "preferred": a security key without a PIN may still be used.
      requireUserVerification: false,
    });
    if (!verification.verified) return { ok: false, status: 400, message: PASSKEY_MESSAGES.registerFailed };
    credential = verification.registrationInfo.credential;
  } catch {
    return { ok: false, status: 400, message: PASSKEY_MESSAGES.registerFailed };
  }

  if (await desk.passkey(credential.id)) return { ok: false, status: 409, message: PASSKEY_MESSAGES.duplicate };
  const name = defaultPasskeyName(
    now,
    (await desk.listPasskeys(staff.id)).map((passkey) => passkey.name),
  );
  try {
    await desk.addPasskey({
      id: credential.id,
      staffId: staff.id,
      name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
  } catch {
    // The same credential posted twice at once: the second insert meets the first's key.
    if (await desk.passkey(credential.id)) return { ok: false, status: 409, message: PASSKEY_MESSAGES.duplicate };
    throw new Error("The passkey could not be saved.");
  }
  return { ok: true, passkey: { id: credential.id, name } };
}

// ---- Sign-in ----------------------------------------------------------------------------

export async function authenticationOptions(
  desk: DeskStore,
  request: Request,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const { rpID } = relyingParty(request);
  // No allowCredentials: the browser offers every passkey it holds for this site, and the
  // one chosen says whose it is.
  const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred", allowCredentials: [] });
  const challengeId = newChallengeId();
  await desk.saveChallenge(challengeId, options.challenge, null);
  return { challengeId, options };
}

export type PasskeySignIn =
  { ok: true; staff: StaffMember; token: string } | { ok: false; status: 400 | 401 | 403; message: string };

/**
 * The passkey's signature over the challenge, checked for this site: its new signature
 * counter, or null for a bad signature, another site's origin, or a counter that went
 * backwards (a cloned key). Used by the sign-in and by a password change's confirmation.
 */
export async function verifiedCounter(
  request: Request,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: { id: string; publicKey: string; counter: number; transports: readonly string[] },
): Promise<number | null> {
  const { rpID, origin } = relyingParty(request);
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
    return verification.verified ? verification.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/**
 * Checks a sign-in answer and starts a session (a new token, audited by startSession).
 * Every failure is recorded in the audit log with its reason, repeats counted on one row
 * per staff member and address. Failures are not throttled here as password failures are,
 * nor counted against passwords: a passkey cannot be guessed, and refusing valid passkeys
 * (or passwords) after someone else's junk from a shared office address would only lock
 * staff out. The posts themselves are limited per address (desk_sign_in, server/security.ts).
 */
export async function signInWithPasskey(
  desk: DeskStore,
  request: Request,
  input: { challengeId: string; response: string; ip: string },
): Promise<PasskeySignIn> {
  const challenge = input.challengeId ? await desk.takeChallenge(input.challengeId) : null;
  const response = parseAuthenticationResponse(input.response);

  const fail = async (
    reason: string,
    who: { staffId: string | null; subject: string | null },
    status: 400 | 401 | 403,
    message: string,
  ): Promise<PasskeySignIn> => {
    // One row per staff member (or none) and address while failures repeat, not a row each.
    const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
    await desk.auditRepeated(
      {
        action: "sign_in.failed",
        staffId: who.staffId,
        subject: who.subject,
        ip: input.ip,
        detail: { method: "passkey", reason },
      },
      since,
    );
    return { ok: false, status, message };
  };

  if (!response) return fail("malformed", { staffId: null, subject: null }, 400, PASSKEY_MESSAGES.malformed);
  const unknown = { staffId: null, subject: credentialSubject(response.id) };
  // Sign-in challenges belong to nobody; a registration challenge is not accepted here.
  if (!challenge || challenge.staffId !== null)
    return fail("expired_challenge", unknown, 400, PASSKEY_MESSAGES.expired);

  const passkey = await desk.passkey(response.id);
  if (!passkey) return fail("unknown_passkey", unknown, 401, PASSKEY_MESSAGES.unknown);
  const owner = { staffId: passkey.staffId, subject: passkey.staffId };
  // The authenticator names the account it made the passkey for; it must be the same one.
  if (response.response.userHandle && response.response.userHandle !== userHandle(passkey.staffId)) {
    return fail("wrong_user", owner, 401, PASSKEY_MESSAGES.notVerified);
  }

  const newCounter = await verifiedCounter(request, response, challenge.challenge, passkey);
  if (newCounter === null) return fail("not_verified", owner, 401, PASSKEY_MESSAGES.notVerified);

  const staff = await desk.findStaff(passkey.staffId);
  if (!staff?.active) return fail("account_disabled", owner, 403, PASSKEY_MESSAGES.disabled);
  await desk.passkeyUsed(passkey.id, newCounter);
  const token = await startSession(desk, staff, input.ip, "passkey");
  return { ok: true, staff, token };
}
