import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Puts this whole process, every thread it has now (its main thread, V8's garbage-collector
 * and compiler helpers) and every one they start, in Linux's SCHED_IDLE class: it runs only on a
 * core no other thread wants, and any other thread that wakes takes the core from it at once. A
 * lower niceness only shares the cores less evenly: a thread at niceness 10 or 19 beside the
 * visitors' threads still cost them pages (docs/benchmarks.md, publishing content). One way
 * only: an unprivileged process may not leave SCHED_IDLE again (it needs CAP_SYS_NICE), so work
 * that must hurry goes to a fresh process (server/content/render-process-client.ts).
 *
 * Through util-linux's `chrt` (Node has no sched_setscheduler). False where it cannot (no `chrt`,
 * not Linux): the process then keeps the niceness it has.
 */
export function idleThisProcess(): boolean {
  try {
    execFileSync("chrt", ["--all-tasks", "--idle", "--pid", "0", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets this process's niceness on every thread it has now; threads started later take it from
 * the thread that starts them. On Linux a niceness is a thread's own, so `os.setPriority()`
 * alone lowers only the main thread.
 */
export function lowerThisProcess(niceness: number): void {
  let threads: string[] = [];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    // Not Linux: there a process's priority is its threads'.
  }
  setPriority(niceness);
  for (const thread of threads) {
    try {
      setPriority(Number(thread), niceness);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}
