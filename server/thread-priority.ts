import { execFileSync } from "node:child_process";
import { readlinkSync } from "node:fs";

/**
 * Puts the calling thread in Linux's SCHED_IDLE class: it runs only on a core no other thread
 * wants, and any other thread that wakes takes the core from it at once. A lower niceness only
 * shares the cores less evenly: a thread at niceness 10 or 19 beside the visitors' threads still
 * cost them pages (docs/benchmarks.md, publishing content). One way only: an unprivileged process
 * may not take a thread out of SCHED_IDLE again (it needs CAP_SYS_NICE), so a thread that must
 * hurry is a fresh one (server/content/render-thread-client.ts).
 *
 * Through util-linux's `chrt` (Node has no sched_setscheduler). False where it cannot (no `chrt`,
 * not Linux): the thread then keeps the niceness it has.
 */
export function idleThisThread(): boolean {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>": this thread's id, which chrt takes as a pid.
    const tid = readlinkSync("/proc/thread-self").split("/").pop()!;
    execFileSync("chrt", ["--idle", "--pid", "0", tid], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
