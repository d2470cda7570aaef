import type { ContentDocument } from "#content/content-document.ts";
import type { RenderedPages } from "#domain/desk.ts";
import { ThreadClient } from "#server/worker-thread.ts";
import { RenderFailed } from "./page-renderer";

/** What the render thread (./render-thread.ts) is started with: where `npm run build` put the build. */
export interface RenderThreadSettings {
  buildDir: string;
}

/** One revision to render: the document and the launch checklist's confirmed keys it is shown with. */
export interface RenderCall {
  document: ContentDocument;
  confirmed: readonly string[];
}

/**
 * The render thread's niceness (0 normal, 19 lowest). At 19 the thread all but stopped while
 * anything else wanted the cores: a publish under a busy test run waited over 30 s for its
 * turn. At 10 a thread busy beside a visitor's gets about a tenth of the CPU it would at 0,
 * so visitors still go first and a publish still finishes (docs/benchmarks.md, "publishing content").
 */
export const RENDER_THREAD_NICENESS = 10;

/**
 * The thread holds a whole copy of the server build (tens of megabytes): ended when no publish
 * has needed it for this long, started again by the next.
 */
const IDLE_MS = 5 * 60_000;

/** Renders a revision's pages in the render thread; a page that fails throws RenderFailed, with why. */
export function renderThread(settings: RenderThreadSettings) {
  const thread = new ThreadClient<RenderCall, RenderedPages>(
    { base: import.meta.url, name: "render-thread", workerData: settings },
    "the render thread",
    IDLE_MS,
  );
  return {
    async render(document: ContentDocument, confirmed: readonly string[]): Promise<RenderedPages> {
      try {
        return await thread.call({ document, confirmed: [...confirmed] });
      } catch (error) {
        throw new RenderFailed(error instanceof Error ? error.message : String(error));
      }
    },
    close: () => thread.close(),
  };
}
