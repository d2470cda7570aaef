import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { seedDocument } from "#content/seed-document.ts";
import { RENDER_THREAD_NICENESS, renderThread } from "#server/content/render-thread-client.ts";

/** Linux's scheduling classes, as /proc reports them. */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** This process's threads other than its main one: each one's class, niceness and CPU used so far (ms). */
function otherThreads(): { policy: number; niceness: number; cpuMs: number }[] {
  return readdirSync("/proc/self/task")
    .filter((tid) => tid !== String(process.pid))
    .flatMap((tid) => {
      try {
        // Fields from the third (state) on, after the thread's name: proc(5) numbers them from 1.
        const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
        const field = (n: number) => Number(fields[n - 3]);
        return [{ policy: field(41), niceness: field(19), cpuMs: (field(14) + field(15)) * 10 }];
      } catch {
        return []; // a thread that ended meanwhile
      }
    });
}

/** Threads in `policy` at the render thread's niceness that have done a render's worth of work. */
const renderers = (policy: number) =>
  otherThreads().filter(
    (each) => each.policy === policy && each.niceness === RENDER_THREAD_NICENESS && each.cpuMs > 100,
  );

function document() {
  const changed = seedDocument();
  changed.institute.phone = { display: "+91 98110 40302", digits: "919811040302" };
  return changed;
}

const contactPage = (pages: Awaited<ReturnType<ReturnType<typeof renderThread>["render"]>>) =>
  brotliDecompressSync(pages.files.find((file) => file.path === "/contact")!.br).toString("utf8");

it(
  "renders a revision's pages on spare CPU only, in a thread of its own, not on the thread that answers visitors",
  { timeout: 130_000 },
  async () => {
    // Waiting as long as it takes: on a busy machine (a test run) spare CPU may be slow to come.
    const thread = renderThread({ buildDir: resolve("build") }, { starvedMs: 120_000 });
    try {
      const pages = await thread.render(document(), []);
      expect(contactPage(pages)).toContain("+91 98110 40302");
      expect(pages.files.map((file) => file.path)).toEqual(expect.arrayContaining(["/", "/_root.data", "/hi/contact"]));
      // The thread that did the rendering is in the idle class, at its niceness (another test
      // file's server, sharing this test process, may have left its own render thread behind).
      expect(RENDER_THREAD_NICENESS).toBeGreaterThan(0);
      expect(renderers(SCHED_IDLE).length).toBeGreaterThanOrEqual(1);
    } finally {
      thread.close();
    }
  },
);

it("does a render starved of spare CPU again in a fresh thread at its niceness", async () => {
  const ordinaryBefore = renderers(SCHED_OTHER).length;
  // Starved at the first look, as under a load that never lets up: stopped and done again.
  const thread = renderThread({ buildDir: resolve("build") }, { starvedMs: 1 });
  try {
    const pages = await thread.render(document(), []);
    expect(contactPage(pages)).toContain("+91 98110 40302");
    expect(renderers(SCHED_OTHER).length).toBe(ordinaryBefore + 1);
  } finally {
    thread.close();
  }
});
