import type { Worker } from "node:cluster";

/**
 * Calls from a worker process to the primary over the cluster's IPC channel, and their
 * answers. The channel uses Node's "advanced" serialization (set up by the primary), so
 * Dates and plain objects cross it as they are.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function signature
type Api = Record<string, (...args: any[]) => unknown>;

interface CallMessage {
  ipc: "call";
  id: number;
  method: string;
  args: unknown[];
}

interface AnswerMessage {
  ipc: "answer";
  id: number;
  value?: unknown;
  error?: string;
}

function isCall(message: unknown): message is CallMessage {
  return typeof message === "object" && message !== null && (message as CallMessage).ipc === "call";
}

function isAnswer(message: unknown): message is AnswerMessage {
  return typeof message === "object" && message !== null && (message as AnswerMessage).ipc === "answer";
}

/** Primary side: answers one worker's calls with the given implementation. */
export function answerCalls<T extends Api>(worker: Worker, api: T): void {
  worker.on("message", async (message: unknown) => {
    if (!isCall(message)) return;
    let answer: AnswerMessage;
    try {
      const method = Object.hasOwn(api, message.method) ? api[message.method] : undefined;
      if (!method) throw new Error(`unknown method ${message.method}`);
      answer = { ipc: "answer", id: message.id, value: await method(...message.args) };
    } catch (error) {
      answer = { ipc: "answer", id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    // A worker that has gone cannot be answered; its visitor never got an acknowledgement. One
    // that goes as the answer is written is the same: the failed write comes to the callback,
    // where without one it was an 'error' event nobody listens for, and took the primary (the
    // whole server) down with it (./ipc.test.ts).
    if (worker.isConnected()) worker.send(answer, () => {});
  });
}

export interface PrimaryClient<T extends Api> {
  call<K extends keyof T & string>(method: K, ...args: Parameters<T[K]>): Promise<Awaited<ReturnType<T[K]>>>;
}

/**
 * Worker side: runs methods in the primary. A call fails (never hangs) when the primary
 * cannot be reached or goes away before answering.
 */
export function primaryClient<T extends Api>(): PrimaryClient<T> {
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let lastId = 0;

  process.on("message", (message: unknown) => {
    if (!isAnswer(message)) return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error === undefined) call.resolve(message.value as never);
    else call.reject(new Error(message.error));
  });
  process.on("disconnect", () => {
    for (const call of pending.values()) call.reject(new Error("the primary process has gone"));
    pending.clear();
  });

  return {
    call: (method, ...args) =>
      new Promise((resolve, reject) => {
        if (!process.send || !process.connected) return reject(new Error("not connected to a primary process"));
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        process.send({ ipc: "call", id, method, args } satisfies CallMessage, undefined, undefined, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      }),
  };
}
