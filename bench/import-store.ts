import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
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
const database = await openSqliteDatabase(`file:${dbPath}`);
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
const { id } = await database.desk.saveImportDraft(
  { fileName: "bench.csv", source: "fair", sourceDetail: "Bench Expo", sourceDate: "", headers: [], cells: [] },
  admin.id,
);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const ms = (from: number) => (performance.now() - from).toFixed(0);
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return ((used.user + used.system) / 1000).toFixed(0);
};
/** Until the import's report-day slices, which nobody awaits, have counted every lead. */
async function counted(): Promise<void> {
  while ((await database.db.selectFrom("report_dirty").select("leadId").limit(1).execute()).length > 0)
    await new Promise((resolve) => setTimeout(resolve, 10));
}
console.info(`load average ${load()}`);
for (const [name, step] of [
  ["commit", () => database.desk.commitImport(id, { mapping: {}, accepted, refused: [], repeated: 0 }, admin.id)],
  ["undo", () => database.desk.undoImport(id, admin.id)],
] as const) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await step();
  const answered = `${ms(started)} ms, CPU ${cpuMs(cpu)} ms`;
  await counted();
  console.info(
    `${name}: ${JSON.stringify(result)} answered in ${answered}; report days counted by ${ms(started)} ms, CPU ${cpuMs(cpu)} ms`,
  );
}
console.info(`load average ${load()}`);
await database.submissions.close();
rmSync(dir, { recursive: true, force: true });
