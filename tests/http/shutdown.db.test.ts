import { connect } from "node:net";
import { expect, it } from "vitest";
import { readRows } from "#tests/support/db.ts";
import { post, validEnquiry } from "#tests/support/forms.ts";
import { startServer } from "#tests/support/server.ts";

it("SIGTERM lets requests in flight finish, then closes the database and exits cleanly", async () => {
  const server = await startServer();
  try {
    // One request certainly in flight, whatever the machine's load: the server has answered its
    // headers ("100 Continue"), and its body is sent only once the server has logged that it
    // is stopping. It must still be answered and stored.
    const held = validEnquiry({ phone: "9876543299" });
    const request = heldRequest(server.port, "/admission", new URLSearchParams(held).toString());
    await request.headersReceived;
    // And a burst of ordinary posts, some of which arrive while the server stops.
    const submissions = Array.from({ length: 20 }, (_, i) =>
      validEnquiry({ phone: `98765432${String(i).padStart(2, "0")}` }),
    );
    const settled = Promise.allSettled(submissions.map((fields) => post(server.url, "/admission", fields)));
    const exitCode = server.stop();
    await until(() => server.output().includes('"event":"shutdown","signal":"SIGTERM"'));
    request.sendBody();
    expect(await request.status).toBe(200);
    const results = await settled;
    expect(await exitCode).toBe(0);

    const acknowledged = [
      held.name!,
      ...results.flatMap((result, i) =>
        result.status === "fulfilled" && result.value.status === 200 ? [submissions[i]!.name] : [],
      ),
    ];
    const stored = (await readRows<{ name: string }>(server.databaseUrl, "enquiries")).map((row) => row.name);
    for (const name of acknowledged) expect(stored).toContain(name);
  } finally {
    server.cleanup();
  }
});

/**
 * A form post over a raw socket whose body waits for sendBody(): headersReceived settles when
 * the server has read its headers (it answers "Expect: 100-continue" then), status with the
 * final answer's status code.
 */
function heldRequest(port: number, path: string, body: string) {
  const socket = connect(port, "127.0.0.1");
  let answer = "";
  let continued: () => void;
  const headersReceived = new Promise<void>((resolve) => (continued = resolve));
  const status = new Promise<number>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
      if (answer.startsWith("HTTP/1.1 100")) {
        continued();
        const end = answer.indexOf("\r\n\r\n");
        if (end === -1) return;
        answer = answer.slice(end + 4);
      }
      const final = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (final) {
        resolve(Number(final[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error(`closed without an answer: ${JSON.stringify(answer)}`)));
  });
  socket.write(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  return { headersReceived, status, sendBody: () => socket.write(body) };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

it("SIGTERM is not held by a connection that never sent a request", async () => {
  // As a browser's speculative preconnect leaves one. Node counts it as busy, so it once
  // held the stop for the whole grace period, after which the process exited with 1.
  const server = await startServer();
  const unused = connect(server.port, "127.0.0.1");
  try {
    await new Promise((connected) => unused.once("connect", connected));
    // Served meanwhile, on a connection of its own.
    expect((await fetch(new URL("/about", server.url))).status).toBe(200);
    const closedByServer = new Promise((closed) => unused.once("close", closed));
    expect(await server.stop()).toBe(0);
    await closedByServer;
  } finally {
    unused.destroy();
    server.cleanup();
  }
});
