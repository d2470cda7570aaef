import autocannon from "autocannon";
import { cpuByThread } from "./cpu";
import { contentAdmin, deskPost, formWith } from "#tests/support/content.ts";
import { childPids } from "#tests/support/processes.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * Publishing content from the desk while visitors load pages (decision 24): how long from the
 * admin's Publish to every worker serving the new pages (p50, p99), and the pages per second a
 * course page is served at during publishes, against the same load without them (target: within
 * 10 %). Each publish changes the admissions phone, shown on every page, so every page renders.
 *
 * Two loads, because the render process runs at a low priority (server/content/render-process.ts):
 * - as many pages as the cluster can serve (32 connections, every core busy): pages per second
 *   without and during publishes, and how long a publish waits for spare CPU then;
 * - a steady STEADY_RATE pages a second, heavy but leaving CPU to spare: publish to live.
 * And, with no load, the CPU a publish costs on the threads that answer visitors and in the render process.
 */
const PAGE = "/courses/hotel-management";
/** Pages a second in the steady load: far above the site's real traffic, well below what the cluster serves. */
const STEADY_RATE = 1_000;
const PUBLISHES_SATURATED = 5;
/** Between the publishes under the heaviest load: seconds to compare the publishing ones with. */
const QUIET_GAP_MS = 4_000;
/** How long the heaviest load ramps up before its seconds are counted. */
const SETTLE_MS = 3_000;
const PUBLISHES_STEADY = 10;
const PUBLISHES_IDLE = 4;

type Load = ReturnType<typeof autocannon> & {
  stop(): void;
  on(event: "tick", listener: (tick: { counter: number }) => void): void;
};

function load(url: string, options: { seconds: number; rate?: number }): Load {
  return autocannon({
    url,
    connections: 32,
    duration: options.seconds,
    headers: { "accept-encoding": "gzip" },
    ...(options.rate ? { overallRate: options.rate } : {}),
  }) as Load;
}

/**
 * When every worker began serving each revision: each logs `content_live` as it swaps its pages
 * in (server/content/published-site.ts), so the time is read from the server's log instead of by
 * asking for pages, which would add load in the very seconds measured. Read as it arrives: the
 * server logs every page it serves (40 MB in a run), and reading the whole log every 10 ms
 * took the load generator's CPU in exactly the seconds with a publish under way.
 */
function liveLog(server: TestServer) {
  const workers = new Set<number>();
  const times = new Map<number, Map<number, number>>();
  let partial = "";
  const read = (text: string) => {
    const lines = (partial + text).split("\n");
    partial = lines.pop()!;
    for (const line of lines) {
      if (!line.includes('"content_live"')) continue;
      const entry = JSON.parse(line) as { role: string; pid: number; revision: number; time: string };
      if (entry.role !== "worker") continue;
      workers.add(entry.pid);
      if (!times.has(entry.revision)) times.set(entry.revision, new Map());
      times.get(entry.revision)!.set(entry.pid, Date.parse(entry.time));
    }
  };
  // What the workers logged as they started, then each part of the log (stderr) as it comes.
  read(server.output());
  server.process.stderr!.on("data", (chunk: Buffer) => read(chunk.toString()));
  /** When every worker began serving `revision`; null until all have. */
  return (revision: number): number | null => {
    const served = times.get(revision);
    return workers.size > 0 && served?.size === workers.size ? Math.max(...served.values()) : null;
  };
}

/** A process and every process it started, and theirs. */
function withDescendants(pid: number): number[] {
  return [pid, ...childPids(pid).flatMap(withDescendants)];
}

/** A page as a visitor gets it now, from either worker (a new connection each time). */
async function pageNow(server: TestServer): Promise<string> {
  return (await fetch(new URL(PAGE, server.url), { headers: { Connection: "close" } })).text();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const report = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))}`;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

/**
 * Publishes a new phone `count` times, one after another: each one's time until written and
 * until live everywhere, and when each was under way (from opening the form to live).
 */
async function publishes(
  server: TestServer,
  servedEverywhereAt: ReturnType<typeof liveLog>,
  cookie: string,
  count: number,
  first: number,
) {
  const written: number[] = [];
  const live: number[] = [];
  const windows: [number, number][] = [];
  for (let n = first; n < first + count; n++) {
    const phone = `+91 98${String(10_000_000 + n).padStart(8, "0")}`;
    const opened = performance.now();
    const form = await formWith(server.url, "/desk/content/institute", cookie, { phone });
    await deskPost(server.url, "/desk/content/institute", form, cookie);
    const start = performance.now();
    const published = await deskPost(server.url, "/desk/content", { intent: "publish", note: `bench ${n}` }, cookie);
    if (!published.body.includes("is live")) throw new Error(`publish answered ${published.status}`);
    written.push(performance.now() - start);
    const revision = Number(/revision (\d+) is live/.exec(published.body)![1]);
    let servedAt: number | null;
    while ((servedAt = servedEverywhereAt(revision)) === null) await pause(10);
    live.push(servedAt - performance.timeOrigin - start);
    windows.push([opened, performance.now()]);
    // A check, not a measurement: what a visitor gets now shows the new number.
    if (!(await pageNow(server)).includes(phone)) throw new Error(`revision ${revision} logged live, not served`);
  }
  return { written, live, windows };
}

export async function benchPublish() {
  console.info(`\nPublishing content under page load (${PAGE}, gzip), one worker per core as in production`);
  const server = await startServer();
  const url = `${server.url}${PAGE}`;
  try {
    const cookie = await contentAdmin(server.url, server.databaseUrl);
    const live = liveLog(server);
    await load(url, { seconds: 3 }); // warm-up
    await publishes(server, live, cookie, 1, 0); // the render process started and warm

    // The server's processes: the primary (it owns the database), its workers and their render processes.
    const pids = withDescendants(server.process.pid!);
    const cpu = () =>
      pids.map(cpuByThread).reduce((sum, each) => ({
        main: sum.main + each.main,
        lowPriority: sum.lowPriority + each.lowPriority,
        other: sum.other + each.other,
      }));
    const idle = cpu();
    await publishes(server, live, cookie, PUBLISHES_IDLE, 1000);
    const used = cpu();
    const per = (key: keyof typeof used) => `${((used[key] - idle[key]) / PUBLISHES_IDLE).toFixed(0)} ms`;
    console.info(
      `CPU a publish costs, no load (${PUBLISHES_IDLE} publishes; the desk's own requests included): threads that answer visitors ${per("main")} (every process together), render process ${per("lowPriority")}, Node's other threads ${per("other")}`,
    );

    const steadyLoad = load(url, { seconds: 600, rate: STEADY_RATE });
    const steady = await publishes(server, live, cookie, PUBLISHES_STEADY, 1);
    steadyLoad.stop();
    const steadyPages = await steadyLoad;
    console.info(
      `steady ${STEADY_RATE} pages/s (served ${steadyPages.requests.average.toFixed(0)}/s, p99 ${steadyPages.latency.p99} ms): ${PUBLISHES_STEADY} publishes, rendered and written ${report(steady.written)}; live on every worker ${report(steady.live)} (target: within 2 s)`,
    );

    // One load as heavy as the cluster serves, counted second by second, with publishes one at a
    // time and quiet gaps between: the seconds with a publish under way and those without come
    // from the same minutes, so the machine's drift does not pass for the publishes' cost.
    // Seconds are counted from once the load has settled (its first seconds ramp up) until just
    // before it stops (its last tick counts a part second): both would pass for quiet seconds
    // and flatter the ratio (a spinner-free control read 102–107% with them counted).
    const perSecond: { at: number; pages: number }[] = [];
    let counting = false;
    const saturatedLoad = load(url, { seconds: 600 });
    saturatedLoad.on("tick", ({ counter }: { counter: number }) => {
      if (counting) perSecond.push({ at: performance.now(), pages: counter });
    });
    await pause(SETTLE_MS);
    counting = true;
    const saturated = { live: [] as number[], windows: [] as [number, number][] };
    for (let n = 0; n < PUBLISHES_SATURATED; n++) {
      await pause(QUIET_GAP_MS);
      const one = await publishes(server, live, cookie, 1, 1 + PUBLISHES_STEADY + n);
      saturated.live.push(...one.live);
      saturated.windows.push(...one.windows);
    }
    await pause(QUIET_GAP_MS);
    counting = false;
    saturatedLoad.stop();
    const whole = await saturatedLoad;
    // A second (each tick counts the one before it) is a publishing second when any of it falls in a publish.
    const publishing = ({ at }: { at: number }) => saturated.windows.some(([from, to]) => at > from && at - 1000 < to);
    const during = mean(perSecond.filter(publishing).map((second) => second.pages));
    const without = mean(perSecond.filter((second) => !publishing(second)).map((second) => second.pages));
    console.info(
      `every core busy: pages/s ${without.toFixed(0)} in the seconds without a publish, ${during.toFixed(0)} in those with one (${PUBLISHES_SATURATED} publishes, ${QUIET_GAP_MS / 1000} s apart): ${((during / without) * 100).toFixed(0)}% (target: at least 90%); those publishes live on every worker ${report(saturated.live)}; errors ${whole.non2xx + whole.errors + steadyPages.non2xx + steadyPages.errors}`,
    );
  } finally {
    await server.stop();
    server.cleanup();
  }
}
