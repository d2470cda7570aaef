import { keptConnection } from "#server/storage/kept-sqlite.ts";
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { createDatabase, postgresBin, startPostgres, type TestPostgres } from "#tests/support/postgres.ts";
import { freePort, startServer, type TestServer } from "#tests/support/server.ts";
import { publishForMeasurement } from "#tests/support/content.ts";
import { benchDesk } from "./desk";
import { benchFlood } from "./flood";
import { benchNotifications } from "./notifications";
import { benchPublish } from "./publish";

/**
 * npm run bench: the figures of issue 48, on the one server process (decision 28). Durable
 * submissions per second at 1, 16 and 64 concurrent posters (target at 16 on SQLite: ≥ 300 a
 * second, p99 ≤ 100 ms); email and push at a campaign's peak (bench/notifications.ts); pages per
 * second for a pre-rendered course page beside nginx serving the same files on both cores
 * (target ≥ 0.4× nginx's); visitors' posts during a publish (bench/publish.ts); and the
 * admissions desk over 100,000 leads, with visitors' posts during a 10,000-row import
 * (bench/desk.ts); other visitors' pages during a flood of posts from one address (bench/flood.ts).
 * Needs a build (npm run build). Only loopback traffic; every run is bounded in time.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = 3;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const PAGE = "/courses/hotel-management";
const SUBMISSIONS_TARGET = { posters: 16, perSecond: 300, p99Ms: 100 };
const PAGES_RATIO_TARGET = 0.4;

function countRows(dbPath: string): number {
  const db = keptConnection(dbPath, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from enquiries").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function countPostgresRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>("select count(*) as n from enquiries")).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * The same load on SQLite, then on PostgreSQL (a local server on this machine, started for
 * the run with fsync and synchronous_commit on, as in production: tests/support/postgres.ts),
 * one app server each.
 */
async function benchSubmissions() {
  await benchSubmissionsOn("SQLite WAL + synchronous=FULL", await startServer(), async (server) =>
    countRows(server.dbPath),
  );
  let postgres: TestPostgres;
  try {
    postgresBin();
    postgres = await startPostgres({ durable: true });
  } catch (error) {
    console.info(`\nPostgreSQL: not measured: ${(error as Error).message}`);
    return;
  }
  try {
    const url = await createDatabase(postgres.url());
    await benchSubmissionsOn(
      `PostgreSQL (local, synchronous_commit=on, fsync=on)`,
      await startServer({ env: { DATABASE_URL: url } }),
      () => countPostgresRows(url),
    );
  } finally {
    await postgres.stop();
  }
}

async function benchSubmissionsOn(
  database: string,
  server: TestServer,
  count: (server: TestServer) => Promise<number>,
) {
  console.info(
    `\nDurable submissions: POST /admission.data (the browser's form post), ${SECONDS} s per level, ${database}, one process` +
      ` (target at ${SUBMISSIONS_TARGET.posters} posters on SQLite: ≥ ${SUBMISSIONS_TARGET.perSecond}/s, p99 ≤ ${SUBMISSIONS_TARGET.p99Ms} ms)`,
  );
  console.info("posters   stored/s   p50 ms   p99 ms   non-2xx");
  let sequence = 0;
  const bodies = Array.from({ length: 150_000 }, (_, i) =>
    new URLSearchParams({
      source: "admission",
      name: `Bench Student ${i}`,
      phone: "9876543210",
      email: `student${i}@example.com`,
      course: "B.Voc Hotel Management",
      university: "Other",
      message: "Benchmark enquiry",
      applicant: "student",
    }).toString(),
  );
  const post = (connections: number, duration: number) =>
    autocannon({
      url: `${server.url}/admission.data`,
      connections,
      duration,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      // Every body differs (a repeat would be recognised as a double post and not stored);
      // they are made in advance so the load generator spends its time sending.
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies[sequence++ % bodies.length] }) }],
    });
  try {
    // A running server has compiled its hot paths; a fresh one has not. Not counted.
    await post(16, WARM_UP_SECONDS);
    for (const connections of [1, 16, 64]) {
      const before = await count(server);
      const result = await post(connections, SECONDS);
      const stored = (await count(server)) - before;
      const perSecond = stored / SECONDS;
      const judged =
        database.startsWith("SQLite") && connections === SUBMISSIONS_TARGET.posters
          ? perSecond >= SUBMISSIONS_TARGET.perSecond && result.latency.p99 <= SUBMISSIONS_TARGET.p99Ms
            ? "   met"
            : "   MISSED"
          : "";
      console.info(
        `${String(connections).padStart(7)}   ${perSecond.toFixed(0).padStart(8)}   ${String(result.latency.p50).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${result.non2xx}${judged}`,
      );
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

async function pagesPerSecond(url: string) {
  const result = await autocannon({ url, connections: 32, duration: SECONDS, headers: { "accept-encoding": "gzip" } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** nginx serving the build's pre-compressed files (gzip_static), if nginx is installed. */
async function startNginx(clientDir: string) {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
  if (!nginx) return null;
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  const port = await freePort();
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes ${cpus().length};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  await new Promise((wait) => setTimeout(wait, 500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill("SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function benchPages() {
  console.info(`\nPre-rendered page ${PAGE} as published from the desk, gzip, 32 connections, ${SECONDS} s`);
  const server = await startServer();
  try {
    await publishForMeasurement(server.url, server.databaseUrl);
    const ours = await pagesPerSecond(`${server.url}${PAGE}`);
    console.info(`this server: ${ours.rps.toFixed(0)} pages/s, p99 ${ours.p99} ms, errors ${ours.errors}`);
    const nginx = await startNginx(resolve(BUILD_DIR, "client"));
    if (!nginx) {
      console.info("nginx: not installed (apt-get install -y nginx to compare)");
      return;
    }
    try {
      const theirs = await pagesPerSecond(`${nginx.url}${PAGE}/index.html`);
      console.info(`nginx:       ${theirs.rps.toFixed(0)} pages/s, p99 ${theirs.p99} ms, errors ${theirs.errors}`);
      const ratio = ours.rps / theirs.rps;
      console.info(
        `ratio: ${ratio.toFixed(2)}× nginx's rate (target ≥ ${PAGES_RATIO_TARGET}×: one process on one core beside nginx on both, ${ratio >= PAGES_RATIO_TARGET ? "met" : "MISSED"})`,
      );
    } finally {
      nginx.stop();
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

// BENCH_ONLY=desk (or a comma-separated list) runs just those sections.
const SECTIONS = {
  submissions: benchSubmissions,
  notifications: benchNotifications,
  pages: benchPages,
  publish: benchPublish,
  desk: benchDesk,
  flood: benchFlood,
} as const;
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.find((name) => !(name in SECTIONS));
if (unknown) {
  console.error(`BENCH_ONLY: unknown section "${unknown}"; choose from ${Object.keys(SECTIONS).join(", ")}.`);
  process.exit(2);
}
if (!existsSync(`${BUILD_DIR}/server/index.js`)) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}
const cpu = readFileSync("/proc/cpuinfo", "utf8").match(/model name\s*:\s*(.*)/)?.[1] ?? "unknown CPU";
console.info(`Machine: ${cpus().length} cores, ${cpu}, Node ${process.version}`);
spawnSync("true");
for (const [name, section] of Object.entries(SECTIONS)) if (only.length === 0 || only.includes(name)) await section();
