import { officeHourReadings } from "#domain/office-hours.ts";
import type { ContentDocument } from "./content-document";
import { privacyFrom } from "./document/privacy";
import type { PrivacyConfig, SiteConfig } from "./schemas";
import { liveBinding } from "./live-document";
import { seedDocument } from "./seed-document";

/**
 * The content pages are rendered from: the published revision, or a draft while staff
 * preview it (docs/decisions/0024-content-published-from-the-desk.md). The server binds the
 * source once at start (server/content/live-binding.ts): the revision a render was started
 * with, else the revision this process serves. Unbound (the build's pre-rendering, unit
 * tests, the browser) it is the content shipped in app/content. Loaders read it on the
 * server; the browser gets what a page shows with the page's data, never from here.
 */
let seed: ContentDocument | undefined;

export function bindLiveContent(
  read: () => ContentDocument | undefined,
  confirmed: () => readonly string[] = () => [],
): void {
  liveBinding.read = read;
  liveBinding.confirmed = confirmed;
}

/**
 * The keys of the launch checklist's items admins have confirmed as they stand, as the pages
 * being rendered know them: the demonstration notice names only what is still open.
 */
export function liveConfirmedKeys(): readonly string[] {
  return liveBinding.confirmed();
}

export function liveContent(): ContentDocument {
  return liveBinding.read() ?? (seed ??= seedDocument());
}

const sites = new WeakMap<ContentDocument, SiteConfig>();

/** The institute's details as pages show them, the office hours' readings derived from its week. */
export function liveSite(): SiteConfig {
  const document = liveContent();
  let site = sites.get(document);
  if (!site) {
    const { workingWeek, ...details } = document.institute;
    site = { ...details, officeHours: officeHourReadings(workingWeek) } as SiteConfig;
    sites.set(document, site);
  }
  return site;
}

/** The week the office keeps, India time: the desk's working hours and the escalation clock count by it. */
export function liveWorkingWeek() {
  return liveContent().institute.workingWeek;
}

const privacies = new WeakMap<ContentDocument, PrivacyConfig>();

/** The privacy notice's facts as published: the notice's version follows each published change (./document/privacy.ts). */
export function livePrivacy(): PrivacyConfig {
  const document = liveContent();
  let privacy = privacies.get(document);
  if (!privacy) privacies.set(document, (privacy = privacyFrom(document.privacy, liveSite())));
  return privacy;
}
