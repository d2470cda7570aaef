/**
 * Indian mobile numbers as people write them (docs/decisions/0012). A mobile number
 * has 10 digits and starts with 6, 7, 8 or 9. People paste it with the country code
 * ("+91 98765 43210", "91-98765-43210") or the trunk prefix ("098765 43210"): on an input of
 * 11 to 13 digits, a leading 91 and then a 0 are those codes, never part of the number.
 * Stored as "+91" and the 10 digits; rows stored before hold the 10 digits alone, and every
 * reader (lead matching, the desk, exports) takes the last 10 digits of either.
 *
 * Only the forms' checks (loaded when a form is first used) and the server use this module:
 * a mobile number's input only drops characters no phone number has (NOT_IN_A_PHONE), which
 * keeps the form pages' first JavaScript within its budget (docs/decisions/0004).
 */
import { NOT_IN_A_PHONE } from "./forms/fields";

/** An optional 91, an optional 0, then the mobile number itself. */
const MOBILE = /^(?:91)?0?([6-9]\d{9})$/;

/**
 * Devanagari digits (०–९, which a Hindi keyboard types) as Latin ones: "९८७६५ ४३२१०" is
 * "98765 43210", stored and matched the same way.
 */
export function latinDigits(value: string): string {
  return value.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** The 10-digit mobile number in what someone typed or pasted, or null when there is none. */
export function mobileNumber(value: string): string | null {
  const text = latinDigits(value.trim());
  if (text.match(NOT_IN_A_PHONE) || text.lastIndexOf("+") > 0) return null;
  const digits = text.replace(/\D/g, "");
  // After a "+" comes a country code: "+98 76543 2100" is a number in Iran, not India's.
  if (text.startsWith("+") && !digits.startsWith("91")) return null;
  return MOBILE.exec(digits)?.[1] ?? null;
}

/** How a phone is stored: "+919876543210", or null when it is not an Indian mobile number. */
export function storedPhone(value: string): string | null {
  const local = mobileNumber(value);
  return local ? `+91${local}` : null;
}
