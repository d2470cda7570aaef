import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { cpuByThread } from "./cpu";
import { contentAdmin, deskPost, formWith } from "#tests/support/content.ts";
import { PRODUCTION_PROCESSES, startServer, type TestServer } from "#tests/support/server.ts";

/**
 * Publishing content from the desk while visitors load pages (decision 24): how long from the
 * admin's Publish to every worker serving the new pages (p50, p99), and the pages per second a
 * course page is served at during publishes, against the same load without them (target: within
 * 10 %). Each publish changes the admissions phone, shown on every page, so every page renders.
 *
 * Two loads, because the render thread runs at a low priority (server/content/render-thread.ts):
 * - as many pages as the cluster can serve (32 connections, every core busy): pages per second
 *   without and during publishes, and how long a publish waits for spare CPU then;
 * - a steady STEADY_RATE pages a second, heavy but leaving CPU to spare: publish to live.
 * And, with no load, the CPU a publish costs on the threads that answer visitors and on the render thread.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PAGE = "/courses/hotel-management";
/** Answers in a row, each on a new connection (so from either worker), that must show the new number. */
const CONFIRMATIONS = 8;
/** Pages a second in the steady load: far above the site's real traffic, well below what the cluster serves. */
const STEADY_RATE = 1_000;
const PUBLISHES_SATURATED = 3;
const PUBLISHES_STEADY = 10;
const PUBLISHES_IDLE = 4;

type Load = ReturnType<typeof autocannon> & { stop(): void };

function load(url: string, options: { seconds: number; rate?: number }): Load {
  return autocannon({
    url,
    connections: 32,
    duration: options.seconds,
    headers: { "accept-encoding": "gzip" },
    ...(options.rate ? { overallRate: options.rate } : {}),
  }) as Load;
}

async function servedEverywhere(server: TestServer, phone: string): Promise<boolean> {
  const pages = await Promise.all(
    Array.from({ length: CONFIRMATIONS }, async () =>
      (await fetch(new URL(PAGE, server.url), { headers: { Connection: "close" } })).text(),
    ),
  );
  return pages.every((html) => html.includes(phone));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Publishes a new phone `count` times, one after another: each one's time until written, and until live everywhere. */
async function publishes(server: TestServer, cookie: string, count: number, first: number) {
  const written: number[] = [];
  const live: number[] = [];
  for (let n = first; n < first + count; n++) {
    const phone = `+91 98${String(10_000_000 + n).padStart(8, "0")}`;
    const form = await formWith(server.url, "/desk/content/institute", cookie, { phone });
    await deskPost(server.url, "/desk/content/institute", form, cookie);
    const start = performance.now();
    const published = await deskPost(server.url, "/desk/content", { intent: "publish", note: `bench ${n}` }, cookie);
    if (!published.body.includes("is live")) throw new Error(`publish answered ${published.status}`);
    written.push(performance.now() - start);
    while (!(await servedEverywhere(server, phone))) await new Promise((wait) => setTimeout(wait, 20));
    live.push(performance.now() - start);
  }
  const report = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}`;
  };
  return { written: report(written), live: report(live) };
}

export async function benchPublish() {
  console.info(`\nPublishing content under page load (${PAGE}, gzip), one worker per core as in production`);
  const server = await startServer({ env: PRODUCTION_PROCESSES });
  const url = `${server.url}${PAGE}`;
  try {
    const cookie = await contentAdmin(server.url, server.databaseUrl);
    await load(url, { seconds: 3 }); // warm-up
    await publishes(server, cookie, 1, 0); // the render thread started and warm

    // The server's processes: the primary (it owns the database) and its workers.
    const pids = [
      server.process.pid!,
      ...execFileSync("pgrep", ["-P", String(server.process.pid)], { encoding: "utf8" })
        .trim()
        .split("\n")
        .map(Number),
    ];
    const cpu = () =>
      pids.map(cpuByThread).reduce((sum, each) => ({
        main: sum.main + each.main,
        lowPriority: sum.lowPriority + each.lowPriority,
        other: sum.other + each.other,
      }));
    const idle = cpu();
    await publishes(server, cookie, PUBLISHES_IDLE, 1000);
    const used = cpu();
    const per = (key: keyof typeof used) => `${((used[key] - idle[key]) / PUBLISHES_IDLE).toFixed(0)} ms`;
    console.info(
      `CPU a publish costs, no load (${PUBLISHES_IDLE} publishes; the desk's own requests included): threads that answer visitors ${per("main")} (every process together), render thread ${per("lowPriority")}, Node's other threads ${per("other")}`,
    );

    const steadyLoad = load(url, { seconds: 600, rate: STEADY_RATE });
    const steady = await publishes(server, cookie, PUBLISHES_STEADY, 1);
    steadyLoad.stop();
    const steadyPages = await steadyLoad;
    console.info(
      `steady ${STEADY_RATE} pages/s (served ${steadyPages.requests.average.toFixed(0)}/s, p99 ${steadyPages.latency.p99} ms): ${PUBLISHES_STEADY} publishes, rendered and written ${steady.written}; live on every worker ${steady.live} (target: within 2 s)`,
    );

    const before = await load(url, { seconds: SECONDS * 2 });
    const saturatedLoad = load(url, { seconds: 600 });
    const saturated = await publishes(server, cookie, PUBLISHES_SATURATED, 1 + PUBLISHES_STEADY);
    saturatedLoad.stop();
    const during = await saturatedLoad;
    const ratio = during.requests.average / before.requests.average;
    console.info(
      `every core busy: pages/s ${before.requests.average.toFixed(0)} without publishing, ${during.requests.average.toFixed(0)} during ${PUBLISHES_SATURATED} publishes: ${(ratio * 100).toFixed(0)}% (target: at least 90%); those publishes live on every worker ${saturated.live}; errors ${before.non2xx + before.errors + during.non2xx + during.errors + steadyPages.non2xx + steadyPages.errors}`,
    );
  } finally {
    await server.stop();
    server.cleanup();
  }
}
