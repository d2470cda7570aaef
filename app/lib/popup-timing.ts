/**
 * When the enquiry popup may open. Pure functions over a small state and
 * an explicit `now`, so the rules are unit-tested without timers; the React side only
 * schedules a timeout and asks `shouldOpen` when it fires.
 */
export const POPUP_DELAY_MS = 15_000;
export const POPUP_COOLDOWN_MS = 30_000;
export const POPUP_MAX_DISMISSALS = 2;
/**
 * The popup never opens on paths starting with this: the visitor is already on the full
 * application form, or has just sent it (/admission/submitted).
 */
const POPUP_EXCLUDED_PATH = "/admission";
const RESET_PATH = "/";

export interface PopupState {
  dismissCount: number;
  /** Epoch milliseconds of the last dismissal, or null. */
  lastDismissAt: number | null;
}

export const initialPopupState: PopupState = { dismissCount: 0, lastDismissAt: null };

/** Entering the home path resets the count and the last-dismiss time. */
export function enterRoute(state: PopupState, pathname: string): PopupState {
  return normalizePath(pathname) === RESET_PATH ? initialPopupState : state;
}

/** Whether entering this path starts the 15-second timer. */
export function schedulesPopup(pathname: string): boolean {
  return !pathname.startsWith(POPUP_EXCLUDED_PATH);
}

/** Asked when the timer fires. */
export function shouldOpen(state: PopupState, now: number): boolean {
  if (state.dismissCount >= POPUP_MAX_DISMISSALS) return false;
  return state.lastDismissAt === null || now - state.lastDismissAt >= POPUP_COOLDOWN_MS;
}

export function dismiss(state: PopupState, now: number): PopupState {
  return { dismissCount: state.dismissCount + 1, lastDismissAt: now };
}

/** After a successful submit the popup does not come back. */
export function submitted(state: PopupState): PopupState {
  return { ...state, dismissCount: POPUP_MAX_DISMISSALS };
}

/** Reads a stored state back, falling back to the initial state for anything malformed. */
export function parsePopupState(raw: string | null): PopupState {
  if (!raw) return initialPopupState;
  try {
    const value = JSON.parse(raw) as Partial<PopupState>;
    const count = Number.isInteger(value.dismissCount) ? Number(value.dismissCount) : 0;
    const last = typeof value.lastDismissAt === "number" ? value.lastDismissAt : null;
    return { dismissCount: Math.max(0, count), lastDismissAt: last };
  } catch {
    return initialPopupState;
  }
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
