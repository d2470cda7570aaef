import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import type { ContentDocument } from "#content/content-document.ts";
import type { ContentStore, LaunchStore } from "#domain/desk.ts";
import type { Log } from "#server/log.ts";
import { loadStaticSite, type StaticFiles } from "#server/static-site.ts";
import { serveContent, servedConfirmations } from "./live-binding";
import { pageRenderer } from "./page-renderer";
import { ContentFollower, PublishedSite } from "./published-site";

/** What the desk's Content pages ask of the server (through the load context, server/load-context.ts). */
export interface ContentPages {
  /** A public page as `document` would show it, without its scripts: the desk's preview. */
  preview(path: string, document: ContentDocument): Promise<{ status: number; html: string }>;
  /**
   * Renders every page from `document` before it is published (kept to be served once it is):
   * why a page failed, or null when every page rendered.
   */
  check(document: ContentDocument): Promise<string | null>;
  /** Serves the newest revision now rather than at the next poll: after a publish from this process. */
  published(): Promise<void>;
}

/**
 * A serving process's content (docs/decisions/0024-content-published-from-the-desk.md): it
 * follows the published revision and, with a client build (production), serves its pages
 * pre-rendered from it; under `npm run dev` every page is rendered on request anyway, from the
 * revision it follows. Resolves once the newest revision is served, before the server listens.
 * A revision's pages are rendered here, a page at a time (./page-renderer.ts), so visitors'
 * pages keep coming while a publish renders.
 */
export async function startSiteContent(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where `npm run build` put the build being served; null under `npm run dev` (Vite's build, no pre-rendered pages). */
  buildDir: string | null;
  store:
    | (Pick<ContentStore, "liveContent" | "liveContentId" | "contentPages" | "saveContentPages"> &
        Pick<LaunchStore, "launchConfirmations">)
    | null;
  log: Pick<Log, "error" | "info">;
}): Promise<{ files: StaticFiles | null; pages: ContentPages | null; stop: () => void }> {
  const { build, buildDir, store, log } = options;
  const clientDir = buildDir ? resolve(buildDir, "client") : null;
  const files = clientDir ? loadStaticSite(clientDir) : null;
  // Without a database the site serves the content shipped with it, as built.
  if (!store) return { files, pages: null, stop: () => {} };

  const renderer = pageRenderer(build, clientDir ?? "");
  const site =
    files && typeof build !== "function" ? new PublishedSite(files, renderer, store, build.assets.version) : null;
  const follower = new ContentFollower(
    store,
    async (revision) => (site ? site.serve(revision) : serveContent(revision.document, revision.confirmed)),
    log,
  );
  await follower.start();
  const pages: ContentPages = {
    preview: (path, document) => renderer.preview(path, document),
    async check(document) {
      try {
        if (site) await site.prepare(document);
        else await renderer.check(document, servedConfirmations());
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    published: () => follower.refresh(),
  };
  return { files: site ?? files, pages, stop: () => follower.stop() };
}
