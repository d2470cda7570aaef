import { log } from "#server/log.ts";

/**
 * The server process owns the database and the rate-limit counts: after an error nothing
 * expected, its state is unknown, so it logs one line and exits non-zero for the service
 * manager to start it afresh (decision 15). Nothing is lost that was acknowledged: every save
 * resolves only once committed (decision 2).
 */
export function exitOnUnexpectedError(processName: string, target: NodeJS.Process = process): void {
  const exit = (kind: "uncaught_exception" | "unhandled_rejection") => (error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log.fatal({ event: "unexpected_error", kind, process: processName, error: message });
    target.exit(1);
  };
  target.on("uncaughtException", exit("uncaught_exception"));
  target.on("unhandledRejection", exit("unhandled_rejection"));
}
