export const PHONE_LENGTH = 10;

/** As the user types: keep digits only, at most 10 (spec section 5). */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, PHONE_LENGTH);
}

/**
 * On the server: strip separators but never truncate, so "+91 98765 43210" (12 digits)
 * is rejected rather than silently turned into a different number.
 */
export function normalizePhone(value: string): string {
  return value.replace(/\D/g, "");
}

export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value);
}
