/**
 * Indian mobile numbers as people write them (issue 14, docs/decisions/0012). A mobile number
 * has 10 digits and starts with 6, 7, 8 or 9. People paste it with the country code
 * ("+91 98765 43210", "91-98765-43210") or the trunk prefix ("098765 43210"): on an input of
 * 11 to 13 digits, a leading 91 and then a 0 are those codes, never part of the number.
 * Stored as "+91" and the 10 digits; rows stored before hold the 10 digits alone, and every
 * reader (lead matching, the desk, exports) takes the last 10 digits of either.
 */

/** The longest phone a form takes as typed: "+91 (0) 98765-43210" and a little room. */
export const PHONE_INPUT_MAX = 20;

/** Digits, a leading plus and the separators people type between groups. */
const PHONE_CHARACTERS = /[^\d\s+().-]/g;
/** An optional 91, an optional 0, then the mobile number itself. */
const MOBILE = /^(?:91)?0?([6-9]\d{9})$/;

/** The 10-digit mobile number in what someone typed or pasted, or null when there is none. */
export function mobileNumber(value: string): string | null {
  const text = value.trim();
  if (text.match(PHONE_CHARACTERS) || text.lastIndexOf("+") > 0) return null;
  return MOBILE.exec(text.replace(/\D/g, ""))?.[1] ?? null;
}

/** How a phone is stored: "+919876543210", or null when it is not an Indian mobile number. */
export function storedPhone(value: string): string | null {
  const local = mobileNumber(value);
  return local ? `+91${local}` : null;
}

/**
 * As the visitor types or pastes into a mobile number's field: characters no phone number
 * has are dropped, and a complete number in any spelling becomes its 10 digits.
 */
export function phoneAsTyped(value: string): string {
  const kept = value.replace(PHONE_CHARACTERS, "");
  return mobileNumber(kept) ?? kept;
}
