import { launchItems, type LaunchItem } from "#content/launch-items.ts";
import { pendingContent } from "#content/readiness.ts";
import { unreviewedTranslations } from "#content/translations/index.ts";
import { contentSources } from "#app/lib/content-readiness.server.ts";

/**
 * The launch checklist's items as this server was built: the comment markers in the content's
 * sources bundled into the build, the content's own state and the unapproved translations,
 * the list `npm run launch-check` reads from the files (scripts/build/launch-findings.ts).
 * Worked out once per process: the content changes only with a new build.
 */
let items: LaunchItem[] | null = null;

export function currentLaunchItems(): LaunchItem[] {
  items ??= launchItems({
    sources: contentSources(),
    pending: pendingContent(),
    translations: unreviewedTranslations(),
  });
  return items;
}
