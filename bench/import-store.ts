import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { keptConnection } from "#server/storage/kept-sqlite.ts";
import { openSqliteDatabase } from "#server/storage/sqlite-store.ts";
import { countReportDaysInBulk, fillInBulk } from "../scripts/demo/bulk-writes";
import { DEMO_ADMIN, demoPeople } from "../scripts/demo/people";
import { ensureDemoStaff } from "../scripts/demo/real-writes";

/**
 * The import's commit and undo timed straight against the store (no HTTP, no workers), on a
 * copy of a database of the bench's 100,000 leads kept in BENCH_IMPORT_BASE (written on the
 * first run): for profiling (`node --cpu-prof --import tsx bench/import-store.ts`), where the
 * bench's desk section takes many minutes to reach its import.
 */
const ROWS = 10_000;
const base = process.env.BENCH_IMPORT_BASE ?? join(tmpdir(), "bench-import-base.db");
if (!existsSync(base)) {
  const setUp = await openSqliteDatabase(`file:${base}`);
  const staff = await ensureDemoStaff(setUp.desk);
  await setUp.submissions.close();
  fillInBulk(base, demoPeople({ leads: 100_000, now: new Date() }), staff);
  await countReportDaysInBulk(base);
}
const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
const dbPath = join(dir, "institute.db");
copyFileSync(base, dbPath);
const sqlite = keptConnection(dbPath);
const known = (
  sqlite.prepare("select email from leads where email <> '' order by random() limit ?").all(Math.floor(ROWS / 3)) as {
    email: string;
  }[]
).map((row) => row.email);
const admin = sqlite.prepare("select id from staff where email = ?").get(DEMO_ADMIN.email) as { id: string };
sqlite.close();
const { desk, submissions } = await openSqliteDatabase(`file:${dbPath}`);
const accepted = Array.from({ length: ROWS }, (_, i) => ({
  line: i + 2,
  name: `Bench Person ${i}`,
  phone: `+91${7_000_000_000 + i}`,
  guardianName: "",
  guardianPhone: "",
  email: known[i] ?? "",
  course: "B.Voc Medical Lab Technology",
  city: "Gurugram",
  date: "",
  notes: "",
}));
const { id } = await desk.saveImportDraft(
  { fileName: "bench.csv", source: "fair", sourceDetail: "Bench Expo", sourceDate: "", headers: [], cells: [] },
  admin.id,
);
const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");
console.info(`load average ${load()}`);
let cpu = process.cpuUsage();
let started = performance.now();
const result = await desk.commitImport(id, { mapping: {}, accepted, refused: [], repeated: 0 }, admin.id);
const ms = (from: number) => (performance.now() - from).toFixed(0);
const cpuMs = () => ((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000).toFixed(0);
console.info(`commit: ${JSON.stringify(result)} in ${ms(started)} ms, CPU ${cpuMs()} ms`);
cpu = process.cpuUsage();
started = performance.now();
const undone = await desk.undoImport(id, admin.id);
console.info(`undo: ${JSON.stringify(undone)} in ${ms(started)} ms, CPU ${cpuMs()} ms; load average ${load()}`);
await submissions.close();
