import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * On every route change: scroll to the top and, for screen-reader and
 * keyboard users, move focus to the new page's main heading. The first render is left
 * alone so a fresh page load keeps the browser's own focus and scroll behaviour.
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // Marks the page as interactive; end-to-end tests wait for it before using timers.
      document.documentElement.dataset.hydrated = "true";
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);

  return null;
}
