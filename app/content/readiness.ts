import { findMarkers } from "#domain/launch-readiness.ts";
import { claimSources } from "./claim-sources";
import { courseFullName, courses } from "./courses";
import { eligibilityOf, ELIGIBILITY_LABELS } from "./eligibility";
import { faq } from "./faq";
import { FEE_ITEM_LABELS, feePolicies, FEE_POLICY_TITLES, feeScheduleOf, feesComplete } from "./fees";
import { gettingHere } from "./getting-here";
import { grievance } from "./grievance";
import { intake } from "./intake";
import { recognition } from "./recognition";
import { sampleContactDetails } from "./sample-values";
import { liveSite } from "./live";
import { claims } from "./site";
import { testimonials } from "./testimonials";

/**
 * What the content still lacks, read from the content's own state rather than from comments:
 * every `null` ("To be confirmed" on the page), every example story, every claim without its
 * source and year, every sample contact detail. `npm run launch-check` lists these beside the
 * SAMPLE and UNCONFIRMED comment markers (scripts/launch-findings.ts), and the demonstration
 * notice above every page names their topics (demonstrationNotice below), so both go by
 * themselves once the facts are in.
 */

/** What a family would call each kind of pending fact, in the order the notice names them. */
export const TOPICS = ["contact details", "fees", "dates", "figures", "stories", "approvals", "other details"] as const;
export type Topic = (typeof TOPICS)[number];

export interface PendingItem {
  /** The content file to change, e.g. "app/content/fees.ts". */
  where: string;
  what: string;
  topic: Topic;
}

const file = (name: string) => `app/content/${name}`;

/** "registration, tuition and total" */
function list(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Courses lacking something, named in full when few, counted when many. */
function whichCourses(slugs: readonly string[]): string {
  if (slugs.length === courses.length) return `all ${courses.length} courses`;
  const names = slugs.map((slug) => courseFullName(courses.find((course) => course.slug === slug)!));
  return slugs.length <= 3 ? list(names) : `${slugs.length} courses`;
}

export function pendingContent(): PendingItem[] {
  const items: PendingItem[] = [];
  const add = (where: string, topic: Topic, what: string) => items.push({ where: file(where), topic, what });

  for (const detail of sampleContactDetails(liveSite()))
    add("site.ts", "contact details", `the ${detail} is still a sample`);

  for (const [key, source] of Object.entries(claimSources)) {
    const missing = [source.source === null ? "source" : null, source.year === null ? "year" : null].filter(
      Boolean,
    ) as string[];
    if (missing.length)
      add("claim-sources.ts", "figures", `the claim "${claims[key as keyof typeof claims]}" has no ${list(missing)}`);
  }

  const examples = testimonials.filter((story) => story.example);
  if (examples.length)
    add(
      "testimonials.ts",
      "stories",
      `${examples.length} of ${testimonials.length} success stories are examples, not real graduates`,
    );

  for (const body of recognition.awardingBodies) {
    const missing = [
      body.awards === null ? "the programmes it awards" : null,
      body.recognition === null ? "its recognition status" : null,
      body.letters.length === 0 ? "its affiliation letters" : null,
    ].filter(Boolean) as string[];
    if (missing.length) add("recognition.ts", "approvals", `${body.name}: ${list(missing)} to be confirmed`);
  }
  if (recognition.certificateAwardedBy === null)
    add("recognition.ts", "approvals", "who awards the six-month certificate is to be confirmed");
  if (recognition.alliedHealth.ourCourses === null) {
    add(
      "recognition.ts",
      "approvals",
      "whether paramedical graduates can register with the State Allied and Healthcare Council is to be confirmed",
    );
  }

  // Fees: per item, the courses still lacking it.
  const schedules = courses.map((course) => ({ slug: course.slug, schedule: feeScheduleOf(course.slug) }));
  for (const [item, label] of Object.entries(FEE_ITEM_LABELS)) {
    const key = item as keyof typeof FEE_ITEM_LABELS;
    const lacking = schedules
      .filter(({ schedule }) => schedule[key].rupees === null || schedule[key].when === null)
      .map(({ slug }) => slug);
    if (lacking.length)
      add(
        "fees.ts",
        "fees",
        `${label.toLowerCase()} (amount and when it is paid) to be confirmed for ${whichCourses(lacking)}`,
      );
  }
  const noTotal = schedules
    .filter(({ schedule }) => !feesComplete(schedule) && schedule.total === null)
    .map(({ slug }) => slug);
  if (noTotal.length) add("fees.ts", "fees", `the whole course's cost to be confirmed for ${whichCourses(noTotal)}`);
  for (const [key, value] of Object.entries(feePolicies)) {
    if (value === null)
      add("fees.ts", "fees", `${FEE_POLICY_TITLES[key as keyof typeof feePolicies].toLowerCase()}: to be confirmed`);
  }

  if (intake.lastDateToApply === null) add("intake.ts", "dates", "the last date to apply is to be confirmed");
  if (intake.classesBegin === null) add("intake.ts", "dates", "when classes begin is to be confirmed");
  const noSeats = courses.filter((course) => intake.seats[course.slug] === undefined).map((course) => course.slug);
  if (noSeats.length) add("intake.ts", "dates", `seats to be confirmed for ${whichCourses(noSeats)}`);

  for (const [field, label] of Object.entries(ELIGIBILITY_LABELS)) {
    const key = field as keyof typeof ELIGIBILITY_LABELS;
    const lacking = courses.filter((course) => eligibilityOf(course)[key] === null).map((course) => course.slug);
    if (lacking.length)
      add("eligibility.ts", "other details", `${label.toLowerCase()} to be confirmed for ${whichCourses(lacking)}`);
  }

  for (const entry of faq)
    if (entry.answer === null) add("faq.ts", "other details", `no answer yet to "${entry.question}"`);

  const where = Object.entries(gettingHere)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
  if (where.length) add("getting-here.ts", "contact details", `getting here: ${list(where)} to be confirmed`);

  for (const person of [grievance.officer, grievance.antiRagging]) {
    const missing = (["name", "phone", "email"] as const).filter((key) => person[key] === null);
    if (missing.length) add("grievance.ts", "contact details", `${person.role}: ${list(missing)} to be confirmed`);
  }
  if (grievance.process === null) add("grievance.ts", "other details", "how a complaint is handled is to be confirmed");
  if (grievance.answerWithinDays === null)
    add("grievance.ts", "other details", "within how many days a complaint is answered is to be confirmed");

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
