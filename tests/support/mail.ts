import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (smtp-server, in this process) that keeps what it accepts, and a real
 * HTTP receiver for webhooks. Both on loopback ports of their own.
 */
export interface TestMailbox {
  port: number;
  url: (user?: string, password?: string) => string;
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
}

export async function startMailbox(options: { port?: number; password?: string } = {}): Promise<TestMailbox> {
  const messages: ParsedMail[] = [];
  const parsed: ParsedMail[] = [];
  let arrivals = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    // The server's sender keeps its connection open (a pool): closing the mailbox drops it
    // soon, as a mail server going down would, instead of waiting for it for 30 s.
    closeTimeout: 200,
    disableReverseLookup: true,
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.password && auth.password !== options.password)
        return callback(new Error("Invalid username or password"));
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      // Parsing is asynchronous: the slot is taken on arrival, so the list keeps arrival order.
      const slot = arrivals++;
      simpleParser(stream)
        .then((mail) => {
          parsed[slot] = mail;
          while (parsed[messages.length]) messages.push(parsed[messages.length]!);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A client dropping its connection (the sender's pool when its server stops) is not a failure here.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: (user = "desk", password = options.password ?? "secret") => `smtp://${user}:${password}@127.0.0.1:${port}`,
    messages,
    waitFor: (count, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const deadline = setTimeout(
          () => reject(new Error(`only ${messages.length} of ${count} messages arrived`)),
          timeoutMs,
        );
        const check = () => {
          if (messages.length >= count) {
            clearTimeout(deadline);
            resolve(messages);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedCall {
  headers: Record<string, string>;
  body: string;
}

/** An HTTP endpoint that records each POST and answers with `status()` (200 unless changed). */
export async function startReceiver(): Promise<{
  url: string;
  calls: ReceivedCall[];
  status: { code: number };
  close: () => Promise<void>;
}> {
  const calls: ReceivedCall[] = [];
  const status = { code: 200 };
  const server: Server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(status.code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    calls,
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
