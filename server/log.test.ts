import { describe, expect, it } from "vitest";
import { createLog, logLevelFrom, type LogEntry, type LogLevel } from "./log";

/** A logger writing into an array, one parsed line per entry. */
function captured(level: LogLevel = "info") {
  const lines: string[] = [];
  const log = createLog({ role: "worker", level, destination: { write: (line: string) => void lines.push(line) } });
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the log", () => {
  it("writes one JSON line per entry: level, time, pid, role, then the entry's own fields as given", () => {
    const { log, lines, entries } = captured();
    log.warn({ event: "not_found", path: "/no-such-page" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\{"level":"warn","time":"\d{4}-\d\d-\d\dT[\d:.]+Z","pid":\d+,"role":"worker","event":"not_found","path":"\/no-such-page"\}\n$/,
    );
    expect(entries()[0]).toEqual({
      level: "warn",
      time: expect.any(String),
      pid: process.pid,
      role: "worker",
      event: "not_found",
      path: "/no-such-page",
    });
  });

  it("keeps the lines at or above its level and drops the rest", () => {
    const { log, entries } = captured("warn");
    log.debug({ event: "a" });
    log.info({ event: "b" });
    log.warn({ event: "c" });
    log.error({ event: "d" });
    log.fatal({ event: "e" });
    expect(entries().map((entry) => [entry.level, entry.event])).toEqual([
      ["warn", "c"],
      ["error", "d"],
      ["fatal", "e"],
    ]);

    const verbose = captured("debug");
    verbose.log.debug({ event: "file" });
    expect(verbose.entries().map((entry) => entry.level)).toEqual(["debug"]);

    const silent = captured("silent");
    silent.log.fatal({ event: "anything" });
    expect(silent.lines).toEqual([]);
  });

  it("writes what could name a person as [Redacted], at the top and one level down", () => {
    const { log, lines, entries } = captured();
    // Refused by the compiler too; cast, as a value built elsewhere would arrive.
    const careless = {
      event: "careless",
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+919876543210",
      message: "please call after six",
      body: "name=Asha",
      lead: { name: "Asha Verma", phone: "9876543210", status: "new" },
      headers: { cookie: "desk_session=secret", authorization: "Basic c2VjcmV0", accept: "text/html" },
      authorization: "Bearer secret",
    } as unknown as LogEntry;
    log.info(careless);
    expect(entries()[0]).toMatchObject({
      event: "careless",
      name: "[Redacted]",
      email: "[Redacted]",
      phone: "[Redacted]",
      message: "[Redacted]",
      body: "[Redacted]",
      lead: { name: "[Redacted]", phone: "[Redacted]", status: "new" },
      headers: { cookie: "[Redacted]", authorization: "[Redacted]", accept: "text/html" },
      authorization: "[Redacted]",
    });
    for (const secret of ["Asha", "asha@", "9876543210", "six", "secret", "c2VjcmV0"])
      expect(lines[0]).not.toContain(secret);
  });

  it("refuses a personal field at compile time", () => {
    const { log, entries } = captured();
    // @ts-expect-error -- "message" is for what a person wrote; an error's text goes in "error".
    log.error({ event: "storage_error", message: "disk full" });
    log.error({ event: "storage_error", error: "disk full" });
    expect(entries().map((entry) => entry.error ?? entry.message)).toEqual(["[Redacted]", "disk full"]);
  });
});

describe("logLevelFrom", () => {
  it("reads a level, info when not set, null for anything else", () => {
    expect(logLevelFrom(undefined)).toBe("info");
    expect(logLevelFrom("")).toBe("info");
    expect(logLevelFrom("debug")).toBe("debug");
    expect(logLevelFrom(" Error ")).toBe("error");
    expect(logLevelFrom("verbose")).toBeNull();
    expect(logLevelFrom("30")).toBeNull();
  });
});
