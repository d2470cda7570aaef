import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { openSqliteDatabase } from "#server/storage/sqlite-store.ts";

/**
 * Visitors' saves timed straight against the store (no HTTP, no workers, no sender): the CPU
 * per saved enquiry with allocation off, allocation on, and allocation and push on, saved
 * `BENCH_BATCH` at a time (each group one transaction of the group commit, as the server
 * makes under `npm run bench`'s 16 posters: about ten). `BENCH_STATEMENTS=1` also counts and
 * times every SQLite statement per enquiry, by its text. For profiling what each save writes
 * (`node --cpu-prof --import tsx bench/save-store.ts`), where a whole bench run's figures move
 * with the machine's load. Nothing is sent: the push rows stay in the outbox.
 */
type Mode = "off" | "allocation" | "allocation and push";
const MODES: Mode[] = ["off", "allocation", "allocation and push"];
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
const ENQUIRIES = Number(process.env.BENCH_ENQUIRIES ?? 3000);
const COUNT_STATEMENTS = process.env.BENCH_STATEMENTS === "1";

const statements = new Map<string, { runs: number; ns: bigint }>();
if (COUNT_STATEMENTS) {
  // Every statement of every connection: the prototype better-sqlite3's statements share.
  const probe = keptConnection(":memory:");
  const prototype = Object.getPrototypeOf(probe.prepare("select 1")) as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ["run", "all", "get", "iterate"]) {
    const original = prototype[method]!;
    prototype[method] = function (this: Database.Statement, ...args: unknown[]) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        const entry = statements.get(this.source) ?? { runs: 0, ns: 0n };
        entry.runs += 1;
        entry.ns += process.hrtime.bigint() - started;
        statements.set(this.source, entry);
      }
    };
  }
}

async function measure(mode: Mode): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-save-"));
  const database = await openSqliteDatabase(`file:${join(dir, "institute.db")}`, () => new Date(), {
    email: false,
    webhook: false,
    push: mode === "allocation and push",
  });
  try {
    const { desk, submissions } = database;
    const admin = await desk.createStaff({ email: "admin@example.com", name: "Bench Admin", role: "admin" }, null);
    const counsellor = await desk.createStaff({ email: "kavya@example.com", name: "Kavya", role: "counsellor" }, null);
    if (!admin.ok || !counsellor.ok) throw new Error("could not add the bench's staff");
    if (mode === "off") await desk.setAllocationRule("off", admin.staff.id);
    await desk.setOnDuty(counsellor.staff.id, true, counsellor.staff.id);
    await desk.addPushDevice(counsellor.staff.id, {
      endpoint: "https://push.example.com/bench",
      p256dh: Buffer.alloc(65, 4).toString("base64url"),
      auth: Buffer.alloc(16, 1).toString("base64url"),
      label: "Bench phone",
    });
    let next = 0;
    const save = () => {
      const n = next++;
      return submissions.saveEnquiry({
        source: "admission",
        name: `Bench${n} Student`,
        phone: `9${String(200_000_000 + n).slice(-9)}`,
        email: `bench${n}@example.com`,
        course: "B.Voc Hotel Management",
        university: "Other",
        message: "Benchmark enquiry",
        applicant: "student",
      });
    };
    const batches = async (count: number) => {
      for (let done = 0; done < count; done += BATCH) await Promise.all(Array.from({ length: BATCH }, save));
    };
    await batches(300); // compiled statements and warm code, not counted
    statements.clear();
    const cpu = process.cpuUsage();
    await batches(ENQUIRIES);
    const used = process.cpuUsage(cpu);
    const perEnquiry = (used.user + used.system) / 1000 / ENQUIRIES;
    console.info(`${mode.padEnd(20)} ${perEnquiry.toFixed(3).padStart(7)} ms  (load ${loadavg()[0]!.toFixed(2)})`);
    if (COUNT_STATEMENTS) {
      let runs = 0;
      for (const [text, entry] of [...statements].sort((a, b) => Number(b[1].ns - a[1].ns))) {
        runs += entry.runs;
        const ms = Number(entry.ns) / 1e6 / ENQUIRIES;
        console.info(
          `    ${ms.toFixed(4)} ms  ${(entry.runs / ENQUIRIES).toFixed(2)}×  ${text.replace(/\s+/g, " ").slice(0, 100)}`,
        );
      }
      console.info(`    ${(runs / ENQUIRIES).toFixed(2)} statements per enquiry`);
    }
  } finally {
    await database.submissions.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.info(`CPU per saved enquiry, ${ENQUIRIES} enquiries saved ${BATCH} at a time, straight against the store`);
for (const mode of MODES) await measure(mode);
