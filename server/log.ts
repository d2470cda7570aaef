// The default import: pino is CommonJS, and Node's ESM loader promises only its default export.
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The one logger of every process: the server and the commands.
 * One JSON line per event, for machines: `level` (its name), `time` (ISO),
 * `pid`, `role` (server, or the command's name), then the entry, whose `event`
 * names what happened. Messages for people (a command's answer or error line, the start's
 * warnings) are not logs and stay plain text.
 *
 * Lines go to standard error in every process: a command's standard output is its answer
 * (`npm run export` writes the export there), so no log line may land in it. They are
 * gathered for a turn of the event loop and written together (STDERR below), and written at
 * once on exit, so a line logged just before `process.exit` is never lost.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL as a level ("info" when not set), or null when it names none; case and spaces are forgiven. */
export function logLevelFrom(value: string | undefined): LogLevel | null {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return "info";
  return LOG_LEVELS.find((level) => level === text) ?? null;
}

/**
 * Field names that hold what a person typed or who they are. An entry may not carry them
 * (LogEntry makes it a type error), and should one arrive all the same, inside another
 * object or as a request's headers, it is written as "[Redacted]": the safety net, not the rule.
 * So an error's text goes in `error`, never in `message`.
 */
const PERSONAL_FIELDS = ["name", "email", "phone", "message", "body"] as const;
const REDACTED_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  "authorization",
  "cookie",
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
];

/** One log line's content: what happened (`event`) and its details, never personal data. */
export type LogEntry = { event: string; [field: string]: unknown } & {
  [field in (typeof PERSONAL_FIELDS)[number]]?: never;
};

/** How modules that are handed a logger (the outbox, the scheduler, the daily purge) write to it. */
export type LogTo = (level: "info" | "error", entry: LogEntry) => void;

export interface Log {
  fatal(entry: LogEntry): void;
  error(entry: LogEntry): void;
  warn(entry: LogEntry): void;
  info(entry: LogEntry): void;
  debug(entry: LogEntry): void;
}

/** A logger writing to `destination`; the process's own is `log` below. */
export function createLog(options: { role: string; level: LogLevel; destination: DestinationStream }): Log {
  const logger: Logger = pino(
    {
      level: options.level,
      base: { pid: process.pid, role: options.role },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: REDACTED_PATHS,
    },
    options.destination,
  );
  return {
    fatal: (entry) => logger.fatal(entry),
    error: (entry) => logger.error(entry),
    warn: (entry) => logger.warn(entry),
    info: (entry) => logger.info(entry),
    debug: (entry) => logger.debug(entry),
  };
}

/**
 * Standard error, a turn of the event loop at a time: the lines logged while one request or
 * one batch of saves is handled go out in one write, not one write each (a line per request
 * cost visitors' submissions a fifth of their rate in `npm run bench` when each was its own
 * write). Written at once on exit, so `process.exit` after a fatal line loses nothing; only a
 * SIGKILL can lose the lines of the turn it interrupts. process.stderr.write is looked up at
 * each write, so a test can watch it (tests/support/in-process.ts).
 */
let unwritten = "";
let flushScheduled = false;
function flushLog(): void {
  flushScheduled = false;
  if (unwritten === "") return;
  const text = unwritten;
  unwritten = "";
  process.stderr.write(text);
}
process.on("exit", flushLog);
const STDERR: DestinationStream = {
  write: (line: string) => {
    unwritten += line;
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushLog);
    }
  },
};

// An unknown LOG_LEVEL stops the server and the commands at start (server/config.ts); until
// then, and in code that runs without reading the configuration, "info".
let current = createLog({
  role: "server",
  level: logLevelFrom(process.env.LOG_LEVEL) ?? "info",
  destination: STDERR,
});

/** A command names itself in its lines (commands/command.ts). */
export function setLogRole(role: string): void {
  current = createLog({ role, level: logLevelFrom(process.env.LOG_LEVEL) ?? "info", destination: STDERR });
}

/** This process's logger. */
export const log: Log = {
  fatal: (entry) => {
    // The process is about to end: out now, before anything else can fail.
    current.fatal(entry);
    flushLog();
  },
  error: (entry) => current.error(entry),
  warn: (entry) => current.warn(entry),
  info: (entry) => current.info(entry),
  debug: (entry) => current.debug(entry),
};

/** The same logger as a LogTo, for the modules that are handed one. */
export const logTo: LogTo = (level, entry) => log[level](entry);
