import type { ContentDocument } from "#content/content-document.ts";
import {
  confirmationStands,
  launchItems,
  openLaunchItems,
  openTopics,
  type LaunchItem,
} from "#content/launch-items.ts";
import type { LaunchStore } from "#domain/desk.ts";
import { withReadings } from "#content/launch-readings.ts";
import { liveConfirmedKeys, liveContent } from "#content/live.ts";
import { demonstrationNotice, pendingContent } from "#content/readiness.ts";
import { withoutReplacedMarkers } from "#content/replaced-markers.ts";
import { unreviewedTranslations } from "#content/translations/index.ts";
import { hindiDemonstrationNotice } from "#content/translations/readiness.ts";
import type { Language } from "#domain/language.ts";

/**
 * The content's sources, as text, bundled into the server's build: the SAMPLE and UNCONFIRMED
 * comments are part of what the launch check lists, and the notice must go only when the
 * launch check has nothing left to list, whether the server runs from the sources or from
 * the build (which has no app/content/ beside it). Server-only.
 */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(["../content/**/*.ts", "!../content/**/*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([path, text]) => [path.replace(/^\.\.\//, "app/"), text]),
);

/** The content's sources this server was built with, by path ("app/content/site.ts"). */
export function contentSources(): Readonly<Record<string, string>> {
  return sources;
}

/**
 * Everything the launch check lists as the pages being rendered know it: the comment markers of
 * the sources this server was built with (less the samples the published content replaced),
 * the published content's own state, the unapproved translations, each with the words families
 * read (its reading). The desk's launch checklist lists these; the demonstration notice names the
 * topics of those not confirmed.
 */
export function currentLaunchItems(): LaunchItem[] {
  return launchItemsOf(liveContent());
}

/** The launch items as `document` would have them, with its readings. */
export function launchItemsOf(document: ContentDocument): LaunchItem[] {
  let items = itemsOf.get(document);
  if (!items) itemsOf.set(document, (items = readLaunchItems(document)));
  return items;
}

/**
 * Worked out once per document: the demonstration notice in each language, the open markers and
 * a publish's undone confirmations all ask, the last for every page a publish renders.
 */
const itemsOf = new WeakMap<ContentDocument, LaunchItem[]>();

function readLaunchItems(document: ContentDocument): LaunchItem[] {
  return withReadings(
    withoutReplacedMarkers(
      launchItems({ sources, pending: pendingContent(document), translations: unreviewedTranslations() }),
      document,
    ),
    sources,
    document,
  );
}

/**
 * Undoes the launch confirmations whose words `document` changes (a publish or a restore), so
 * nobody's confirmation stands for words they never read; how many. Before the pages are
 * rendered again, which then show the items as open.
 */
export async function undoChangedConfirmations(
  desk: LaunchStore,
  document: ContentDocument,
  by: string,
): Promise<number> {
  const items = new Map(launchItemsOf(document).map((item) => [item.key, item]));
  const stale = (await desk.launchConfirmations()).filter((confirmation) => {
    const item = items.get(confirmation.key);
    return item !== undefined && confirmation.fingerprint !== null && !confirmationStands(item, confirmation);
  });
  return desk.undoLaunchConfirmations(stale, by);
}

/** Worked out once per published revision and set of confirmations, not once per page. */
const notices = new WeakMap<ContentDocument, Map<string, string | null>>();

/**
 * The demonstration notice's line for every page in a language, or null once nothing is left:
 * it reads the published content and the launch checklist's confirmations the page is
 * rendered with (app/content/live.ts), so it goes by itself as facts are given or confirmed.
 */
export function siteDemonstrationNotice(language: Language = "en"): string | null {
  const confirmed = liveConfirmedKeys();
  const byRevision = notices.get(liveContent()) ?? new Map<string, string | null>();
  notices.set(liveContent(), byRevision);
  const key = `${language}:${confirmed.join(",")}`;
  if (!byRevision.has(key)) {
    const topics = openTopics(
      currentLaunchItems(),
      confirmed.map((each) => ({ key: each })),
    );
    byRevision.set(key, language === "hi" ? hindiDemonstrationNotice(topics) : demonstrationNotice(topics));
  }
  return byRevision.get(key)!;
}

/** Worked out once per published revision and set of confirmations: every page of a publish asks. */
const openItems = new WeakMap<ContentDocument, Map<string, LaunchItem[]>>();

/** The launch check's items still open as the pages being rendered know them. */
function openItemsNow(): LaunchItem[] {
  const confirmed = liveConfirmedKeys();
  const byRevision = openItems.get(liveContent()) ?? new Map<string, LaunchItem[]>();
  openItems.set(liveContent(), byRevision);
  const key = confirmed.join(",");
  if (!byRevision.has(key))
    byRevision.set(
      key,
      openLaunchItems(
        currentLaunchItems(),
        confirmed.map((each) => ({ key: each })),
      ),
    );
  return byRevision.get(key)!;
}

/**
 * The launch check's UNCONFIRMED and SAMPLE markers of one content file still open (not
 * replaced by the published content, not confirmed in the desk's launch checklist), each with
 * the words of the line it marks: what a page marks where it stands, "example figure, to be
 * confirmed" (issue 52), so the launch check is the one source of what is unconfirmed.
 */
export function openMarkersOf(path: string): { what: string; line: string; lineNumber: number }[] {
  const lines = (sources[path] ?? "").split("\n");
  return openItemsNow()
    .filter((item) => item.key.startsWith("marker:") && item.where.startsWith(`${path}:`))
    .map((item) => {
      const lineNumber = Number(item.where.slice(path.length + 1));
      return { what: item.what, line: lines[lineNumber - 1] ?? "", lineNumber };
    });
}

/**
 * Whether a home card's fee (₹45,000 per year) is still an example: the launch check's marker
 * on the card's fee in app/content/home.ts is open. By the card's place among the cards.
 */
export function popularFeeUnconfirmed(index: number): boolean {
  const path = "app/content/home.ts";
  const feeLines = (sources[path] ?? "")
    .split("\n")
    .flatMap((line, at) => (/^\s*feePeriod:/.test(line) ? [at + 1] : []));
  return openMarkersOf(path).some((marker) => marker.lineNumber === feeLines[index]);
}
