import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { seedDocument } from "#content/seed-document.ts";
import { RENDER_THREAD_NICENESS, renderThread } from "#server/content/render-thread-client.ts";

/** This process's threads other than its main one: each one's niceness and CPU used so far (ms). */
function otherThreads(): { niceness: number; cpuMs: number }[] {
  return readdirSync("/proc/self/task")
    .filter((tid) => tid !== String(process.pid))
    .map((tid) => {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return { niceness: Number(fields[16]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
    });
}

it("renders a revision's pages in a thread of a low priority, not on the thread that answers visitors", async () => {
  const document = seedDocument();
  document.institute.phone = { display: "+91 98110 40302", digits: "919811040302" };
  const thread = renderThread({ buildDir: resolve("build") });
  try {
    const pages = await thread.render(document, []);
    const contact = pages.files.find((file) => file.path === "/contact")!;
    expect(brotliDecompressSync(contact.br).toString("utf8")).toContain("+91 98110 40302");
    expect(pages.files.map((file) => file.path)).toEqual(expect.arrayContaining(["/", "/_root.data", "/hi/contact"]));
    // The render thread is at its niceness, and it did the rendering (another test file's server,
    // sharing this test process, may have left its own render thread behind).
    expect(RENDER_THREAD_NICENESS).toBeGreaterThan(0);
    const lowest = otherThreads().filter((each) => each.niceness === RENDER_THREAD_NICENESS);
    expect(lowest.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...lowest.map((each) => each.cpuMs))).toBeGreaterThan(100);
  } finally {
    thread.close();
  }
});
