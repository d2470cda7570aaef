import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU used so far, in ms, from Linux's /proc (user + system, clock ticks of 10 ms): what a
 * server's work costs whatever else the machine is doing, which the times waited are not.
 */
export function cpuMs(statPath: string): number {
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = readFileSync(statPath, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A process's CPU so far by its threads: those at a lowered priority (niceness above 0: a render
 * process's every thread), the main thread, the rest.
 */
export function cpuByThread(pid: number): { main: number; lowPriority: number; other: number } {
  const used = { main: 0, lowPriority: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const path = `/proc/${pid}/task/${tid}/stat`;
    const niceness = Number(readFileSync(path, "utf8").split(") ")[1]!.split(" ")[16]);
    used[niceness > 0 ? "lowPriority" : tid === String(pid) ? "main" : "other"] += cpuMs(path);
  }
  return used;
}
