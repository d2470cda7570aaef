import { setPriority } from "node:os";
import { idleThisThread } from "#server/thread-priority.ts";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { answerCalls } from "#server/worker-thread.ts";
import { pageRenderer } from "./page-renderer";
import { RENDER_THREAD_NICENESS, type RenderCall, type RenderThreadWorkerData } from "./render-thread-client";

/**
 * The render thread: renders and compresses a revision's pages (./page-renderer.ts) with its
 * own copy of the server build, so the thread that answers visitors keeps answering them while
 * a publish renders about seventy pages and their data (decision 24). Started and spoken to by
 * ./render-thread-client.ts; it touches no database.
 */
const { buildDir, progress } = workerData as RenderThreadWorkerData;
/** Tells the client this thread is getting CPU: it counts pages, and its start. */
const progressed = () => Atomics.add(progress, 0, 1);

// Visitors first: on Linux a thread's priority is its own, so this lowers only this thread's.
// Each render asks for the idle class as well (render-thread-client.ts), unless it is the
// second try of a render starved in it.
setPriority(RENDER_THREAD_NICENESS);
let idle = false;

const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const renderer = pageRenderer(build, resolve(buildDir, "client"));
progressed();

answerCalls<RenderCall, Awaited<ReturnType<typeof renderer.render>>>(({ document, confirmed, onlySpareCpu }) => {
  if (onlySpareCpu && !idle) idle = idleThisThread();
  return renderer.render(document, confirmed, progressed);
});
