import { claimSources } from "#content/claim-sources.ts";
import { feePolicies } from "#content/fees.ts";
import { gettingHere } from "#content/getting-here.ts";
import { intake } from "#content/intake.ts";
import { recognition } from "#content/recognition.ts";
import { recognitionText } from "#content/translations/recognition.ts";
import { helplinePurpose } from "#content/site.ts";
import { admissionStepsText, admissionText } from "#content/translations/admission.ts";
import { contactText } from "#content/translations/contact.ts";
import {
  EDITABLE_CLAIMS,
  GETTING_HERE_FACTS,
  type AdmissionSection,
  type ClaimsSection,
  type ContactSection,
  type PolicyKey,
  type UniversitiesSection,
} from "./admission";

/**
 * The admission, contact and claims sections as shipped in app/content: part of a fresh
 * database's first revision (../seed-document.ts).
 */
export function shippedAdmission(): AdmissionSection {
  const policyKeys = Object.keys(feePolicies) as PolicyKey[];
  return structuredClone({
    session: intake.session,
    lastDateToApply: intake.lastDateToApply,
    classesBegin: intake.classesBegin,
    importantDates: [],
    steps: admissionStepsText.en.map((step, index) => ({
      title: { en: step.title, hi: admissionStepsText.hi[index]!.title },
      text: { en: step.text, hi: admissionStepsText.hi[index]!.text },
    })),
    documents: {
      lead: { en: admissionText.en.documents.lead, hi: admissionText.hi.documents.lead },
      items: admissionText.en.documents.items.map((item, index) => ({
        name: { en: item.name, hi: admissionText.hi.documents.items[index]!.name },
        when: { en: item.when, hi: admissionText.hi.documents.items[index]!.when },
      })),
    },
    policies: Object.fromEntries(
      policyKeys.map((key, index) => {
        const en = feePolicies[key];
        const hi = admissionText.hi.fees.policies[index]!.text;
        return [key, en && hi ? { en, hi } : null];
      }),
    ) as AdmissionSection["policies"],
  });
}

/**
 * The shipped getting-here facts are English only, and the Hindi page showed them as written:
 * so they start as the Hindi text too, until staff translate them in the desk.
 */
export function shippedContact(): ContactSection {
  const inBoth = (fact: string | null) => (fact === null ? null : { en: fact, hi: fact });
  return structuredClone({
    gettingHere: Object.fromEntries(
      GETTING_HERE_FACTS.map((fact) => [fact, inBoth(gettingHere[fact])]),
    ) as ContactSection["gettingHere"],
    mapUrl: null,
    helplinePurpose: { en: helplinePurpose, hi: contactText.hi.helplinePurpose },
  });
}

/** Every claim shown, as shipped, with the sources given in ../claim-sources.ts. */
export function shippedClaims(): ClaimsSection {
  return Object.fromEntries(
    EDITABLE_CLAIMS.map((claim) => [claim, { shown: true, ...claimSources[claim] }]),
  ) as ClaimsSection;
}

/** A shipped fact with its Hindi, or its English as the Hindi page showed it until translated. */
const pairOf = (en: string | null, hi: string | null) => (en === null ? null : { en, hi: hi ?? en });

export function shippedUniversities(): UniversitiesSection {
  const hindi = recognitionText.hi;
  return structuredClone({
    bodies: recognition.awardingBodies.map((body, index) => ({
      awards:
        body.awards && body.awards.map((award, line) => pairOf(award, hindi.bodies[index]?.awards?.[line] ?? null)!),
      recognition: pairOf(body.recognition, hindi.bodies[index]?.recognition ?? null),
      letters: body.letters.map((letter, line) => ({
        title: pairOf(letter.title, hindi.bodies[index]?.letters?.[line] ?? null)!,
        href: letter.href,
      })),
    })),
    certificateAwardedBy: pairOf(recognition.certificateAwardedBy, hindi.certificateAwardedBy),
    registration: pairOf(recognition.alliedHealth.ourCourses, hindi.alliedHealth.ourCourses),
  });
}
