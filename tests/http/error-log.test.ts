import { expect, it } from "vitest";
import { startInProcess } from "#tests/support/in-process.ts";

/**
 * React Router's errors reach the log as one JSON line each through the logger
 * (server/app.ts routeErrorLog), never as a multi-line stack from console.error; a path no
 * route matches and a post to a page without an action are quiet (their request line says it).
 */
const isJsonLine = (line: string) => {
  try {
    return typeof JSON.parse(line) === "object";
  } catch {
    return false;
  }
};

it("paths with %0a or %0d and posts to loader-only pages leave no stack trace, only JSON lines", async () => {
  const server = await startInProcess();
  try {
    const asked: [string, string][] = [
      ["GET", "/a%0ab"],
      ["GET", "/desk/a%0d%0ab"],
      ["GET", "/%0a%20%20%20%20at%20fake"],
      ["POST", "/about"],
      ["POST", "/desk/export.csv"],
      ["POST", "/courses"],
    ];
    for (const [method, path] of asked) {
      const response = await fetch(new URL(path, server.url), {
        method,
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "a=b" : undefined,
      });
      await response.arrayBuffer();
      expect(response.status, path).toBe(method === "POST" ? 405 : 404);
    }
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{") || /^\s*(Error|at )/.test(line));
    expect(lines.filter((line) => !isJsonLine(line))).toEqual([]);
    expect(server.output()).not.toContain("route_error");
    expect(server.output()).not.toContain("No route matches");
  } finally {
    await server.stop();
    server.cleanup();
  }
});
