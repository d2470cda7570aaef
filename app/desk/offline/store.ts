import type { KeptSave } from "./queue";

/**
 * The phone's store of kept saves: one IndexedDB database, one object store keyed by the
 * save's id. Used by the desk's pages and by its service worker (both have `indexedDB`), so
 * nothing here touches the DOM. Sign-out deletes the whole database (clearKeptSaves).
 */
export const KEPT_DATABASE = "desk-kept-saves";
const STORE = "saves";

/** Told when the kept saves change, to every desk page and the service worker of this origin. */
export const KEPT_CHANNEL = "desk-kept-saves";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(KEPT_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB would not open"));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      // Resolved on the transaction's completion: a write is on disk before anyone is told.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB refused the write"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB gave up the write"));
    });
  } finally {
    db.close();
  }
}

export function keptSaves(): Promise<KeptSave[]> {
  return inStore("readonly", (store) => store.getAll() as IDBRequest<KeptSave[]>);
}

export async function keepSave(save: KeptSave): Promise<void> {
  await inStore("readwrite", (store) => store.put(save));
  announce();
}

export async function forgetSave(id: string): Promise<void> {
  await inStore("readwrite", (store) => store.delete(id));
  announce();
}

/** Everything kept, gone: the database itself is deleted (sign-out). */
export async function clearKeptSaves(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(KEPT_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error("IndexedDB would not delete"));
    // Another tab holds it open for a moment: the deletion goes ahead once it closes.
    request.onblocked = () => resolve();
  });
  announce();
}

/** What the channel carries: the kept saves changed, or sends were answered (what each answer was, never stored). */
export type KeptMessage =
  { type: "changed" } | { type: "sent"; reports: { id: string; leadId: string; answer: unknown }[] };

export function announce(message: KeptMessage = { type: "changed" }): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(KEPT_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
