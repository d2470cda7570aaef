import type { ContentDocument } from "./content-document";
import type { LaunchItem } from "./launch-items";
import { seedDocument } from "./seed-document";

/**
 * The SAMPLE values staff replace from the desk (Site content → Institute details,
 * Universities, Privacy contact), by their marker's key (./launch-items.ts markerItems):
 * where each marked value is in the content document. A marker whose value the published
 * content no longer holds as shipped was replaced, and is no longer an item of the launch
 * check: a sample goes once it is confirmed or replaced.
 */
const site = (words: string) => `marker:app/content/site.ts:sample-value-${words}`;
const privacy = (words: string) => `marker:app/content/privacy.ts:sample-value-${words}`;
const social = (name: string) => (document: ContentDocument) =>
  document.institute.social.find((link) => link.name === name)?.url ?? null;

const MARKED_VALUES: Readonly<Record<string, (document: ContentDocument) => unknown>> = {
  [site("the-admissions-phone")]: (document) => document.institute.phone,
  [site("the-two-partner-universities")]: (document) => document.institute.universities,
  [site("the-institute-s-name")]: (document) => document.institute.name,
  [site("the-institute-s-short-name")]: (document) => document.institute.shortName,
  [site("the-second-admissions-line")]: (document) => document.institute.altPhone,
  [site("the-chat-number")]: (document) => document.institute.chat,
  [site("the-general-email")]: (document) => document.institute.email,
  [site("the-admissions-email")]: (document) => document.institute.admissionsEmail,
  [site("street-address")]: (document) => document.institute.address.street,
  [site("sector-or-locality")]: (document) => document.institute.address.locality,
  [site("pin-code")]: (document) => document.institute.address.postalCode,
  [site("the-facebook-page")]: social("Facebook"),
  [site("the-instagram-page")]: social("Instagram"),
  [site("the-youtube-page")]: social("YouTube"),
  [site("the-linkedin-page")]: social("LinkedIn"),
  [privacy("the-legal-name-of-the-institute-or-the-society-trust-that-runs-it")]: (document) =>
    document.privacy.fiduciaryName,
  [privacy("who-answers-data-questions")]: (document) => document.privacy.contact.name,
  [privacy("their-role")]: (document) => document.privacy.contact.role,
  [privacy("their-email")]: (document) => document.privacy.contact.email,
  [privacy("their-phone")]: (document) => document.privacy.contact.phone,
  [privacy("the-hosting-provider")]: (document) => document.privacy.processors.hosting,
  [privacy("the-mail-provider")]: (document) => document.privacy.processors.mail,
};

/** The marker keys MARKED_VALUES knows: a test checks each is a marker the sources have. */
export const MARKED_VALUE_KEYS: readonly string[] = Object.keys(MARKED_VALUES);

let shipped: ContentDocument | undefined;

/** The keys of the SAMPLE markers whose values `document` has replaced. */
export function replacedMarkers(document: ContentDocument): Set<string> {
  shipped ??= seedDocument();
  const same = (read: (document: ContentDocument) => unknown) =>
    JSON.stringify(read(document)) === JSON.stringify(read(shipped!));
  return new Set(Object.entries(MARKED_VALUES).flatMap(([key, read]) => (same(read) ? [] : [key])));
}

/** `items` without the markers whose values `document` has replaced. */
export function withoutReplacedMarkers(items: readonly LaunchItem[], document: ContentDocument): LaunchItem[] {
  const replaced = replacedMarkers(document);
  return items.filter((item) => !replaced.has(item.key));
}
