import { findMarkers, keyPart } from "#domain/launch-readiness.ts";
import { claimSources } from "./claim-sources";
import type { ContentDocument } from "./content-document";
import { courseFullName, courses } from "./courses";
import { claimItemKey, claimUnbacked, EDITABLE_CLAIMS, type EditableClaim } from "./document/admission";
import { ELIGIBILITY_LABELS } from "./eligibility";
import { FEE_ITEM_LABELS, FEE_POLICY_TITLES, feesComplete } from "./fees";
import { grievance } from "./grievance";
import { sampleContactDetails } from "./sample-values";
import { liveContent } from "./live";
import { claims } from "./site";

/**
 * What the content still lacks, read from the content's own state rather than from comments:
 * every `null` ("To be confirmed" on the page), every example story, every claim without its
 * source and year, every sample contact detail. Read from the published content document
 * (./live.ts), the same one the pages are rendered from: every fact a value item asks for is
 * a field staff edit in the desk (readiness.test.ts holds each one to that). `npm run launch-check` lists these beside the
 * SAMPLE and UNCONFIRMED comment markers (scripts/launch-findings.ts), and the demonstration
 * notice above every page names their topics (demonstrationNotice below), so both go by
 * themselves once the facts are in.
 */

/** What a family would call each kind of pending fact, in the order the notice names them. */
export const TOPICS = ["contact details", "fees", "dates", "figures", "stories", "approvals", "other details"] as const;
export type Topic = (typeof TOPICS)[number];

export interface PendingItem {
  /**
   * What the item is, never where it sits in a list: "contact:phone", "claim:placementRate",
   * "fees:tuition". A confirmation in the desk's launch checklist is stored by it.
   */
  key: string;
  /** The content file to change, e.g. "app/content/fees.ts". */
  where: string;
  what: string;
  topic: Topic;
  /** The public pages it appears on ("/contact", "/courses/…"). */
  pages: string[];
  /**
   * "confirmation": it can be confirmed as it stands, with its source (a sample contact detail
   * that is in fact right, a claim whose source and year are given); "value": something must be
   * filled in or replaced first (a fee that is null, an example story).
   */
  needs: "confirmation" | "value";
}

const file = (name: string) => `app/content/${name}`;

/** Every page's header and footer carry the contact details; these are where they matter most. */
const CONTACT_PAGES = ["/", "/contact", "/admission"];

/** "registration, tuition and total" */
function list(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The pages of the courses lacking something: each course's page when few, the course list when many. */
function coursePages(slugs: readonly string[]): string[] {
  return slugs.length <= 3 ? slugs.map((slug) => `/courses/${slug}`) : ["/courses"];
}

/** Courses lacking something, named in full when few, counted when many. */
function whichCourses(slugs: readonly string[]): string {
  if (slugs.length === courses.length) return `all ${courses.length} courses`;
  const names = slugs.map((slug) => courseFullName(courses.find((course) => course.slug === slug)!));
  return slugs.length <= 3 ? list(names) : `${slugs.length} courses`;
}

export function pendingContent(document: ContentDocument = liveContent()): PendingItem[] {
  const items: PendingItem[] = [];
  const add = (
    key: string,
    where: string,
    topic: Topic,
    what: string,
    pages: string[],
    needs: PendingItem["needs"] = "value",
  ) => items.push({ key, where: file(where), topic, what, pages, needs });

  const { workingWeek: _week, ...contact } = document.institute;
  for (const detail of sampleContactDetails(contact))
    add(
      `contact:${detail}`,
      "site.ts",
      "contact details",
      `the ${detail} is still a sample`,
      CONTACT_PAGES,
      "confirmation",
    );

  // The claims staff edit are read as published (switched off: not shown, so nothing to back);
  // the rest as shipped.
  for (const key of Object.keys(claimSources) as (keyof typeof claimSources)[]) {
    const edited = (EDITABLE_CLAIMS as readonly string[]).includes(key)
      ? document.claims[key as EditableClaim]
      : { shown: true, ...claimSources[key] };
    if (!edited.shown) continue;
    const missing = [edited.source === null ? "source" : null, edited.year === null ? "year" : null].filter(
      Boolean,
    ) as string[];
    // claimUnbacked: the pages leave out what is listed here until it is confirmed (admission-live.ts).
    if (claimUnbacked(edited))
      add(
        claimItemKey(key),
        "claim-sources.ts",
        "figures",
        `the claim "${claims[key]}" has no ${list(missing)}`,
        key === "callback" || key === "helpline" ? ["/", "/contact"] : ["/", "/about"],
        "confirmation",
      );
  }

  const examples = document.testimonials.filter((story) => story.example);
  if (examples.length)
    add(
      "stories:examples",
      "testimonials.ts",
      "stories",
      `${examples.length} of ${document.testimonials.length} success stories are examples, not real graduates`,
      ["/success-stories", "/"],
    );

  const universities = document.universities;
  universities.bodies.forEach((body, index) => {
    const name = document.institute.universities[index] ?? `University ${index + 1}`;
    const missing = [
      body.awards === null ? "the programmes it awards" : null,
      body.recognition === null ? "its recognition status" : null,
      body.letters.length === 0 ? "its affiliation letters" : null,
    ].filter(Boolean) as string[];
    if (missing.length)
      add(`recognition:${keyPart(name)}`, "recognition.ts", "approvals", `${name}: ${list(missing)} to be confirmed`, [
        "/recognition",
      ]);
  });
  if (universities.certificateAwardedBy === null)
    add(
      "recognition:certificate",
      "recognition.ts",
      "approvals",
      "who awards the six-month certificate is to be confirmed",
      ["/recognition"],
    );
  if (universities.registration === null) {
    add(
      "recognition:allied-health",
      "recognition.ts",
      "approvals",
      "whether paramedical graduates can register with the State Allied and Healthcare Council is to be confirmed",
      ["/recognition"],
    );
  }

  // Fees: per item, the courses still lacking it.
  const schedules = courses.map((course) => ({ slug: course.slug, schedule: document.fees[course.slug]! }));
  for (const [item, label] of Object.entries(FEE_ITEM_LABELS)) {
    const key = item as keyof typeof FEE_ITEM_LABELS;
    const lacking = schedules
      .filter(({ schedule }) => !schedule || schedule[key].rupees === null || schedule[key].when === null)
      .map(({ slug }) => slug);
    if (lacking.length)
      add(
        `fees:${key}`,
        "fees.ts",
        "fees",
        `${label.toLowerCase()} (amount and when it is paid) to be confirmed for ${whichCourses(lacking)}`,
        coursePages(lacking),
      );
  }
  const noTotal = schedules
    .filter(({ schedule }) => !schedule || (!feesComplete(schedule) && schedule.total === null))
    .map(({ slug }) => slug);
  if (noTotal.length)
    add(
      "fees:total",
      "fees.ts",
      "fees",
      `the whole course's cost to be confirmed for ${whichCourses(noTotal)}`,
      coursePages(noTotal),
    );
  for (const [key, value] of Object.entries(document.admission.policies)) {
    if (value === null)
      add(
        `fees:policy:${key}`,
        "fees.ts",
        "fees",
        `${FEE_POLICY_TITLES[key as keyof typeof FEE_POLICY_TITLES].toLowerCase()}: to be confirmed`,
        ["/courses", "/faq"],
      );
  }

  if (document.admission.lastDateToApply === null)
    add("dates:last-date-to-apply", "intake.ts", "dates", "the last date to apply is to be confirmed", ["/admission"]);
  if (document.admission.classesBegin === null)
    add("dates:classes-begin", "intake.ts", "dates", "when classes begin is to be confirmed", ["/admission"]);
  const factsOf = (slug: string) => document.courses[slug];
  const noSeats = courses
    .filter((course) => (factsOf(course.slug)?.seats ?? null) === null)
    .map((course) => course.slug);
  if (noSeats.length)
    add(
      "dates:seats",
      "intake.ts",
      "dates",
      `seats to be confirmed for ${whichCourses(noSeats)}`,
      coursePages(noSeats),
    );

  const noUniversity = courses
    .filter((course) => (factsOf(course.slug)?.awardedBy ?? null) === null)
    .map((course) => course.slug);
  if (noUniversity.length)
    add(
      "approvals:awarding-university",
      "course-summary.ts",
      "approvals",
      `which partner university awards the course to be confirmed for ${whichCourses(noUniversity)}`,
      coursePages(noUniversity),
    );

  for (const [field, label] of Object.entries(ELIGIBILITY_LABELS)) {
    const key = field as keyof typeof ELIGIBILITY_LABELS;
    const lacking = courses
      .filter((course) => (factsOf(course.slug)?.eligibility[key] ?? null) === null)
      .map((course) => course.slug);
    if (lacking.length)
      add(
        `eligibility:${key}`,
        "eligibility.ts",
        "other details",
        `${label.toLowerCase()} to be confirmed for ${whichCourses(lacking)}`,
        coursePages(lacking),
      );
  }

  for (const entry of document.faq)
    if (entry.answer === null)
      add(`faq:${keyPart(entry.question.en)}`, "faq.ts", "other details", `no answer yet to "${entry.question.en}"`, [
        "/faq",
      ]);

  const where = Object.entries(document.contact.gettingHere)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
  if (where.length)
    add("contact:getting-here", "getting-here.ts", "contact details", `getting here: ${list(where)} to be confirmed`, [
      "/contact",
    ]);

  for (const [name, person, role] of [
    ["officer", document.grievance.officer, grievance.officer.role],
    ["anti-ragging", document.grievance.antiRagging, grievance.antiRagging.role],
  ] as const) {
    const missing = (["name", "phone", "email"] as const).filter((key) => person[key] === null);
    if (missing.length)
      add(`grievance:${name}`, "grievance.ts", "contact details", `${role}: ${list(missing)} to be confirmed`, [
        "/grievances",
      ]);
  }
  if (document.grievance.process === null)
    add("grievance:process", "grievance.ts", "other details", "how a complaint is handled is to be confirmed", [
      "/grievances",
    ]);
  if (document.grievance.answerWithinDays === null)
    add(
      "grievance:answer-within-days",
      "grievance.ts",
      "other details",
      "within how many days a complaint is answered is to be confirmed",
      ["/grievances"],
    );

  return items;
}

/**
 * The topic of a SAMPLE or UNCONFIRMED comment (domain/launch-readiness.ts), from its file and
 * its words: what the notice calls it.
 */
export function markerTopic(where: string, what: string): Topic {
  if (/\bfees?\b/i.test(what)) return "fees";
  if (/\b(year|date)\b/i.test(what) && /admission\.ts/.test(where)) return "dates";
  if (/\/(site|privacy)\.ts:/.test(where)) return "contact details";
  if (/\/home\.ts:/.test(where) || /salary|rate|duration|eligibility/i.test(what)) return "figures";
  if (/\/testimonials\.ts:/.test(where)) return "stories";
  return "other details";
}

/**
 * The topics of everything still pending: the SAMPLE and UNCONFIRMED comments in the content's
 * sources (path "app/content/…" → text) and the content's own state.
 */
export function pendingTopics(sources: Readonly<Record<string, string>>): Topic[] {
  const markers = Object.entries(sources).flatMap(([path, text]) => findMarkers(path, text));
  return [
    ...markers.map((marker) => markerTopic(marker.where, marker.what)),
    ...pendingContent().map((item) => item.topic),
  ];
}

/** How many topics the notice names before "and more": it stays one short line. */
const NAMED_TOPICS = 4;

/**
 * The one short line above every page while anything on the site is a sample or not yet
 * confirmed, naming what (figures, fees, stories…); null once nothing is left, and the notice
 * goes.
 */
export function demonstrationNotice(topics: readonly Topic[]): string | null {
  const present = TOPICS.filter((topic) => topics.includes(topic));
  if (present.length === 0) return null;
  const named = present.filter((topic) => topic !== "other details");
  if (named.length === 0) return "Demonstration site: some details shown are samples or not yet confirmed.";
  const words =
    named.length > NAMED_TOPICS || present.includes("other details")
      ? [...named.slice(0, NAMED_TOPICS), "more"]
      : named;
  return `Demonstration site: ${list(words)} shown here are samples or not yet confirmed.`;
}
