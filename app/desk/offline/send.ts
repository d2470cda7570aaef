import { afterAnswer, readAnswer, sendPath, SendTimeout, toSend, type KeptSave, type SendAnswer } from "./queue";
import { announce, forgetSave, keepSave, keptSaves } from "./store";

/**
 * Sends the saves kept on the phone, oldest first, one at a time: from a desk page (on load,
 * `online`, focus) and from the service worker (Background Sync), the same code (bundled into
 * /desk/sw.js at build). A Web Lock lets one sender run at a time across tabs and the worker;
 * were two to send the same save, the server stores it once all the same (its client id).
 */
export const SEND_LOCK = "desk-kept-saves-send";
/** The Background Sync tag the lead page registers when it keeps a save. */
export const SYNC_TAG = "desk-kept-saves";
const ANSWER_WITHIN_MS = 20_000;

/** One save sent: what the server said, for the page to show (never stored). */
export interface SendReport {
  id: string;
  leadId: string;
  answer: SendAnswer | "retry";
}

async function sendOne(save: KeptSave): Promise<SendAnswer | "retry"> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new SendTimeout()), ANSWER_WITHIN_MS);
  try {
    const response = await fetch(sendPath(save.leadId), {
      method: "POST",
      body: new URLSearchParams(save.fields),
      credentials: "same-origin",
      // A redirect (to the sign-in page) is not an answer to follow: it is read as one.
      redirect: "manual",
      signal: timeout.signal,
    });
    if (response.type === "opaqueredirect") return readAnswer(401, null);
    const body: unknown = await response.json().catch(() => null);
    return readAnswer(response.status, body);
  } catch {
    return "retry";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends what may be sent now (queue.ts toSend; `staffId`: who the page knows is signed in,
 * null in the worker) and stops at the first save that gets no answer: the connection is not
 * back yet. Returns what each send got.
 */
export async function sendKeptSaves(staffId: string | null): Promise<SendReport[]> {
  const run = async () => {
    const reports: SendReport[] = [];
    for (const save of toSend(await keptSaves(), staffId)) {
      const answer = await sendOne(save);
      reports.push({ id: save.id, leadId: save.leadId, answer });
      const kept = afterAnswer(save, answer);
      if (kept) await keepSave(kept);
      else await forgetSave(save.id);
      if (answer === "retry") break;
    }
    // Every desk page hears what was sent, whoever sent it (this page, another tab, the worker).
    if (reports.length > 0) announce({ type: "sent", reports });
    return reports;
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  // ifAvailable: a sender already running does the work; this one has nothing to add.
  if (locks) return (await locks.request(SEND_LOCK, { ifAvailable: true }, (lock) => (lock ? run() : []))) ?? [];
  return run();
}
