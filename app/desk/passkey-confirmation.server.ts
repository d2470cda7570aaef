import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { data, redirect } from "react-router";
import type { DeskStore, StaffMember } from "#domain/desk.ts";
import {
  FAILURE_WINDOW_MS,
  newPasswordProblem,
  refusePasswordChange,
  saveOwnPassword,
  type PasswordChange,
} from "./auth.server";
import { cleanPasskeyName, passkeyNameProblem, type PasskeyFormProblem } from "./passkey-rules";
import {
  knownTransports,
  newChallengeId,
  parseAuthenticationResponse,
  PASSKEY_MESSAGES,
  relyingParty,
  userHandle,
  verifiedCounter,
} from "./passkeys.server";

/**
 * Confirming it is them with one of their own passkeys: the account page's password change,
 * and its passkeys' names and removal.
 */

/** Confirmation challenges' ids start so: a sign-in's or a registration's is never taken for one. */
const CONFIRM_PREFIX = "confirm-";

/**
 * The options for confirming with one of the signed-in staff member's own passkeys (the
 * account page's password change): only their passkeys are offered, under a challenge
 * stored for them.
 */
export async function confirmationOptions(
  desk: DeskStore,
  staff: StaffMember,
  request: Request,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const { rpID } = relyingParty(request);
  const passkeys = await desk.listPasskeys(staff.id);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: "preferred",
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: knownTransports(passkey.transports) })),
  });
  const challengeId = CONFIRM_PREFIX + newChallengeId();
  await desk.saveChallenge(challengeId, options.challenge, staff.id);
  return { challengeId, options };
}

/**
 * The account page's password change confirmed with a passkey instead of the current
 * password, for staff who sign in only with a passkey (or have forgotten the password): the
 * new password is checked first (so a passkey is not asked for in vain), then the passkey's
 * answer must be to a confirmation challenge issued to this staff member, from one of their
 * own passkeys, and verify. Failures are audited as passkey sign-in failures are (one row per
 * staff member and address while they repeat). Every other session ends on the change.
 */
export async function changeOwnPasswordWithPasskey(
  desk: DeskStore,
  staff: StaffMember,
  request: Request,
  form: FormData,
  ip: string,
): Promise<PasswordChange> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const problem = await newPasswordProblem(form);
  if (problem) return refusePasswordChange(400, problem);
  const challengeId = field("challengeId");
  const challenge = challengeId.startsWith(CONFIRM_PREFIX) ? await desk.takeChallenge(challengeId) : null;
  const response = parseAuthenticationResponse(field("response"));
  const fail = async (reason: string, status: 400 | 401, message: string) => {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
    await desk.auditRepeated(
      {
        action: "password.confirm_failed",
        staffId: staff.id,
        subject: staff.id,
        ip,
        detail: { method: "passkey", reason },
      },
      since,
    );
    return refusePasswordChange(status, message);
  };
  const notVerified = "That passkey could not confirm it is you. Please try again.";
  if (!response) return fail("malformed", 400, PASSKEY_MESSAGES.malformed);
  if (!challenge || challenge.staffId !== staff.id) return fail("expired_challenge", 400, PASSKEY_MESSAGES.expired);
  const passkey = await desk.passkey(response.id);
  // Only the account's own passkeys confirm a change to its password.
  if (!passkey || passkey.staffId !== staff.id) return fail("not_their_passkey", 401, notVerified);
  if (response.response.userHandle && response.response.userHandle !== userHandle(staff.id))
    return fail("wrong_user", 401, notVerified);
  const newCounter = await verifiedCounter(request, response, challenge.challenge, passkey);
  if (newCounter === null) return fail("not_verified", 401, notVerified);
  await desk.passkeyUsed(passkey.id, newCounter);
  return saveOwnPassword(desk, staff, request, form, "passkey");
}

// ---- Naming and removing (plain forms on the account page) -------------------------------

/**
 * The account page's passkey forms: rename (intent=rename, id, name) and remove
 * (intent=remove, id; the page asks first, through its own confirmation step). Success
 * redirects back to the page with a notice; a problem is answered with a 4xx and the page
 * shows it beside the form.
 */
export async function changePasskey(desk: DeskStore, staff: StaffMember, form: FormData) {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const id = field("id");
  const problem = (result: PasskeyFormProblem, status: 400 | 404) => data(result, { status });
  const notFound = "That passkey was not found: it may have been removed already.";

  switch (field("intent")) {
    case "rename": {
      const name = cleanPasskeyName(field("name"));
      const nameProblem = passkeyNameProblem(name);
      if (nameProblem) return problem({ intent: "rename", id, name: field("name"), error: nameProblem }, 400);
      if (!id || !(await desk.renamePasskey(staff.id, id, name)))
        return problem({ intent: "rename", id, error: notFound }, 404);
      await desk.audit({ action: "passkey.renamed", staffId: staff.id, subject: staff.id, detail: { name } });
      return redirect("/desk/account?saved=renamed", 303);
    }
    case "remove": {
      if (!id || !(await desk.removePasskey(staff.id, id)))
        return problem({ intent: "remove", id, error: notFound }, 404);
      return redirect("/desk/account?saved=removed", 303);
    }
    default:
      return problem({ intent: "unknown", id, error: "Unknown action. Please reload the page and try again." }, 400);
  }
}
