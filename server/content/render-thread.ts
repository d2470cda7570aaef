import { setPriority } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { workerData } from "node:worker_threads";
import type { ServerBuild } from "react-router";
import { answerCalls } from "#server/worker-thread.ts";
import { pageRenderer } from "./page-renderer";
import { RENDER_THREAD_NICENESS, type RenderCall, type RenderThreadSettings } from "./render-thread-client";

/**
 * The render thread: renders and compresses a revision's pages (./page-renderer.ts) with its
 * own copy of the server build, so the thread that answers visitors keeps answering them while
 * a publish renders about seventy pages and their data (decision 24). Started and spoken to by
 * ./render-thread-client.ts; it touches no database.
 */
const { buildDir } = workerData as RenderThreadSettings;

// Visitors first: on Linux a thread's niceness is its own, so this lowers only this thread's
// priority; with a core to spare it renders as fast as ever, and when visitors' requests keep
// every core busy they get most of it.
setPriority(RENDER_THREAD_NICENESS);

const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const renderer = pageRenderer(build, resolve(buildDir, "client"));

answerCalls<RenderCall, Awaited<ReturnType<typeof renderer.render>>>(({ document, confirmed }) =>
  renderer.render(document, confirmed),
);
