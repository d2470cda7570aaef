import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useRevalidator } from "react-router";
import {
  CLIENT_ID_FIELD,
  isClientId,
  isConnectionFailure,
  isKeptIntent,
  isSignInRedirect,
  keptFields,
  SendTimeout,
  type KeptSave,
  type SendAnswer,
} from "./queue";
import { useHydrated } from "#app/desk/routes/lead/shared.tsx";
import { SYNC_TAG, sendKeptSaves, type SendReport } from "./send";
import { clearKeptSaves, forgetSave, KEPT_CHANNEL, keepSave, keptSaves, type KeptMessage } from "./store";

/**
 * The desk pages' side of the saves kept on the phone (queue.ts): the lead page keeps a save
 * its post could not deliver, the header counts what waits and sends it when the connection
 * is back (on load, `online`, focus; the service worker's Background Sync when the page is
 * closed), and sign-out clears the store.
 */

/** How long the lead page waits for the server's answer to a save before keeping it on the phone. */
export const SAVE_ANSWER_WITHIN_MS = 25_000;

interface KeptView {
  saves: KeptSave[];
  /** The latest answers to sends, this page's or another sender's: shown, never stored. */
  reports: SendReport[];
}

const EMPTY: KeptView = { saves: [], reports: [] };
let view: KeptView = EMPTY;
const listeners = new Set<() => void>();

function publish(next: KeptView) {
  view = next;
  for (const listener of listeners) listener();
}

async function reread() {
  try {
    publish({ ...view, saves: await keptSaves() });
  } catch {
    // No IndexedDB (a private window that refuses it): nothing can be kept, nothing waits.
  }
}

let channel: BroadcastChannel | null = null;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(KEPT_CHANNEL);
    channel.onmessage = (event: MessageEvent<KeptMessage>) => {
      if (event.data?.type === "sent") publish({ ...view, reports: event.data.reports as SendReport[] });
      void reread();
    };
    void reread();
  }
  return () => listeners.delete(listener);
}

/** The saves on this phone and the latest answers to sends. */
export function useKeptView(): KeptView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => EMPTY,
  );
}

/** The latest answer to a send of one lead's saves, for its page to say. */
export function useReportFor(leadId: string): { id: string; answer: SendAnswer } | null {
  const { reports } = useKeptView();
  for (let index = reports.length - 1; index >= 0; index--) {
    const { id, leadId: its, answer } = reports[index]!;
    if (its === leadId && answer !== "retry") return { id, answer };
  }
  return null;
}

/**
 * The save's id, in a hidden field of each form a phone may keep (queue.ts KEPT_INTENTS): made
 * in the browser, so a form without script posts none (and is stored as any post is).
 */
export function SaveId() {
  const hydrated = useHydrated();
  // One per form as mounted: a save empties its form (a new key), and the next gets a new id.
  const [id] = useState(() => crypto.randomUUID());
  return hydrated ? <input type="hidden" name={CLIENT_ID_FIELD} value={id} /> : null;
}

/** What the lead page knows that the kept save needs: whose it is, the lead's name, the presets' times as shown. */
export interface KeepingPage {
  leadId: string;
  leadName: string;
  staffId: string;
  presets: { preset: string; at: string }[];
}

/** What the lead page's action answers when it kept a save on the phone. */
export interface KeptAnswer {
  intent: string;
  error: null;
  conflict: null;
  kept: { id: string };
}

async function askForBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration("/desk/");
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): the next page load, `online` or focus sends it.
  }
}

/**
 * The lead page's clientAction: posts as ever, and keeps a call, note or next step on the phone
 * when the post fails for want of a connection (queue.ts isConnectionFailure). Everything else
 * (an answer, a 4xx, a redirect) goes on as the server said.
 */
export async function postOrKeep<T>(
  request: Request,
  serverAction: () => Promise<T>,
  page: KeepingPage | null,
): Promise<T | KeptAnswer> {
  const form = await request.clone().formData();
  const intent = form.get("intent");
  const clientId = form.get(CLIENT_ID_FIELD);
  if (!page || !isKeptIntent(intent) || !isClientId(clientId)) return serverAction();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      serverAction(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new SendTimeout()), SAVE_ANSWER_WITHIN_MS);
      }),
    ]);
  } catch (failure) {
    const signedOut = isSignInRedirect(failure);
    if (!isConnectionFailure(failure) && !signedOut) throw failure;
    const savedAt = new Date();
    const fields = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
    await keepSave({
      id: clientId,
      leadId: page.leadId,
      leadName: page.leadName,
      intent,
      staffId: page.staffId,
      savedAt: savedAt.toISOString(),
      fields: keptFields(fields, { clientId, savedAt, staffId: page.staffId, presets: page.presets }),
      state: "waiting",
      problem: null,
      tries: 0,
    });
    // To the sign-in page, as the server said; back on the desk, the save is sent.
    if (signedOut) throw failure;
    void askForBackgroundSync();
    return { intent, error: null, conflict: null, kept: { id: clientId } };
  } finally {
    clearTimeout(timer);
  }
}

/** An action's answer that kept the save: nothing reached the server, so nothing is fetched again (it would fail too). */
export function keptOnPhone(actionResult: unknown): actionResult is KeptAnswer {
  return typeof actionResult === "object" && actionResult !== null && "kept" in actionResult;
}

/**
 * The header's sender: sends what waits on load, when the browser says it is back online, and
 * when the desk comes back to the front; after sends that stored something, the page's data is
 * fetched again so the lead shows it.
 */
export function useKeptSender(staffId: string) {
  const revalidator = useRevalidator();
  const { reports } = useKeptView();
  // What a send was answered is said until the person moves on: another page, or another save.
  const { key } = useLocation();
  useEffect(() => {
    if (view.reports.length > 0) publish({ ...view, reports: [] });
  }, [key]);
  useEffect(() => {
    const send = () => void sendKeptSaves(staffId).catch(() => undefined);
    send();
    const onVisible = () => document.visibilityState === "visible" && send();
    window.addEventListener("online", send);
    window.addEventListener("focus", send);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("online", send);
      window.removeEventListener("focus", send);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [staffId]);
  const stored = reports.filter((report) => report.answer !== "retry" && report.answer.outcome === "saved").length;
  const { revalidate } = revalidator;
  useEffect(() => {
    if (stored > 0) void revalidate();
  }, [reports, stored, revalidate]);
}

/** Sends what waits now (the header's "Send now"). */
export function sendNow(staffId: string) {
  return sendKeptSaves(staffId).catch(() => []);
}

export { clearKeptSaves, forgetSave };
