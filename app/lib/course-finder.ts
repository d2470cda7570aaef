/**
 * The course finder on /courses: which courses match a visitor's search and filters. Pure, so
 * the server (rendering /courses?q=… for a visitor without JavaScript) and the browser
 * (filtering as the visitor types) give the same answer.
 *
 * The choice lives in the URL: `q` (search words), `level`, `category` and `duration`, each
 * filter a value made from the label it stands for ("B.Voc" → "b-voc", "Beauty & Wellness" →
 * "beauty-and-wellness", "3 years (6 semesters)" → "3-years").
 */

import { fill } from "#domain/language.ts";
import { FINDER_PARAMS, type FinderParam } from "#domain/site-paths.ts";

/** What the finder reads of a course: what its card on /courses shows. */
export interface FinderCourse {
  /** Its page's slug: what the finder's synonyms lead to (FINDER_SYNONYMS). */
  slug?: string;
  fullName: string;
  description: string;
  degree: string;
  category: string;
  duration: string;
  syllabus: readonly string[];
  jobOpportunities: readonly string[];
  /** More words it is found by: on the Hindi page, its gloss and its category's Hindi name. */
  keywords?: readonly string[];
}

/** The finder's choice, one value per query-string parameter (FINDER_PARAMS). */
export type FinderQuery = Record<FinderParam, string>;

export const NO_FILTERS: FinderQuery = { q: "", level: "", category: "", duration: "" };

/** Lower case, accents dropped ("Régime" → "regime"), so the search ignores both. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A filter's value in the URL for a label: "Beauty & Wellness" → "beauty-and-wellness". */
export function filterValue(label: string): string {
  return foldText(label)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The bucket of a duration: its leading length, "3 years (6 semesters)" → "3 years". The
 * course schema requires every duration to start so (app/content/course-schema.ts).
 */
export function durationBucket(duration: string): { label: string; months: number } {
  const match = /^(\d+) (month|year)s?\b/i.exec(duration.trim());
  if (!match) throw new Error(`Duration "${duration}" does not start with a number of months or years`);
  const count = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  return { label: `${count} ${unit}${count === 1 ? "" : "s"}`, months: unit === "year" ? count * 12 : count };
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The choices each filter offers: only values some course has, so no choice alone comes up
 * empty. Levels and categories keep the order of the course list; durations run shortest first.
 */
export function finderOptions(
  courses: readonly FinderCourse[],
  /** What each label reads in the page's language ("Paramedical" → "पैरामेडिकल"); the value stays the English label's. */
  shown: Readonly<Record<string, string>> = {},
): {
  levels: FilterOption[];
  categories: FilterOption[];
  durations: FilterOption[];
} {
  const distinct = (labels: string[]) =>
    [...new Set(labels)].map((label) => ({ value: filterValue(label), label: shown[label] ?? label }));
  const buckets = courses.map((course) => durationBucket(course.duration)).sort((a, b) => a.months - b.months);
  return {
    levels: distinct(courses.map((course) => course.degree)),
    categories: distinct(courses.map((course) => course.category)),
    durations: distinct(buckets.map((bucket) => bucket.label)),
  };
}

/** The finder's choice from a query string; unknown parameters are ignored. */
export function parseFinderQuery(search: string | URLSearchParams): FinderQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const read = (name: keyof FinderQuery) => (params.get(name) ?? "").trim();
  return { q: read("q"), level: read("level"), category: read("category"), duration: read("duration") };
}

/** The query string holding a choice ("?q=lab&level=b-voc"), without empty parameters; "" for none. */
export function finderSearch(query: FinderQuery): string {
  const params = new URLSearchParams();
  for (const name of FINDER_PARAMS) {
    const value = query[name].trim();
    if (value) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasFilters(query: FinderQuery): boolean {
  return FINDER_PARAMS.some((name) => query[name].trim() !== "");
}

/** A course prepared for matching: its searchable text folded once, its filter values. */
export interface IndexedCourse {
  slug: string;
  text: string;
  level: string;
  category: string;
  duration: string;
}

/**
 * The search covers the course's name, its summary and its keywords: the category, syllabus
 * and job opportunities its card shows, so a visitor can always see why a course matched.
 */
export function indexCourse(course: FinderCourse): IndexedCourse {
  const words = [
    course.fullName,
    course.description,
    course.category,
    ...course.syllabus,
    ...course.jobOpportunities,
    ...(course.keywords ?? []),
  ];
  return {
    slug: course.slug ?? "",
    text: foldText(words.join("\n")),
    level: filterValue(course.degree),
    category: filterValue(course.category),
    duration: filterValue(durationBucket(course.duration).label),
  };
}

/**
 * The words of a search, folded, without punctuation around them ("Lab," → "lab"); punctuation
 * inside a word stays, so "b.voc" and "e-commerce" find themselves.
 */
export function searchWords(q: string): string[] {
  return foldText(q)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ""))
    .filter((word) => word !== "");
}

/** What a word families type leads to: the nearest courses, and whether the institute offers what it names. */
export interface FinderSynonym {
  /** What was asked, as the honest line names it: "We do not offer nursing." */
  asked: string;
  /** False where the institute does not offer it: the finder says so, then shows the nearest. */
  offered: boolean;
  /** The nearest courses' slugs. */
  slugs: readonly string[];
}

const NURSING: FinderSynonym = { asked: "nursing", offered: false, slugs: ["patient-care-management"] };
const LAB: FinderSynonym = { asked: "medical lab technology", offered: true, slugs: ["medical-lab-technology"] };
const PHYSIOTHERAPY: FinderSynonym = { asked: "physiotherapy", offered: true, slugs: ["physiotherapy-program"] };
const RADIOLOGY: FinderSynonym = { asked: "radiology", offered: true, slugs: ["radiology-and-medical-imaging"] };

/** Typed in Devanagari, folded as a search word is (its vowel signs dropped), so "नर्सिंग" finds what "nursing" does. */
const hindiWord = (word: string) => foldText(word);

/**
 * The words and common course names families type, folded, each with the nearest
 * courses. A search word equal to one finds those courses as well as any whose text it
 * begins. Course names the institute does not award (nursing, the DMLT diploma, the BPT)
 * lead to the nearest course with a line saying so (finderNotes), never as if offered.
 */
export const FINDER_SYNONYMS: Readonly<Record<string, FinderSynonym>> = {
  nursing: NURSING,
  nurse: NURSING,
  gnm: { asked: "GNM (General Nursing and Midwifery)", offered: false, slugs: ["patient-care-management"] },
  anm: { asked: "ANM (Auxiliary Nursing and Midwifery)", offered: false, slugs: ["patient-care-management"] },
  dmlt: { asked: "the DMLT diploma", offered: false, slugs: ["medical-lab-technology"] },
  bmlt: { asked: "the BMLT", offered: false, slugs: ["medical-lab-technology"] },
  lab: LAB,
  mlt: LAB,
  pathology: LAB,
  bpt: { asked: "the BPT (Bachelor of Physiotherapy)", offered: false, slugs: ["physiotherapy-program"] },
  physio: PHYSIOTHERAPY,
  physiotherapist: PHYSIOTHERAPY,
  xray: RADIOLOGY,
  "x-ray": RADIOLOGY,
  ot: { asked: "operation theatre technology", offered: true, slugs: ["operation-theater-technology"] },
  bhm: { asked: "the BHM (Bachelor of Hotel Management)", offered: false, slugs: ["hotel-management"] },
  bca: { asked: "the BCA", offered: false, slugs: ["computer-software-technology", "information-technology"] },
  mba: { asked: "an MBA", offered: false, slugs: ["m-voc-hospital-management"] },
  [hindiWord("नर्सिंग")]: NURSING,
  [hindiWord("नर्स")]: NURSING,
};

function synonymOf(word: string): FinderSynonym | undefined {
  return Object.hasOwn(FINDER_SYNONYMS, word) ? FINDER_SYNONYMS[word] : undefined;
}

/**
 * Whether a course matches: each word of the search begins a word of the course, in any order
 * ("lab" finds "Laboratory", never "collaborate"; "hot" finds "Hotel" as it is typed), or is a
 * synonym leading to it ("nursing" finds Patient Care Management), and each filter set is equal.
 */
export function matcherFor(query: FinderQuery): (course: IndexedCourse) => boolean {
  const words = searchWords(query.q).map((word) => ({
    pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u"),
    synonym: synonymOf(word),
  }));
  return (course) =>
    (!query.level || course.level === query.level) &&
    (!query.category || course.category === query.category) &&
    (!query.duration || course.duration === query.duration) &&
    words.every(({ pattern, synonym }) => pattern.test(course.text) || (synonym?.slugs.includes(course.slug) ?? false));
}

/**
 * The honest lines for a search naming what the institute does not offer: "We do not offer
 * nursing. Closest: B.Voc in Patient Care Management." One per thing asked, in the search's order.
 */
export function finderNotes(
  q: string,
  courses: readonly { slug: string; fullName: string }[],
  /** The line's words in the page's language (app/content/translations/courses.ts). */
  words: { notOffered: string; closest: string; asked: Readonly<Record<string, string>> },
): string[] {
  const notes = new Set<string>();
  for (const word of searchWords(q)) {
    const synonym = synonymOf(word);
    if (!synonym || synonym.offered) continue;
    const closest = synonym.slugs.flatMap((slug) =>
      courses.filter((course) => course.slug === slug).map((course) => course.fullName),
    );
    const asked = words.asked[synonym.asked] ?? synonym.asked;
    notes.add(
      fill(words.notOffered, { asked }) + (closest.length ? fill(words.closest, { courses: closest.join(", ") }) : ""),
    );
  }
  return [...notes];
}

/**
 * The choice, less any filter value no option has (an old or mistyped link): such a filter is
 * dropped, rather than showing "All levels" while finding nothing.
 */
export function withKnownValues(query: FinderQuery, options: ReturnType<typeof finderOptions>): FinderQuery {
  const known = (value: string, list: FilterOption[]) => (list.some((option) => option.value === value) ? value : "");
  return {
    q: query.q,
    level: known(query.level, options.levels),
    category: known(query.category, options.categories),
    duration: known(query.duration, options.durations),
  };
}

/** What the count of matches says, to everyone and to screen readers (a polite live region). */
export function finderStatus(
  matching: number,
  total: number,
  text: { none: string; all: string; some: string; one: string },
): string {
  // Hindi agrees the verb with the number: one course "दिखाया जा रहा है", several "दिखाए जा रहे हैं".
  const template = matching === 0 ? text.none : matching === total ? text.all : matching === 1 ? text.one : text.some;
  return fill(template, { matching, total });
}
