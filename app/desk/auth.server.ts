import { parse, serialize, type SerializeOptions } from "cookie";
import { randomBytes } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import {
  CONTENT_ROLES,
  LEAD_ROLES,
  ROLE_LABELS,
  STAFF_ROLES,
  worksLeads,
  type DeskStore,
  type StaffMember,
  type StaffRole,
} from "#domain/desk.ts";
import { emailKey } from "#domain/leads.ts";
import { hashToken, sessionCookieName } from "#domain/desk-session.ts";
import {
  decoyHash,
  HashingBusy,
  hashPassword,
  passwordProblem,
  verifyPassword,
  withHashingSlot,
} from "./passwords.server";

/**
 * Staff sign-in and sessions. A session is a random token in a cookie; the database keeps
 * only its SHA-256, so a copy of the database cannot be used to sign in, and a session can
 * be ended from the server (sign out everywhere, a disabled account).
 */

/** How long a one-time sign-in link works. */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Failed sign-ins are counted over this window… */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …and refused beyond this many for one account (known or not)… */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** …or this many from one address. */
export const MAX_FAILURES_PER_ADDRESS = 20;

export const SIGN_IN_FAILED = "That email and password do not match an active account.";
export const SIGN_IN_THROTTLED = "Too many failed sign-ins. Please wait 15 minutes and try again.";
export const SIGN_IN_POSTS_LIMITED =
  "Too many sign-in attempts from your network. Please wait 10 minutes and try again.";
export const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";
export const SIGN_IN_BUSY = "Too many sign-ins are being checked right now. Please try again in a minute.";
/** An address an account signed in from within this long is a known device for it (see claimPasswordAttempt). */
export const KNOWN_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export { hashToken };

/** What failed sign-ins for one email are counted under, whether or not an account has it. */
export function accountSubject(email: string): string {
  return `email:${hashToken(emailKey(email))}`;
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** Over HTTPS the cookie is `Secure` and `__Host-` prefixed (only this host, path /, never over HTTP). */
function cookieName(request: Request): string {
  return sessionCookieName(isHttps(request));
}

function cookieOptions(request: Request): SerializeOptions {
  return { path: "/", httpOnly: true, sameSite: "lax", secure: isHttps(request) };
}

export function sessionCookie(request: Request, token: string): string {
  return serialize(cookieName(request), token, cookieOptions(request));
}

export function clearedSessionCookie(request: Request): string {
  return serialize(cookieName(request), "", { ...cookieOptions(request), maxAge: 0 });
}

export function sessionToken(request: Request): string | null {
  return parse(request.headers.get("cookie") ?? "")[cookieName(request)] || null;
}

export function deskStore(context: AppLoadContext): DeskStore {
  if (!context.desk) {
    throw data("The desk cannot reach its database right now. Please try again in a minute.", { status: 503 });
  }
  return context.desk;
}

/** The signed-in staff member, or null. */
export async function currentStaff(request: Request, context: AppLoadContext): Promise<StaffMember | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const session = await deskStore(context).session(hashToken(token));
  return session?.staff ?? null;
}

/**
 * Where to come back to after signing in: a desk path on this site, never elsewhere
 * ("//evil.example", "https://…"). Anything else goes to the desk's start page.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/desk")) return "/desk";
  const base = "http://desk.invalid";
  try {
    const url = new URL(next, base);
    return url.origin === base && /^\/desk(\/|$)/.test(url.pathname) ? url.pathname + url.search : "/desk";
  } catch {
    return "/desk";
  }
}

/** Why a signed-in person is refused a page their role may not open (403). */
function refusal(roles: readonly StaffRole[]): string {
  if (roles.length === 1 && roles[0] === "admin") return "Only an admin can open this page.";
  if (roles.every((role) => worksLeads(role)))
    return "This page shows leads, enquiries or students' details: only counsellors and admins can open it.";
  if (roles.every((role) => (CONTENT_ROLES as readonly StaffRole[]).includes(role)))
    return "Only an admin or an editor can edit the site's content.";
  return `This page is for ${roles.map((role) => ROLE_LABELS[role].toLowerCase()).join(" and ")}s only.`;
}

/**
 * Every desk loader and action starts here, naming the roles it allows (every role when it
 * names none: the account page, signing out). Nobody signed in: to the sign-in page (and back
 * afterwards). Signed in without one of the roles: 403, saying why. A lead, enquiry, report or
 * personal-data page calls requireLeadWorker, so an editor is refused it.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  roles: readonly StaffRole[] = STAFF_ROLES,
): Promise<{ staff: StaffMember; desk: DeskStore }> {
  const desk = deskStore(context);
  const staff = await currentStaff(request, context);
  if (!staff) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`/desk/sign-in?next=${encodeURIComponent(back)}`, request.method === "GET" ? 302 : 303);
  }
  if (!roles.includes(staff.role)) throw data(refusal(roles), { status: 403 });
  return { staff, desk };
}

/** Admins only: staff, imports, exports, allocation, privacy requests, the audit log, the launch checklist. */
export const requireAdmin = (request: Request, context: AppLoadContext) => requireStaff(request, context, ["admin"]);

/** Who works leads (admins and counsellors): every page of leads, enquiries, reports and students' details. */
export const requireLeadWorker = (request: Request, context: AppLoadContext) =>
  requireStaff(request, context, LEAD_ROLES);

/** Who edits the site's content (admins and editors): the content and photo pages. */
export const requireContentEditor = (request: Request, context: AppLoadContext) =>
  requireStaff(request, context, CONTENT_ROLES);

export type PasswordSignIn =
  { ok: true; staff: StaffMember; token: string } | { ok: false; status: 401 | 429 | 503; message: string };

export type PasswordCheck = { ok: true; staff: StaffMember } | { ok: false; status: 401 | 429 | 503; message: string };

/**
 * Checks an email and password. Failures are throttled per account and per address, and
 * every answer that is not a success says the same thing, so the form never tells whether
 * an email belongs to an account.
 *
 * The attempt is claimed in the store (one write) before its hash is
 * checked, and counts as a failure until it is settled: concurrent posts cannot all be
 * checked against a count none of them has added to yet. The hash itself waits for one of
 * the process's few hashing slots, or is refused at once when too many wait.
 */
export async function checkPassword(
  desk: DeskStore,
  input: { email: string; password: string; ip: string },
  now: Date = new Date(),
): Promise<PasswordCheck> {
  const subject = accountSubject(input.email);
  const claim = await desk.claimPasswordAttempt({
    subject,
    email: input.email,
    ip: input.ip,
    since: new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString(),
    maxPerAccount: MAX_FAILURES_PER_ACCOUNT,
    maxPerAddress: MAX_FAILURES_PER_ADDRESS,
    knownSince: new Date(now.getTime() - KNOWN_DEVICE_MS).toISOString(),
  });
  if (!claim.ok) return { ok: false, status: 429, message: SIGN_IN_THROTTLED };

  let account: Awaited<ReturnType<DeskStore["credentialsFor"]>>;
  let matches: boolean;
  try {
    account = await desk.credentialsFor(input.email);
    const hash = account?.active && account.passwordHash ? account.passwordHash : await decoyHash();
    matches =
      (await withHashingSlot(() => verifyPassword(input.password, hash))) &&
      account?.active === true &&
      account.passwordHash !== null;
  } catch (error) {
    // Not checked: the attempt no longer counts against anyone.
    await desk.settlePasswordAttempt(claim.attemptId, { failed: false });
    if (error instanceof HashingBusy) return { ok: false, status: 503, message: SIGN_IN_BUSY };
    throw error;
  }
  if (!matches || !account) {
    await desk.settlePasswordAttempt(claim.attemptId, { failed: true, staffId: account?.id ?? null });
    return { ok: false, status: 401, message: SIGN_IN_FAILED };
  }
  await desk.settlePasswordAttempt(claim.attemptId, { failed: false });
  const { passwordHash: _hash, ...staff } = account;
  return { ok: true, staff };
}

/** checkPassword, then a new session. */
export async function signInWithPassword(
  desk: DeskStore,
  input: { email: string; password: string; ip: string },
  now: Date = new Date(),
): Promise<PasswordSignIn> {
  const checked = await checkPassword(desk, input, now);
  if (!checked.ok) return checked;
  const token = await startSession(desk, checked.staff, input.ip, "password");
  return { ok: true, staff: checked.staff, token };
}

/** A new session (a new token at every sign-in), recorded in the audit log. */
export async function startSession(
  desk: DeskStore,
  staff: StaffMember,
  ip: string,
  method: "password" | "passkey" | "link",
) {
  const token = newToken();
  await desk.createSession(hashToken(token), staff.id);
  await desk.audit({ action: "sign_in", staffId: staff.id, subject: staff.id, ip, detail: { method } });
  return token;
}

/** A one-time sign-in link for a staff member: its token is shown once and stored hashed. */
export async function createSignInLink(
  desk: DeskStore,
  staffId: string,
  siteUrl: string,
  by: string | null,
  now = new Date(),
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS);
  await desk.createSignInLink(staffId, hashToken(token), expiresAt.toISOString(), by);
  return { url: `${siteUrl.replace(/\/+$/, "")}/desk/welcome/${token}`, expiresAt };
}

export interface PasswordChangeProblem {
  intent: "password";
  error: string;
}

/**
 * A signed-in staff member changes their own password (the account page): confirmed with
 * the current password (checked and throttled as a sign-in is) or one of their passkeys,
 * the new one by the same policy as a sign-in link's. Every other session of the account
 * ends; this one stays.
 */
export type PasswordChange =
  { ok: true; sessionsEnded: number } | { ok: false; status: 400 | 401 | 429 | 503; problem: PasswordChangeProblem };

export function refusePasswordChange(status: 400 | 401 | 429 | 503, error: string): PasswordChange {
  return { ok: false, status, problem: { intent: "password", error } };
}

function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** What is wrong with the new password on the account page's form (the policy, the two the same), or null. */
export async function newPasswordProblem(form: FormData): Promise<string | null> {
  const password = formText(form, "password");
  return (
    (await passwordProblem(password)) ??
    (password !== formText(form, "confirm") ? "The two new passwords are not the same." : null)
  );
}

/**
 * Saves the staff member's new password once they have confirmed it is them (their current
 * password, or one of their passkeys: passkeys.server.ts): every other session of the
 * account ends in the same transaction, this one stays.
 */
export async function saveOwnPassword(
  desk: DeskStore,
  staff: StaffMember,
  request: Request,
  form: FormData,
  confirmedWith: "password" | "passkey",
): Promise<PasswordChange> {
  let hash: string;
  try {
    hash = await withHashingSlot(() => hashPassword(formText(form, "password")));
  } catch (error) {
    if (error instanceof HashingBusy) return refusePasswordChange(503, SIGN_IN_BUSY);
    throw error;
  }
  const token = sessionToken(request);
  const sessionsEnded = await desk.setPassword(staff.id, hash, token ? hashToken(token) : undefined, confirmedWith);
  return { ok: true, sessionsEnded };
}

/** The account page's password change confirmed with the current password (checked and throttled as a sign-in). */
export async function changeOwnPassword(
  desk: DeskStore,
  staff: StaffMember,
  request: Request,
  form: FormData,
  ip: string,
): Promise<PasswordChange> {
  if (!staff.hasPassword)
    return refusePasswordChange(
      400,
      "Your account has no password yet: confirm with your passkey, or ask an admin for a sign-in link.",
    );
  const current = formText(form, "current");
  if (!current) return refusePasswordChange(400, "Enter your current password.");
  const problem = await newPasswordProblem(form);
  if (problem) return refusePasswordChange(400, problem);
  const checked = await checkPassword(desk, { email: staff.email, password: current, ip });
  if (!checked.ok)
    return refusePasswordChange(
      checked.status,
      checked.status === 401 ? "Your current password is not right." : checked.message,
    );
  if (checked.staff.id !== staff.id) return refusePasswordChange(401, "Your current password is not right.");
  return saveOwnPassword(desk, staff, request, form, "password");
}
