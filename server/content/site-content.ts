import type { ServerBuild } from "react-router";
import type { ContentDocument } from "#content/content-document.ts";
import type { ContentStore } from "#domain/desk.ts";
import type { Log } from "#server/log.ts";
import { loadStaticSite, type StaticFiles } from "#server/static-site.ts";
import { serveContent } from "./live-binding";
import { pageRenderer } from "./page-renderer";
import { ContentFollower, PublishedSite } from "./published-site";

/** What the desk's Content pages ask of the server (through the load context, server/load-context.ts). */
export interface ContentPages {
  /** A public page as `document` would show it, without its scripts: the desk's preview. */
  preview(path: string, document: ContentDocument): Promise<{ status: number; html: string }>;
  /** Renders every page from `document` as a publish would; the reason when one fails, else null. */
  check(document: ContentDocument): Promise<string | null>;
  /** Serves the newest revision now rather than at the next poll: after a publish from this process. */
  published(): Promise<void>;
}

/**
 * A serving process's content (docs/decisions/0024-content-published-from-the-desk.md): it
 * follows the published revision and, with a client build (production), serves its pages
 * pre-rendered from it; under `npm run dev` every page is rendered on request anyway, from the
 * revision it follows. Resolves once the newest revision is served, before the server listens.
 */
export async function startSiteContent(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string | null;
  store: Pick<ContentStore, "liveContent" | "liveContentId"> | null;
  log: Pick<Log, "error" | "info">;
}): Promise<{ files: StaticFiles | null; pages: ContentPages | null; stop: () => void }> {
  const { build, clientDir, store, log } = options;
  const files = clientDir ? loadStaticSite(clientDir) : null;
  // Without a database the site serves the content shipped with it, as built.
  if (!store) return { files, pages: null, stop: () => {} };

  const renderer = pageRenderer(build, clientDir ?? "");
  const site = files && new PublishedSite(files, renderer);
  const follower = new ContentFollower(
    store,
    async ({ document }) => (site ? site.serve(document) : serveContent(document)),
    log,
  );
  await follower.start();
  const pages: ContentPages = {
    preview: (path, document) => renderer.preview(path, document),
    async check(document) {
      try {
        await (site ? site.prepare(document) : renderer.render(document, new Date()));
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    published: () => follower.refresh(),
  };
  return { files: site ?? files, pages, stop: () => follower.stop() };
}
