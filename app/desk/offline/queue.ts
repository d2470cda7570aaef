import { toIstLocal } from "#domain/india-time.ts";

/**
 * Saves kept on the phone: a call, note or next step from the lead page that could not reach
 * the server (no connection, a 5xx, a timeout) waits in IndexedDB (./store.ts) and is sent
 * again (./send.ts) by the page or the service worker's Background Sync. Pure rules here, so
 * each is unit-tested (queue.test.ts): what may be kept, what a failure means, and what each
 * answer of the server does to the kept save.
 */

/** The form field that carries a save's id, online and kept alike: the server stores each once (migration 0033). */
export const CLIENT_ID_FIELD = "client_id";

/** The form field that says when the save was made on the phone (its next step's times are read as of then). */
export const SAVED_AT_FIELD = "saved_at";

/** The form field naming whose save it is: the server refuses to send it under another account. */
export const STAFF_FIELD = "staff";

/** The lead page's intents a phone may keep: the append-only call and note, and the next step. */
export const KEPT_INTENTS = ["log", "note", "follow_up"] as const;
export type KeptIntent = (typeof KEPT_INTENTS)[number];

export function isKeptIntent(value: unknown): value is KeptIntent {
  return typeof value === "string" && (KEPT_INTENTS as readonly string[]).includes(value);
}

/** A save's id as a phone makes it (crypto.randomUUID) or anything alike: letters, digits and dashes. */
export function isClientId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9-]{16,64}$/.test(value);
}

/** Where a kept save is sent: the lead's own address for saves from a phone (app/desk/routes/lead-send.ts). */
export function sendPath(leadId: string): string {
  return `/desk/leads/${encodeURIComponent(leadId)}/send`;
}

/**
 * What a kept save is waiting for. `waiting`: a connection. `sign_in`: its person to sign in
 * again (the session ended, or someone else is signed in). `refused`: the server answered and
 * will not take it as it is (the lead is gone, the next step clashed with another change):
 * kept until the person reads why and lets it go, never dropped silently.
 */
export type KeptState = "waiting" | "sign_in" | "refused";

export interface KeptSave {
  /** The save's id (CLIENT_ID_FIELD): the key in the store too. */
  id: string;
  leadId: string;
  /** Shown in the list of saves waiting, so the person knows which lead each is. */
  leadName: string;
  intent: KeptIntent;
  /** Whose save it is (STAFF_FIELD): sent only while they are signed in. */
  staffId: string;
  /** When it was made on the phone (ISO). */
  savedAt: string;
  /** The form's fields as posted, with the id, the time and the staff id added. */
  fields: [string, string][];
  state: KeptState;
  /** Why it is not sent yet, in the person's words: set for `sign_in` and `refused`. */
  problem: string | null;
  /** Sends tried so far. */
  tries: number;
}

/**
 * Why a post did not reach the server or was not answered by it: a network error (no
 * connection, DNS, reset), a time-out, or a 5xx (the server or its proxy failing). A 4xx is an
 * answer (a field to fix, not allowed, not found): shown as it is, never kept.
 */
export function isConnectionFailure(failure: unknown): boolean {
  if (failure instanceof TypeError) return true; // fetch's "Failed to fetch"
  if (failure instanceof DOMException && (failure.name === "AbortError" || failure.name === "TimeoutError"))
    return true;
  if (failure instanceof SendTimeout) return true;
  // An action that threw on the server (a 500) reaches the page as React Router's sanitised error.
  if (failure instanceof Error && failure.message === UNEXPECTED_SERVER_ERROR) return true;
  const status = statusOf(failure);
  return status !== null && status >= 500;
}

/** What React Router calls a server's error it does not show (its production builds sanitise them). */
const UNEXPECTED_SERVER_ERROR = "Unexpected Server Error";

/**
 * The server sent the post to the sign-in page: the session had ended. The save is kept (and
 * the person signs in): it is sent when they are back, never lost to the sign-in.
 */
export function isSignInRedirect(failure: unknown): boolean {
  return (
    failure instanceof Response &&
    failure.status >= 300 &&
    failure.status < 400 &&
    (failure.headers.get("Location") ?? "").startsWith("/desk/sign-in")
  );
}

/** A send that got no answer in time. */
export class SendTimeout extends Error {
  constructor() {
    super("No answer from the server in time");
    this.name = "SendTimeout";
  }
}

function statusOf(failure: unknown): number | null {
  if (failure instanceof Response) return failure.status;
  if (typeof failure === "object" && failure !== null && "status" in failure) {
    const status = (failure as { status: unknown }).status;
    return typeof status === "number" ? status : null;
  }
  return null;
}

/**
 * The fields to keep for a save: the form's own, with the next step pinned to the time the
 * page showed for its preset ("Tomorrow morning" means the morning after the call, not after
 * the phone found a signal), and the id, time and person added.
 */
export function keptFields(
  form: Iterable<[string, string]>,
  context: { clientId: string; savedAt: Date; staffId: string; presets: { preset: string; at: string }[] },
): [string, string][] {
  const fields = [...form].filter(
    ([name]) => name !== CLIENT_ID_FIELD && name !== SAVED_AT_FIELD && name !== STAFF_FIELD,
  );
  const next = fields.find(([name]) => name === "next")?.[1];
  const preset = context.presets.find((each) => each.preset === next);
  const pinned = preset
    ? [
        ...fields.filter(([name]) => name !== "next" && name !== "at"),
        ["next", "pick"] as [string, string],
        ["at", toIstLocal(preset.at)] as [string, string],
      ]
    : fields;
  return [
    ...pinned,
    [CLIENT_ID_FIELD, context.clientId],
    [SAVED_AT_FIELD, context.savedAt.toISOString()],
    [STAFF_FIELD, context.staffId],
  ];
}

/** What the send route answers (app/desk/routes/lead-send.ts), as JSON. */
export type SendAnswer =
  /** Stored (or stored before: a repeat); `message` says what, and what was left out. */
  | { outcome: "saved"; message: string; partial: boolean }
  /** Not stored and will not be as it is: the lead is gone, or the change clashed. */
  | { outcome: "refused"; message: string }
  /** Nobody signed in, or another account: kept until its person signs in. */
  | { outcome: "sign_in"; message: string };

/** The server's answer to a send, read: its JSON when it has the shape, else by its status alone. */
export function readAnswer(status: number, body: unknown): SendAnswer | "retry" {
  if (status >= 500) return "retry";
  if (typeof body === "object" && body !== null && "outcome" in body && "message" in body) {
    const { outcome, message } = body as { outcome: unknown; message: unknown };
    if (typeof message === "string") {
      if (outcome === "saved") return { outcome, message, partial: (body as { partial?: unknown }).partial === true };
      if (outcome === "refused" || outcome === "sign_in") return { outcome, message };
    }
  }
  if (status === 401) return { outcome: "sign_in", message: SIGN_IN_TO_SEND };
  // Anything else (a proxy's page, a redirect to the sign-in page): not an answer to trust.
  return status >= 400 && status < 500 && status !== 408 && status !== 429
    ? { outcome: "refused", message: `The server refused it (${status}). Open the lead and save it again.` }
    : "retry";
}

export const SIGN_IN_TO_SEND = "Sign in again to send it: it stays on this phone until then.";

/** What a send does to the kept save: gone once stored, else kept in its new state. */
export function afterAnswer(save: KeptSave, answer: SendAnswer | "retry"): KeptSave | null {
  if (answer === "retry") return { ...save, state: "waiting", problem: null, tries: save.tries + 1 };
  switch (answer.outcome) {
    case "saved":
      return null;
    case "sign_in":
      return { ...save, state: "sign_in", problem: answer.message, tries: save.tries + 1 };
    case "refused":
      return { ...save, state: "refused", problem: answer.message, tries: save.tries + 1 };
  }
}

/** Which kept saves a send takes: those waiting, and those waiting for a sign-in when `staffId` is signed in. */
export function toSend(saves: KeptSave[], staffId: string | null): KeptSave[] {
  return saves
    .filter((save) => save.state === "waiting" || (save.state === "sign_in" && staffId === save.staffId))
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** The header's count: every save still on the phone, refused ones too (they need the person). */
export function waitingLabel(count: number): string {
  return count === 1 ? "1 save waiting" : `${count} saves waiting`;
}

/** What the lead page says when a save is kept. */
export const KEPT_MESSAGE = "Saved on this phone, sending when you're back online.";
