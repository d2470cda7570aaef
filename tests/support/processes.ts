import { execFileSync } from "node:child_process";

/**
 * The processes `pid` started (Linux's `pgrep -P`), only those whose command line holds
 * `matching` when given.
 */
export function childPids(pid: number, matching?: string): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid), ...(matching ? ["-f", matching] : [])], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map(Number);
  } catch {
    return []; // pgrep found none: it exits with 1.
  }
}
