import { emailKey, phoneKey } from "./leads";

/**
 * Whether a rights request comes from the person whose lead it was matched to (issue #49,
 * finding 4). A request is matched to a lead by its phone or its email (server/storage/
 * sqlite-store.ts savePrivacyRequest), and anyone can type someone else's phone number: a
 * request whose name or email differ from the lead's may come from someone else, who must not
 * be sent the lead's data or have it erased. Such a request waits until the lead confirms it
 * through the contact details stored on the lead, never the ones on the request. Pure;
 * unit-tested in request-identity.test.ts, enforced by the store (server/storage/privacy-store.ts).
 */

/** The details a request and a lead both carry. */
export const IDENTIFIERS = ["name", "phone", "email"] as const;
export type Identifier = (typeof IDENTIFIERS)[number];

export const IDENTIFIER_LABELS: Record<Identifier, string> = { name: "Name", phone: "Phone", email: "Email" };

/** same: as the lead's; differs: both given, not the same; missing: one of them has none. */
export type IdentifierMatch = "same" | "differs" | "missing";

export interface RequestIdentity {
  name: IdentifierMatch;
  phone: IdentifierMatch;
  email: IdentifierMatch;
  /** The name or the email is not the lead's: the lead must confirm the request before a download or erasure. */
  needsVerification: boolean;
}

type Details = Record<Identifier, string>;

/** A name as compared: NFC, single spaces, case ignored ("priya  SHARMA" is "Priya Sharma"). */
function nameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

const KEYS: Record<Identifier, (value: string) => string> = { name: nameKey, phone: phoneKey, email: emailKey };

function compare(identifier: Identifier, request: string, lead: string): IdentifierMatch {
  const [a, b] = [KEYS[identifier](request), KEYS[identifier](lead)];
  if (a === "" || b === "") return "missing";
  return a === b ? "same" : "differs";
}

/**
 * How a request's details compare with its lead's. A request needs verification unless both
 * its name and its email are the lead's: a phone alone proves nothing (it is printed on
 * admission forms, shared in families and WhatsApp groups), and a request that gives an email
 * the lead never gave may be sent the data at that address.
 */
export function compareIdentity(request: Details, lead: Details): RequestIdentity {
  const name = compare("name", request.name, lead.name);
  const phone = compare("phone", request.phone, lead.phone);
  const email = compare("email", request.email, lead.email);
  return { name, phone, email, needsVerification: name !== "same" || email !== "same" };
}

/**
 * How staff confirm a request with the lead, through the lead's own stored details: a call to
 * the phone stored on the lead, or an email to the address stored on the lead that the lead
 * answered. Recorded on the request with who and when. Not a one-time code sent by the desk:
 * many leads give only a phone, the office phones every lead anyway, and a code would need a
 * public page to type it into and mail that reaches the person; a counsellor's call is what a
 * small institute can operate every day (docs/product.md, Privacy requests).
 */
export const VERIFICATION_METHODS = ["called_stored_phone", "emailed_stored_email"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  called_stored_phone: "I called the phone number stored on the lead, and they confirmed they made this request",
  emailed_stored_email: "I wrote to the email address stored on the lead, and they replied confirming this request",
};

/** Short, for the record on the request ("Confirmed by a call to the lead's stored phone"). */
export const VERIFICATION_METHOD_NAMES: Record<VerificationMethod, string> = {
  called_stored_phone: "a call to the phone stored on the lead",
  emailed_stored_email: "an email to the address stored on the lead",
};

/** Which of the lead's stored details a method goes through. */
export const VERIFICATION_CHANNEL: Record<VerificationMethod, "phone" | "email"> = {
  called_stored_phone: "phone",
  emailed_stored_email: "email",
};

export function isVerificationMethod(value: string): value is VerificationMethod {
  return (VERIFICATION_METHODS as readonly string[]).includes(value);
}

/** Why a download or erasure was refused while a request waits for the lead's confirmation. */
export function awaitingVerificationMessage(requestIds: readonly string[]): string {
  const which = requestIds.length === 1 ? `Request ${requestIds[0]}` : `Requests ${requestIds.join(", ")}`;
  return `${which} came with a name or email that differ from this lead's, so it may not be from them. Confirm it with the lead through their own phone or email (stored on the lead) and record that on the Privacy requests page, or mark it answered if they did not make it. Until then their data cannot be downloaded or erased.`;
}
