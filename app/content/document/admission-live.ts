import type { Language } from "#domain/language.ts";
import { liveConfirmedKeys, liveContent } from "#content/live.ts";
import type {
  AdmissionSection,
  ClaimsSection,
  ContactSection,
  InBothLanguages,
  UniversitiesSection,
} from "./admission";
import { claimItemKey, claimUnbacked, EDITABLE_CLAIMS, type EditableClaim } from "./admission";
import type { GrievanceSection } from "./grievance";

/**
 * The admission, contact and claims sections as pages show them: read from the published
 * revision (../live.ts) by loaders and the server's HTML renderers, never by components.
 */
export function liveAdmission(): AdmissionSection {
  return liveContent().admission;
}

/** The year the admission page advertises: the session's first ("2026–27" → 2026). */
export function liveAdmissionYear(): number {
  return Number(liveAdmission().session.slice(0, 4));
}

export function liveContact(): ContactSection {
  return liveContent().contact;
}

export function liveUniversities(): UniversitiesSection {
  return liveContent().universities;
}

/** The grievances page's facts (./grievance.ts). */
export function liveGrievance(): GrievanceSection {
  return liveContent().grievance;
}

/**
 * The claims as the pages show them (issue 52): a claim the launch check lists as unconfirmed
 * (shown without its source or year, and not confirmed as it stands in the desk's launch
 * checklist) is left out until it is confirmed, as if switched off, so no page states it as
 * fact. The launch check is the one source of what is unconfirmed (app/content/readiness.ts).
 */
export function liveClaims(): ClaimsSection {
  const { claims } = liveContent();
  const confirmed = new Set(liveConfirmedKeys());
  const onPages = (claim: EditableClaim) => ({
    ...claims[claim],
    shown: claims[claim].shown && (!claimUnbacked(claims[claim]) || confirmed.has(claimItemKey(claim))),
  });
  return Object.fromEntries(EDITABLE_CLAIMS.map((claim) => [claim, onPages(claim)])) as ClaimsSection;
}

/** A text in the page's language. */
export function textIn(text: InBothLanguages, language: Language): string {
  return text[language];
}

/** A text in the page's language, or null while not given. */
export function maybeIn(text: InBothLanguages | null, language: Language): string | null {
  return text === null ? null : text[language];
}
