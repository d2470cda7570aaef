import { describe, expect, it } from "vitest";
import { routeErrorLog } from "./app";
import type { LogEntry } from "./log";

describe("React Router's errors in the log", () => {
  const logged = () => {
    const lines: { level: string; entry: LogEntry }[] = [];
    const handle = routeErrorLog({
      warn: (entry) => lines.push({ level: "warn", entry }),
      error: (entry) => lines.push({ level: "error", entry }),
    });
    return { lines, handle };
  };
  const request = (aborted = false) => {
    const controller = new AbortController();
    if (aborted) controller.abort();
    return new Request("http://localhost/x", { signal: controller.signal });
  };
  // What React Router passes for its own 404 and 405: an ErrorResponse (isRouteErrorResponse's shape).
  const responseError = (status: number) => ({
    status,
    statusText: "",
    internal: true,
    data: "refused",
    error: new Error(`status ${status}`),
  });

  it("a fault is one entry with its stack as a field", () => {
    const { lines, handle } = logged();
    handle(new Error("broken\n    at somewhere"), { request: request(), params: {}, context: {} as never });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      entry: { event: "route_error", error: "Error: broken\n    at somewhere" },
    });
    expect(String(lines[0]!.entry.stack)).toContain("at ");
  });

  it("404 and 405 are quiet, other answers a warning, an abandoned request nothing", () => {
    const { lines, handle } = logged();
    for (const status of [404, 405])
      handle(responseError(status), { request: request(), params: {}, context: {} as never });
    expect(lines).toEqual([]);
    handle(responseError(503), { request: request(), params: {}, context: {} as never });
    expect(lines).toMatchObject([{ level: "warn", entry: { event: "route_error", status: 503 } }]);
    handle(new Error("gone"), { request: request(true), params: {}, context: {} as never });
    expect(lines).toHaveLength(1);
  });
});
