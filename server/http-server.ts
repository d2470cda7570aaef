import { createServer, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { ServerConfig } from "./config";
import { log } from "./log";

type HttpLimits = Pick<
  ServerConfig,
  "HEADERS_TIMEOUT_SECONDS" | "REQUEST_TIMEOUT_SECONDS" | "KEEP_ALIVE_TIMEOUT_SECONDS" | "MAX_CONNECTIONS"
>;

/** Each server's open connections (createHttpServer), for stopAccepting. */
const openConnections = new WeakMap<Server, Set<Socket>>();

/**
 * The worker's HTTP server, with limits so that a slow or greedy client cannot hold it
 * (decision 15): the request's headers within HEADERS_TIMEOUT_SECONDS and the whole request
 * within REQUEST_TIMEOUT_SECONDS (else Node answers 408 and closes the connection), an idle
 * kept-alive connection closed after KEEP_ALIVE_TIMEOUT_SECONDS (just above a proxy's own
 * idle timeout, so the proxy never reuses a connection we are closing), and at most
 * MAX_CONNECTIONS open at once (Node closes any beyond it on arrival).
 */
export function createHttpServer(handler: RequestListener, limits: HttpLimits): Server {
  const headersTimeout = limits.HEADERS_TIMEOUT_SECONDS * 1000;
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: limits.REQUEST_TIMEOUT_SECONDS * 1000,
      // Node enforces the two timeouts above only when it checks its connections, every
      // 30 s by default: a slow client could hold on that much longer.
      connectionsCheckingInterval: Math.min(1000, headersTimeout / 2),
    },
    handler,
  );
  server.keepAliveTimeout = limits.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  server.maxConnections = limits.MAX_CONNECTIONS;
  const connections = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  openConnections.set(server, connections);
  return server;
}

/**
 * Graceful stop: no new connections, requests in flight finish, then `closed` runs. Every
 * 50 ms it closes the connections with nothing left to answer: a kept-alive one once its last
 * response is out (rather than after the keep-alive timeout), and one that has sent nothing yet,
 * such as a browser's speculative preconnect. Node counts the latter as busy (its headers
 * timeout runs from the connection's start), so it alone held a stop for the whole grace
 * period, and the process then exited with a failure (tests/http/shutdown.db.test.ts).
 */
export function stopAccepting(server: Server, closed: () => void): void {
  server.close(closed);
  const closeUnused = () => {
    server.closeIdleConnections();
    for (const socket of openConnections.get(server) ?? []) if (socket.bytesRead === 0) socket.destroy();
  };
  closeUnused();
  setInterval(closeUnused, 50).unref();
}

/**
 * Listens on PORT and HOST (a failure to listen ends the process), calls `listening` with the
 * address to open, and on SIGTERM or SIGINT runs `stop` (which ends the process), giving up
 * with a failure after `graceMs`: the production server's and `npm run dev`'s one way to run.
 */
export function serveUntilSignalled(
  server: Server,
  config: Pick<ServerConfig, "PORT" | "HOST">,
  options: { graceMs: number; listening: (url: string) => void; stop: () => void },
): void {
  server.listen(config.PORT, config.HOST);
  server.on("error", (error) => {
    log.fatal({ event: "listen_failed", port: config.PORT, error: error.message });
    process.exit(1);
  });
  server.once("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const host = config.HOST === "0.0.0.0" || config.HOST === "127.0.0.1" ? "localhost" : config.HOST;
    const url = `http://${host}:${port}`;
    log.info({ event: "listening", url });
    options.listening(url);
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ event: "shutdown", signal });
    setTimeout(() => process.exit(1), options.graceMs).unref();
    options.stop();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
