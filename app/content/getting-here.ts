import type { z } from "zod";
import type { gettingHereSchema } from "./disclosure-schemas";

/**
 * Getting here (the contact page): a landmark, the nearest metro station and bus stop, and
 * directions in a sentence or two. The map link is made from the address (./site.ts), a plain
 * link: no map or script from another site is embedded. `null` shows "To be confirmed", and
 * the launch check lists it (./readiness.ts).
 */
export const gettingHere: z.infer<typeof gettingHereSchema> = {
  // e.g. "Opposite the Sector 00 community centre"
  landmark: null,
  // e.g. "Sector 00 station (Rapid Metro), a 10-minute walk"
  metro: null,
  // e.g. "Sector 00 bus stop (Gurugram city bus routes 1 and 5), 2 minutes"
  bus: null,
  directions: null,
};

/** A plain link that opens the address in Google Maps (its documented search URL). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
