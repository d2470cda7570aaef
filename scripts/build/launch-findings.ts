import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { filesUnder } from "#server/files-under.ts";
import type { LaunchFinding } from "#domain/launch-readiness.ts";
import { sampleContactDetails } from "#content/sample-values.ts";
import type { SiteConfig } from "#content/schemas.ts";
import type { PendingItem } from "#content/readiness.ts";
import { launchItems, pagesOfFile, type LaunchItem } from "#content/launch-items.ts";

/** Where the content lives; `npm run launch-check -- --content DIR` checks another copy. */
export const CONTENT_DIR = "app/content";

/** The content's TypeScript, not its tests. */
const isSource = (path: string) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);

/**
 * What the content still holds that the institute must give or confirm, as the desk's launch
 * checklist shows it (app/content/launch-items.ts): every SAMPLE and UNCONFIRMED marker in its
 * files, what its own state says is missing (app/content/readiness.ts: facts still "To be
 * confirmed", example stories, claims without a source, and the contact details that are
 * still samples by their form, also caught when a marker was removed but the value was not
 * replaced), and the Hindi translations not yet approved. Each with its key and pages.
 */
export async function contentItems(contentDir = CONTENT_DIR): Promise<LaunchItem[]> {
  const sources = sourcesUnder(contentDir);
  // The content's own state (nulls, examples, claims without a source), where the content
  // has a readiness module; it includes the sample contact details.
  const readinessFile = resolve(contentDir, "readiness.ts");
  if (existsSync(readinessFile)) {
    const { pendingContent } = (await import(pathToFileURL(readinessFile).href)) as {
      pendingContent: () => PendingItem[];
    };
    return launchItems({ sources, pending: pendingContent(), translations: await unreviewedTranslations(contentDir) });
  }
  const siteFile = resolve(contentDir, "site.ts");
  const { site } = (await import(pathToFileURL(siteFile).href)) as { site: SiteConfig };
  const pending = sampleContactDetails(site).map((detail): PendingItem => ({
    key: `contact:${detail}`,
    where: relative(process.cwd(), siteFile),
    what: `the ${detail} is still a sample`,
    topic: "contact details",
    pages: pagesOfFile("app/content/site.ts"),
    needs: "confirmation",
  }));
  return launchItems({ sources, pending, translations: [] });
}

/** The content's sources, as text, by path from the project's root ("app/content/site.ts"). */
export function sourcesUnder(contentDir: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(contentDir)
      .filter(isSource)
      .map((file) => [relative(process.cwd(), file), readFileSync(file, "utf8")]),
  );
}

/**
 * The items no publish changes: the sources' markers and the unapproved translations. The build
 * leaves them for the server's start-up warning (server/launch-warning.ts), which cannot read the
 * sources and works out the rest from the published content, as the desk's checklist does.
 */
export async function fixedContentItems(contentDir = CONTENT_DIR): Promise<LaunchItem[]> {
  return launchItems({
    sources: sourcesUnder(contentDir),
    pending: [],
    translations: await unreviewedTranslations(contentDir),
  });
}

/**
 * Every Hindi translation no fluent reader at the institute has approved yet
 * (app/content/translations/index.ts), where the content has translations. Visitors are
 * never told; the launch check is where it shows.
 */
async function unreviewedTranslations(contentDir: string): Promise<LaunchFinding[]> {
  const indexFile = resolve(contentDir, "translations", "index.ts");
  if (!existsSync(indexFile)) return [];
  const { unreviewedTranslations } = (await import(pathToFileURL(indexFile).href)) as {
    unreviewedTranslations: () => LaunchFinding[];
  };
  return unreviewedTranslations();
}
