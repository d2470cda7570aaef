import { readdirSync, readFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { contentAdmin, deskPost, formWith } from "#tests/support/content.ts";
import { PRODUCTION_PROCESSES, startServer } from "#tests/support/server.ts";
const server = await startServer({ env: PRODUCTION_PROCESSES });
const primary = server.process.pid!;
const pids = [primary, ...execSync(`pgrep -P ${primary}`).toString().trim().split("\n").map(Number)];
const cpu = () => Object.fromEntries(pids.flatMap((pid) => readdirSync(`/proc/${pid}/task`).map((tid) => {
  const st = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8"); const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
  const comm = st.slice(st.indexOf("(") + 1, st.lastIndexOf(")"));
  return [`${pid === primary ? "primary" : "worker" + pid}:${tid === String(pid) ? "main" : comm + (f[16] === "19" ? "(nice19)" : "")}`, (Number(f[11]) + Number(f[12])) * 10];
})));
const cookie = await contentAdmin(server.url, server.databaseUrl);
async function publish(n: number) {
  const phone = `+91 98${String(10_000_000 + n).padStart(8, "0")}`;
  const form = await formWith(server.url, "/desk/content/institute", cookie, { phone });
  await deskPost(server.url, "/desk/content/institute", form, cookie);
  const r = await deskPost(server.url, "/desk/content", { intent: "publish", note: `b${n}` }, cookie);
  if (!r.body.includes("is live")) throw new Error("publish failed");
  await new Promise((w) => setTimeout(w, 1500));
}
await publish(0);
const a = cpu();
for (let n = 1; n <= 3; n++) await publish(n);
const b = cpu();
const sums = new Map<string, number>();
for (const [k, v] of Object.entries(b)) { const d = v - (a[k] ?? 0); const key = k.replace(/worker\d+/, "worker").replace(/:.*?(\(nice19\))?$/, (m, n) => ":" + (k.endsWith(":main") ? "main" : n ? "render" : "other")); sums.set(k, d); }
for (const [k, v] of [...sums].filter(([, v]) => v > 0).sort()) console.log(k.padEnd(50), (v / 3).toFixed(0), "ms per publish");
await server.stop(); server.cleanup();
