import autocannon from "autocannon";
import { contentAdmin, deskPost, formWith } from "#tests/support/content.ts";
import { PRODUCTION_PROCESSES, startServer, type TestServer } from "#tests/support/server.ts";

/**
 * Publishing content from the desk while visitors load pages (decision 24): how long from the
 * admin's Publish to every worker serving the new pages (p50, p99), and the pages per second a
 * course page is served at while publishes run, against the same load without them (target:
 * within 10 %). Each publish changes the admissions phone, shown on every page.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PAGE = "/courses/hotel-management";
/** Answers in a row, each on a new connection (so from either worker), that must show the new number. */
const CONFIRMATIONS = 8;

async function load(url: string, seconds: number) {
  return await autocannon({ url, connections: 32, duration: seconds, headers: { "accept-encoding": "gzip" } });
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

export async function benchPublish() {
  console.info(
    `\nPublishing content under page load (${PAGE}, gzip, 32 connections), one worker per core as in production`,
  );
  const server = await startServer({ env: PRODUCTION_PROCESSES });
  try {
    const cookie = await contentAdmin(server.url, server.databaseUrl);
    await load(`${server.url}${PAGE}`, 3); // warm-up
    const before = await load(`${server.url}${PAGE}`, SECONDS * 2);

    const toLive: number[] = [];
    const toWritten: number[] = [];
    let running = true;
    const during = load(`${server.url}${PAGE}`, SECONDS * 2).finally(() => (running = false));
    for (let n = 0; running; n++) {
      const phone = `+91 98${String(10_000_000 + n).padStart(8, "0")}`;
      const form = await formWith(server.url, "/desk/content/institute", cookie, { phone });
      await deskPost(server.url, "/desk/content/institute", form, cookie);
      const start = performance.now();
      const published = await deskPost(server.url, "/desk/content", { intent: "publish", note: `bench ${n}` }, cookie);
      if (!published.body.includes("is live")) throw new Error(`publish answered ${published.status}`);
      toWritten.push(performance.now() - start);
      while (!(await servedEverywhere(server, phone))) await new Promise((wait) => setTimeout(wait, 20));
      toLive.push(performance.now() - start);
    }
    const after = await during;

    const sorted = [...toLive].sort((a, b) => a - b);
    const written = [...toWritten].sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.info(
      `publishes: ${toLive.length}; rendered and written p50 ${ms(percentile(written, 0.5))}, p99 ${ms(percentile(written, 0.99))}`,
    );
    console.info(
      `publish to live on every worker: p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))} (target: within 2 s)`,
    );
    const ratio = after.requests.average / before.requests.average;
    console.info(
      `pages/s: ${before.requests.average.toFixed(0)} without publishing, ${after.requests.average.toFixed(0)} while publishing: ${(ratio * 100).toFixed(0)}% (target: at least 90%); errors ${before.non2xx + before.errors + after.non2xx + after.errors}`,
    );
  } finally {
    await server.stop();
    server.cleanup();
  }
}
