import { findMarkers, keyPart, type LaunchConfirmation, type LaunchFinding } from "#domain/launch-readiness.ts";
import { localizedPath, pathWithoutLanguage } from "#domain/language.ts";
import { markerTopic, type PendingItem, type Topic } from "./readiness";

/**
 * Every item `npm run launch-check` lists from the content, each with a stable key (what it
 * is, never its place in the list), where it appears on the site, and whether it can be
 * confirmed as it stands. The desk's launch checklist shows them, and the command and the
 * demonstration notice read which are still open (openLaunchItems), so all three agree.
 * Pure: the callers read the files, the content's state and the confirmations.
 */

/** What the checklist groups items by: the notice's topics, and the Hindi edition's reviews. */
export const LAUNCH_GROUPS = [
  "contact details",
  "fees",
  "dates",
  "figures",
  "stories",
  "approvals",
  "other details",
  "Hindi translations",
] as const;
export type LaunchGroup = (typeof LAUNCH_GROUPS)[number];

export interface LaunchItem {
  key: string;
  group: LaunchGroup;
  /** "app/content/site.ts:22" for a comment marker, the file for the content's own state: for `npm run launch-check` only. */
  where: string;
  what: string;
  /** The public pages it appears on, by path ("/contact"); none for what only the desk shows. */
  pages: string[];
  /** "confirmation": an editor or admin may confirm it as it stands, giving the source; "value": it must be filled in or replaced through Content. */
  needs: "confirmation" | "value";
  /**
   * What the desk's checklist shows an editor (./launch-readings.ts): the item in plain words,
   * the words families read now, where and the desk screen that changes them. Absent where the
   * items were built without the published content (the build's list for `npm start`).
   */
  reading?: LaunchReading;
}

/** A launch item as the people who confirm it read it: no file, no line, no developer's note. */
export interface LaunchReading {
  /** What it is: "Fee period", "The claim “95% Placement Rate” has no source and year". */
  title: string;
  /** The course or page it belongs to: "Home page, course card: Medical Lab Technology". */
  place: string;
  /** The words families read there now. */
  text: { en: string; hi: string };
  /** The desk screen that changes the words, or null where only the site's developers can. */
  edit: { to: string; label: string } | null;
  /** Of `text`: a confirmation given to other words no longer counts (confirmedKeys below). */
  fingerprint: string;
}

/** The public pages each content file's words appear on (by its name in app/content/). */
const FILE_PAGES: Readonly<Record<string, readonly string[]>> = {
  about: ["/about"],
  admission: ["/admission"],
  "admission-submitted": ["/admission/submitted"],
  "claim-sources": ["/", "/about"],
  contact: ["/contact"],
  "course-summary": ["/courses"],
  courses: ["/courses"],
  eligibility: ["/courses"],
  faq: ["/faq"],
  fees: ["/courses"],
  "form-messages-hi": ["/admission", "/contact"],
  "getting-here": ["/contact"],
  grievance: ["/grievances"],
  home: ["/"],
  intake: ["/admission"],
  privacy: ["/privacy"],
  "privacy-notice": ["/privacy", "/privacy/request"],
  recognition: ["/recognition"],
  site: ["/", "/contact", "/admission"],
  "success-stories": ["/success-stories"],
  testimonials: ["/success-stories", "/"],
  ui: ["/"],
};

/**
 * Where a content file's words appear: a course's own file on its page, a Hindi file (a
 * translation, a Hindi course) on the Hindi pages, anything else by FILE_PAGES. The desk's
 * chat templates (message-templates.ts) appear on no public page.
 */
export function pagesOfFile(where: string): string[] {
  const [path = "", part = ""] = where.replace(/:\d+$/, "").split("#");
  const hindiCourse = /^app\/content\/courses\/hi\/([\w-]+)\.ts$/.exec(path);
  if (hindiCourse) return [localizedPath(`/courses/${hindiCourse[1]}`, "hi")];
  const course = /^app\/content\/courses\/([\w-]+)\.ts$/.exec(path);
  if (course) return [`/courses/${course[1]}`];
  const translation = /^app\/content\/translations\/([\w-]+)\.ts$/.exec(path);
  const name = /([\w-]+)\.ts$/.exec(path)?.[1] ?? "";
  const english = part === "privacyRequestText" ? ["/privacy/request"] : [...(FILE_PAGES[name] ?? [])];
  return translation ? [...new Set(english.map((page) => localizedPath(page, "hi")))] : english;
}

/**
 * What tells a marked line apart from others marked with the same words: the nearest title,
 * name, slug or question above it within its top-level statement (the record it belongs to:
 * the course card "Medical Lab Technology"), else the code on the line before its comment.
 */
function markedRecord(text: string, line: number): string {
  const lines = text.split("\n");
  for (let index = line - 1; index >= Math.max(0, line - 16); index -= 1) {
    const text = lines[index] ?? "";
    const label = /\b(?:title|name|slug|question)\s*:\s*["'`]([^"'`]+)["'`]/.exec(text);
    if (label) return label[1]!;
    // A line at the file's top level starts another statement: the record ends there.
    if (/^\S/.test(text)) break;
  }
  return (lines[line - 1] ?? "").replace(/\/\/.*$/, "").trim();
}

/**
 * Where a marker's fact appears: a translations module writes its text in both languages
 * (./translations/admission.ts holds the admission page's English too), so a fact it marks is
 * on the English pages and their Hindi twins; any other file's, where its words appear.
 */
function markerPages(path: string): string[] {
  const hindi = pagesOfFile(path);
  if (!/^app\/content\/translations\//.test(path)) return hindi;
  const english = hindi.map((page) => pathWithoutLanguage(page));
  return [...new Set([...english, ...hindi])];
}

/**
 * The SAMPLE and UNCONFIRMED comments as items. A marker's key is its file and its words; two
 * markers of the same words in one file are told apart by the record they mark, and only when
 * that is the same too, by their order among themselves.
 */
export function markerItems(sources: Readonly<Record<string, string>>): LaunchItem[] {
  let items = markerItemsOf.get(sources);
  if (!items) markerItemsOf.set(sources, (items = readMarkerItems(sources)));
  return items;
}

/** The markers of a set of sources, read once: the server's sources are one object that never changes. */
const markerItemsOf = new WeakMap<Readonly<Record<string, string>>, LaunchItem[]>();

function readMarkerItems(sources: Readonly<Record<string, string>>): LaunchItem[] {
  const items: LaunchItem[] = [];
  for (const [path, text] of Object.entries(sources)) {
    const markers = findMarkers(path, text);
    const sameWords = (what: string) => markers.filter((marker) => marker.what === what).length;
    const seen = new Map<string, number>();
    for (const marker of markers) {
      const line = Number(marker.where.slice(marker.where.lastIndexOf(":") + 1));
      let key = `marker:${path}:${keyPart(marker.what)}`;
      if (sameWords(marker.what) > 1) key += `:${keyPart(markedRecord(text, line)) || "line"}`;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      items.push({
        key: count > 1 ? `${key}:${count}` : key,
        group: markerTopic(marker.where, marker.what),
        where: marker.where,
        what: marker.what,
        pages: markerPages(path),
        needs: "confirmation",
      });
    }
  }
  return items;
}

/**
 * Everything the launch check lists from the content: the comment markers in `sources`
 * (path → text), the content's own state (`pending`, app/content/readiness.ts), and the Hindi
 * translations no fluent reader has approved (`translations`).
 */
export function launchItems(input: {
  sources: Readonly<Record<string, string>>;
  pending: readonly PendingItem[];
  translations: readonly LaunchFinding[];
}): LaunchItem[] {
  return [
    ...markerItems(input.sources),
    ...input.pending.map(({ key, where, what, topic, pages, needs }) => ({
      key,
      group: topic,
      where,
      what,
      pages,
      needs,
    })),
    ...input.translations.map(({ where, what }) => ({
      key: `translation:${where}`,
      group: "Hindi translations" as const,
      where,
      what,
      pages: pagesOfFile(where),
      needs: "confirmation" as const,
    })),
  ];
}

/** A confirmation as its readers have it: the fingerprint of the words confirmed, where known. */
type Confirmed = Pick<LaunchConfirmation, "key"> & Partial<Pick<LaunchConfirmation, "fingerprint">>;

/**
 * Whether a confirmation still stands for an item: given to its key and, where both know the
 * words (the item's reading, the confirmation's fingerprint), to the words it shows now. A
 * confirmation from before fingerprints were kept stands as it did.
 */
export function confirmationStands(item: LaunchItem, confirmation: Confirmed): boolean {
  return (
    confirmation.key === item.key &&
    (!item.reading || !confirmation.fingerprint || confirmation.fingerprint === item.reading.fingerprint)
  );
}

/** Whether an item is confirmed: one that can be confirmed as it stands, with a confirmation standing for it. */
function confirmedKeys(items: readonly LaunchItem[], confirmations: readonly Confirmed[]) {
  const byKey = new Map(confirmations.map((confirmation) => [confirmation.key, confirmation]));
  return new Set(
    items
      .filter((item) => {
        const confirmation = byKey.get(item.key);
        return item.needs === "confirmation" && confirmation !== undefined && confirmationStands(item, confirmation);
      })
      .map((item) => item.key),
  );
}

/**
 * The items still open: not confirmed (an item that needs a value stays open whatever is
 * recorded; once the value is given it is no longer an item at all). What the demonstration
 * notice and the sample markers read when pages are rendered from the database.
 */
export function openLaunchItems(items: readonly LaunchItem[], confirmations: readonly Confirmed[]): LaunchItem[] {
  const confirmed = confirmedKeys(items, confirmations);
  return items.filter((item) => !confirmed.has(item.key));
}

/** The topics of the open items, for demonstrationNotice (./readiness.ts); the Hindi reviews name none. */
export function openTopics(items: readonly LaunchItem[], confirmations: readonly Confirmed[]): Topic[] {
  return openLaunchItems(items, confirmations)
    .map((item) => item.group)
    .filter((group): group is Topic => group !== "Hindi translations");
}
