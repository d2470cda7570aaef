import { z } from "zod";
import { privacy } from "#content/privacy.ts";
import { privacyConfigSchema, type PrivacyConfig, type SiteConfig } from "#content/schemas.ts";

/**
 * The privacy notice's facts staff keep true from the desk (Site content, Privacy contact):
 * who the data fiduciary is, the person who answers questions about personal data, and who
 * processes it on the institute's behalf. The notice's wording, the days to answer and how
 * long details are kept stay in app/content/privacy.ts: legal choices a developer changes with
 * the notice's version (decision 11).
 *
 * Every submission stores the version of the notice it was sent under, so a publish that
 * changes these facts makes a new edition of the notice (`edition`, with the day it was
 * published): the version shown and stored is then the shipped version and the edition ("3.1").
 */
export const privacySectionSchema = z
  .object({
    /** The legal name of the institute, or of the society or trust that runs it. */
    fiduciaryName: z.string().trim().min(1, "is needed: the legal name of who runs the institute"),
    contact: privacyConfigSchema.shape.contact,
    processors: privacyConfigSchema.shape.processors,
    /**
     * The role and the processors in Hindi; a revision written before they were asked for
     * lacks them (read as empty, and the desk names each until it is given: privacyProblems).
     */
    hindi: privacyConfigSchema.shape.hindi.default({ role: "", hosting: "", mail: "" }),
    /** How many published changes of these facts since the shipped notice; 0 for the shipped facts. */
    edition: z.number().int().min(0),
    /** The day the edition was published (India time), or null for the shipped facts. */
    editionOn: z.iso.date().nullable(),
  })
  .strict();

export type PrivacySection = z.infer<typeof privacySectionSchema>;

/** The shipped notice's facts as the first revision holds them. */
export function shippedPrivacySection(): PrivacySection {
  return structuredClone({
    fiduciaryName: privacy.fiduciary.name,
    contact: privacy.contact,
    processors: privacy.processors,
    hindi: privacy.hindi,
    edition: 0,
    editionOn: null,
  }) as PrivacySection;
}

/** The facts staff edit, without the edition the publish keeps: what a new edition is made for. */
function factsOf(section: PrivacySection) {
  const { edition: _edition, editionOn: _on, ...facts } = section;
  return JSON.stringify(facts);
}

/**
 * The section as it is published after `live`'s: a new edition, dated `today`, when its facts
 * changed (a restore of older facts too); as it was when they did not.
 */
export function nextPrivacyEdition(published: PrivacySection, live: PrivacySection, today: string): PrivacySection {
  if (factsOf(published) === factsOf(live)) return { ...published, edition: live.edition, editionOn: live.editionOn };
  return { ...published, edition: Math.max(live.edition, published.edition) + 1, editionOn: today };
}

/** The notice's facts as the pages, the forms and the desk read them: the shipped notice with the published section. */
export function privacyFrom(section: PrivacySection, site: Pick<SiteConfig, "address">): PrivacyConfig {
  const { street, locality, city, state, postalCode } = site.address;
  return {
    ...privacy,
    version: section.edition === 0 ? privacy.version : `${privacy.version}.${section.edition}`,
    publishedOn: section.editionOn && section.editionOn > privacy.publishedOn ? section.editionOn : privacy.publishedOn,
    fiduciary: { name: section.fiduciaryName, address: `${street}, ${locality}, ${city}, ${state} ${postalCode}` },
    contact: section.contact,
    processors: section.processors,
    hindi: section.hindi,
  };
}

/** A Hindi text of the notice left empty: publishing is refused, naming the field, as the build refuses a missing key. */
export function privacyProblems(section: PrivacySection): { path: string; message: string }[] {
  return (Object.keys(section.hindi) as (keyof PrivacySection["hindi"])[])
    .filter((key) => section.hindi[key].trim() === "")
    .map((key) => ({ path: `privacy.hindi.${key}`, message: "needs its Hindi text too" }));
}
