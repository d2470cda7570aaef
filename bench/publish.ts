import { contentAdmin, deskPost, formWith } from "#tests/support/content.ts";
import { startServer } from "#tests/support/server.ts";
import { POST_P99_TARGET_MS } from "./desk";
import { postFigures, percentile, postsAtRate } from "./visitor-posts";

/**
 * Publishing content from the desk while visitors post enquiries (issue 48): the server renders
 * every page of a revision in its one process, a page at a time between visitors' requests
 * (decision 28). Visitors post at POST_RATE a second, open loop, for 5 s before and all through
 * PUBLISHES publishes one after another; their p99 during the publishes is held to
 * POST_P99_TARGET_MS. Each publish changes the admissions phone, shown on every page, so every
 * page renders, and is timed from the admin's Publish to its answer (the pages live).
 */
const POST_RATE = 20;
const PUBLISHES = 5;

export async function benchPublish(): Promise<void> {
  console.info(
    `\nPublishing content while visitors post ${POST_RATE} enquiries a second (target: their p99 during the publishes ≤ ${POST_P99_TARGET_MS} ms)`,
  );
  const server = await startServer();
  try {
    const cookie = await contentAdmin(server.url, server.databaseUrl);
    const quietUntil = performance.now() + 5_000;
    const quiet = await postsAtRate(server.url, POST_RATE, () => performance.now() < quietUntil);
    let publishing = true;
    const during = postsAtRate(server.url, POST_RATE, () => publishing, 100_000);
    const took: number[] = [];
    try {
      for (let n = 0; n < PUBLISHES; n++) {
        const phone = `+91 98${String(10_000_000 + n).padStart(8, "0")}`;
        const form = await formWith(server.url, "/desk/content/institute", cookie, { phone });
        await deskPost(server.url, "/desk/content/institute", form, cookie);
        const start = performance.now();
        const published = await deskPost(
          server.url,
          "/desk/content",
          { intent: "publish", note: `bench ${n}` },
          cookie,
        );
        if (!published.body.includes("is live")) throw new Error(`publish answered ${published.status}`);
        took.push(performance.now() - start);
      }
    } finally {
      publishing = false;
    }
    const busy = await during;
    took.sort((a, b) => a - b);
    const p99 = percentile(busy, 99);
    console.info(`visitors' posts, 5 s before: ${postFigures(quiet)}`);
    console.info(
      `visitors' posts during ${PUBLISHES} publishes: ${postFigures(busy)} (${p99 <= POST_P99_TARGET_MS ? "met" : "MISSED"})`,
    );
    console.info(
      `a publish, Publish to live: p50 ${percentile(took, 50).toFixed(0)} ms, slowest ${took.at(-1)!.toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
    server.cleanup();
  }
}
