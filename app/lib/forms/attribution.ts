import { landingAttribution } from "#domain/attribution.ts";
import { LANDING_FIELDS } from "./fields";

/**
 * Fills a form's landing fields just before it is sent: the page this visit began on (the
 * document's own navigation entry, which client-side navigation does not change), its
 * campaign tags and the referring site. Loaded with the validator, not with the page.
 */
export function fillLandingFields(form: HTMLFormElement): void {
  const entry = performance.getEntriesByType("navigation")[0];
  const landing = landingAttribution(new URL(entry?.name || location.href), document.referrer);
  for (const name of LANDING_FIELDS) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = landing[name];
  }
}
