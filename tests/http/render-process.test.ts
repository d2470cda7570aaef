import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { seedDocument } from "#content/seed-document.ts";
import { RENDER_NICENESS, renderProcess } from "#server/content/render-process-client.ts";
import { childPids } from "#tests/support/processes.ts";

/** Linux's scheduling classes, as /proc reports them. */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** A process's threads: each one's class, niceness and CPU used so far (ms). */
function threadsOf(pid: number): { policy: number; niceness: number; cpuMs: number }[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      // Fields from the third (state) on, after the thread's name: proc(5) numbers them from 1.
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
      const field = (n: number) => Number(fields[n - 3]);
      return [{ policy: field(41), niceness: field(19), cpuMs: (field(14) + field(15)) * 10 }];
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

/** The render processes this test process started, each as its threads. */
function renderProcesses() {
  return childPids(process.pid, "render-process").map(threadsOf);
}

/**
 * Render processes that did a render's worth of work with every thread (the garbage collector's
 * and the compiler's helpers too) in `policy`, at the render process's niceness.
 */
const renderers = (policy: number) =>
  renderProcesses().filter(
    (threads) =>
      threads.every((each) => each.policy === policy && each.niceness === RENDER_NICENESS) &&
      threads.reduce((sum, each) => sum + each.cpuMs, 0) > 100,
  );

function document() {
  const changed = seedDocument();
  changed.institute.phone = { display: "+91 98110 40302", digits: "919811040302" };
  return changed;
}

const contactPage = (pages: Awaited<ReturnType<ReturnType<typeof renderProcess>["render"]>>) =>
  brotliDecompressSync(pages.files.find((file) => file.path === "/contact")!.br).toString("utf8");

it(
  "renders a revision's pages on spare CPU only, every thread of a process of its own in the idle class, and ends it on close",
  { timeout: 130_000 },
  async () => {
    // Waiting as long as it takes: on a busy machine (a test run) spare CPU may be slow to come.
    const rendering = renderProcess({ buildDir: resolve("build") }, { starvedMs: 120_000 });
    try {
      const pages = await rendering.render(document(), []);
      expect(contactPage(pages)).toContain("+91 98110 40302");
      expect(pages.files.map((file) => file.path)).toEqual(expect.arrayContaining(["/", "/_root.data", "/hi/contact"]));
      expect(RENDER_NICENESS).toBeGreaterThan(0);
      expect(renderers(SCHED_IDLE)).toHaveLength(1);
    } finally {
      rendering.close();
    }
    await expect.poll(() => renderProcesses(), { timeout: 10_000 }).toEqual([]);
  },
);

it("does a render starved of spare CPU again in a fresh process at its niceness", async () => {
  // Starved at the first look, as under a load that never lets up: stopped and done again.
  const rendering = renderProcess({ buildDir: resolve("build") }, { starvedMs: 1 });
  try {
    const pages = await rendering.render(document(), []);
    expect(contactPage(pages)).toContain("+91 98110 40302");
    expect(renderers(SCHED_OTHER)).toHaveLength(1);
    expect(renderProcesses()).toHaveLength(1); // the starved one stopped
  } finally {
    rendering.close();
  }
});
