import type { ContentDocument } from "#content/content-document.ts";
import type { RenderedPages } from "#domain/desk.ts";
import { ThreadClient } from "#server/worker-thread.ts";
import { RenderFailed } from "./page-renderer";

/** What the render thread (./render-thread.ts) is started with: where `npm run build` put the build. */
export interface RenderThreadSettings {
  buildDir: string;
}

/** And a counter it adds one to as it gets going and after each page, which the client watches. */
export interface RenderThreadWorkerData extends RenderThreadSettings {
  progress: Int32Array;
}

/** One revision to render: the document and the launch checklist's confirmed keys it is shown with. */
export interface RenderCall {
  document: ContentDocument;
  confirmed: readonly string[];
  /** Render only on a core nothing else wants (server/thread-priority.ts idleThisThread). */
  onlySpareCpu: boolean;
}

/**
 * The render thread's niceness (0 normal, 19 lowest). At 19 the thread all but stopped while
 * anything else wanted the cores: a publish under a busy test run waited over 30 s for its
 * turn. At 10 a thread busy beside a visitor's gets about a tenth of the CPU it would at 0,
 * so visitors still go first and a publish still finishes (docs/benchmarks.md, "publishing content").
 */
export const RENDER_THREAD_NICENESS = 10;

/**
 * A render first runs only on spare CPU (Linux's idle class): visitors' requests take a core from
 * it the moment they need one, so a publish costs them next to nothing even when every core is
 * busy. One that finishes no page in this long (the cores never idle: a flood of traffic, a test
 * run) is stopped and done again by a fresh thread at RENDER_THREAD_NICENESS, so a publish still
 * goes live within seconds: a thread cannot leave the idle class without a privilege
 * (CAP_SYS_NICE) the server does not have.
 */
export const STARVED_MS = 5_000;

/**
 * The thread holds a whole copy of the server build (tens of megabytes): ended when no publish
 * has needed it for this long, started again by the next.
 */
const IDLE_MS = 5 * 60_000;

/** Renders a revision's pages in the render thread; a page that fails throws RenderFailed, with why. */
export function renderThread(settings: RenderThreadSettings, { starvedMs = STARVED_MS } = {}) {
  const progress = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const thread = new ThreadClient<RenderCall, RenderedPages>(
    {
      base: import.meta.url,
      name: "render-thread",
      workerData: { ...settings, progress } satisfies RenderThreadWorkerData,
    },
    "the render thread",
    IDLE_MS,
  );
  /** Threads stopped for starving: a render in flight on one of them is done again, not failed. */
  let stopped = 0;
  const failed = (error: unknown) => new RenderFailed(error instanceof Error ? error.message : String(error));
  return {
    async render(document: ContentDocument, confirmed: readonly string[]): Promise<RenderedPages> {
      const call = { document, confirmed: [...confirmed] };
      const before = stopped;
      let watching: NodeJS.Timeout | undefined;
      const starved = new Promise<null>((resolve) => {
        let seen = Atomics.load(progress, 0);
        watching = setInterval(() => {
          const now = Atomics.load(progress, 0);
          if (now === seen) resolve(null);
          seen = now;
        }, starvedMs);
      });
      try {
        const onSpareCpu = thread.call({ ...call, onlySpareCpu: true });
        const done = await Promise.race([onSpareCpu, starved]);
        if (done) return done;
        onSpareCpu.catch(() => {});
        stopped += 1;
        thread.terminate();
      } catch (error) {
        if (stopped === before) throw failed(error);
      } finally {
        clearInterval(watching);
      }
      try {
        return await thread.call({ ...call, onlySpareCpu: false });
      } catch (error) {
        throw failed(error);
      }
    },
    close: () => thread.close(),
  };
}
