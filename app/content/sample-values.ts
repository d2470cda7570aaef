import type { SiteConfig } from "./schemas";

/**
 * The shipped sample contact details are recognisable by their form, so the site knows by
 * itself when it still shows them (the demonstration notice on every page, and the launch
 * check): sample numbers are +91 followed by 0, which no Indian subscriber's number is;
 * sample emails use the domains reserved for examples (RFC 2606); the sample address says
 * "Sample". Real details pass these rules without anyone remembering to switch a flag off.
 */
export function isSamplePhone(phone: { digits: string }): boolean {
  return phone.digits.startsWith("910");
}

const RESERVED_EMAIL_DOMAIN = /@(?:[^@]+\.)?(?:example\.(?:com|net|org)|[^@.]+\.example)$/i;

export function isSampleEmail(email: string): boolean {
  return RESERVED_EMAIL_DOMAIN.test(email.trim());
}

export function isSampleAddress(address: Pick<SiteConfig["address"], "street" | "locality">): boolean {
  return /\bsample\b/i.test(`${address.street} ${address.locality}`);
}

type ContactDetails = Pick<SiteConfig, "phone" | "altPhone" | "chat" | "email" | "admissionsEmail" | "address">;

/** The contact details that are still samples, named as the launch check lists them. */
export function sampleContactDetails(site: ContactDetails): string[] {
  const found: string[] = [];
  if (isSamplePhone(site.phone)) found.push("phone");
  if (isSamplePhone(site.altPhone)) found.push("second phone (altPhone)");
  if (isSamplePhone(site.chat)) found.push("chat number");
  if (isSampleEmail(site.email)) found.push("email");
  if (isSampleEmail(site.admissionsEmail)) found.push("admissions email");
  if (isSampleAddress(site.address)) found.push("address");
  return found;
}
