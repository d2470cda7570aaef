import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { idleThisProcess, lowerThisProcess } from "#server/thread-priority.ts";
import { answerCalls, notifyCaller, startedWith } from "#server/worker-thread.ts";
import { pageRenderer } from "./page-renderer";
import { RENDER_NICENESS, type RenderCall, type RenderProcessSettings } from "./render-process-client";

/**
 * The render process: renders and compresses a revision's pages (./page-renderer.ts) with its
 * own copy of the server build, so the process that answers visitors keeps answering them while
 * a publish renders about seventy pages and their data (decision 24). A process rather than a
 * thread, so that the garbage collection and compilation a render causes run at its priority
 * too (decision 26). Started and spoken to by ./render-process-client.ts; it touches no database.
 */
const { buildDir } = startedWith<RenderProcessSettings>();

// Visitors first. Each render asks for the idle class as well (./render-process-client.ts),
// unless it is the second try of a render starved in it.
lowerThisProcess(RENDER_NICENESS);
let idle = false;

const build = (await import(pathToFileURL(resolve(buildDir, "server/index.js")).href)) as ServerBuild;
const renderer = pageRenderer(build, resolve(buildDir, "client"));
// Loaded: the client counts this, as each page after it, as the process getting CPU.
notifyCaller();

answerCalls<RenderCall, Awaited<ReturnType<typeof renderer.render>>>(({ document, confirmed, onlySpareCpu }) => {
  if (onlySpareCpu && !idle) idle = idleThisProcess();
  return renderer.render(document, confirmed, notifyCaller);
});
