import { connect } from "node:net";
import { expect, it } from "vitest";
import { readRows } from "#tests/support/db.ts";
import { post, validEnquiry } from "#tests/support/forms.ts";
import { startServer } from "#tests/support/server.ts";

it("SIGTERM lets requests in flight finish, then closes the database and exits cleanly", async () => {
  // The cluster: the primary waits for its workers' requests before it closes the database.
  const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
  try {
    const submissions = Array.from({ length: 20 }, (_, i) =>
      validEnquiry({ phone: `98765432${String(i).padStart(2, "0")}` }),
    );
    const inFlight = submissions.map((fields) => post(server.url, "/admission", fields));
    // Let the posts reach the server, then ask it to stop while they are being handled.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exitCode = server.stop();
    const results = await Promise.allSettled(inFlight);
    expect(await exitCode).toBe(0);

    const acknowledged = results.flatMap((result, i) =>
      result.status === "fulfilled" && result.value.status === 200 ? [submissions[i]!.name] : [],
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = (await readRows<{ name: string }>(server.databaseUrl, "enquiries")).map((row) => row.name);
    for (const name of acknowledged) expect(stored).toContain(name);
    expect(server.output()).toContain('"event":"shutdown","signal":"SIGTERM"');
  } finally {
    server.cleanup();
  }
});

for (const [mode, workers] of [
  ["the single process", "1"],
  ["the cluster", "2"],
] as const) {
  it(`SIGTERM is not held by a connection that never sent a request (${mode})`, async () => {
    // As a browser's speculative preconnect leaves one. Node counts it as busy, so it once
    // held the stop for the whole grace period, after which the process exited with 1.
    const server = await startServer({ env: { WEB_CONCURRENCY: workers } });
    const unused = connect(server.port, "127.0.0.1");
    try {
      await new Promise((connected) => unused.once("connect", connected));
      // Served meanwhile, on a connection of its own.
      expect((await fetch(new URL("/about", server.url))).status).toBe(200);
      const closedByServer = new Promise((closed) => unused.once("close", closed));
      expect(await server.stop()).toBe(0);
      await closedByServer;
      // A worker that had to be forced out says so (server/cluster/primary.ts).
      expect(server.output()).not.toContain('"event":"worker_exit"');
    } finally {
      unused.destroy();
      server.cleanup();
    }
  });
}
