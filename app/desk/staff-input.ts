import { STAFF_ROLES } from "#domain/desk.ts";
import { HIDDEN_IN_LINE } from "#app/lib/forms/plain-text.ts";

/**
 * Checks a new staff account's details; shared by the desk's Staff page and
 * `npm run staff -- add`. Returns one sentence saying what is wrong, or null. Both callers
 * normalise the values to NFC first.
 */
export function staffInputProblem(input: { email: string; name: string; role: string }): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email) || input.email.length > 254)
    return `"${input.email}" is not an email address.`;
  const name = input.name.trim();
  if (!name) return "Give the person's name.";
  if (name.length > 100) return "Keep the name under 100 characters.";
  // The public forms' rule for a name (control characters, line breaks, bidirectional controls).
  if (HIDDEN_IN_LINE.test(name)) return "The name contains characters that cannot be shown.";
  if (!(STAFF_ROLES as readonly string[]).includes(input.role))
    return `The role must be ${STAFF_ROLES.slice(0, -1).join(", ")} or ${STAFF_ROLES.at(-1)}, not "${input.role}".`;
  return null;
}
