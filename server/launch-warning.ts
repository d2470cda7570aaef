import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentDocument } from "#content/content-document.ts";
import { launchItems, openLaunchItems, type LaunchItem } from "#content/launch-items.ts";
import { pendingContent } from "#content/readiness.ts";
import { withoutReplacedMarkers } from "#content/replaced-markers.ts";
import { describeFindings, LAUNCH_FINDINGS_FILE, siteUrlFindings } from "#domain/launch-readiness.ts";
import type { ServerConfig } from "./config";

/** What the site is published with: the newest revision's content and the launch checklist's confirmations. */
export interface PublishedState {
  document: ContentDocument;
  confirmations: readonly { key: string }[];
}

/**
 * One warning line at start while the site is not ready for the public: SITE_URL local or not
 * https, or an item of the launch checklist still open, counted as the desk's checklist counts
 * them (app/lib/content-readiness.server.ts): the markers and translations the build found in
 * the sources (it leaves them beside the build, since the server cannot read the sources), less
 * the samples the published content replaced, and what the published content still lacks, less
 * what admins confirmed. `npm run launch-check`
 * lists the details; this only says that there are some.
 */
export function launchWarning(
  config: Pick<ServerConfig, "SITE_URL">,
  buildDir: string,
  { document, confirmations }: PublishedState,
): string | null {
  let fromSources: LaunchItem[] = [];
  try {
    fromSources = JSON.parse(readFileSync(join(buildDir, LAUNCH_FINDINGS_FILE), "utf8")) as LaunchItem[];
  } catch {
    // A build without the file: only the published content and the setting are known.
  }
  const items = withoutReplacedMarkers(
    [...fromSources, ...launchItems({ sources: {}, pending: pendingContent(document), translations: [] })],
    document,
  );
  const open = openLaunchItems(items, confirmations).map(({ where, what }) => ({ where, what }));
  const findings = [...siteUrlFindings(config.SITE_URL), ...open];
  if (findings.length === 0) return null;
  return `Not ready for launch: ${describeFindings(findings)}. Run "npm run launch-check" for the list.`;
}
