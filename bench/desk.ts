import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { Agent, request } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { hashToken, newToken } from "#app/desk/auth.server.ts";
import { openSqliteDatabase } from "#server/storage/sqlite-store.ts";
import { countReportDaysInBulk, fillInBulk } from "../scripts/demo/bulk-writes";
import { DEMO_ADMIN, DEMO_COUNSELLORS, demoPeople } from "../scripts/demo/people";
import { ensureDemoStaff } from "../scripts/demo/real-writes";
import { startServer } from "#tests/support/server.ts";
import { percentile } from "./visitor-posts";

/**
 * The desk's section of `npm run bench`: the pages a counsellor waits on, over a database
 * of 100,000 leads (the demo's fictional people, written in one transaction), one request
 * at a time so each figure is the time to serve one request, not a queue's. Measured at the
 * client over loopback, from sending the request to the last byte of the answer: the
 * document (HTML) for reads, as a counsellor opening or reloading the page gets it, with
 * React's server rendering; the lead page's form post for the change.
 */
const LEADS = Number(process.env.BENCH_DESK_LEADS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_DESK_SAMPLES ?? 200);
const WARM_UP = 20;
const READ_TARGET_MS = 50;
const CHANGE_TARGET_MS = 20;
const FILTER_COURSE = "B.Voc Medical Lab Technology";
const REPORT_TARGET_MS = 100;
const IMPORT_ROWS = 10_000;
const IMPORT_TARGET_S = 10;
/** Visitors' posts during an import or a publish: p99 at most this (issue 48). */
export const POST_P99_TARGET_MS = 100;

interface Timing {
  ms: number;
  status: number;
}

/**
 * CPU time used so far by the server's process, from /proc, in ms (user and system ticks of 10 ms). Per request, it is what the request
 * costs on an idle core: the figure to compare when the machine is busy with other work
 * and the times waited are not the server's own. (Linux counts in ticks of 10 ms; over 200
 * requests the mean is good to about 0.1 ms.)
 */
function processesCpuMs(pids: number[]): number {
  const cpuMs = (path: string) => {
    const fields = readFileSync(path, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return pids.reduce((sum, pid) => sum + cpuMs(`/proc/${pid}/stat`), 0);
}

/** Writes the leads and a staff session straight into a fresh database; returns what the requests need. */
async function prepare(dbPath: string) {
  const setUp = await openSqliteDatabase(`file:${dbPath}`);
  const staff = await ensureDemoStaff(setUp.desk);
  await setUp.submissions.close();

  const started = performance.now();
  const counts = fillInBulk(dbPath, demoPeople({ leads: LEADS, now: new Date() }), staff);
  await countReportDaysInBulk(dbPath);
  const seconds = (performance.now() - started) / 1000;

  const sqlite = keptConnection(dbPath);
  const now = new Date().toISOString();
  const session = (key: string) => {
    const token = newToken();
    sqlite
      .prepare("insert into sessions (token_hash, staff_id, created_at, last_seen_at) values (?, ?, ?, ?)")
      .run(hashToken(token), staff.get(key)!.id, now, now);
    return token;
  };
  const token = session(DEMO_ADMIN.key);
  // Today lists a counsellor's own follow-ups too; the admin owns no lead.
  const counsellorToken = session(DEMO_COUNSELLORS[0]!.key);
  const needed = SAMPLES + WARM_UP;
  // Different leads for each change (a version is good once), each call, each merge and each search.
  const pick = sqlite.prepare("select id, version from leads where status = 'new' order by random() limit ?");
  type Row = { id: string; version: number };
  const fresh = pick.all(needed) as Row[];
  const called = pick.all(needed) as Row[];
  // Any two leads can be merged, whatever their status.
  const merged = sqlite.prepare("select id, version from leads order by random() limit ?").all(needed * 3) as Row[];
  const phones = (
    sqlite.prepare("select phone_key from leads order by random() limit ?").all(needed) as { phone_key: string }[]
  ).map((row) => row.phone_key);
  sqlite.close();
  if (fresh.length < needed) throw new Error(`Only ${fresh.length} New leads to change; the bench needs ${needed}.`);
  // Each merge takes two leads no other operation touches.
  const taken = new Set([...fresh, ...called].map((lead) => lead.id));
  const pairs = merged.filter((lead) => !taken.has(lead.id));
  if (pairs.length < needed * 2)
    throw new Error(`Only ${pairs.length} leads left to merge; the bench needs ${needed * 2}.`);
  return { counts, seconds, token, counsellorToken, fresh, called, pairs, phones };
}

export async function benchDesk(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-desk-"));
  const dbPath = join(dir, "institute.db");
  try {
    const { counts, seconds, token, counsellorToken, fresh, called, pairs, phones } = await prepare(dbPath);
    process.env.BENCH_DESK_DB = dbPath;
    const server = await startServer({ dir, dbPath });
    const serverPids = [server.process.pid!];
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: "GET" | "POST", path: string, body?: string, as = token) =>
      new Promise<Timing>((resolve, reject) => {
        const started = performance.now();
        const headers: Record<string, string> = { cookie: `desk_session=${as}`, "accept-encoding": "gzip" };
        if (body !== undefined) {
          Object.assign(headers, {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(Buffer.byteLength(body)),
            origin: server.url,
          });
        }
        const req = request(`${server.url}${path}`, { method, agent, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
        });
        req.on("error", reject);
        req.end(body);
      });

    const operations: { label: string; target: number; expect: number; next: (i: number) => Promise<Timing> }[] = [
      {
        label: "inbox, first page      GET /desk/leads",
        target: READ_TARGET_MS,
        expect: 200,
        next: () => send("GET", "/desk/leads"),
      },
      {
        label: "filtered page          GET /desk/leads?status=new&owner=nobody&course=…",
        target: READ_TARGET_MS,
        expect: 200,
        next: () => send("GET", `/desk/leads?status=new&owner=nobody&course=${encodeURIComponent(FILTER_COURSE)}`),
      },
      {
        label: "phone search           GET /desk/leads?q=+91 00xxx xxxxx",
        target: READ_TARGET_MS,
        expect: 200,
        next: (i) =>
          send("GET", `/desk/leads?q=${encodeURIComponent(`+91 ${phones[i]!.slice(0, 5)} ${phones[i]!.slice(5)}`)}`),
      },
      {
        label: "overview               GET /desk/overview",
        target: READ_TARGET_MS,
        expect: 200,
        next: () => send("GET", "/desk/overview"),
      },
      // Not in the issue's list, but where /desk opens: a read like the others, as the admin
      // (who owns no lead) and as a counsellor (with their own follow-ups due today).
      {
        label: "today                  GET /desk/today",
        target: READ_TARGET_MS,
        expect: 200,
        next: () => send("GET", "/desk/today"),
      },
      {
        label: "today, a counsellor's  GET /desk/today",
        target: READ_TARGET_MS,
        expect: 200,
        next: () => send("GET", "/desk/today", undefined, counsellorToken),
      },
      {
        // A counsellor's saved view: their own leads nobody has reached yet.
        label: "saved view             GET /desk/leads?owner=me&reached=no",
        target: READ_TARGET_MS,
        expect: 200,
        next: () => send("GET", "/desk/leads?owner=me&reached=no", undefined, counsellorToken),
      },
      // Reports over this admission season (domain/reports.ts), against the one before: each
      // sums two periods of the days kept by server/storage/report-days.ts.
      ...(["funnel", "source", "course", "form", "language", "counsellor"] as const).map((report) => ({
        label: `report, season         GET /desk/reports?report=${report}&range=season`,
        target: REPORT_TARGET_MS,
        expect: 200,
        next: () => send("GET", `/desk/reports?report=${report}&range=season`),
      })),
      {
        label: "status change          POST /desk/leads/:id (New → Not interested)",
        target: CHANGE_TARGET_MS,
        // The lead page's form without JavaScript: the action, then a redirect back to the page.
        // A closing status: an open one set by hand needs a next step these fresh leads lack (issue 51).
        expect: 303,
        next: (i) =>
          send(
            "POST",
            `/desk/leads/${fresh[i]!.id}`,
            new URLSearchParams({
              intent: "status",
              status: "not_interested",
              reason: "Chose another institute",
              version: String(fresh[i]!.version),
            }).toString(),
          ),
      },
      {
        label: "log a call             POST /desk/leads/:id (No answer, retry tomorrow)",
        target: CHANGE_TARGET_MS,
        expect: 303,
        next: (i) =>
          send(
            "POST",
            `/desk/leads/${called[i]!.id}`,
            new URLSearchParams({
              intent: "log",
              outcome: "no_answer",
              next: "tomorrow_morning",
              version: String(called[i]!.version),
            }).toString(),
            counsellorToken,
          ),
      },
      {
        label: "merge                  POST /desk/leads/:id (another lead into it)",
        target: CHANGE_TARGET_MS,
        expect: 303,
        next: (i) =>
          send(
            "POST",
            `/desk/leads/${pairs[2 * i]!.id}`,
            new URLSearchParams({ intent: "merge", other: pairs[2 * i + 1]!.id, confirm: "yes" }).toString(),
          ),
      },
    ];

    const load = () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(" ");
    console.info(
      `\nAdmissions desk on ${counts.leads.toLocaleString("en-US")} leads (${counts.submissions.toLocaleString("en-US")} enquiries, ${counts.events.toLocaleString("en-US")} timeline entries; written in ${seconds.toFixed(1)} s),` +
        ` signed in as an admin (Today also as a counsellor), one request at a time: ${SAMPLES} per operation after ${WARM_UP} to warm up, timed at the client over loopback (request to last byte);` +
        ` server CPU is the server process's CPU time per request; load average ${load()}`,
    );
    console.info(`${"operation".padEnd(72)}  p50 ms   p95 ms   server CPU ms   target p95`);
    try {
      for (const operation of operations) {
        const times: number[] = [];
        let cpuBefore = 0;
        for (let i = 0; i < WARM_UP + SAMPLES; i++) {
          if (i === WARM_UP) cpuBefore = processesCpuMs(serverPids);
          const timing = await operation.next(i);
          if (timing.status !== operation.expect)
            throw new Error(
              `${operation.label.split(/\s{2,}/)[1]} answered ${timing.status}, expected ${operation.expect}.`,
            );
          if (i >= WARM_UP) times.push(timing.ms);
        }
        const cpu = (processesCpuMs(serverPids) - cpuBefore) / SAMPLES;
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        console.info(
          `${operation.label.padEnd(72)}  ${percentile(times, 50).toFixed(1).padStart(6)}   ${p95.toFixed(1).padStart(6)}   ${cpu.toFixed(1).padStart(13)}   < ${operation.target} ms ${p95 < operation.target ? "met" : "MISSED"}`,
        );
      }
      await benchImport(server.url, token, serverPids);
      console.info(`load average after: ${load()}`);
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A fair's sheet of 10,000 rows through the import, as an admin does it: upload (read, parsed,
 * kept as a draft), the preview (every row checked, each accepted one matched against the
 * leads), and the commit (every row stored and allocated, a slice per transaction: decision
 * 25). A third of the rows are people the database already holds, so they join their leads.
 * Visitors' posts go on meanwhile; their p99 during the commit is held to POST_P99_TARGET_MS
 * (issue 48), and shown beside their p99 in the 5 s before it.
 */
async function benchImport(url: string, token: string, serverPids: number[]): Promise<void> {
  const sqlite = keptConnection(process.env.BENCH_DESK_DB!);
  // The demo's people have phones no sheet would accept (+91 00…): those joining are found by their email.
  const known = (
    sqlite
      .prepare("select email from leads where email <> '' order by random() limit ?")
      .all(Math.floor(IMPORT_ROWS / 3)) as { email: string }[]
  ).map((row) => row.email);
  sqlite.close();
  const lines = ["Student Name,Mobile No,E-mail,Course Interested,City"];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    // Fresh numbers from 7000000000 up; a third are leads we have, by their email.
    lines.push(`Bench Person ${i},+91${7_000_000_000 + i},${known[i] ?? ""},${FILTER_COURSE},Gurugram`);
  }
  const headers = { cookie: `desk_session=${token}`, origin: url };
  const started = performance.now();
  const form = new FormData();
  form.set("source", "fair");
  form.set("source_detail", "Bench Expo");
  form.set("file", new Blob([lines.join("\r\n")], { type: "text/csv" }), "bench.csv");
  const uploaded = await fetch(`${url}/desk/import`, { method: "POST", body: form, headers, redirect: "manual" });
  const location = uploaded.headers.get("location");
  if (uploaded.status !== 303 || !location) throw new Error(`import upload answered ${uploaded.status}`);
  const afterUpload = performance.now();
  const preview = await fetch(`${url}${location}`, { headers });
  const html = await preview.text();
  // React's server rendering puts <!-- --> between a text's parts.
  if (preview.status !== 200 || !html.replaceAll("<!-- -->", "").includes("Import 10,000 rows"))
    throw new Error(`import preview answered ${preview.status} without all 10,000 rows accepted`);
  const afterPreviewPage = performance.now();
  // Visitors' posts go on during the commit, one 10 ms after another's answer, each timed; the
  // same for 5 s before it, for comparison. A few hundred of each, so a p99 is not just the
  // slowest post (at one every 50 ms it was, from about 80).
  let posted = 0;
  const visitorPost = async () => {
    const started = performance.now();
    const answer = await fetch(`${url}/admission.data`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
      body: new URLSearchParams({
        source: "admission",
        name: `Bench Visitor ${posted}`,
        phone: `98${String(10_000_000 + posted).padStart(8, "0")}`,
        email: `visitor${posted++}@example.com`,
        course: FILTER_COURSE,
        university: "Other",
        message: "Benchmark enquiry during an import",
        applicant: "student",
      }).toString(),
    });
    await answer.arrayBuffer();
    if (answer.status >= 400) throw new Error(`a visitor's post answered ${answer.status}`);
    return performance.now() - started;
  };
  const postsWhile = async (running: () => boolean) => {
    const times: number[] = [];
    while (running()) {
      times.push(await visitorPost());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return times.sort((a, b) => a - b);
  };
  const beforeEnd = performance.now() + 5_000;
  const quiet = await postsWhile(() => performance.now() < beforeEnd);
  const afterPreview = performance.now();
  let committing = true;
  // The server's CPU over the commit (the visitors' posts during it included): on a shared
  // machine the figure to compare, where the wall-clock time is mostly the queue for the cores.
  const cpuBefore = processesCpuMs(serverPids);
  const during = postsWhile(() => committing);
  const committed = await fetch(`${url}${location}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "commit" }),
    headers,
    redirect: "manual",
  });
  committing = false;
  const commitCpu = processesCpuMs(serverPids) - cpuBefore;
  if (committed.status !== 303) throw new Error(`import commit answered ${committed.status}`);
  const done = performance.now();
  const busy = await during;
  const postFigures = (times: number[]) =>
    `${times.length} posts, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, slowest ${times
      .slice(-3)
      .map((ms) => ms.toFixed(0))
      .join(", ")} ms`;
  const whileCommitting = percentile(busy, 99);
  console.info(
    `visitors' posts, 5 s before the commit: ${postFigures(quiet)}; during it: ${postFigures(busy)} ` +
      `(target: p99 during ≤ ${POST_P99_TARGET_MS} ms, ${whileCommitting <= POST_P99_TARGET_MS ? "met" : "MISSED"})`,
  );
  // The 5 s of posts before the commit are not the import's time.
  const total = (afterPreviewPage - started + (done - afterPreview)) / 1000;
  console.info(
    `import of ${IMPORT_ROWS.toLocaleString("en-US")} rows (${known.length.toLocaleString("en-US")} joining): upload ${((afterUpload - started) / 1000).toFixed(2)} s, ` +
      `preview ${((afterPreviewPage - afterUpload) / 1000).toFixed(2)} s, commit ${((done - afterPreview) / 1000).toFixed(2)} s (server CPU ${(commitCpu / 1000).toFixed(2)} s); ` +
      `total ${total.toFixed(2)} s (target < ${IMPORT_TARGET_S} s ${total < IMPORT_TARGET_S ? "met" : "MISSED"})`,
  );
}
