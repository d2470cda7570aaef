import type { ContentDocument } from "#content/content-document.ts";
import type { RenderedPages } from "#domain/desk.ts";
import { ThreadClient } from "#server/worker-thread.ts";
import { RenderFailed } from "./page-renderer";

/** What the render process (./render-process.ts) is started with: where `npm run build` put the build. */
export interface RenderProcessSettings {
  buildDir: string;
}

/** One revision to render: the document and the launch checklist's confirmed keys it is shown with. */
export interface RenderCall {
  document: ContentDocument;
  confirmed: readonly string[];
  /** Render only on a core nothing else wants (server/thread-priority.ts idleThisProcess). */
  onlySpareCpu: boolean;
}

/**
 * The render process's niceness (0 normal, 19 lowest). At 19 the render all but stopped while
 * anything else wanted the cores: a publish under a busy test run waited over 30 s for its
 * turn. At 10 a thread busy beside a visitor's gets about a tenth of the CPU it would at 0,
 * so visitors still go first and a publish still finishes (docs/benchmarks.md, "publishing content").
 */
export const RENDER_NICENESS = 10;

/**
 * A render first runs only on spare CPU (Linux's idle class): visitors' requests take a core from
 * it the moment they need one, so a publish costs them next to nothing even when every core is
 * busy. One that finishes no page in this long (the cores never idle: a flood of traffic, a test
 * run) is stopped and done again by a fresh process at RENDER_NICENESS, so a publish still goes
 * live within seconds: a process cannot leave the idle class without a privilege (CAP_SYS_NICE)
 * the server does not have.
 */
export const STARVED_MS = 5_000;

/**
 * The process holds a whole copy of Node and the server build (about 200 MB built): ended
 * when no publish has needed it for this long, started again by the next.
 */
const IDLE_MS = 5 * 60_000;

/** Renders a revision's pages in the render process; a page that fails throws RenderFailed, with why. */
export function renderProcess(settings: RenderProcessSettings, { starvedMs = STARVED_MS } = {}) {
  /** Pages the render process has finished, all told: it is getting CPU while this grows. */
  let progress = 0;
  const renderer = new ThreadClient<RenderCall, RenderedPages>(
    { base: import.meta.url, name: "render-process", workerData: settings, runsIn: "process" },
    "the render process",
    IDLE_MS,
    () => (progress += 1),
  );
  /** Processes stopped for starving: a render in flight on one of them is done again, not failed. */
  let stopped = 0;
  const failed = (error: unknown) => new RenderFailed(error instanceof Error ? error.message : String(error));
  return {
    async render(document: ContentDocument, confirmed: readonly string[]): Promise<RenderedPages> {
      const call = { document, confirmed: [...confirmed] };
      const before = stopped;
      let watching: NodeJS.Timeout | undefined;
      const starved = new Promise<null>((resolve) => {
        let seen = progress;
        watching = setInterval(() => {
          if (progress === seen) resolve(null);
          seen = progress;
        }, starvedMs);
      });
      try {
        const onSpareCpu = renderer.call({ ...call, onlySpareCpu: true });
        const done = await Promise.race([onSpareCpu, starved]);
        if (done) return done;
        onSpareCpu.catch(() => {});
        stopped += 1;
        renderer.terminate();
      } catch (error) {
        if (stopped === before) throw failed(error);
      } finally {
        clearInterval(watching);
      }
      try {
        return await renderer.call({ ...call, onlySpareCpu: false });
      } catch (error) {
        throw failed(error);
      }
    },
    close: () => renderer.close(),
  };
}
