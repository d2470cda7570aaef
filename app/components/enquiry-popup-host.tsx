import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  dismiss,
  enterRoute,
  initialPopupState,
  parsePopupState,
  POPUP_DELAY_MS,
  schedulesPopup,
  shouldOpen,
  submitted,
  type PopupState,
} from "#app/lib/popup-timing.ts";
import { pathWithoutLanguage } from "#domain/language.ts";

// The dialog and its form load only when the popup first opens, keeping them out of
// every page's first load.
const EnquiryPopup = lazy(() => import("./enquiry-popup"));

const STORAGE_KEY = "enquiry-popup";

/** Keeps the popup's count across full page loads within the tab; private modes may refuse. */
function loadState(): PopupState {
  try {
    return parsePopupState(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return initialPopupState;
  }
}

function saveState(state: PopupState) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Without storage the count lives only in memory, which is still correct within a visit.
  }
}

/** Runs the popup's timer; the rules live in app/lib/popup-timing. */
export function EnquiryPopupHost() {
  const { pathname } = useLocation();
  const state = useRef<PopupState | null>(null);
  const [open, setOpen] = useState(false);

  const update = useCallback((next: PopupState) => {
    state.current = next;
    saveState(next);
  }, []);

  useEffect(() => {
    // The same rules in both languages: /hi is the home page, /hi/admission the admission page.
    const path = pathWithoutLanguage(pathname);
    update(enterRoute(state.current ?? loadState(), path));
    if (!schedulesPopup(path)) return;
    const timer = window.setTimeout(() => {
      if (state.current && shouldOpen(state.current, Date.now())) setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, update]);

  const onDismiss = useCallback(() => {
    setOpen(false);
    update(dismiss(state.current ?? initialPopupState, Date.now()));
  }, [update]);

  const onSubmitted = useCallback(() => {
    setOpen(false);
    update(submitted(state.current ?? initialPopupState));
  }, [update]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryPopup onDismiss={onDismiss} onSubmitted={onSubmitted} />
    </Suspense>
  );
}
