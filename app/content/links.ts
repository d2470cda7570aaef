import type { SiteConfig } from "./schemas";

/**
 * Links and lines derived from the institute's details (app/content/site.ts). They take the
 * details as arguments: the browser gets them with the page's data (app/lib/site-data).
 */

/** tel: link for a phone entry of the site config. */
export function telHref(phone: { digits: string }): string {
  return `tel:+${phone.digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A chat-app link to the institute's chat number with prefilled text. */
export function chatHref(chat: { digits: string }, text: string): string {
  return `https://wa.me/${chat.digits}?text=${encodeURIComponent(text)}`;
}

/** The floating chat button's greeting. */
export const CHAT_GREETING = "Hello! I would like more information about the B.Voc courses.";

type Address = Pick<SiteConfig["address"], "street" | "locality" | "city" | "state" | "postalCode">;

/** "Gurugram, Haryana". */
export function cityLine(address: Pick<Address, "city" | "state">): string {
  return `${address.city}, ${address.state}`;
}

/** The city and the state as a Hindi page names them (both are fixed: ./schemas.ts). */
const HINDI_PLACES: Record<Address["city"] | Address["state"], string> = { Gurugram: "गुरुग्राम", Haryana: "हरियाणा" };

/** "गुरुग्राम, हरियाणा" on a Hindi page. */
export function hindiCityLine(address: Pick<Address, "city" | "state">): string {
  return `${HINDI_PLACES[address.city]}, ${HINDI_PLACES[address.state]}`;
}

/** The address on one line: "Plot 00, Sample Road, Sector 00, Gurugram, Haryana 122001". */
export function fullAddress(address: Address): string {
  return [address.street, address.locality, `${cityLine(address)} ${address.postalCode}`].join(", ");
}
