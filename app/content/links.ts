import { site } from "./site";

/** tel: link for a phone entry of the site config. */
export function telHref(phone: { digits: string } = site.phone): string {
  return `tel:+${phone.digits}`;
}

export function mailtoHref(email: string = site.email): string {
  return `mailto:${email}`;
}

/** A chat-app link to the institute's number with prefilled text. */
export function chatHref(text: string): string {
  return `https://wa.me/${site.chat.digits}?text=${encodeURIComponent(text)}`;
}

/** The floating chat button's greeting (spec section 2). */
export const CHAT_GREETING = "Hello! I would like more information about the B.Voc courses.";

/** A course card's Enquire link names the course. */
export function courseEnquiryText(courseName: string): string {
  return `Hello! I am interested in the ${courseName} course. Please share more details about admission, fees and eligibility.`;
}

export const cityLine = `${site.address.city}, ${site.address.state}`;

export const fullAddress = [
  site.address.street,
  site.address.locality,
  `${site.address.city}, ${site.address.state} ${site.address.postalCode}`,
].join(", ");
