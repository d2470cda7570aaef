import { fullAddress, hindiCityLine } from "#content/links.ts";
import type { SiteConfig } from "#content/schemas.ts";
import type { Language } from "#domain/language.ts";

/**
 * The institute's address in a page's language. On a Hindi page the street and the locality
 * stay as the post office reads them, in Latin script marked `lang="en"` (the desk keeps them
 * in one script), and the city and the state are in Hindi: "Plot 00, Sample Road, Sector 00,
 * गुरुग्राम, हरियाणा 122001".
 */
export function AddressText({ address, language }: { address: SiteConfig["address"]; language: Language }) {
  if (language !== "hi") return fullAddress(address);
  return (
    <>
      <span lang="en">
        {address.street}, {address.locality}
      </span>
      , {hindiCityLine(address)} {address.postalCode}
    </>
  );
}
