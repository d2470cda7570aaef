import autocannon from "autocannon";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { startServer, type TestServer } from "#tests/support/server.ts";

/**
 * The notifications' section of `npm run bench`: how long after an enquiry is
 * stored its email is accepted by the mail server, with 1 and 16 visitors posting at once,
 * and whether sending email costs visitors' submissions anything (stored per second with
 * notifications on and off). A real SMTP server (smtp-server) on loopback stands in for the
 * mail provider; it accepts at once, so the figures are the server's own: the outbox, the
 * sender's one-second poll and nodemailer.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LATENCY_TARGET_MS = 5000;
const THROUGHPUT_TOLERANCE = 0.1;
const WARM_UP_SECONDS = 3;
/** Runs per side, alternating: one run each swings by a third on this shared machine. */
const ROUNDS = 3;

/** An SMTP server that notes when it accepted each message, by the enquiry name in it. */
async function startSink() {
  const accepted = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    // No reverse DNS lookup of each client: the provider's cost, not ours, and slow without DNS here.
    disableReverseLookup: true,
    closeTimeout: 200,
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        const at = Date.now();
        for (const match of raw.matchAll(/Mailbench (\d+)/g)) if (!accepted.has(match[1]!)) accepted.set(match[1]!, at);
        callback();
      });
    },
  });
  // A client dropping its connection (the sender's pool when its server stops) is not a failure here.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://bench:secret@127.0.0.1:${port}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function enquiry(n: number): string {
  return new URLSearchParams({
    source: "admission",
    name: `Mailbench ${n}`,
    phone: `9${String(100_000_000 + n).slice(-9)}`,
    email: `mailbench${n}@example.com`,
    course: "B.Voc Hotel Management",
    university: "Other",
    applicant: "student",
    message: "Benchmark enquiry",
  }).toString();
}

/** Both servers' public origin: in production, form posts must come from SITE_URL's origin. */
const BENCH_SITE_URL = "http://localhost:3000";

async function postEnquiry(server: TestServer, n: number): Promise<void> {
  const response = await fetch(`${server.url}/admission.data`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BENCH_SITE_URL },
    body: enquiry(n),
  });
  if (!response.ok) throw new Error(`enquiry ${n} answered ${response.status}`);
  await response.arrayBuffer();
}

/** When each bench enquiry was stored: its created_at, taken inside the transaction that commits it. */
function storedAt(dbPath: string): Map<string, number> {
  const db = keptConnection(dbPath, { readonly: true });
  try {
    const rows = db.prepare("select name, created_at from enquiries where name like 'Mailbench %'").all() as {
      name: string;
      created_at: string;
    }[];
    return new Map(rows.map((row) => [row.name.slice("Mailbench ".length), Date.parse(row.created_at)]));
  } finally {
    db.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Stored per second over SECONDS with 16 posters (the submissions section's middle level), after a warm-up. */
async function storedPerSecond(server: TestServer, first: number): Promise<number> {
  let sequence = first;
  const reader = keptConnection(server.dbPath, { readonly: true });
  const count = () => (reader.prepare("select count(*) as n from enquiries").get() as { n: number }).n;
  const post = (duration: number) =>
    autocannon({
      url: `${server.url}/admission.data`,
      connections: 16,
      duration,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BENCH_SITE_URL },
      requests: [{ setupRequest: (request) => ({ ...request, body: enquiry(sequence++) }) }],
    });
  await post(WARM_UP_SECONDS);
  const before = count();
  await post(SECONDS);
  return (count() - before) / SECONDS;
}

export async function benchNotifications() {
  console.info(
    `\nNotifications: from an enquiry stored to its email accepted by a local SMTP server (target p99 < ${LATENCY_TARGET_MS} ms)`,
  );
  const sink = await startSink();
  const on = await startServer({
    env: {
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: "desk@example.com",
      SITE_URL: BENCH_SITE_URL,
      DIGEST_TIME: "off",
    },
  });
  let ok = true;
  try {
    console.info("posters   emails   p50 ms   p99 ms   max ms");
    let next = 0;
    for (const posters of [1, 16]) {
      const first = next;
      const total = posters === 1 ? 50 : 320;
      next += total;
      await Promise.all(
        Array.from({ length: posters }, async (_, lane) => {
          for (let n = first + lane; n < first + total; n += posters) await postEnquiry(on, n);
        }),
      );
      const numbers = Array.from({ length: total }, (_, i) => String(first + i));
      const arrived = await waitFor(() => numbers.every((n) => sink.accepted.has(n)), 60_000);
      const stored = storedAt(on.dbPath);
      const delays = numbers
        .filter((n) => sink.accepted.has(n))
        .map((n) => sink.accepted.get(n)! - stored.get(n)!)
        .sort((a, b) => a - b);
      const p99 = percentile(delays, 99);
      ok &&= arrived && p99 < LATENCY_TARGET_MS;
      console.info(
        `${String(posters).padStart(7)}   ${`${delays.length}/${total}`.padStart(6)}   ${String(percentile(delays, 50)).padStart(6)}   ${String(p99).padStart(6)}   ${String(delays.at(-1)).padStart(6)}`,
      );
    }

    console.info(
      `\nVisitors' submissions with notifications on and off: 16 posters, ${SECONDS} s a run, ${ROUNDS} rounds alternating (target: on within ${THROUGHPUT_TOLERANCE * 100}% of off, medians)`,
    );
    const off = await startServer({ env: { SITE_URL: BENCH_SITE_URL } });
    const rates = { on: [] as number[], off: [] as number[] };
    try {
      const pending = keptConnection(on.dbPath, { readonly: true }).prepare(
        "select count(*) as n from outbox where status = 'pending'",
      );
      for (let round = 0; round < ROUNDS; round += 1) {
        rates.on.push(await storedPerSecond(on, 1_000_000 * (round + 1)));
        // The emails of that run go out before the other server is measured, not during it.
        await waitFor(() => (pending.get() as { n: number }).n === 0, 180_000);
        rates.off.push(await storedPerSecond(off, 1_000_000 * (round + 1) + 500_000));
      }
    } finally {
      await off.stop();
      off.cleanup();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(rates.on) / median(rates.off);
    ok &&= ratio >= 1 - THROUGHPUT_TOLERANCE;
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(", ");
    console.info(
      `off: ${list(rates.off)} stored/s   on: ${list(rates.on)} stored/s   on/off (medians): ${(ratio * 100).toFixed(0)}%`,
    );
  } finally {
    await on.stop();
    on.cleanup();
    await sink.close();
  }
  console.info(ok ? "notifications: every target met" : "notifications: a target was missed");
  if (!ok) process.exitCode = 1;
}
