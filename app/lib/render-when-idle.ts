/**
 * Long lists render in two steps. Items styled `render-when-near` (content-visibility: auto)
 * are laid out only when they come near the viewport, so loading /courses lays out the first
 * screen, not 22 cards: a cheap phone is ready for the visitor sooner. Once the page is idle,
 * `renderWhenIdle` lays the remaining items out one per idle period, so that within a moment
 * the whole page is rendered as usual (scrolling costs nothing, and a full-page screenshot
 * shows every card) without a long task at any point.
 */

/** Something whose skipped rendering can be switched off: an element, or a test's stand-in. */
interface SkippableRendering {
  style: { contentVisibility: string };
}

/** When to run the next step: when the browser is idle, or soon where it cannot tell. */
export interface IdleScheduler {
  request(step: () => void): number;
  cancel(handle: number): void;
}

/** requestIdleCallback, with a short timer in browsers without it (Safari). */
const browserIdleScheduler: IdleScheduler =
  typeof requestIdleCallback === "function"
    ? { request: (step) => requestIdleCallback(step), cancel: (handle) => cancelIdleCallback(handle) }
    : { request: (step) => window.setTimeout(step, 50), cancel: (handle) => window.clearTimeout(handle) };

/** Renders the items one per idle period, in order. Returns a function that stops early. */
export function renderWhenIdle(
  items: readonly SkippableRendering[],
  scheduler: IdleScheduler = browserIdleScheduler,
): () => void {
  let next = 0;
  let handle: number | undefined;
  const step = () => {
    handle = undefined;
    const item = items[next++];
    if (!item) return;
    item.style.contentVisibility = "visible";
    handle = scheduler.request(step);
  };
  handle = scheduler.request(step);
  return () => {
    if (handle !== undefined) scheduler.cancel(handle);
  };
}
